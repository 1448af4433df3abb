#include "Names.h"

#include <cstdint>

namespace suanpan {

namespace {

// The code point starting at text[i] and its length in bytes; an invalid
// lead byte reads as one byte of U+FFFD (not CJK), so nothing loops.
std::uint32_t decodeAt(std::string_view text, std::size_t i, std::size_t &length)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    length = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (i + length > text.size() || (c >= 0x80 && c < 0xC0)) {
        length = 1;
        return 0xFFFD;
    }
    if (length == 1)
        return c;
    std::uint32_t cp = c & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k)
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    return cp;
}

bool isCjk(std::uint32_t cp)
{
    return (cp >= 0x2E80 && cp <= 0x9FFF)    // radicals, CJK punctuation, kana, unified ideographs
           || (cp >= 0xAC00 && cp <= 0xD7AF) // Hangul syllables
           || (cp >= 0xF900 && cp <= 0xFAFF) // compatibility ideographs
           || (cp >= 0xFE30 && cp <= 0xFE4F) // vertical forms
           || (cp >= 0xFF00 && cp <= 0xFFEF) // full-width forms (，：（）)
           || (cp >= 0x20000 && cp <= 0x3FFFF); // extension planes
}

bool hasLatinLetter(std::string_view text)
{
    for (const char c : text)
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))
            return true;
    return false;
}

bool isLatinOnly(std::string_view text)
{
    return hasLatinLetter(text) && !hasCjk(text);
}

} // namespace

bool hasCjk(std::string_view text)
{
    for (std::size_t i = 0, length = 0; i < text.size(); i += length)
        if (isCjk(decodeAt(text, i, length)))
            return true;
    return false;
}

std::optional<NameHalves> splitLegacyName(std::string_view name)
{
    constexpr std::string_view kSeparator = " / ";
    const std::size_t at = name.find(kSeparator);
    if (at == std::string_view::npos || name.find(kSeparator, at + 1) != std::string_view::npos)
        return std::nullopt;
    const std::string_view left = name.substr(0, at);
    const std::string_view right = name.substr(at + kSeparator.size());
    if (hasCjk(left) && isLatinOnly(right))
        return NameHalves{std::string(left), std::string(right)};
    if (isLatinOnly(left) && hasCjk(right))
        return NameHalves{std::string(right), std::string(left)};
    return std::nullopt;
}

const std::string &nameIn(const std::string &nameZh, const std::string &nameEn, bool chinese)
{
    const std::string &preferred = chinese ? nameZh : nameEn;
    return preferred.empty() ? (chinese ? nameEn : nameZh) : preferred;
}

} // namespace suanpan
