#include "cost/WorkPlan.h"

#include <algorithm>
#include <cmath>
#include <functional>

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

// Serving's cards hour by hour: `cards` for `peakHours` from 09:00 each
// day, the off-peak count the rest of the day, over [start, stop); built
// from the day's two changes.
HourSeries servingDemand(std::size_t hours, std::size_t start, std::size_t stop, int cards,
                         int offPeakCards, int peakHours)
{
    stop = std::min(stop, hours);
    HourSeries::Builder b(hours);
    if (start >= stop)
        return b.finish();
    const auto peakAt = [&](std::size_t t) {
        return (int(t % 24) - kPeakStartHour + 24) % 24 < peakHours;
    };
    b.set(start, peakAt(start) ? cards : offPeakCards);
    if (peakHours < 24) {
        // Day d's peak is [24 d + 9, 24 d + 9 + peakHours): it may run past
        // midnight, so the day before `start` is looked at too.
        for (std::size_t day = start / 24 == 0 ? 0 : start / 24 - 1;
             day * 24 + kPeakStartHour < stop; ++day) {
            const std::size_t up = day * 24 + kPeakStartHour;
            const std::size_t down = up + std::size_t(peakHours);
            if (up > start)
                b.set(up, cards);
            if (down > start && down < stop)
                b.set(down, offPeakCards);
        }
    }
    b.set(stop, 0);
    return b.finish();
}

void placeServing(const Workload &w, PlannedWorkload &pw, HourSeries &demand)
{
    const Schedule &s = w.schedule;
    pw.offPeakCards = int(std::ceil(pw.cards * std::clamp(s.offPeakShare, 0.0, 1.0) - 1e-9));
    const std::size_t start = hourOfMonth(s.startMonth);
    const std::size_t end = demand.hours();
    const std::size_t stop =
        s.durationDays > 0.0 ? start + std::size_t(std::llround(s.durationDays * 24.0)) : end;
    const int peakHours = std::clamp(int(std::lround(s.peakHoursPerDay)), 1, 24);
    const HourSeries mine = servingDemand(end, start, stop, pw.cards, pw.offPeakCards, peakHours);
    pw.cardHours += double(mine.sum(0, end));
    demand = HourSeries::combine(demand, mine, std::plus<Cards>());
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

void placeTraining(const Workload &w, PlannedWorkload &pw, int horizonMonths, HourSeries &demand)
{
    const Schedule &s = w.schedule;
    pw.runs = scheduledRuns(s, horizonMonths);
    const std::size_t length = std::size_t(std::ceil(pw.runHours));
    for (int r = 0; r < pw.runs; ++r) {
        const std::size_t from = hourOfMonth(s.startMonth + r * std::max(s.everyMonths, 0));
        pw.runStarts.push_back(from);
        const std::size_t to = std::min(from + length, demand.hours());
        demand.add(from, to, pw.cards);
        if (from < to)
            pw.cardHours += double(Cards(pw.cards) * Cards(to - from));
    }
}

} // namespace

WorkPlan planWork(const std::vector<const Workload *> &workloads, int horizonMonths,
                  int defaultCards, int step, const RunTimer &timer, bool perWorkload)
{
    WorkPlan out;
    out.horizonMonths = std::max(horizonMonths, 0);
    const std::size_t hours = hourOfMonth(out.horizonMonths);
    out.demand = HourSeries(hours);
    step = std::max(step, 1);
    for (const Workload *w : workloads) {
        PlannedWorkload pw;
        pw.workloadId = w->id;
        pw.serving = !isTraining(w->scenario);
        pw.scheduledCards = w->schedule.cards > 0 ? w->schedule.cards : std::max(defaultCards, 1);
        pw.cards = pw.scheduledCards;
        pw.deadlineDays = pw.serving ? 0.0 : w->deadlineDays;
        if (perWorkload)
            pw.demand = HourSeries(hours);
        HourSeries &into = perWorkload ? pw.demand : out.demand;
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
            out.demand = HourSeries::combine(out.demand, pw.demand, std::plus<Cards>());
        out.cardHours += pw.cardHours;
        out.workloads.push_back(std::move(pw));
    }
    out.peakCards = out.demand.max(0, hours);
    return out;
}

namespace {

void placeServingOnOwned(const WorkPlan &plan, OwnedPlacement &out)
{
    for (const PlannedWorkload &pw : plan.workloads) {
        if (!pw.serving || pw.demand.hours() != out.free.hours())
            continue;
        // The owned cards take what they can hold; the rest overflows.
        const HourSeries over = HourSeries::combine(
            out.free, pw.demand, [](Cards f, Cards d) { return std::max<Cards>(d - f, 0); });
        out.free = HourSeries::combine(out.free, pw.demand,
                                       [](Cards f, Cards d) { return std::max<Cards>(f - d, 0); });
        out.servingOverflow = HourSeries::combine(out.servingOverflow, over, std::plus<Cards>());
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
        const std::size_t end = std::min(r.start + r.length, out.free.hours());
        const bool fits = r.start < end && out.free.min(r.start, end) >= r.cards;
        if (fits)
            out.free.add(r.start, end, -Cards(r.cards));
        else
            out.rentedRunCards.add(r.start, end, r.cards);
        ++(fits ? out.runsOwned : out.runsRented)[r.workload];
    }
}

} // namespace

OwnedPlacement placeOnOwned(const WorkPlan &plan, int owned, std::size_t from)
{
    const std::size_t hours = plan.demand.hours();
    OwnedPlacement out;
    out.runsOwned.assign(plan.workloads.size(), 0);
    out.runsRented.assign(plan.workloads.size(), 0);
    out.free = HourSeries(hours);
    out.free.add(from, hours, owned);
    out.servingOverflow = HourSeries(hours);
    out.rentedRunCards = HourSeries(hours);
    placeServingOnOwned(plan, out);
    placeRunsOnOwned(plan, out);
    if (from < hours) {
        const Cards idle = out.free.sum(from, hours);
        out.busyCardHours = double(Cards(owned) * Cards(hours - from) - idle);
        out.idleCardHours = double(idle);
    }
    return out;
}

} // namespace suanpan
