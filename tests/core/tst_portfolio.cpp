// The demand calendar and the owned / rented mix (core/cost/Portfolio):
// hand-made cases whose answer is known -- one steady workload all year
// (owning wins exactly when an owned busy card-hour costs less than renting
// it), one burst a year (renting wins), a steady base plus a burst (own the
// base, rent the burst), seed 003's rule of thumb -- the demand series and
// the rentals checked against a brute-force reference (serving by the hour
// or month, training runs whole, each at Compare's price of one run), and a
// run raised to more cards for its deadline.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>

#include "cost/CostModel.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "support/CodePrint.h"
#include "support/Fixtures.h"

using namespace suanpan;
using suanpan::test::builtin;

namespace {

const char kOffice[] = "o-4090-office-build"; // 8x RTX 4090 built in the office

// The example's 4090 office build as the only option, with one workload per
// schedule given (typed durations, so the sizing engine does not decide).
Project officeWith(const std::vector<Schedule> &schedules, const std::vector<bool> &serving = {})
{
    Project p = test::example();
    const Workload train = p.workloads[0]; // w-lora-7b
    const Workload serve = p.workloads[2]; // w-serve-7b
    p.workloads.clear();
    for (size_t i = 0; i < schedules.size(); ++i) {
        Workload w = i < serving.size() && serving[i] ? serve : train;
        w.id = "w" + std::to_string(i);
        w.schedule = schedules[i];
        p.workloads.push_back(w);
    }
    std::erase_if(p.options, [](const Option &o) { return o.id != kOffice; });
    return p;
}

// The catalog's RTX 4090 with every rent quote times `factor`, shadowing it.
void scaleRent(Project &p, double factor)
{
    Card card = *builtin().findCard("rtx-4090");
    for (PriceQuote &q : card.rent)
        q.cny = {q.cny.low * factor, q.cny.likely * factor, q.cny.high * factor};
    p.userCatalog.cards.push_back(card);
}

Schedule training(int start, double days, int cards, int every = 0)
{
    Schedule s;
    s.startMonth = start;
    s.durationDays = days;
    s.cards = cards;
    s.everyMonths = every;
    return s;
}

Schedule serving(int cards, double peakHours = 24.0, double offPeak = 1.0)
{
    Schedule s;
    s.cards = cards;
    s.peakHoursPerDay = peakHours;
    s.offPeakShare = offPeak;
    return s;
}

Portfolio planned(const Project &p, int samples = 200, const std::string &owned = {})
{
    PortfolioSettings s;
    s.samples = samples;
    s.ownedOptionId = owned;
    auto r = planPortfolio(p, builtin(), s);
    if (!r)
        qFatal("portfolio: %s %s", errorCodeText(r.error().code).data(), r.error().subject.c_str());
    return r.value();
}

const PortfolioPoint &at(const Portfolio &pf, int owned)
{
    for (const PortfolioPoint &c : pf.curve)
        if (c.ownedCards == owned)
            return c;
    qFatal("no point at %d owned cards", owned);
}

// The hourly demand the schedules ask for, computed independently of the
// portfolio: every hour, every workload.
std::vector<int> bruteDemand(const Project &p, const Portfolio &pf)
{
    const size_t hours = size_t(pf.horizonMonths) * size_t(kHoursPerMonth);
    std::vector<int> d(hours, 0);
    for (size_t i = 0; i < p.workloads.size(); ++i) {
        const Schedule &s = p.workloads[i].schedule;
        const PortfolioWorkload &w = pf.workloads[i];
        if (!w.fits)
            continue;
        for (size_t t = 0; t < hours; ++t) {
            const double month = double(t) / kHoursPerMonth;
            if (month < s.startMonth)
                continue;
            const double sinceStart = double(t) - s.startMonth * kHoursPerMonth;
            if (w.serving) {
                if (s.durationDays > 0.0 && sinceStart >= s.durationDays * 24.0)
                    continue;
                const int hour = int(t % 24);
                const int peak = int(std::lround(s.peakHoursPerDay));
                const bool inPeak = (hour - 9 + 24) % 24 < peak;
                d[t] += inPeak ? w.cards : int(std::ceil(w.cards * s.offPeakShare - 1e-9));
            } else {
                const double period = s.everyMonths > 0 ? s.everyMonths * kHoursPerMonth
                                                        : std::numeric_limits<double>::infinity();
                const double intoRun = std::fmod(sinceStart, period);
                if (intoRun < std::ceil(w.runHours))
                    d[t] += w.cards;
            }
        }
    }
    return d;
}

// The cheapest way to rent `overflow` hour by hour within each month: try
// every count of cards rented by the month.
double bruteRent(const std::vector<int> &overflow, double hourly, double monthly)
{
    double total = 0.0;
    const size_t month = size_t(kHoursPerMonth);
    for (size_t from = 0; from < overflow.size(); from += month) {
        const auto first = overflow.begin() + std::ptrdiff_t(from);
        const auto last =
            overflow.begin() + std::ptrdiff_t(std::min(from + month, overflow.size()));
        const int top = first == last ? 0 : *std::max_element(first, last);
        double best = std::numeric_limits<double>::infinity();
        for (int k = 0; k <= top; ++k) {
            double cost = k * monthly;
            for (auto it = first; it != last; ++it)
                cost += std::max(0, *it - k) * hourly;
            best = std::min(best, cost);
        }
        total += best;
    }
    return total;
}

} // namespace

