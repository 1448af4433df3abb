// Monte Carlo ranges (core/cost/Uncertainty, Sampling): against cases with a
// known answer -- a sum of independent triangular inputs (mean and variance
// in closed form), a single ranged price (percentiles of its own
// distribution), two options differing by one input (win probability = the
// chance that input is on one side of the threshold) -- and the example's
// figures reproduced by their seed and stable against a million draws.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/Uncertainty.h"
#include "support/Fixtures.h"

using namespace suanpan;

namespace {

// The built-in catalog and the example (tests/core/support/Fixtures.h).
const Catalog &catalog()
{
    return test::builtin();
}
using test::example;

// The example's LoRA job on one rented card type, with every assumption
// and the MFU exact: the only ranged input left is what the test adds.
Project oneJob()
{
    Project p = example();
    p.workloads.resize(1); // w-lora-7b
    p.options.clear();
    p.assumptions.clear();
    for (const Assumption &a : catalog().assumptions) {
        Assumption exact = a;
        exact.value = Range::exactly(a.value.likely);
        p.assumptions.push_back(exact);
    }
    p.assumptions.push_back({"mfu", Range::exactly(0.35), "fraction", {"test", "2026", {}}});
    return p;
}

void addRentedOption(Project &p, const std::string &id, const Range &price)
{
    Contract c;
    c.id = "c-" + id;
    c.nameEn = c.nameZh = id;
    c.billing = BillingMode::Hourly;
    c.unitPriceCnyPerCardHour = price;
    p.userCatalog.contracts.push_back(c);
    Option o;
    o.id = id;
    o.name = id;
    o.cardId = "rtx-4090";
    o.cardCount = 8;
    o.facilityId = "gpu-cloud";
    o.contractId = c.id;
    o.acquisition = Acquisition::Rent;
    p.options.push_back(o);
}

Evaluation evaluated(const Project &p, int samples, std::uint64_t seed = 7)
{
    EvaluateSettings s;
    s.samples = samples;
    s.seed = seed;
    const Evaluation ev = evaluate(p, catalog(), s);
    if (!ev.issues.empty() || !ev.problems.empty())
        qFatal("evaluation: %s %s",
               ev.issues.empty() ? errorCodeText(ev.problems.front().code).data()
                                 : issueCodeText(ev.issues.front().code).data(),
               ev.issues.empty() ? ev.problems.front().subject.c_str()
                                 : ev.issues.front().field.c_str());
    return ev;
}

double perRun(const Project &p, const std::string &option)
{
    const Evaluation ev = evaluated(p, 0);
    const PairResult *r = ev.pair("w-lora-7b", option);
    if (!r || !r->priced)
        qFatal("%s not priced", option.c_str());
    return r->total.likely;
}

} // namespace

class TestUncertainty : public QObject
{
    Q_OBJECT

private slots:
    void triangularQuantileInvertsCdf_data();
    void triangularQuantileInvertsCdf();
    void sumOfIndependentTriangulars();
    void normalQuantileInvertsCdf();
    void correlatedStreams();
    void singleRangedPrice();
    void winProbabilityOfOneInput();
    void sameSeedSameNumbers();
    void tenThousandDrawsHoldAgainstAMillion();
    void shownRangesAreTheDraws();
    void withoutDrawsTheLikelyValueAlone();
    void cancelled();
    void progressReachesTheEnd();
    void quantilesSortAsStdSort_data();
    void quantilesSortAsStdSort();
    void percentilesSelectAsNthElement_data();
    void percentilesSelectAsNthElement();
    void distributionKeepsTheOrder_data();
    void distributionKeepsTheOrder();
    void quantilesOfABlockAreQuantile();
    void correlatedBlockIsCorrelatedUniform();
};

