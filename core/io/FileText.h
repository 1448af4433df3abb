#pragma once

#include <cstddef>
#include <string>

#include "util/Result.h"

namespace suanpan {

// Reads a whole file, refusing files larger than maxBytes so a hostile or
// mistaken input cannot exhaust memory. Errors: "file.not_found",
// "file.too_large" (detail = size), "file.io" (detail = OS message);
// subject = path.
Result<std::string> readFileText(const std::string &path, std::size_t maxBytes = 64u << 20);

// Writes text to a file (plain, not atomic: for exported text files only).
Status writeFileText(const std::string &path, const std::string &text);

} // namespace suanpan