class TestPortfolio : public QObject
{
    Q_OBJECT

private slots:
    void steadyDemandOwnsWhenOwningIsCheaper_data();
    void steadyDemandOwnsWhenOwningIsCheaper();
    void burstOnceAYearRents();
    void steadyBasePlusBurstOwnsTheBase();
    void seed003Rule_data();
    void seed003Rule();
    void demandMatchesBruteForce();
    void rentalsAreTheCheapestMonthlyMix();
    void sameSeedSameNumbers();
    void refusesWithoutOwnedOption();
    void scheduleIsValidated();
};

void TestPortfolio::steadyDemandOwnsWhenOwningIsCheaper_data()
{
    QTest::addColumn<double>("rentFactor");
    QTest::addColumn<int>("bestOwned");
    // The catalog's cloud 4090 by the month costs less per card-hour than
    // eight 4090s built in the office with their fixed costs: rent.
    QTest::newRow("cloud at catalog prices") << 1.0 << 0;
    QTest::newRow("cloud 4x dearer") << 4.0 << 8;
}

void TestPortfolio::steadyDemandOwnsWhenOwningIsCheaper()
{
    QFETCH(double, rentFactor);
    QFETCH(int, bestOwned);
    // Serving on 8 cards all day, all year: steady demand hour by hour.
    Project p = officeWith({serving(8)}, {true});
    scaleRent(p, rentFactor);
    const Portfolio pf = planPortfolio(p, builtin()).value();
    QCOMPARE(pf.peakCards, 8);
    QCOMPARE(pf.curve.size(), size_t(2)); // 0 and 8 owned
    QCOMPARE(pf.bestMix().ownedCards, bestOwned);
    // The rule itself: owning 8 wins exactly when an owned busy card-hour
    // costs less than the rent it displaces.
    const PortfolioPoint &own = at(pf, 8);
    const double ownedPerHour = own.ownedCny / own.ownedBusyCardHours;
    const double rentPerHour = (pf.allRented().rentedCny - own.rentedCny) / own.ownedBusyCardHours;
    QCOMPARE(pf.bestMix().ownedCards == 8, ownedPerHour < rentPerHour);
    // Steady work keeps owned cards busy once they arrive.
    QVERIFY2(own.utilisation > 0.99, qPrintable(QString::number(own.utilisation)));
}

void TestPortfolio::burstOnceAYearRents()
{
    // Fourteen days a year on 8 cards, even with cloud prices twice the catalog's.
    Project p = officeWith({training(0, 14.0, 8, 12)});
    scaleRent(p, 2.0);
    const Portfolio pf = planPortfolio(p, builtin()).value();
    QCOMPARE(pf.workloads.front().runs, 2);
    QCOMPARE(pf.bestMix().ownedCards, 0);
    const PortfolioPoint &own = at(pf, 8);
    // The second burst is the only one the owned cards see (the first is
    // before delivery): 14 days of 24 h over the delivered hours.
    const double delivered = 24 * kHoursPerMonth - pf.leadMonths * kHoursPerMonth;
    QVERIFY(std::abs(own.utilisation - 14.0 * 24.0 / delivered) < 0.002);
    QVERIFY(own.ownedIdleCardHours > 20 * own.ownedBusyCardHours);
}

void TestPortfolio::steadyBasePlusBurstOwnsTheBase()
{
    // Serving on 8 cards all day, all year, and a 10-day burst on 24 more
    // cards every year: own the base, rent the burst.
    Project p = officeWith({serving(8), training(3, 10.0, 24, 12)}, {true, false});
    scaleRent(p, 3.0);
    const Portfolio pf = planPortfolio(p, builtin()).value();
    QCOMPARE(pf.peakCards, 32);
    QCOMPARE(pf.bestMix().ownedCards, 8);
    QVERIFY(pf.bestMix().total.likely < pf.allRented().total.likely);
    QVERIFY(pf.bestMix().total.likely < pf.allOwned().total.likely);
    QVERIFY(pf.chanceBestBeatsRenting > 0.5);
    QVERIFY(pf.flatLow <= 8 && pf.flatHigh >= 8);
}