void TestUncertainty::triangularQuantileInvertsCdf_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("likely");
    QTest::addColumn<double>("high");
    QTest::newRow("skewed right (4090 cloud hourly, prices.md 3a)") << 2.5 << 3.0 << 7.0;
    QTest::newRow("symmetric") << 0.5 << 0.7 << 0.9;
    QTest::newRow("mode at low end") << 1.0 << 1.0 << 2.0;
    QTest::newRow("mode at high end") << 1.0 << 2.0 << 2.0;
}

void TestUncertainty::triangularQuantileInvertsCdf()
{
    QFETCH(double, low);
    QFETCH(double, likely);
    QFETCH(double, high);
    const Range r{low, likely, high};
    for (double u : {0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99})
        QVERIFY2(std::abs(triangularCdf(r, triangularQuantile(r, u)) - u) < 1e-12,
                 qPrintable(QString::number(u)));
    QCOMPARE(triangularQuantile(Range::exactly(4.0), 0.3), 4.0);
}

// Three independent inputs: the sum's mean and variance are the sums of
// each one's, (a + c + b) / 3 and (a^2 + b^2 + c^2 - ab - ac - bc) / 18.
void TestUncertainty::sumOfIndependentTriangulars()
{
    const Range ranges[] = {{2.5, 3.0, 7.0}, {0.5, 0.7, 0.85}, {10.0, 20.0, 25.0}};
    double mean = 0.0, variance = 0.0;
    for (const Range &r : ranges) {
        mean += triangularMean(r);
        variance += triangularVariance(r);
    }
    const UniformStream streams[] = {{1, "a"}, {1, "b"}, {1, "c"}};
    constexpr int n = 200000;
    double sum = 0.0, sumSq = 0.0;
    for (int d = 0; d < n; ++d) {
        double x = 0.0;
        for (int i = 0; i < 3; ++i)
            x += triangularQuantile(ranges[i], streams[i].at(std::uint64_t(d)));
        sum += x;
        sumSq += x * x;
    }
    const double sampleMean = sum / n;
    const double sampleVariance = sumSq / n - sampleMean * sampleMean;
    QVERIFY2(std::abs(sampleMean / mean - 1.0) < 0.002, qPrintable(QString::number(sampleMean)));
    QVERIFY2(std::abs(sampleVariance / variance - 1.0) < 0.02,
             qPrintable(QString::number(sampleVariance) + " vs " + QString::number(variance)));
}

void TestUncertainty::normalQuantileInvertsCdf()
{
    for (double p : {1e-6, 0.01, 0.02425, 0.1, 0.5, 0.9, 0.975, 0.999999})
        QVERIFY2(std::abs(normalCdf(normalQuantile(p)) - p) < 1e-8 * std::max(1.0, p * 100),
                 qPrintable(QString::number(p)));
    QVERIFY(std::abs(normalQuantile(0.975) - 1.959964) < 1e-6);
}

// Two prices drawn with a common stream at rho stay uniform each and move
// together: the share of draws both above their median is 1/4 + asin(rho)/(2 pi).
void TestUncertainty::correlatedStreams()
{
    const UniformStream common(3, "rent/card@seller"), a(3, "rent/a"), b(3, "rent/b");
    constexpr double rho = 0.8;
    constexpr int n = 100000;
    int bothHigh = 0, aHigh = 0;
    for (int d = 0; d < n; ++d) {
        const double c = common.at(std::uint64_t(d));
        const double ua = correlatedUniform(c, a.at(std::uint64_t(d)), rho);
        const double ub = correlatedUniform(c, b.at(std::uint64_t(d)), rho);
        aHigh += ua > 0.5;
        bothHigh += ua > 0.5 && ub > 0.5;
    }
    QVERIFY(std::abs(aHigh / double(n) - 0.5) < 0.01);
    const double expected = 0.25 + std::asin(rho) / (2.0 * M_PI);
    QVERIFY2(
        std::abs(bothHigh / double(n) - expected) < 0.01,
        qPrintable(QString::number(bothHigh / double(n)) + " vs " + QString::number(expected)));
}

