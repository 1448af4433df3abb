#pragma once

// Fixed quantities the model counts in, each defined once for core, the CLI
// and the UI.

namespace suanpan {

constexpr double kHoursPerYear = 8760.0;                // a calendar year of 365 days
constexpr double kHoursPerMonth = kHoursPerYear / 12.0; // a calendar month: 730 h

// Cards in one server: HGX boards and most GPU servers hold 8. The catalog's
// purchase quotes are an 8-card server's price / 8; above 8 cards a run
// crosses the network between servers.
constexpr int kCardsPerServer = 8;

} // namespace suanpan
