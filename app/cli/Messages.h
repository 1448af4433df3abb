#pragma once

#include <string>

#include "model/Validation.h"
#include "util/Result.h"
#include "verify/FindingCodes.h"

namespace suanpan::cli {

// One English line for a coded core error or validation issue. The GUI has
// its own translated wording (ui/i18n/ErrorText); the CLI speaks English only.
std::string describe(const Error &error);
std::string describe(const ValidationIssue &issue);
// What to ask the provider when a check fails, as a sentence.
std::string_view describe(AskCode ask);

} // namespace suanpan::cli
