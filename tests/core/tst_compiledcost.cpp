// The compiled cost form of the Monte Carlo draws (issue 34, cost/CostTape.h):
// every draw replayed from an option's tape is bit-identical to the model's,
// draws that leave the recorded branches fall back to the model, and
// evaluate()'s ranges, chances and drivers are the model's to the bit.

#include <QtTest>

#include <bit>
#include <cstdint>
#include <string>

#include "catalog/Catalog.h"
#include "catalog/QuoteImport.h"
#include "cost/CostTape.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "cost/Prepared.h"
#include "support/CodePrint.h"
#include "support/Fixtures.h"

using namespace suanpan;

namespace {

const Catalog &catalog()
{
    return test::builtin();
}

using test::option;

// The example plus a spot, a yearly, a whole-machine-free hosted and an IDC
// build option: every rented plan and owned site the model prices.
Project everyPlan()
{
    Project p = test::example();
    p.options.push_back(option("o-spot", "rtx-4090", 8, "gpu-cloud", "spot", Acquisition::Rent));
    p.options.push_back(
        option("o-yearly", "h800-sxm", 16, "hosted-cluster", "yearly", Acquisition::Rent));
    p.options.push_back(
        option("o-nanshan", "a800-80g-sxm", 24, "idc-nanshan", "cabinet-lease", Acquisition::Host));
    p.options.push_back(
        option("o-office-2", "rtx-4090", 16, "office-room", "", Acquisition::Build));
    return p;
}

Project withVoucher()
{
    Project p = test::example();
    Voucher v;
    v.id = "voucher-1";
    v.programme = "test programme";
    v.share = 0.5;
    v.capCnyPerYear = 200000.0;
    v.approval = {0.3, 0.6, 0.9};
    p.vouchers.push_back(v);
    return p;
}

// An 8-card H800 server a month from a provider's quote (tst_quotes' acceptance quote).
Project withQuote()
{
    Project p = test::example();
    const char *const csv =
        "provider,quoted_on,valid_until,card,cards,price_cny,per,includes,bandwidth_mbps,"
        "storage_tb,min_term_months,setup_fee_cny,notes\n"
        "Nanshan IDC,2026-11-20,2026-12-31,h800-sxm,8,76000,server_month,electricity;bandwidth,"
        "100,,3,2000,\"8-card server\"\n";
    const auto table = readQuoteTable(csv, p, catalog());
    if (!table.ok() || table.value().quotes.size() != 1)
        qFatal("quote import failed");
    p.quotes.push_back(table.value().quotes.front());
    Option o = option("o-h800-quote", "h800-sxm", 8, "gpu-cloud", "", Acquisition::Rent);
    o.quoteId = p.quotes.back().id;
    p.options.push_back(o);
    return p;
}

// Assumptions far wider than any catalog's, so that draws cross the model's
// branches: circuit and cabinet counts (server overhead), the spot loss cap
// (checkpoint interval, recovery), the owned job longer than the busy hours
// (utilisation of other work), the depreciation clamp.
Project wideRanges()
{
    Project p = everyPlan();
    const auto widen = [&](const std::string &key, Range r) {
        p.assumptions.push_back({key, r, "", {"test", "2026", {}}});
    };
    widen("server_power_overhead_share", {0.0, 0.3, 3.0});
    widen("checkpoint_interval_hours", {0.1, 1.0, 400.0});
    widen("interruption_recovery_hours", {0.0, 3.5, 200.0});
    widen("other_work_share", {0.0, 0.2, 0.95});
    widen("depreciation_years", {0.5, 3.0, 6.0});
    return p;
}

// Every assumption at its likely value: the tapes' inputs are the options'
// own ranges alone (prices, MFU, busy shares).
Project exactAssumptions()
{
    Project p = test::example();
    p.assumptions.clear();
    for (const Assumption &a : catalog().assumptions) {
        Assumption exact = a;
        exact.value = Range::exactly(a.value.likely);
        p.assumptions.push_back(exact);
    }
    return p;
}

Project projectNamed(const QString &name)
{
    if (name == "exact assumptions")
        return exactAssumptions();
    if (name == "every plan")
        return everyPlan();
    if (name == "voucher")
        return withVoucher();
    if (name == "quote")
        return withQuote();
    if (name == "wide ranges")
        return wideRanges();
    return test::example();
}

Evaluation evaluatedOn(const Project &p, DrawPath path, int samples, DrawAudit *audit = nullptr)
{
    EvaluateSettings s;
    s.samples = samples;
    s.sensitivity = false;
    s.today = "2026-12-03";
    setDrawPath(path);
    Evaluation ev = evaluate(p, catalog(), s);
    if (audit)
        *audit = drawAudit();
    setDrawPath(DrawPath::Compiled);
    return ev;
}

Portfolio plannedOn(const Project &p, DrawPath path, int samples, DrawAudit *audit = nullptr)
{
    PortfolioSettings s;
    s.samples = samples;
    setDrawPath(path);
    auto plan = planPortfolio(p, catalog(), s);
    if (audit)
        *audit = drawAudit();
    setDrawPath(DrawPath::Compiled);
    if (!plan)
        qFatal("year plan refused: %s", std::string(errorCodeText(plan.error().code)).c_str());
    return std::move(plan).value();
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

bool sameRange(const Range &a, const Range &b)
{
    return sameBits(a.low, b.low) && sameBits(a.likely, b.likely) && sameBits(a.high, b.high);
}

} // namespace

class TestCompiledCost : public QObject
{
    Q_OBJECT

private slots:
    void tracedArithmeticIsDouble();
    void guardsCatchOtherBranches();
    void slotsAreReused();
    void drawsAreTheModels_data();
    void drawsAreTheModels();
    void wideRangesFallBack();
    void evaluationIsTheModels_data();
    void evaluationIsTheModels();
    void yearPlanDrawsAreTheModels_data();
    void yearPlanDrawsAreTheModels();
    void yearPlanIsTheModels();
};

// A tape replays the recorded operations: the same bits as the double
// expression, constants folded, a comparison recorded as a guard.
void TestCompiledCost::tracedArithmeticIsDouble()
{
    const auto f = [](auto x, auto y) {
        using T = decltype(x);
        const T a = vmax(x * 3.0 - y / 7.0, T(0.0));
        const T b = vsqrt(a + 1.0) * vclamp(y, T(0.5), T(2.0));
        return vceil(b * 100.0) / 100.0 + vfloor(x) - vmin(x, y) + (2.0 * 5.0);
    };
    Tape tape;
    {
        Tape::Recording recording(tape);
        const Traced x = tape.input(1.25);
        const Traced y = tape.input(0.75);
        tape.output(f(x, y));
    }
    tape.compile();
    QCOMPARE(tape.inputCount(), size_t(2));
    QCOMPARE(tape.guardCount(), size_t(0));
    for (const auto &[x, y] : {std::pair{1.25, 0.75}, std::pair{0.1, 3.0}, std::pair{-4.0, 0.2},
                               std::pair{1e300, 1e-300}}) {
        const double in[2] = {x, y};
        double out = 0.0;
        QVERIFY(tape.run(in, &out));
        QVERIFY(sameBits(out, f(x, y)));
    }
}

void TestCompiledCost::guardsCatchOtherBranches()
{
    Tape tape;
    {
        Tape::Recording recording(tape);
        const Traced x = tape.input(2.0);
        tape.output(x > 1.0 ? x * 2.0 : Traced(0.0));
    }
    tape.compile();
    QCOMPARE(tape.guardCount(), size_t(1));
    double out = 0.0;
    const double above = 5.0, below = 0.5;
    QVERIFY(tape.run(&above, &out));
    QCOMPARE(out, 10.0);
    QVERIFY(!tape.run(&below, &out));
}

// A result's slot is free again after its last reader: a long chain needs
// a few slots, not one per operation, and gives the same bits. An output
// keeps its slot even when later operations read it; an operation never
// writes over its own operand (x * x included).
void TestCompiledCost::slotsAreReused()
{
    constexpr int kSteps = 1000;
    const auto f = [](auto x, auto y, auto *early) {
        using T = std::remove_pointer_t<decltype(early)>;
        T v = x;
        for (int i = 0; i < kSteps; ++i) {
            v = v * 1.0001 + y;
            if (i == kSteps / 2)
                *early = v * v; // an output, read again below
        }
        return v - *early * 1e-9 + vsqrt(*early);
    };
    Tape tape;
    {
        Tape::Recording recording(tape);
        const Traced x = tape.input(1.5);
        const Traced y = tape.input(0.25);
        Traced early;
        const Traced last = f(x, y, &early);
        tape.output(early);
        tape.output(last);
    }
    tape.compile();
    QVERIFY2(tape.opCount() > size_t(2 * kSteps), qPrintable(QString::number(tape.opCount())));
    // Two inputs, three constants and the few values alive at once.
    QVERIFY2(tape.slotCount() < size_t(16), qPrintable(QString::number(tape.slotCount())));
    for (const auto &[x, y] : {std::pair{1.5, 0.25}, std::pair{-3.0, 7.0}, std::pair{1e-3, 1e3}}) {
        const double in[2] = {x, y};
        double out[2] = {};
        QVERIFY(tape.run(in, out));
        double early = 0.0;
        const double last = f(x, y, &early);
        QVERIFY(sameBits(out[0], early));
        QVERIFY(sameBits(out[1], last));
    }
}

void TestCompiledCost::drawsAreTheModels_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("samples");
    QTest::newRow("the example") << "example" << 2000;
    QTest::newRow("the example, 37 draws: part of one block") << "example" << 37;
    QTest::newRow("spot, yearly, hosted, office build") << "every plan" << 2000;
    QTest::newRow("compute voucher with a ranged approval") << "voucher" << 2000;
    QTest::newRow("a provider's quote") << "quote" << 2000;
    QTest::newRow("every assumption exact") << "exact assumptions" << 500;
}

