#pragma once

#include <string>
#include <string_view>

namespace suanpan {

// Text the project file keeps must be well-formed UTF-8: the JSON writer and
// the UI refuse anything else. Well-formed excludes overlong forms, UTF-16
// surrogates and code points above U+10FFFF (RFC 3629).
bool isValidUtf8(std::string_view text);

// `bytes` with every byte that starts no well-formed sequence replaced by
// U+FFFD (three bytes), so the result is always valid.
std::string toValidUtf8(std::string_view bytes);

} // namespace suanpan
