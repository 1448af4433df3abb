#pragma once

#include <string_view>

namespace suanpan {

// The bytes of a file compiled into the binary (core/CMakeLists.txt lists them:
// resources/catalogs, examples, checklists and validation, and the model
// configs the validation rows name), by file name, or an empty view if there
// is none.
std::string_view embeddedFile(std::string_view name);

} // namespace suanpan