void TestPortfolio::seed003Rule_data()
{
    QTest::addColumn<double>("daysPerYear");
    QTest::addColumn<int>("bestOwned");
    // Seed 003: an 8-card H100 server about 1.5 M CNY, rent 100 CNY per
    // card-hour; "more than 200 effective training days a year, demand steady
    // for two years: buying pays".
    QTest::newRow("210 training days a year: buy") << 210.0 << 8;
    QTest::newRow("10 training days a year: rent") << 10.0 << 0;
}

void TestPortfolio::seed003Rule()
{
    QFETCH(double, daysPerYear);
    QFETCH(int, bestOwned);
    Project p = test::example();
    Card card = *builtin().findCard("h100-sxm");
    card.id = "seed-h100";
    PriceQuote rent = card.rent.empty() ? PriceQuote{} : card.rent.front();
    rent.mode = BillingMode::Hourly;
    rent.cny = Range::exactly(100.0);
    rent.facilityKinds.clear();
    card.rent = {rent};
    PriceQuote buy = card.purchase.front();
    buy.cny = Range::exactly(1.5e6 / 8.0);
    card.purchase = {buy};
    p.userCatalog.cards.push_back(card);
    Option own = *std::find_if(p.options.begin(), p.options.end(),
                               [](const Option &o) { return o.id == "o-a800-baoan-host"; });
    own.id = "o-seed-h100";
    own.cardId = card.id;
    own.cardCount = 8;
    p.options = {own};
    Workload w = p.workloads[0];
    w.schedule = training(0, daysPerYear, 8, 12);
    p.workloads = {w};
    // Seed 003's servers are in service at once.
    p.assumptions.push_back({"purchase_lead_months", Range::exactly(0.0), "months", {}});
    const Portfolio pf = planPortfolio(p, builtin()).value();
    QCOMPARE(pf.bestMix().ownedCards, bestOwned);
}

void TestPortfolio::demandMatchesBruteForce()
{
    Project p = officeWith({serving(8, 10.0, 0.25), training(1, 20.5, 16, 5), training(7, 3.0, 8),
                            serving(8, 6.0, 0.5)},
                           {true, false, false, true});
    p.workloads[3].schedule.startMonth = 11;
    p.workloads[3].schedule.durationDays = 100.0;
    const Portfolio pf = planPortfolio(p, builtin()).value();
    const std::vector<int> demand = bruteDemand(p, pf);
    QCOMPARE(pf.peakCards, *std::max_element(demand.begin(), demand.end()));
    QCOMPARE(pf.months.size(), size_t(pf.horizonMonths));
    double total = 0.0;
    for (size_t m = 0; m < pf.months.size(); ++m) {
        const auto first = demand.begin() + std::ptrdiff_t(m * size_t(kHoursPerMonth));
        const auto last = first + std::ptrdiff_t(kHoursPerMonth);
        const double cardHours = std::accumulate(first, last, 0.0);
        total += cardHours;
        QCOMPARE(pf.months[m].demandCardHours, cardHours);
        QCOMPARE(pf.months[m].peakCards, double(*std::max_element(first, last)));
        // Every demanded card-hour is served once: owned or rented.
        QCOMPARE(pf.months[m].ownedBusyCardHours + pf.months[m].rentedCardHours, cardHours);
    }
    QCOMPARE(pf.demandCardHours, total);
}

