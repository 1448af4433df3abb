#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace suanpan {

// The two halves of a name given in both languages.
struct NameHalves {
    std::string zh;
    std::string en;

    bool operator==(const NameHalves &) const = default;
};

// Whether `text` (UTF-8) holds a Chinese, Japanese or Korean character or a
// full-width form (CJK punctuation included).
bool hasCjk(std::string_view text);

// Before schema 9 a workload, option or project title had one name, and the
// example (and users following it) wrote both languages into it as
// "<zh> / <en>". The halves when the name has exactly one " / ", one side
// holds CJK characters and the other is Latin text without any (either
// order); none otherwise, so a name such as "A / B test" is left alone.
std::optional<NameHalves> splitLegacyName(std::string_view name);

// The name to show in one language: that language's, else the other one
// (a user who typed a name once named it for both languages).
const std::string &nameIn(const std::string &nameZh, const std::string &nameEn, bool chinese);

} // namespace suanpan