// Every option's draw through its tape against the model's, bit for bit.
void TestCompiledCost::drawsAreTheModels()
{
    QFETCH(QString, project);
    QFETCH(int, samples);
    DrawAudit audit;
    evaluatedOn(projectNamed(project), DrawPath::Checked, samples, &audit);
    QVERIFY(audit.compiled > 0);
    QVERIFY(audit.values > audit.compiled);
    QCOMPARE(audit.mismatches, size_t(0));
    qInfo("%zu option draws compiled, %zu fell back, %zu figures compared; %zu operations on "
          "the tapes, %zu of them guards; at most %zu slots on a tape",
          audit.compiled, audit.fallbacks, audit.values, audit.operations, audit.guards,
          audit.tapeSlots);
    QVERIFY(audit.tapeSlots > 0);
}

// Draws across the branches fall back to the model; the rest still match it.
void TestCompiledCost::wideRangesFallBack()
{
    DrawAudit audit;
    evaluatedOn(wideRanges(), DrawPath::Checked, 2000, &audit);
    QVERIFY(audit.fallbacks > 0);
    QVERIFY(audit.compiled > 0);
    QCOMPARE(audit.mismatches, size_t(0));
    qInfo("%zu option draws compiled, %zu fell back", audit.compiled, audit.fallbacks);
}