void TestPortfolio::rentalsAreTheCheapestMonthlyMix()
{
    Project p =
        officeWith({serving(8, 10.0, 0.25), training(2, 40.0, 16, 6), training(3, 5.0, 4, 2)},
                   {true, false, false});
    const Portfolio pf = planPortfolio(p, builtin(), {{}, 0, 1}).value();
    const size_t hours = size_t(pf.horizonMonths) * size_t(kHoursPerMonth);
    const size_t lead = size_t(std::llround(pf.leadMonths * kHoursPerMonth));
    // An independent placement: serving first, hour by hour, then each run
    // in the order they start, whole on the owned cards or rented whole.
    struct Run {
        size_t start, length;
        size_t workload;
    };
    std::vector<Run> runs;
    for (size_t w = 0; w < p.workloads.size(); ++w) {
        const Schedule &sc = p.workloads[w].schedule;
        if (pf.workloads[w].serving)
            continue;
        for (int m = sc.startMonth;
             m<pf.horizonMonths; m += sc.everyMonths> 0 ? sc.everyMonths : 1000)
            runs.push_back({size_t(m) * size_t(kHoursPerMonth),
                            size_t(std::ceil(pf.workloads[w].runHours)), w});
    }
    std::stable_sort(runs.begin(), runs.end(),
                     [](const Run &a, const Run &b) { return a.start < b.start; });
    for (const PortfolioPoint &c : pf.curve) {
        std::vector<int> free(hours, 0), overflow(hours, 0);
        for (size_t t = lead; t < hours; ++t)
            free[t] = c.ownedCards;
        const PortfolioWorkload &serve = pf.workloads[0];
        const Schedule &ss = p.workloads[0].schedule;
        for (size_t t = 0; t < hours; ++t) {
            const bool peak = (int(t % 24) - 9 + 24) % 24 < int(std::lround(ss.peakHoursPerDay));
            const int want = peak ? serve.cards : serve.offPeakCards;
            const int mine = std::min(free[t], want);
            free[t] -= mine;
            overflow[t] = want - mine;
        }
        double rentedRuns = 0.0;
        int rentedCount = 0;
        for (const Run &r : runs) {
            const int cards = pf.workloads[r.workload].cards;
            const size_t end = std::min(r.start + r.length, hours);
            bool fits = true;
            for (size_t t = r.start; t < end; ++t)
                fits = fits && free[t] >= cards;
            for (size_t t = r.start; fits && t < end; ++t)
                free[t] -= cards;
            if (!fits) {
                rentedRuns += pf.workloads[r.workload].rentedRunCny;
                ++rentedCount;
            }
        }
        QCOMPARE(c.runsRented, rentedCount);
        const double expected =
            bruteRent(overflow, pf.hourlyCnyPerCardHour, pf.monthlyCnyPerCardMonth) + rentedRuns;
        QVERIFY2(std::abs(c.rentedCny - expected) <= 1e-9 * expected + 1e-6,
                 qPrintable(QStringLiteral("N=%1: %2 vs %3")
                                .arg(c.ownedCards)
                                .arg(c.rentedCny, 0, 'f', 2)
                                .arg(expected, 0, 'f', 2)));
    }
}

void TestPortfolio::sameSeedSameNumbers()
{
    const Project p = test::example();
    const Portfolio a = planned(p, 300);
    const Portfolio b = planned(p, 300);
    for (size_t i = 0; i < a.curve.size(); ++i)
        QCOMPARE(a.curve[i].total, b.curve[i].total);
    // The draws make a band around the median for every N.
    for (const PortfolioPoint &c : a.curve)
        QVERIFY(c.ownedCards == 0 || c.total.low < c.total.high);
    PortfolioSettings other;
    other.samples = 300;
    other.seed = 99;
    const Portfolio d = planPortfolio(p, builtin(), other).value();
    QVERIFY(d.curve.back().total.low != a.curve.back().total.low);
    // The likely split does not depend on the draws.
    QCOMPARE(d.curve.back().ownedCny + d.curve.back().rentedCny,
             a.curve.back().ownedCny + a.curve.back().rentedCny);
}

void TestPortfolio::refusesWithoutOwnedOption()
{
    Project p = test::example();
    PortfolioSettings s;
    s.ownedOptionId = "o-4090-cloud-hourly"; // rented, not owned
    QCOMPARE(planPortfolio(p, builtin(), s).error().code, ErrorCode::PortfolioNoOwnedOption);
    std::erase_if(p.options, [](const Option &o) { return o.acquisition != Acquisition::Rent; });
    QCOMPARE(planPortfolio(p, builtin()).error().code, ErrorCode::PortfolioNoOwnedOption);
    Project none = test::example();
    none.workloads.clear();
    QCOMPARE(planPortfolio(none, builtin()).error().code, ErrorCode::PortfolioNoWorkloads);
}

void TestPortfolio::scheduleIsValidated()
{
    Workload w = test::example().workloads[0];
    w.schedule.startMonth = -1;
    w.schedule.peakHoursPerDay = 30.0;
    w.schedule.offPeakShare = 1.5;
    std::vector<std::string> fields;
    for (const ValidationIssue &i : validate(w))
        fields.push_back(i.field);
    for (const char *f :
         {"schedule.start_month", "schedule.peak_hours_per_day", "schedule.off_peak_share"})
        QVERIFY2(std::find(fields.begin(), fields.end(), f) != fields.end(), f);
}

QTEST_APPLESS_MAIN(TestPortfolio)
#include "tst_portfolio.moc"
