#pragma once

#include <nlohmann/json.hpp>

#include "estimate/Memory.h"

namespace suanpan::cli {

// JSON shapes more than one command prints, so a key means the same thing in
// `estimate` and `evaluate` output.

// {"tp", "pp", "dp", "zero", "micro_batch", "recompute", "cards"}
nlohmann::json layoutJson(const ParallelLayout &layout);

} // namespace suanpan::cli