// One ranged price, everything else exact: the run's cost rises with the
// price, so its P10 / P50 / P90 are the cost at the price's own quantiles.
void TestUncertainty::singleRangedPrice()
{
    const Range price{2.5, 3.0, 7.0}; // CNY per card-hour
    Project p = oneJob();
    addRentedOption(p, "ranged", price);
    const Evaluation ev = evaluated(p, 10000);
    const PairResult *r = ev.pair("w-lora-7b", "ranged");
    QVERIFY(r && r->priced);
    QCOMPARE(ev.sampling.samples, 10000);
    const auto atQuantile = [&](double q) {
        Project at = oneJob();
        addRentedOption(at, "ranged", Range::exactly(triangularQuantile(price, q)));
        return perRun(at, "ranged");
    };
    // Nearest rank of 10 000 draws: within +-0.01 of the quantile.
    for (const auto &[q, value] :
         {std::pair{0.1, r->cost.p10}, {0.5, r->cost.p50}, {0.9, r->cost.p90}})
        QVERIFY2(value >= atQuantile(q - 0.01) && value <= atQuantile(q + 0.01),
                 qPrintable(QString("q %1: %2").arg(q).arg(value)));
    // The mean cost is the cost at the mean price (the cost is linear in it).
    Project atMean = oneJob();
    addRentedOption(atMean, "ranged", Range::exactly(triangularMean(price)));
    QVERIFY(std::abs(r->cost.mean / perRun(atMean, "ranged") - 1.0) < 0.01);
    // The corners stay available as the worst / best case.
    QVERIFY(r->worstBest.low <= r->cost.p10 && r->cost.p90 <= r->worstBest.high);
}

// Two offers of the same card at the same seller: one ranged, one at a
// fixed 3.2 CNY. The ranged one is cheaper exactly when its price is below
// 3.2: in triangularCdf(price, 3.2) of the futures.
void TestUncertainty::winProbabilityOfOneInput()
{
    const Range price{2.5, 3.0, 5.0};
    Project p = oneJob();
    addRentedOption(p, "ranged", price);
    addRentedOption(p, "fixed", Range::exactly(3.2));
    const Evaluation ev = evaluated(p, 10000);
    const WorkloadVerdict *v = ev.verdict("w-lora-7b");
    QVERIFY(v);
    const double expected = triangularCdf(price, 3.2);
    const double ranged = v->standing("ranged")->chanceCheapest;
    QVERIFY2(std::abs(ranged - expected) < 0.015,
             qPrintable(QString::number(ranged) + " vs " + QString::number(expected)));
    QVERIFY(std::abs(ranged + v->standing("fixed")->chanceCheapest - 1.0) < 1e-12);
    // The ranged offer's likely price (3.0) is below 3.2 but its median
    // (about 3.42) is above: the fixed offer has the lower median and wins
    // in about 65 % of the futures, so it is recommended -- not a toss-up
    // (60 % or more, and the fixed offer has no range to be noise in) --
    // and the ranged one wins when its price ends low.
    QCOMPARE(v->recommended, std::string("fixed"));
    QVERIFY(!v->tossUp);
    QVERIFY(v->chanceBeatsRunnerUp);
    QVERIFY(std::abs(*v->chanceBeatsRunnerUp - (1.0 - expected)) < 0.015);
    QVERIFY(v->driver);
    QCOMPARE(v->driver->rivalId, std::string("ranged"));
    QCOMPARE(v->driver->input, std::string("ranged/card.rent_cny_per_card_hour"));
    QVERIFY(v->driver->rivalWinsBelow);
    QVERIFY(v->driver->value > 2.5 && v->driver->value < 3.2);
}

