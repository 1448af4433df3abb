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
// as a demand for cards of one class, and the cost over the horizon of owning
// N of those cards and renting the rest.
//
// Model (README.md "Year plan"):
// - Demand (WorkPlan.h, the same function Compare's busy shares come from):
//   each training run on its schedule's cards -- more when those cannot meet
//   the workload's deadline, or marked late -- for the hours the sizing
//   engine gives on the owned card (the run, its re-run reserve and its
//   interruptions); serving every day at its peak and off-peak load.
// - Owned: N cards of the owned option (its card, facility and acquisition),
//   priced by the cost engine over the horizon at the busy share the plan
//   gives them (plus the other work the project declares), delivered after
//   the purchase lead time (assumption purchase_lead_months). Serving is
//   placed on them first, hour by hour; then each training run, in the order
//   they start, goes on the owned cards when they are free for all of it,
//   and pays the engineer time, rebuild and recovery work of a run as an
//   owned run on Compare does.
// - Rented: a training run the owned cards cannot hold is rented whole, as
//   one run on a GPU cloud's hourly plan for the same card at the run's
//   cards, priced exactly as Compare prices such an option (every cost line,
//   engineer time included); serving overflow is rented by the month where
//   its level is steady enough (more hours than a month's rent buys at the
//   hourly price), else by the hour, at the all-in prices of the cloud's
//   monthly and hourly plans.
// - N runs from 0 (all rented) to the peak demand (all owned) in steps of
//   whole servers. Totals are {P10, P50, P90} over Monte Carlo draws of the
//   ranged inputs with the evaluation's seed and stream names (Uncertainty.h),
//   so the same prices move every N alike; the best N is the lowest median.
// - A compute voucher (Project::vouchers) pays back its share of the rented
//   part's rent -- runs rented whole and serving overflow on eligible plans
//   -- at most its cap per year over the horizon for the whole plan: one cap
//   shared by everything rented, never one per run (Compare prices each
//   option as an alternative, so there each option may use the whole cap).

struct PortfolioSettings {
    std::string ownedOptionId; // "" = the project's first hosted or built option
    int samples = 1000;        // per N; 0 = likely only
    std::uint64_t seed = 20261202;
};

// One workload as the calendar places it.
struct PortfolioWorkload {
    std::string workloadId;
    bool serving = false;
    int scheduledCards = 0; // as its schedule says (the owned option's count for 0)
    int cards = 0;          // at peak; training: per run (raised to meet the deadline)
    int offPeakCards = 0;   // serving
    double wallHours = 0.0; // training: one run to finish, on the owned card
    double runHours = 0.0;  // training: one run, occupied hours
    int runs = 0;           // training runs inside the horizon
    double cardHours = 0.0; // over the horizon
    bool sized = true;      // training: hours from the sizing engine (false: typed)
    bool fits = true;       // training: false when no card count holds the job
    double deadlineDays = 0.0;
    bool meetsDeadline = true;      // training: one run finishes within its deadline
    bool raisedForDeadline = false; // more cards than the schedule names, for the deadline
    double rentedRunCny = 0.0;      // training: one run rented (likely), as Compare prices it
    int runsOwned = 0;              // at the best mix
    int runsRented = 0;
};

struct PortfolioPoint {
    int ownedCards = 0;
    Range total;            // {P10, P50, P90} CNY over the horizon (likely alone without draws)
    double ownedCny = 0.0;  // likely, of which the owned cards and their runs
    double rentedCny = 0.0; // likely, of which rented runs and serving
    // Likely, negative: the compute voucher on that rent (0 without one).
    // The cap is the project's per year, pooled over all the plan's rent:
    // min(share x eligible rent, cap x horizon / 12) x approval.
    double voucherCny = 0.0;
    double ownedBusyCardHours = 0.0;
    double ownedIdleCardHours = 0.0; // after delivery
    double rentedCardHours = 0.0;
    double monthlyRentedCards = 0.0; // card-months of serving rented by the month
    double utilisation = 0.0;        // of the owned cards after delivery
    int runsRented = 0;              // training runs rented whole
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
    int step = 1;      // owned cards move by this many (whole servers)
    int peakCards = 0; // highest hourly demand
    double demandCardHours = 0.0;
    double hourlyCnyPerCardHour = 0.0;   // serving overflow: all-in cloud price, likely
    double monthlyCnyPerCardMonth = 0.0; // serving overflow: all-in cloud price, likely
    std::vector<PortfolioWorkload> workloads;
    std::vector<PortfolioPoint> curve;   // N = 0, step, 2 step, ..., >= peak
    size_t best = 0;                     // index in curve of the lowest median total
    int flatLow = 0, flatHigh = 0;       // owned cards whose total is within 3 % of the best
    double chanceBestBeatsRenting = 0.0; // draws where the best N costs less than N = 0
    std::vector<PortfolioMonth> months;  // for the best N
    int samples = 0;
    std::uint64_t seed = 0;

    const PortfolioPoint &allRented() const { return curve.front(); }
    const PortfolioPoint &allOwned() const { return curve.back(); }
    const PortfolioPoint &bestMix() const { return curve[best]; }
    const PortfolioWorkload *workload(const std::string &id) const;
};

inline constexpr double kPortfolioFlatShare = 0.03; // "within 3 % of the best"
inline constexpr int kPortfolioMaxPoints = 64;      // owned counts priced at most

// Errors (Error::code): "portfolio.no_owned_option" (the project has no hosted
// or built option, or `ownedOptionId` is not one; subject the id),
// "portfolio.no_workloads" (nothing to schedule), "portfolio.no_rent_price"
// (no cloud price for the card; subject the card id), and the evaluation's
// own refusals for the owned option ("cost.*").
Result<Portfolio> planPortfolio(const Project &project, const Catalog &catalog,
                                const PortfolioSettings &settings = {});

} // namespace suanpan