void TestCompiledCost::evaluationIsTheModels_data()
{
    QTest::addColumn<QString>("project");
    QTest::newRow("the example") << "example";
    QTest::newRow("wide ranges: many draws fall back") << "wide ranges";
}

// The published figures: compiled and plain draws, the same bits.
void TestCompiledCost::evaluationIsTheModels()
{
    QFETCH(QString, project);
    const Project p = projectNamed(project);
    const Evaluation compiled = evaluatedOn(p, DrawPath::Compiled, 10000);
    const Evaluation model = evaluatedOn(p, DrawPath::Model, 10000);
    QCOMPARE(compiled.pairs.size(), model.pairs.size());
    for (size_t i = 0; i < model.pairs.size(); ++i) {
        const PairResult &a = compiled.pairs[i];
        const PairResult &b = model.pairs[i];
        for (const auto &[x, y] :
             {std::pair{&a.total, &b.total}, std::pair{&a.jobHours, &b.jobHours},
              std::pair{&a.cnyPerEffectivePflopHour, &b.cnyPerEffectivePflopHour},
              std::pair{&a.cnyPerMillionTokens, &b.cnyPerMillionTokens},
              std::pair{&a.costEffectiveness, &b.costEffectiveness}})
            QVERIFY(sameRange(*x, *y));
        QVERIFY(a.cost == b.cost);
        QVERIFY(a.hours == b.hours);
        QVERIFY(a.costQuantiles == b.costQuantiles);
    }
    QCOMPARE(compiled.options.size(), model.options.size());
    for (size_t i = 0; i < model.options.size(); ++i) {
        const OptionResult &a = compiled.options[i];
        const OptionResult &b = model.options[i];
        QVERIFY(sameRange(a.total, b.total));
        QVERIFY(sameRange(a.upfront, b.upfront));
        QVERIFY(sameRange(a.monthly, b.monthly));
        QVERIFY(a.cost == b.cost);
        QVERIFY(a.costQuantiles == b.costQuantiles);
        QCOMPARE(a.cumulativeByMonth.size(), b.cumulativeByMonth.size());
        for (size_t m = 0; m < a.cumulativeByMonth.size(); ++m)
            QVERIFY(sameRange(a.cumulativeByMonth[m], b.cumulativeByMonth[m]));
    }
    QCOMPARE(compiled.verdicts.size(), model.verdicts.size());
    for (size_t w = 0; w < model.verdicts.size(); ++w) {
        const WorkloadVerdict &a = compiled.verdicts[w];
        const WorkloadVerdict &b = model.verdicts[w];
        QCOMPARE(a.recommended, b.recommended);
        QCOMPARE(a.standings.size(), b.standings.size());
        for (size_t s = 0; s < a.standings.size(); ++s)
            QVERIFY(sameBits(a.standings[s].chanceCheapest, b.standings[s].chanceCheapest));
        QCOMPARE(a.driver.has_value(), b.driver.has_value());
        if (a.driver) {
            QCOMPARE(a.driver->input, b.driver->input);
            QVERIFY(sameBits(a.driver->value, b.driver->value));
        }
    }
    QCOMPARE(compiled.breakEvens.size(), model.breakEvens.size());
    for (size_t b = 0; b < model.breakEvens.size(); ++b)
        QVERIFY(sameBits(compiled.breakEvens[b].chanceWithinHorizon.value_or(-1.0),
                         model.breakEvens[b].chanceWithinHorizon.value_or(-1.0)));
}

