#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cost/HourSeries.h"
#include "model/Workload.h"

namespace suanpan {

// The project's work as its calendar places it (model/Workload.h Schedule),
// in cards of one card class, hour by hour over the horizon. One function
// for the two places that need it, so they agree:
// - the year plan (Portfolio.h): the demand that owned cards serve and the
//   rest rents;
// - Compare (Evaluation.h): the hours an option's cards are busy with this
//   project's work, which an owned option's cost per run is spread over.
//
// A training run occupies its cards for its wall time, its re-run reserve
// and its interruptions (the hours its cost is charged for, CostModel.h
// Sheet::usedHours). It runs on its schedule's cards (0: the option's), or
// on more when those cannot finish it within the workload's deadline: the
// cards double, a server at a time, until a run meets the deadline
// (kMaxPlannedCards at most); the ones owned cards cannot hold are rented.
// A run that meets it on no count is placed at its schedule's cards and
// marked late, never silently. Serving needs its cards every day, at peak
// for `peakHoursPerDay` hours from 09:00 and at `offPeakShare` of them
// (rounded up) the rest of the day.

inline constexpr int kMaxPlannedCards = 4096;
inline constexpr int kPeakStartHour = 9; // serving peak starts at 09:00

// One training run of a workload on `cards` cards of the card class.
struct RunTime {
    double wallHours = 0.0;     // to finish (the deadline's measure)
    double occupiedHours = 0.0; // the cards are held: wall, reserve, interruptions
};
// Sizes and times a run; empty when it does not fit on that many cards.
using RunTimer = std::function<std::optional<RunTime>(const Workload &, int cards)>;

struct PlannedWorkload {
    std::string workloadId;
    bool serving = false;
    int scheduledCards = 0; // the schedule's count (the option's when it says 0)
    int cards = 0;          // training: per run (raised for the deadline); serving: at peak
    int offPeakCards = 0;   // serving
    double wallHours = 0.0; // training: one run to finish
    double runHours = 0.0;  // training: one run's occupied hours
    int runs = 0;           // training runs that start inside the horizon
    double cardHours = 0.0; // over the horizon
    bool sized = true;      // training: hours from the sizing engine (false: typed)
    bool fits = true;       // training: false when no count up to the limit holds it
    double deadlineDays = 0.0;
    bool meetsDeadline = true; // training with a deadline: one run finishes within it
    bool raisedForDeadline = false;
    std::vector<std::size_t> runStarts; // training: the hour each run starts
    HourSeries demand;                  // cards per hour, this workload alone (when asked for)
};

struct WorkPlan {
    int horizonMonths = 0;
    std::vector<PlannedWorkload> workloads;
    HourSeries demand; // cards per hour, all workloads
    Cards peakCards = 0;
    double cardHours = 0.0;
};

// Training runs that start inside a horizon of `horizonMonths`: one at
// `startMonth`, then one every `everyMonths` (0: once).
int scheduledRuns(const Schedule &schedule, int horizonMonths);

// `defaultCards` stands for a schedule's 0 cards; `step` is the card count
// deadline raises move by (a server). `perWorkload` keeps each workload's
// own hourly demand too (the year plan splits cost by workload).
WorkPlan planWork(const std::vector<const Workload *> &workloads, int horizonMonths,
                  int defaultCards, int step, const RunTimer &timer, bool perWorkload = false);

// How `owned` cards, delivered at hour `from`, serve a plan made with
// per-workload demand: serving first, hour by hour; then each training run,
// in the order they start, whole on the owned cards when they are free for
// all of it, else rented whole (a run does not span owned and rented cards).
struct OwnedPlacement {
    double busyCardHours = 0.0;
    double idleCardHours = 0.0; // after delivery
    std::vector<int> runsOwned; // per plan workload
    std::vector<int> runsRented;
    HourSeries free;            // owned cards idle, per hour
    HourSeries servingOverflow; // serving cards the owned ones do not hold, per hour
    HourSeries rentedRunCards;  // cards of rented runs, per hour
};
OwnedPlacement placeOnOwned(const WorkPlan &plan, int owned, std::size_t from);

// The first hour of a month (the calendar's 730-hour month).
std::size_t hourOfMonth(int month);

} // namespace suanpan
