#pragma once

#include <string>

#include "model/Validation.h"
#include "util/Result.h"

namespace suanpan::cli {

// One English line for a coded core error or validation issue. The GUI has
// its own translated wording (ui/i18n/ErrorText); the CLI speaks English only.
std::string describe(const Error &error);
std::string describe(const ValidationIssue &issue);

} // namespace suanpan::cli
