#pragma once

// What every fuzz harness checks on whatever it read, and the catalog ids a
// project is validated against (as suanpan-cli's openProject does).

#include <cmath>
#include <string>
#include <string_view>

#include "catalog/Catalog.h"
#include "model/Validation.h"
#include "util/Result.h"
#include "util/Utf8.h"

namespace suanpan::fuzz {

// An abort that libFuzzer reports as a crash, and the replay as a failure.
[[noreturn]] inline void fail()
{
    __builtin_trap();
}

inline void require(bool condition)
{
    if (!condition)
        fail();
}

inline void requireFinite(double value)
{
    require(std::isfinite(value));
}

// A refusal is one coded line: a code, and no line break or invalid UTF-8
// in any part (the CLI prints it as is, the GUI shows it in a message box).
inline void requireOneLine(const std::string &text)
{
    require(isValidUtf8(text));
    for (const char c : text)
        require(c != '\n' && c != '\r');
}

inline void requireOneLine(const Error &e)
{
    require(e.code < ErrorCode::Count);
    for (const std::string *part : {&e.subject, &e.detail}) {
        requireOneLine(*part);
    }
}

template <class T> bool accepted(const Result<T> &r)
{
    if (r)
        return true;
    requireOneLine(r.error());
    return false;
}

// The ids the built-in catalog offers, as every suanpan-cli command
// validates against them.
inline const KnownIds &builtinIds()
{
    static const KnownIds ids = [] {
        const Result<Catalog> &catalog = builtinCatalog();
        if (!catalog)
            fail();
        return knownIds(catalog.value());
    }();
    return ids;
}

inline std::string_view asText(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

} // namespace suanpan::fuzz
