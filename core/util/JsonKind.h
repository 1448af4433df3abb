#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "util/CodeTable.h"

namespace suanpan {

// The kind of JSON value a field should hold: what a json.type,
// config.type or iperf3.type error expected. The UI words it; JSON output and the CLI show
// its stable text.
enum class JsonKind : int { Object, Array, Number, Integer, Boolean, String, Count };

// The stable texts, in JsonKind's order (JSON Schema's type names).
inline constexpr std::array<std::string_view, std::size_t(JsonKind::Count)> kJsonKinds{
    "object", "array", "number", "integer", "boolean", "string"};

constexpr std::string_view jsonKindText(JsonKind kind)
{
    return codeText(kJsonKinds, kind);
}

} // namespace suanpan
