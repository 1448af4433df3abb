#pragma once

#include <string_view>

namespace suanpan {

// The bytes of a file compiled into the binary from resources/ (catalogs/*.json
// and examples/*.json, by file name), or an empty view if there is none.
std::string_view embeddedFile(std::string_view name);

} // namespace suanpan