void TestUncertainty::sameSeedSameNumbers()
{
    const Project p = example();
    const Evaluation a = evaluated(p, 2000, 11);
    const Evaluation b = evaluated(p, 2000, 11);
    const Evaluation c = evaluated(p, 2000, 12);
    QCOMPARE(a.sampling.seed, std::uint64_t(11));
    bool differs = false;
    for (size_t i = 0; i < a.pairs.size(); ++i) {
        QCOMPARE(a.pairs[i].cost, b.pairs[i].cost);
        QCOMPARE(a.pairs[i].costQuantiles, b.pairs[i].costQuantiles);
        differs |= !(a.pairs[i].cost == c.pairs[i].cost);
    }
    for (size_t i = 0; i < a.verdicts.size(); ++i)
        for (size_t k = 0; k < a.verdicts[i].standings.size(); ++k)
            QCOMPARE(a.verdicts[i].standings[k].chanceCheapest,
                     b.verdicts[i].standings[k].chanceCheapest);
    QVERIFY(differs);
    // A pair's draws do not depend on the other options: the same numbers
    // when its option is evaluated alone (the verification plan does).
    Project alone = p;
    alone.options = {p.options[0]};
    const Evaluation single = evaluated(alone, 2000, 11);
    for (const PairResult &s : single.pairs)
        QCOMPARE(s.cost, a.pair(s.workloadId, s.optionId)->cost);
}

void TestUncertainty::tenThousandDrawsHoldAgainstAMillion()
{
    const Project p = example();
    const Evaluation ten = evaluated(p, 10000);
    const Evaluation million = evaluated(p, 1000000, 99);
    for (const PairResult &r : ten.pairs) {
        if (!r.priced)
            continue;
        const double reference = million.pair(r.workloadId, r.optionId)->cost.p50;
        QVERIFY2(std::abs(r.cost.p50 / reference - 1.0) < 0.01,
                 qPrintable(QString::fromStdString(r.workloadId + " " + r.optionId) + ": " +
                            QString::number(r.cost.p50) + " vs " + QString::number(reference)));
    }
    for (const OptionResult &o : ten.options) {
        const double reference = million.option(o.optionId)->cost.p50;
        QVERIFY(std::abs(o.cost.p50 / reference - 1.0) < 0.01);
    }
}

// The shown ranges are the draws' P10 and P90 around their median, on every
// figure that is a range, and the cumulative spend ends at the total.
void TestUncertainty::shownRangesAreTheDraws()
{
    const Evaluation ev = evaluated(example(), 10000);
    for (const PairResult &r : ev.pairs) {
        if (!r.priced)
            continue;
        QCOMPARE(r.total.low, r.cost.p10);
        QCOMPARE(r.total.likely, r.cost.p50);
        QCOMPARE(r.total.high, r.cost.p90);
        QCOMPARE(r.costQuantiles.size(), size_t(101));
        QCOMPARE(r.costQuantiles[10], r.cost.p10);
        QCOMPARE(r.costQuantiles[90], r.cost.p90);
        QVERIFY(std::is_sorted(r.costQuantiles.begin(), r.costQuantiles.end()));
        QVERIFY2(r.worstBest.low <= r.cost.p10 && r.cost.p90 <= r.worstBest.high,
                 qPrintable(QString::fromStdString(r.workloadId + " " + r.optionId) + ": " +
                            QString::number(r.worstBest.low) + " " + QString::number(r.cost.p10) +
                            " " + QString::number(r.cost.p90) + " " +
                            QString::number(r.worstBest.high)));
        if (r.training) {
            QCOMPARE(r.jobHours.low, r.hours.p10);
            QCOMPARE(r.cnyPerRun, r.total);
        }
        // P90 / P10 of a run: the corners were 7-10x wide; the draws are not.
        QVERIFY2(r.cost.p90 / r.cost.p10 < 3.0,
                 qPrintable(QString::fromStdString(r.optionId) + " " +
                            QString::number(r.cost.p90 / r.cost.p10)));
    }
    for (const OptionResult &o : ev.options) {
        QCOMPARE(o.total.low, o.cost.p10);
        QCOMPARE(o.cumulativeByMonth.back(), o.total);
        for (const Range &m : o.cumulativeByMonth)
            QVERIFY(m.low <= m.high);
    }
    for (const WorkloadVerdict &v : ev.verdicts) {
        double sum = 0.0;
        for (const Standing &st : v.standings)
            sum += st.chanceCheapest;
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        // The headline is the median, inside its own range (walkthrough a27b).
        for (const Standing &st : v.standings)
            if (st.priced)
                QVERIFY(st.p10 <= st.cost && st.cost <= st.p90);
    }
    for (const BreakEven &b : ev.breakEvens)
        QVERIFY(b.chanceWithinHorizon && *b.chanceWithinHorizon >= 0.0 &&
                *b.chanceWithinHorizon <= 1.0);
    for (const DecisionFlip &f : ev.flips)
        if (f.input != "horizon_months")
            QVERIFY(f.chanceAbove);
}