QTEST_APPLESS_MAIN(TestCompiledCost)
void TestCompiledCost::yearPlanDrawsAreTheModels_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("samples");
    QTest::newRow("the example") << "example" << 1000;
    QTest::newRow("the example, 37 draws: part of one block") << "example" << 37;
    QTest::newRow("compute voucher with a ranged approval") << "voucher" << 1000;
    QTest::newRow("spot, yearly, hosted, office build") << "every plan" << 1000;
    QTest::newRow("wide ranges: draws fall back") << "wide ranges" << 1000;
}

// The year plan's draws through its tape (Portfolio.cpp, YearTape): every
// price and every N's owned total the model's, bit for bit.
void TestCompiledCost::yearPlanDrawsAreTheModels()
{
    QFETCH(QString, project);
    QFETCH(int, samples);
    DrawAudit audit;
    plannedOn(projectNamed(project), DrawPath::Checked, samples, &audit);
    QVERIFY(audit.compiled > 0);
    QVERIFY(audit.values > audit.compiled);
    QCOMPARE(audit.mismatches, size_t(0));
    qInfo("%zu year-plan draws compiled, %zu fell back, %zu figures compared; %zu operations",
          audit.compiled, audit.fallbacks, audit.values, audit.operations);
}

// The year plan's published figures: compiled and plain draws, the same bits.
void TestCompiledCost::yearPlanIsTheModels()
{
    for (const char *name : {"example", "voucher", "wide ranges"}) {
        const Project p = projectNamed(name);
        const Portfolio compiled = plannedOn(p, DrawPath::Compiled, 2000);
        const Portfolio model = plannedOn(p, DrawPath::Model, 2000);
        QCOMPARE(compiled.curve.size(), model.curve.size());
        for (size_t i = 0; i < model.curve.size(); ++i)
            QVERIFY2(sameRange(compiled.curve[i].total, model.curve[i].total), name);
        QCOMPARE(compiled.best, model.best);
        QVERIFY(sameBits(compiled.chanceBestBeatsRenting, model.chanceBestBeatsRenting));
    }
}

#include "tst_compiledcost.moc"
