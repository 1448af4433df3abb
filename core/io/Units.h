#pragma once

#include <string_view>

#include "util/Result.h"

namespace suanpan {

// Reads counts the way people write them: "70B", "6.7e9", "2T", "4k",
// "500M", "1.5 B", "128K", "6738415616". Suffixes k/K = 1e3, M = 1e6,
// B/G = 1e9, T = 1e12 (decimal, as model sizes and token counts are quoted).
// Errors: "units.empty", "units.syntax" (detail = the text),
// "units.out_of_range" (negative, NaN, infinite or > 1e18).
Result<double> parseCount(std::string_view text);

} // namespace suanpan