void TestUncertainty::withoutDrawsTheLikelyValueAlone()
{
    const Evaluation ev = evaluated(example(), 0);
    QCOMPARE(ev.sampling.samples, 0);
    for (const PairResult &r : ev.pairs) {
        QCOMPARE(r.total.low, r.total.likely);
        QCOMPARE(r.total.high, r.total.likely);
        QVERIFY(r.costQuantiles.empty());
        if (r.priced)
            QVERIFY(r.worstBest.low < r.worstBest.high);
    }
    for (const OptionResult &o : ev.options)
        QCOMPARE(o.upfront.low, o.upfront.likely);
}

void TestUncertainty::cancelled()
{
    std::atomic<bool> cancel{true};
    EvaluateSettings s;
    s.cancel = &cancel;
    const Evaluation ev = evaluate(example(), catalog(), s);
    QVERIFY(ev.sampling.cancelled);
    QCOMPARE(ev.sampling.samples, 0);
    for (const PairResult &r : ev.pairs)
        QCOMPARE(r.total.low, r.total.likely);
}

// The GUI's progress bar reads this counter from another thread.
void TestUncertainty::progressReachesTheEnd()
{
    std::atomic<int> permille{-1};
    EvaluateSettings s;
    s.samples = 2000;
    s.progressPermille = &permille;
    const Evaluation ev = evaluate(example(), catalog(), s);
    QCOMPARE(ev.sampling.samples, 2000);
    QCOMPARE(permille.load(), 1000);

    // Stopped before the first draw: the counter never claims the end.
    std::atomic<bool> cancel{true};
    permille = -1;
    s.cancel = &cancel;
    const Evaluation stopped = evaluate(example(), catalog(), s);
    QVERIFY(stopped.sampling.cancelled);
    QVERIFY(permille.load() < 1000);

    // No draws asked for: nothing to count.
    permille = -1;
    s.cancel = nullptr;
    s.samples = 0;
    evaluate(example(), catalog(), s);
    QCOMPARE(permille.load(), -1);
}

QTEST_APPLESS_MAIN(TestUncertainty)
// quantilesOf sorts the draws (through buckets from 256 values on): the same
// order as std::sort, whatever the signs, magnitudes and ties.
void TestUncertainty::quantilesSortAsStdSort_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("scale");
    QTest::addColumn<bool>("mixedSigns");
    QTest::newRow("below the bucket threshold") << 255 << 1.0e6 << false;
    QTest::newRow("10 000 costs of one magnitude") << 10000 << 3.0e6 << false;
    QTest::newRow("signs, zeros and ties") << 4096 << 1.0 << true;
    QTest::newRow("magnitudes 1e-300 to 1e300") << 3000 << 0.0 << true;
}

