#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "util/CodeTable.h"

// Fixed quantities the model counts in, each defined once for core, the CLI
// and the UI, and the units inputs and assumptions are given in.

namespace suanpan {

constexpr double kHoursPerYear = 8760.0;                // a calendar year of 365 days
constexpr double kHoursPerMonth = kHoursPerYear / 12.0; // a calendar month: 730 h

// Cards in one server: HGX boards and most GPU servers hold 8. The catalog's
// purchase quotes are an 8-card server's price / 8; above 8 cards a run
// crosses the network between servers.
constexpr int kCardsPerServer = 8;

// The unit of an input or assumption (Assumption::unit, FormulaInput::unit,
// InputInfo::unit hold its stable text, as catalogs and project files
// write it). A user's catalog may name a unit this table does not have: it
// is kept as written and shown as a plain number.
enum class Unit : int {
    Fraction,        // 0..1, shown as a percentage
    FractionPerYear, // a rate per year, shown as a percentage
    Cny,
    CnyPerCard,
    CnyPerMonth,
    CnyPerDay,
    CnyPerYear,
    CnyPerCardHour,
    CnyPerKwh,
    CnyPerGb,
    CnyPerGbMonth,
    CnyPerHour,
    CnyPerEngineerHour,
    CnyPerClusterHour,
    Hours,
    Days,
    Months,
    Years,
    Cards,
    Kwh,
    Gb,
    Bytes,
    PerCardHour, // events per card-hour
    Fte,         // full-time equivalents
    Factor,      // a multiplier
    Number,      // a plain count ("count")
    Count
};

// The stable texts, in Unit's order. Never change a shipped text.
inline constexpr std::array<std::string_view, std::size_t(Unit::Count)> kUnits{
    "fraction",
    "fraction_per_year",
    "cny",
    "cny_per_card",
    "cny_per_month",
    "cny_per_day",
    "cny_per_year",
    "cny_per_card_hour",
    "cny_per_kwh",
    "cny_per_gb",
    "cny_per_gb_month",
    "cny_per_hour",
    "cny_per_engineer_hour",
    "cny_per_cluster_hour",
    "hours",
    "days",
    "months",
    "years",
    "cards",
    "kwh",
    "gb",
    "bytes",
    "per_card_hour",
    "fte",
    "factor",
    "count",
};

inline std::string_view unitText(Unit unit)
{
    return codeText(kUnits, unit);
}

// The unit a text names, if this version knows it.
inline std::optional<Unit> unitFromText(std::string_view text)
{
    return codeFromText<Unit>(kUnits, text);
}

} // namespace suanpan
