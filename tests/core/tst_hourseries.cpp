// The hour-by-hour calendar as a step function (core/cost/HourSeries) and
// the work plan built on it (core/cost/WorkPlan): every operation checked
// against a plain vector of hours -- random edits, sums, peaks and minima,
// serving days whose peak runs past midnight, and owned cards placed under
// serving and training -- so the step function is the hourly calendar, only
// smaller.
#include <QtTest>

#include <algorithm>
#include <numeric>
#include <random>

#include "cost/HourSeries.h"
#include "cost/WorkPlan.h"

using namespace suanpan;

namespace {

std::vector<Cards> hourly(const HourSeries &s)
{
    std::vector<Cards> out(s.hours());
    for (size_t t = 0; t < s.hours(); ++t)
        out[t] = s.at(t);
    return out;
}

// Steps start at 0, rise strictly and change value at each one.
bool wellFormed(const HourSeries &s)
{
    const auto &st = s.steps();
    if (s.hours() == 0)
        return st.empty();
    if (st.empty() || st.front().from != 0)
        return false;
    for (size_t i = 1; i < st.size(); ++i)
        if (st[i].from <= st[i - 1].from || st[i].from >= s.hours() ||
            st[i].value == st[i - 1].value)
            return false;
    return true;
}

Workload serving(int cards, double peakHours, double offPeak, int startMonth, double days)
{
    Workload w;
    w.id = "serve";
    w.scenario = Scenario::Inference;
    w.schedule.cards = cards;
    w.schedule.peakHoursPerDay = peakHours;
    w.schedule.offPeakShare = offPeak;
    w.schedule.startMonth = startMonth;
    w.schedule.durationDays = days;
    return w;
}

Workload training(int cards, double days, int startMonth, int everyMonths)
{
    Workload w;
    w.id = "train";
    w.scenario = Scenario::PreTraining;
    w.schedule.cards = cards;
    w.schedule.durationDays = days; // typed: no sizing engine needed
    w.schedule.startMonth = startMonth;
    w.schedule.everyMonths = everyMonths;
    return w;
}

// Serving as WorkPlan.h defines it, hour by hour.
std::vector<Cards> bruteServing(const Workload &w, size_t hours)
{
    const Schedule &s = w.schedule;
    const int off = int(std::ceil(s.cards * s.offPeakShare - 1e-9));
    const int peak = std::clamp(int(std::lround(s.peakHoursPerDay)), 1, 24);
    const size_t start = hourOfMonth(s.startMonth);
    const size_t stop =
        s.durationDays > 0.0 ? start + size_t(std::llround(s.durationDays * 24.0)) : hours;
    std::vector<Cards> out(hours, 0);
    for (size_t t = start; t < std::min(stop, hours); ++t)
        out[t] = (int(t % 24) - kPeakStartHour + 24) % 24 < peak ? s.cards : off;
    return out;
}

const RunTimer kNoTimer = [](const Workload &, int) { return std::optional<RunTime>(); };

} // namespace

class TestHourSeries : public QObject
{
    Q_OBJECT

private slots:
    void randomEditsMatchHours();
    void combineIsPointwise();
    void emptyAndClippedRanges();
    void servingDaysMatchHours_data();
    void servingDaysMatchHours();
    void ownedPlacementMatchesHours();
};

void TestHourSeries::randomEditsMatchHours()
{
    std::mt19937 rng(7);
    for (int round = 0; round < 200; ++round) {
        const size_t hours = 1 + rng() % 300;
        HourSeries s(hours, Cards(rng() % 5));
        std::vector<Cards> ref(hours, s.at(0));
        for (int k = 0; k < 30; ++k) {
            const size_t a = rng() % (hours + 20), b = rng() % (hours + 20);
            const Cards d = Cards(rng() % 9) - 4;
            s.add(std::min(a, b), std::max(a, b), d);
            for (size_t t = std::min(a, b); t < std::min(std::max(a, b), hours); ++t)
                ref[t] += d;
            QVERIFY(wellFormed(s));
        }
        QCOMPARE(hourly(s), ref);
        for (int k = 0; k < 20; ++k) {
            size_t a = rng() % (hours + 5), b = rng() % (hours + 5);
            if (a > b)
                std::swap(a, b);
            const size_t e = std::min(b, hours);
            if (a >= e) {
                QCOMPARE(s.sum(a, b), Cards(0));
                continue;
            }
            const auto first = ref.begin() + std::ptrdiff_t(a),
                       last = ref.begin() + std::ptrdiff_t(e);
            QCOMPARE(s.sum(a, b), std::accumulate(first, last, Cards(0)));
            QCOMPARE(s.max(a, b), *std::max_element(first, last));
            QCOMPARE(s.min(a, b), *std::min_element(first, last));
        }
    }
}

void TestHourSeries::combineIsPointwise()
{
    std::mt19937 rng(11);
    for (int round = 0; round < 100; ++round) {
        const size_t hours = 1 + rng() % 200;
        HourSeries a(hours), b(hours, 3);
        for (int k = 0; k < 15; ++k) {
            a.add(rng() % hours, rng() % (hours + 1), Cards(rng() % 7));
            b.add(rng() % hours, rng() % (hours + 1), -Cards(rng() % 3));
        }
        const auto lessOf = [](Cards x, Cards y) { return std::max<Cards>(x - y, 0); };
        const HourSeries c = HourSeries::combine(a, b, lessOf);
        QVERIFY(wellFormed(c));
        for (size_t t = 0; t < hours; ++t)
            QCOMPARE(c.at(t), lessOf(a.at(t), b.at(t)));
    }
}

