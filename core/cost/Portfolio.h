#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "catalog/Catalog.h"
#include "model/Project.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

// The year, not the job: the project's workloads placed on their schedules
// (model/Workload.h Schedule) as a demand for cards of one class, and the
// cost over the horizon of owning N of those cards and renting the rest.
//
// Model (README.md "Portfolio"):
// - Demand, hour by hour over the horizon, in cards of the owned option's
//   card class: a training run needs its schedule's cards for the hours the
//   engine sizes on that card and count (the pair's occupied hours, the same
//   figure Compare shows for that option) or the typed duration; serving
//   needs its cards every day, at peak load for `peakHoursPerDay` hours
//   (from 09:00) and at `offPeakShare` of them (rounded up) the rest of the
//   day. Jobs run when scheduled: no job waits for owned cards, so no
//   deadline is missed for want of them; what the owned cards cannot hold is
//   rented.
// - Owned: N cards of the owned option (its card, facility and acquisition),
//   priced by the cost engine over the horizon with the utilisation the
//   demand gives them (busy owned card-hours / N x horizon hours). Cards
//   arrive after the purchase lead time (assumption purchase_lead_months);
//   before that everything is rented.
// - Rented overflow: each month, the overflow's base rented by the month
//   (k cards, k the level the overflow exceeds for more hours than a month's
//   rent buys at the hourly price) and the rest by the hour, at the all-in
//   prices of a GPU cloud's hourly and monthly plans for the same card
//   (catalog facility "gpu-cloud", contracts "hourly" and "monthly"), each
//   priced by the cost engine with its hidden costs. Spot is left out: its
//   reclaims make it a per-job choice, which Compare prices.
// - N runs from 0 (all rented) to the peak demand (all owned) in steps of
//   one server. Totals are {P10, likely, P90} over Monte Carlo draws of the
//   ranged inputs with the evaluation's seed and stream names (Uncertainty.h),
//   so the same prices move every N alike.

struct PortfolioSettings {
    std::string ownedOptionId; // "" = the project's first hosted or built option
    int samples = 1000;        // per N; 0 = likely only
    std::uint64_t seed = 20261202;
};

// One workload as the calendar places it.
struct PortfolioWorkload {
    std::string workloadId;
    bool serving = false;
    int cards = 0;          // at peak
    int offPeakCards = 0;   // serving
    double runHours = 0.0;  // training: one run, occupied hours
    int runs = 0;           // training runs inside the horizon
    double cardHours = 0.0; // over the horizon
    bool sized = true;      // training: hours from the sizing engine (false: typed)
    bool fits = true;       // training: false when the job does not fit that card and count
};

struct PortfolioPoint {
    int ownedCards = 0;
    Range total;            // {P10, likely, P90} CNY over the horizon
    double ownedCny = 0.0;  // likely, of which the owned cards
    double rentedCny = 0.0; // likely, of which the rented overflow
    double ownedBusyCardHours = 0.0;
    double ownedIdleCardHours = 0.0; // after delivery
    double rentedCardHours = 0.0;
    double monthlyRentedCards = 0.0; // card-months rented by the month
    double utilisation = 0.0;        // of the owned cards after delivery
};

// Demand per month, card-hours, split as the best mix serves it.
struct PortfolioMonth {
    double demandCardHours = 0.0;
    double peakCards = 0.0;
    double ownedBusyCardHours = 0.0;
    double ownedIdleCardHours = 0.0;
    double rentedCardHours = 0.0;
};

struct Portfolio {
    std::string ownedOptionId;
    std::string cardId;
    int horizonMonths = 0;
    double leadMonths = 0.0;
    int step = 1;      // cards per server: N moves by whole servers
    int peakCards = 0; // highest hourly demand
    double demandCardHours = 0.0;
    double hourlyCnyPerCardHour = 0.0;   // all-in cloud price, likely, per busy card-hour
    double monthlyCnyPerCardMonth = 0.0; // all-in cloud price, likely, per card-month
    std::vector<PortfolioWorkload> workloads;
    std::vector<PortfolioPoint> curve;   // N = 0, step, 2 step, ..., >= peak
    size_t best = 0;                     // index in curve of the lowest likely total
    int flatLow = 0, flatHigh = 0;       // owned cards whose likely total is within 3 % of the best
    double chanceBestBeatsRenting = 0.0; // draws where the best N costs less than N = 0
    std::vector<PortfolioMonth> months;  // for the best N
    int samples = 0;
    std::uint64_t seed = 0;

    const PortfolioPoint &allRented() const { return curve.front(); }
    const PortfolioPoint &allOwned() const { return curve.back(); }
    const PortfolioPoint &bestMix() const { return curve[best]; }
};

inline constexpr double kPortfolioFlatShare = 0.03; // "within 3 % of the best"

// Errors (Error::code): "portfolio.no_owned_option" (the project has no hosted
// or built option, or `ownedOptionId` is not one; subject the id),
// "portfolio.no_workloads" (nothing to schedule), "portfolio.no_rent_price"
// (no cloud price for the card; subject the card id), and the evaluation's
// own refusals for the owned option ("cost.*").
Result<Portfolio> planPortfolio(const Project &project, const Catalog &catalog,
                                const PortfolioSettings &settings = {});

} // namespace suanpan
