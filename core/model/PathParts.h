#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "util/CodeTable.h"

namespace suanpan {

// The parts of a field path (validation's "workloads[1].model.kv_heads",
// JSON's "/cards/0/rent/1/cny/low") that are not a field's own name: the
// collections an index follows and the ends of a low/likely/high range. One
// table of stable texts each, as the project JSON and the catalogs spell
// them; the UI words the parts with a switch.
enum class Collection : int {
    Workloads,
    Options,
    Assumptions,
    Checklist,
    Evidence,
    DisabledCostLines,
    Vouchers,
    Cards,
    Facilities,
    Contracts,
    Quotes,
    Rent,     // a card's rent quotes
    Purchase, // a card's purchase quotes
    Count
};

inline constexpr std::array<std::string_view, std::size_t(Collection::Count)> kCollections{
    "workloads", "options", "assumptions", "checklist", "evidence", "disabled_cost_lines",
    "vouchers",  "cards",   "facilities",  "contracts", "quotes",   "rent",
    "purchase",
};

inline std::optional<Collection> collectionFromText(std::string_view text)
{
    return codeFromText<Collection>(kCollections, text);
}

enum class RangeEnd : int { Low, Likely, High, Count };

inline constexpr std::array<std::string_view, std::size_t(RangeEnd::Count)> kRangeEnds{
    "low", "likely", "high"};

inline std::optional<RangeEnd> rangeEndFromText(std::string_view text)
{
    return codeFromText<RangeEnd>(kRangeEnds, text);
}

} // namespace suanpan