void TestHourSeries::emptyAndClippedRanges()
{
    HourSeries none;
    QCOMPARE(none.sum(0, 10), Cards(0));
    none.add(0, 10, 5);
    QCOMPARE(none.at(3), Cards(0));
    HourSeries s(10);
    s.add(8, 100, 2); // clipped to the calendar
    QCOMPARE(s.sum(0, 1000), Cards(4));
    QCOMPARE(s.max(0, 8), Cards(0));
    QCOMPARE(s.max(5, 5), Cards(0)); // an empty range
    QCOMPARE(s.at(10), Cards(0));    // past the end
    s.add(8, 10, -2);
    QCOMPARE(s.steps().size(), size_t(1)); // joined back into one step
}

void TestHourSeries::servingDaysMatchHours_data()
{
    QTest::addColumn<double>("peakHours");
    QTest::addColumn<double>("offPeak");
    QTest::addColumn<int>("startMonth");
    QTest::addColumn<double>("days");
    QTest::newRow("10 h peak, all horizon") << 10.0 << 0.25 << 0 << 0.0;
    QTest::newRow("20 h peak runs past midnight") << 20.0 << 0.5 << 1 << 0.0;
    QTest::newRow("15 h peak ends at midnight") << 15.0 << 0.1 << 2 << 33.4;
    // Month 3 starts at 06:00, inside the peak that began at 09:00 the day before.
    QTest::newRow("starts inside yesterday's peak") << 23.0 << 0.2 << 3 << 0.0;
    QTest::newRow("24 h peak") << 24.0 << 0.0 << 3 << 0.0;
    QTest::newRow("1 h peak, odd length") << 1.0 << 0.9 << 5 << 100.3;
    QTest::newRow("no off-peak") << 7.0 << 0.0 << 0 << 200.0;
    QTest::newRow("starts past the horizon") << 10.0 << 0.25 << 30 << 0.0;
    QTest::newRow("ends past the horizon") << 16.0 << 0.3 << 23 << 90.0;
}

void TestHourSeries::servingDaysMatchHours()
{
    QFETCH(double, peakHours);
    QFETCH(double, offPeak);
    QFETCH(int, startMonth);
    QFETCH(double, days);
    const Workload w = serving(12, peakHours, offPeak, startMonth, days);
    const WorkPlan plan = planWork({&w}, 24, 8, 8, kNoTimer, true);
    const std::vector<Cards> ref = bruteServing(w, hourOfMonth(24));
    QVERIFY(wellFormed(plan.demand));
    QCOMPARE(hourly(plan.workloads[0].demand), ref);
    QCOMPARE(hourly(plan.demand), ref);
    QCOMPARE(plan.cardHours, double(std::accumulate(ref.begin(), ref.end(), Cards(0))));
    QCOMPARE(plan.peakCards, *std::max_element(ref.begin(), ref.end()));
}

void TestHourSeries::ownedPlacementMatchesHours()
{
    // Serving first, then whole runs where the owned cards are free for all
    // of them, as WorkPlan.h says -- here hour by hour.
    const Workload serve = serving(6, 10.0, 0.5, 1, 0.0);
    const Workload big = training(16, 20.5, 0, 3);
    const Workload small = training(4, 3.0, 2, 1);
    const WorkPlan plan = planWork({&serve, &big, &small}, 12, 8, 8, kNoTimer, true);
    const size_t hours = hourOfMonth(12);
    for (int owned : {0, 4, 8, 16, 24}) {
        for (size_t from : {size_t(0), size_t(1000)}) {
            const OwnedPlacement placed = placeOnOwned(plan, owned, from);
            std::vector<Cards> free(hours, 0), overflow(hours, 0), rented(hours, 0);
            for (size_t t = from; t < hours; ++t)
                free[t] = owned;
            const std::vector<Cards> s = hourly(plan.workloads[0].demand);
            for (size_t t = 0; t < hours; ++t) {
                const Cards mine = std::min(free[t], s[t]);
                free[t] -= mine;
                overflow[t] += s[t] - mine;
            }
            std::vector<int> owns(3, 0);
            struct Run {
                size_t start, length, w;
                int cards;
            };
            std::vector<Run> runs;
            for (size_t wi = 1; wi < 3; ++wi)
                for (size_t start : plan.workloads[wi].runStarts)
                    runs.push_back({start, size_t(std::ceil(plan.workloads[wi].runHours)), wi,
                                    plan.workloads[wi].cards});
            std::stable_sort(runs.begin(), runs.end(),
                             [](const Run &a, const Run &b) { return a.start < b.start; });
            for (const Run &r : runs) {
                const size_t end = std::min(r.start + r.length, hours);
                bool fits = r.start < end;
                for (size_t t = r.start; fits && t < end; ++t)
                    fits = free[t] >= r.cards;
                for (size_t t = r.start; t < end; ++t)
                    (fits ? free[t] : rented[t]) += fits ? -r.cards : r.cards;
                owns[r.w] += fits;
            }
            QCOMPARE(hourly(placed.free), free);
            QCOMPARE(hourly(placed.servingOverflow), overflow);
            QCOMPARE(hourly(placed.rentedRunCards), rented);
            QCOMPARE(placed.runsOwned[1], owns[1]);
            QCOMPARE(placed.runsOwned[2], owns[2]);
            const Cards idle =
                std::accumulate(free.begin() + std::ptrdiff_t(from), free.end(), Cards(0));
            QCOMPARE(placed.idleCardHours, double(idle));
            QCOMPARE(placed.busyCardHours, double(Cards(owned) * Cards(hours - from) - idle));
        }
    }
}

QTEST_GUILESS_MAIN(TestHourSeries)
#include "tst_hourseries.moc"