namespace {

// `count` values for the sorting tests: costs of one magnitude (scale > 0)
// or magnitudes from 1e-300 to 1e300, with signs, zeros and ties if asked.
// Negative scales name special sets: -1 one value repeated, -2 two values,
// -3 values >= 0 with zeros of both signs, -4 values <= 0 with both zeros.
std::vector<double> testValues(int count, double scale, bool mixedSigns)
{
    std::vector<double> special;
    for (int i = 0; i < count && scale < 0.0; ++i) {
        const double zero = i % 8 == 0 ? 0.0 : -0.0;
        if (scale == -1.0)
            special.push_back(1234.5);
        else if (scale == -2.0)
            special.push_back(i % 3 == 0 ? 7.0 : 3.0);
        else
            special.push_back((i % 4 == 0 ? zero : double(i % 97)) * (scale == -4.0 ? -1.0 : 1.0));
    }
    if (scale < 0.0)
        return special;
    std::mt19937_64 random(20261206);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<double> values;
    for (int i = 0; i < count; ++i) {
        double v = scale > 0.0 ? scale * (1.0 + unit(random))
                               : std::pow(10.0, 600.0 * unit(random) - 300.0);
        if (mixedSigns && i % 3 == 0)
            v = -v;
        if (mixedSigns && i % 7 == 0)
            v = i % 2 == 0 ? 0.0 : -0.0;
        if (i % 5 == 0 && i > 0)
            v = values[size_t(i) / 2]; // ties
        values.push_back(v);
    }
    return values;
}

} // namespace

void TestUncertainty::quantilesSortAsStdSort()
{
    QFETCH(int, count);
    QFETCH(double, scale);
    QFETCH(bool, mixedSigns);
    std::vector<double> values = testValues(count, scale, mixedSigns);
    std::vector<double> expected = values;
    std::sort(expected.begin(), expected.end());
    const std::vector<double> q = quantilesOf(values, 4);
    QCOMPARE(values.size(), expected.size());
    for (size_t i = 0; i < values.size(); ++i)
        QVERIFY2(values[i] == expected[i], qPrintable(QString::number(i)));
    QCOMPARE(q.front(), expected.front());
    QCOMPARE(q.back(), expected.back());
}

void TestUncertainty::percentilesSelectAsNthElement_data()
{
    quantilesSortAsStdSort_data();
    QTest::newRow("one value repeated") << 1000 << -1.0 << false;
    QTest::newRow("two values: every rank in one of two buckets") << 999 << -2.0 << false;
    QTest::newRow("from -0.0 and +0.0 up") << 3001 << -3.0 << false;
    QTest::newRow("from below up to -0.0 and +0.0") << 3001 << -4.0 << false;
    QTest::newRow("from -0.0 and +0.0 up, below the bucket threshold") << 101 << -3.0 << false;
}

// percentilesOf selects P10, P50 and P90 (through buckets from 256 values
// on): the values std::nth_element puts at those ranks, the mean unchanged.
void TestUncertainty::percentilesSelectAsNthElement()
{
    QFETCH(int, count);
    QFETCH(double, scale);
    QFETCH(bool, mixedSigns);
    const std::vector<double> values = testValues(count, scale, mixedSigns);
    double mean = 0.0;
    for (const double v : values)
        mean += v;
    mean /= double(values.size());
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    const auto at = [&](double q) {
        return sorted[size_t(std::lround(q * double(sorted.size() - 1)))];
    };
    const Percentiles p = percentilesOf(values);
    QCOMPARE(p.p10, at(0.1));
    QCOMPARE(p.p50, at(0.5));
    QCOMPARE(p.p90, at(0.9));
    QCOMPARE(p.mean, mean);
    // The shown range: the same three, without the mean.
    const Range r = rangeOf(values);
    QCOMPARE(r.low, p.p10);
    QCOMPARE(r.likely, p.p50);
    QCOMPARE(r.high, p.p90);
}

void TestUncertainty::distributionKeepsTheOrder_data()
{
    percentilesSelectAsNthElement_data();
}

