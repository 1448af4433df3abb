#include "cost/WorkPlan.h"

#include <algorithm>
#include <cmath>

#include "cost/CostModel.h"

namespace suanpan {

std::size_t hourOfMonth(int month)
{
    return std::size_t(std::max(month, 0)) * std::size_t(kHoursPerMonth);
}

int scheduledRuns(const Schedule &s, int horizonMonths)
{
    if (s.startMonth < 0 || s.startMonth >= horizonMonths)
        return 0;
    if (s.everyMonths <= 0)
        return 1;
    return (horizonMonths - 1 - s.startMonth) / s.everyMonths + 1;
}

namespace {

// Adds `cards` per hour over [from, to) to the workload's demand; returns card-hours.
double add(std::vector<Cards> &demand, std::size_t from, std::size_t to, int cards)
{
    const std::size_t end = std::min(to, demand.size());
    double cardHours = 0.0;
    for (std::size_t t = from; t < end; ++t) {
        demand[t] += cards;
        cardHours += cards;
    }
    return cardHours;
}

void placeServing(const Workload &w, PlannedWorkload &pw, std::vector<Cards> &demand)
{
    const Schedule &s = w.schedule;
    pw.offPeakCards = int(std::ceil(pw.cards * std::clamp(s.offPeakShare, 0.0, 1.0) - 1e-9));
    const std::size_t start = hourOfMonth(s.startMonth);
    const std::size_t end = demand.size();
    const std::size_t stop =
        s.durationDays > 0.0 ? start + std::size_t(std::llround(s.durationDays * 24.0)) : end;
    const int peakHours = std::clamp(int(std::lround(s.peakHoursPerDay)), 1, 24);
    for (std::size_t t = start; t < std::min(stop, end); ++t) {
        const int fromPeak = (int(t % 24) - kPeakStartHour + 24) % 24;
        const int c = fromPeak < peakHours ? pw.cards : pw.offPeakCards;
        demand[t] += c;
        pw.cardHours += c;
    }
    pw.runs = start < end ? 1 : 0;
}

// A doubling of the cards that gains less than this is where scaling stalls:
// more cards would not bring the deadline closer.
constexpr double kStallGain = 0.95;

// The cards a run needs to meet the deadline, from the schedule's count up,
// doubling; the first that meets it, else the schedule's count marked late.
void sizeTraining(const Workload &w, PlannedWorkload &pw, int step, const RunTimer &timer)
{
    const double deadlineHours = w.deadlineDays > 0.0 ? w.deadlineDays * 24.0 : 0.0;
    std::optional<RunTime> first, previous;
    int firstCards = pw.scheduledCards;
    for (long long c = pw.scheduledCards; c <= kMaxPlannedCards; c = std::max(c * 2, c + step)) {
        const auto t = timer(w, int(c));
        if (!t)
            continue; // does not fit: more cards shard it further
        if (previous && t->wallHours > kStallGain * previous->wallHours)
            break;
        previous = t;
        if (!first) {
            first = t;
            firstCards = int(c);
        }
        if (deadlineHours <= 0.0 || t->wallHours <= deadlineHours) {
            pw.cards = int(c);
            pw.wallHours = t->wallHours;
            pw.runHours = t->occupiedHours;
            pw.raisedForDeadline = c != firstCards && deadlineHours > 0.0;
            return;
        }
    }
    if (!first) {
        pw.fits = false;
        return;
    }
    pw.cards = firstCards;
    pw.wallHours = first->wallHours;
    pw.runHours = first->occupiedHours;
    pw.meetsDeadline = false;
}

void placeTraining(const Workload &w, PlannedWorkload &pw, int horizonMonths,
                   std::vector<Cards> &demand)
{
    const Schedule &s = w.schedule;
    pw.runs = scheduledRuns(s, horizonMonths);
    const std::size_t length = std::size_t(std::ceil(pw.runHours));
    for (int r = 0; r < pw.runs; ++r) {
        const std::size_t from = hourOfMonth(s.startMonth + r * std::max(s.everyMonths, 0));
        pw.runStarts.push_back(from);
        pw.cardHours += add(demand, from, from + length, pw.cards);
    }
}

} // namespace

WorkPlan planWork(const std::vector<const Workload *> &workloads, int horizonMonths,
                  int defaultCards, int step, const RunTimer &timer, bool perWorkload)
{
    WorkPlan out;
    out.horizonMonths = std::max(horizonMonths, 0);
    const std::size_t hours = hourOfMonth(out.horizonMonths);
    out.demand.assign(hours, 0);
    step = std::max(step, 1);
    for (const Workload *w : workloads) {
        PlannedWorkload pw;
        pw.workloadId = w->id;
        pw.serving = !isTraining(w->scenario);
        pw.scheduledCards = w->schedule.cards > 0 ? w->schedule.cards : std::max(defaultCards, 1);
        pw.cards = pw.scheduledCards;
        pw.deadlineDays = pw.serving ? 0.0 : w->deadlineDays;
        if (perWorkload)
            pw.demand.assign(hours, 0);
        std::vector<Cards> &into = perWorkload ? pw.demand : out.demand;
        if (pw.serving) {
            placeServing(*w, pw, into);
        } else {
            if (w->schedule.durationDays > 0.0) {
                pw.sized = false;
                pw.wallHours = pw.runHours = w->schedule.durationDays * 24.0;
                pw.meetsDeadline =
                    !(w->deadlineDays > 0.0) || pw.wallHours <= w->deadlineDays * 24.0;
            } else {
                sizeTraining(*w, pw, step, timer);
            }
            if (pw.fits)
                placeTraining(*w, pw, out.horizonMonths, into);
        }
        if (perWorkload)
            for (std::size_t t = 0; t < hours; ++t)
                out.demand[t] += pw.demand[t];
        out.cardHours += pw.cardHours;
        out.workloads.push_back(std::move(pw));
    }
    out.peakCards =
        out.demand.empty() ? 0 : *std::max_element(out.demand.begin(), out.demand.end());
    return out;
}

namespace {

void placeServingOnOwned(const WorkPlan &plan, OwnedPlacement &out)
{
    for (const PlannedWorkload &pw : plan.workloads) {
        if (!pw.serving)
            continue;
        for (std::size_t t = 0; t < out.free.size() && t < pw.demand.size(); ++t) {
            const int mine = int(std::min<Cards>(out.free[t], pw.demand[t]));
            out.free[t] -= mine;
            out.servingOverflow[t] += pw.demand[t] - mine;
        }
    }
}

void placeRunsOnOwned(const WorkPlan &plan, OwnedPlacement &out)
{
    struct Run {
        std::size_t start, length, workload;
        int cards;
    };
    std::vector<Run> runs;
    for (std::size_t wi = 0; wi < plan.workloads.size(); ++wi) {
        const PlannedWorkload &pw = plan.workloads[wi];
        if (!pw.serving)
            for (std::size_t start : pw.runStarts)
                runs.push_back({start, std::size_t(std::ceil(pw.runHours)), wi, pw.cards});
    }
    std::stable_sort(runs.begin(), runs.end(),
                     [](const Run &a, const Run &b) { return a.start < b.start; });
    for (const Run &r : runs) {
        const std::size_t end = std::min(r.start + r.length, out.free.size());
        bool fits = r.start < end;
        for (std::size_t t = r.start; fits && t < end; ++t)
            fits = out.free[t] >= r.cards;
        for (std::size_t t = r.start; t < end; ++t) {
            if (fits)
                out.free[t] -= r.cards;
            else
                out.rentedRunCards[t] += r.cards;
        }
        ++(fits ? out.runsOwned : out.runsRented)[r.workload];
    }
}

} // namespace

OwnedPlacement placeOnOwned(const WorkPlan &plan, int owned, std::size_t from)
{
    const std::size_t hours = plan.demand.size();
    OwnedPlacement out;
    out.runsOwned.assign(plan.workloads.size(), 0);
    out.runsRented.assign(plan.workloads.size(), 0);
    out.free.assign(hours, 0);
    out.servingOverflow.assign(hours, 0);
    out.rentedRunCards.assign(hours, 0);
    for (std::size_t t = from; t < hours; ++t)
        out.free[t] = owned;
    placeServingOnOwned(plan, out);
    placeRunsOnOwned(plan, out);
    for (std::size_t t = from; t < hours; ++t) {
        out.busyCardHours += owned - out.free[t];
        out.idleCardHours += out.free[t];
    }
    return out;
}

} // namespace suanpan
