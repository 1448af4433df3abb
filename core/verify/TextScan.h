#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace suanpan::textscan {

// Internal to core/verify: small, allocation-light helpers the evidence
// parsers share. Nothing here throws.

// Parsers refuse more than this: real tool outputs are kilobytes, and a cap
// of their own keeps a caller that forgot its own limit safe.
constexpr std::size_t kMaxEvidenceBytes = 16u << 20;

// Tool output as captured from a terminal or a chat window: a leading UTF-8
// byte-order mark skipped (util/Utf8.h), ANSI escape sequences removed, CR LF
// and lone CR turned into LF, NUL dropped and every invalid UTF-8 sequence
// replaced by '?', so every string a parser returns is valid UTF-8 (the
// project file's JSON writer refuses anything else).
std::string cleanToolText(std::string_view text);

std::vector<std::string_view> splitLines(std::string_view text);
std::vector<std::string_view> split(std::string_view text, char separator);
// Runs of spaces and tabs separate fields.
std::vector<std::string_view> splitWhitespace(std::string_view text);
std::string_view trim(std::string_view text);
std::string lower(std::string_view text);
std::string upper(std::string_view text);
bool startsWith(std::string_view text, std::string_view prefix);

// Locale-independent number parsing of the whole (trimmed) text; NaN and
// infinities are refused because no tool field legitimately holds them.
std::optional<double> parseNumber(std::string_view text);
std::optional<long long> parseInteger(std::string_view text);

// "line 12": how parsers name the place of a problem in line-based input.
std::string lineSubject(std::size_t zeroBasedLine);

// At most `limit` bytes of `text` (cut on a UTF-8 boundary) for an error's
// detail, so a hostile line cannot make the error itself huge.
std::string excerpt(std::string_view text, std::size_t limit = 80);

} // namespace suanpan::textscan
