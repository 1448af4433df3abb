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

// `text` without a leading UTF-8 byte-order mark (EF BB BF). Windows tools
// (Notepad, PowerShell's Out-File) write one; every importer skips it the
// same way, so a file saved there reads as the same file without it.
std::string_view skipUtf8Bom(std::string_view text);

// `text` as one line of valid UTF-8, for quoting in a refusal: JSON escapes
// and SQLite messages can carry line breaks and other control characters,
// and a refusal is one line. Invalid bytes become U+FFFD, every control
// character (including DEL) a space.
std::string oneLine(std::string_view text);

// Appends code point `cp` (a scalar value: not a surrogate, at most
// U+10FFFF) to `out` as UTF-8.
void appendUtf8(std::string &out, char32_t cp);

} // namespace suanpan