// distributionOf sorts a copy: the draws keep their order (the verdict
// reads them draw by draw afterwards), the 101 quantiles and the
// percentiles are std::sort's ranks, and the mean is summed in ascending
// order, as it was when the draws themselves were sorted.
void TestUncertainty::distributionKeepsTheOrder()
{
    QFETCH(int, count);
    QFETCH(double, scale);
    QFETCH(bool, mixedSigns);
    const std::vector<double> values = testValues(count, scale, mixedSigns);
    const std::vector<double> before = values;
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    double ascending = 0.0;
    for (const double v : sorted)
        ascending += v;
    const auto at = [&](double q) {
        return sorted[size_t(std::lround(q * double(sorted.size() - 1)))];
    };
    std::vector<double> quantiles;
    const Percentiles p = distributionOf(values, quantiles);
    QVERIFY(std::equal(
        values.begin(), values.end(), before.begin(), before.end(), [](double a, double b) {
            return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
        }));
    QCOMPARE(quantiles.size(), size_t(101));
    for (int i = 0; i <= 100; ++i)
        QVERIFY2(quantiles[size_t(i)] == at(i / 100.0), qPrintable(QString::number(i)));
    QCOMPARE(p.p10, at(0.1));
    QCOMPARE(p.p50, at(0.5));
    QCOMPARE(p.p90, at(0.9));
    QCOMPARE(p.mean, ascending / double(values.size()));
}

// Triangular::quantiles, a block of draws at once, gives quantile()'s bits
// for every uniform: both sides of the mode, the mode itself, the ends, a
// block that is not a multiple of the eight lanes, and degenerate shapes.
void TestUncertainty::quantilesOfABlockAreQuantile()
{
    std::vector<double> uniforms = {0x1.0p-54, 1e-9,      0.1,  0.25, 0.4999999,
                                    0.5,       0.5000001, 0.75, 0.9,  1.0 - 0x1.0p-53};
    std::mt19937_64 random(20261207);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    while (uniforms.size() < 61)
        uniforms.push_back(unit(random));
    for (const Range &r : {Range{0.3, 0.5, 0.9}, Range{1.0, 1.0, 2.0}, Range{1.0, 2.0, 2.0},
                           Range{5.0, 5.0, 5.0}, Range{-4e6, 1e6, 3e7}}) {
        const Triangular shape(r);
        std::vector<double> block = uniforms;
        shape.quantiles(block.data(), block.size());
        for (size_t j = 0; j < uniforms.size(); ++j) {
            const double one = shape.quantile(uniforms[j]);
            QVERIFY2(std::bit_cast<std::uint64_t>(block[j]) == std::bit_cast<std::uint64_t>(one),
                     qPrintable(QString("%1 at %2: %3 vs %4")
                                    .arg(r.likely)
                                    .arg(uniforms[j], 0, 'g', 17)
                                    .arg(block[j], 0, 'g', 17)
                                    .arg(one, 0, 'g', 17)));
            QCOMPARE(one, triangularQuantile(r, uniforms[j]));
        }
    }
}

// correlatedUniforms, a block of draws at once, gives correlatedUniform's
// bits for every lane: the normal quantile's central formula and both
// tails, blocks longer than its 64-lane parts, and rho at and beyond 0 and 1.
void TestUncertainty::correlatedBlockIsCorrelatedUniform()
{
    std::mt19937_64 random(20261207);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<double> common = {0x1.0p-54, 0.01, 0.02425, 0.5, 0.97575, 0.99, 1.0 - 0x1.0p-53};
    std::vector<double> own = {0.5, 0.99, 0.3, 0x1.0p-54, 0.02424, 0.97576, 0.7};
    while (common.size() < 150) {
        common.push_back(unit(random));
        own.push_back(unit(random));
    }
    for (const double rho : {0.5, 0.9, 0.0, 1.0, 1.5, -0.2}) {
        std::vector<double> block = own;
        correlatedUniforms(common.data(), block.data(), block.size(), rho);
        for (size_t j = 0; j < own.size(); ++j) {
            const double one = correlatedUniform(common[j], own[j], rho);
            QVERIFY2(std::bit_cast<std::uint64_t>(block[j]) == std::bit_cast<std::uint64_t>(one),
                     qPrintable(QString("rho %1, lane %2: %3 vs %4")
                                    .arg(rho)
                                    .arg(j)
                                    .arg(block[j], 0, 'g', 17)
                                    .arg(one, 0, 'g', 17)));
        }
    }
}

#include "tst_uncertainty.moc"
