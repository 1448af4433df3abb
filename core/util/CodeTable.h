#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace suanpan {

// The enum codes that cross from core to the UI (errors, flags, findings,
// cost lines) each have one table of stable texts, indexed by the code, for
// JSON, the CLI and stored files. These read a table both ways.
template <class Code, std::size_t N>
constexpr std::string_view codeText(const std::array<std::string_view, N> &table, Code code)
{
    return table.at(std::size_t(code));
}

// The code a text names in the table, if any.
template <class Code, std::size_t N>
constexpr std::optional<Code> codeFromText(const std::array<std::string_view, N> &table,
                                           std::string_view text)
{
    for (std::size_t i = 0; i < N; ++i)
        if (table[i] == text)
            return Code(i);
    return std::nullopt;
}

} // namespace suanpan
