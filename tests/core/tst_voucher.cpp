// Compute vouchers (算力券, issue 31 section 2): the project's voucher, its
// cost line in every view, its approval chance in the Monte Carlo, its
// refund delay in the cumulative spend, the preset and the file formats.
// Every expected figure is worked out by hand from the example's rent line.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "catalog/VoucherPresets.h"
#include "cost/Evaluation.h"
#include "cost/OptionSearch.h"
#include "cost/Portfolio.h"
#include "io/JsonCodec.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "store/ProjectStore.h"
#include "support/Fixtures.h"

using namespace suanpan;
using suanpan::test::builtin;

namespace {

constexpr double kCap = 1'000'000.0; // CNY per year

// The example with its horizon held at exactly 24 months, so the cap over
// it is two caps whatever the draws.
Project example24()
{
    Project p = test::example();
    Assumption horizon;
    horizon.key = "horizon_months";
    horizon.value = Range::exactly(24.0);
    horizon.unit = "months";
    horizon.provenance.source = "test";
    p.assumptions.erase(
        std::remove_if(p.assumptions.begin(), p.assumptions.end(),
                       [](const Assumption &a) { return a.key == "horizon_months"; }),
        p.assumptions.end());
    p.assumptions.push_back(horizon);
    return p;
}

Voucher voucher(double share, double cap, Range approval = Range::exactly(1.0))
{
    Voucher v;
    v.id = "voucher-1";
    v.programme = "test programme";
    v.share = share;
    v.capCnyPerYear = cap;
    v.approval = approval;
    return v;
}

Evaluation likelyOnly(const Project &p)
{
    EvaluateSettings s;
    s.samples = 0;
    s.sensitivity = false;
    return evaluate(p, builtin(), s);
}

const OptionResult &option(const Evaluation &ev, const std::string &id)
{
    for (const OptionResult &o : ev.options)
        if (o.optionId == id)
            return o;
    qFatal("no option %s", id.c_str());
}

double lineOf(const std::vector<CostLine> &lines, const char *code)
{
    for (const CostLine &l : lines)
        if (lineCodeText(l.code) == code)
            return l.cny.likely;
    return 0.0;
}

} // namespace

class VoucherTest : public QObject
{
    Q_OBJECT

private slots:
    // 50 % capped at 1 000 000 a year over 24 months: the H800 hosted
    // cluster's rent (64 cards, monthly, about 20 M over the horizon) is far
    // above 2 caps, so its total drops by exactly 2 000 000; the 4090 cloud
    // (8 cards, hourly, busy part of the time) stays under the cap and
    // drops by half its rent; the owned options do not move.
    void horizonTotalMovesByTheCappedAmount()
    {
        Project p = example24();
        const Evaluation before = likelyOnly(p);
        QVERIFY2(before.problems.empty(),
                 before.problems.empty() ? "" : errorCodeText(before.problems[0].code).data());
        p.vouchers.push_back(voucher(0.5, kCap));
        const Evaluation after = likelyOnly(p);
        QVERIFY(after.problems.empty());

        const OptionResult &h800Before = option(before, "o-h800-hosted-monthly");
        const OptionResult &h800After = option(after, "o-h800-hosted-monthly");
        const double h800Rent = lineOf(h800Before.lines, "rent");
        QVERIFY(0.5 * h800Rent > 2.0 * kCap); // the cap binds: hand-computed as 2 caps
        QCOMPARE(h800Before.total.likely - h800After.total.likely, 2.0 * kCap);
        QCOMPARE(lineOf(h800After.lines, "compute_voucher"), -2.0 * kCap);

        const OptionResult &cloudBefore = option(before, "o-4090-cloud-hourly");
        const OptionResult &cloudAfter = option(after, "o-4090-cloud-hourly");
        const double cloudRent = lineOf(cloudBefore.lines, "rent");
        QVERIFY(cloudRent > 0.0);
        QVERIFY(0.5 * cloudRent < 2.0 * kCap); // under the cap: half the rent
        QVERIFY(qFuzzyCompare(cloudBefore.total.likely - cloudAfter.total.likely, 0.5 * cloudRent));

        for (const char *owned : {"o-a800-baoan-host", "o-4090-office-build"}) {
            QCOMPARE(option(after, owned).total.likely, option(before, owned).total.likely);
            QCOMPARE(lineOf(option(after, owned).lines, "compute_voucher"), 0.0);
        }
    }

    // The cap is per year: 12 months get one cap, 36 months three.
    void capScalesWithTheHorizon_data()
    {
        QTest::addColumn<double>("months");
        QTest::newRow("12 months: one cap") << 12.0;
        QTest::newRow("36 months: three caps") << 36.0;
    }
    void capScalesWithTheHorizon()
    {
        QFETCH(double, months);
        Project p = example24();
        for (Assumption &a : p.assumptions)
            if (a.key == "horizon_months")
                a.value = Range::exactly(months);
        p.vouchers.push_back(voucher(0.5, kCap));
        const Evaluation ev = likelyOnly(p);
        QVERIFY(ev.problems.empty());
        const OptionResult &h800 = option(ev, "o-h800-hosted-monthly");
        QVERIFY(0.5 * lineOf(h800.lines, "rent") > months / 12.0 * kCap);
        QCOMPARE(lineOf(h800.lines, "compute_voucher"), -months / 12.0 * kCap);
    }

    // The approval chance is drawn like any ranged input: approval 0.3-0.9
    // widens the rented total's P10-P90 against approval exactly 1 and
    // raises its median; the owned options' bands do not move.
    void approvalShowsInTheBand()
    {
        Project sure = example24();
        sure.vouchers.push_back(voucher(0.5, kCap));
        Project unsure = example24();
        unsure.vouchers.push_back(voucher(0.5, kCap, {0.3, 0.6, 0.9}));
        EvaluateSettings s;
        s.samples = 2000;
        s.sensitivity = false;
        const Evaluation a = evaluate(sure, builtin(), s);
        const Evaluation b = evaluate(unsure, builtin(), s);
        QVERIFY(a.problems.empty() && b.problems.empty());
        const Range &ra = option(a, "o-h800-hosted-monthly").total;
        const Range &rb = option(b, "o-h800-hosted-monthly").total;
        QVERIFY2(
            rb.high - rb.low > ra.high - ra.low,
            qPrintable(
                QStringLiteral("P10-P90 %1 vs %2").arg(rb.high - rb.low).arg(ra.high - ra.low)));
        QVERIFY(rb.likely > ra.likely);
        const Range &oa = option(a, "o-a800-baoan-host").total;
        const Range &ob = option(b, "o-a800-baoan-host").total;
        QCOMPARE(ob.low, oa.low);
        QCOMPARE(ob.high, oa.high);
    }

    // A sceptical client: a voucher never takes a total below zero or below
    // the option's other lines, even at 100 % with no real cap; with the
    // rent line switched off there is nothing to pay back.
    void neverNegative()
    {
        Project p = example24();
        p.vouchers.push_back(voucher(1.0, VoucherLimits::kMaxCapCnyPerYear));
        const Evaluation ev = likelyOnly(p);
        QVERIFY(ev.problems.empty());
        for (const OptionResult &o : ev.options) {
            QVERIFY(o.total.likely > 0.0);
            QVERIFY(lineOf(o.lines, "compute_voucher") >= -lineOf(o.lines, "rent"));
        }
        p.disabledCostLines = {"rent"};
        const Evaluation off = likelyOnly(p);
        for (const OptionResult &o : off.options) {
            QVERIFY(o.total.likely > 0.0);
            for (const CostLine &l : o.lines)
                if (l.code == suanpan::LineCode::ComputeVoucher)
                    QVERIFY(!l.enabled);
        }
    }

    // The approval chance is a bar of the rented options' tornado, never of
    // an owned option's.
    void approvalInTheTornado()
    {
        Project p = example24();
        p.vouchers.push_back(voucher(0.5, kCap, {0.3, 0.6, 0.9}));
        EvaluateSettings s;
        s.samples = 0;
        const Evaluation ev = evaluate(p, builtin(), s);
        QVERIFY(ev.problems.empty());
        bool rented = false;
        for (const Tornado &t : ev.tornadoes) {
            const bool has = std::any_of(t.bars.begin(), t.bars.end(), [](const SensitivityBar &b) {
                return b.input == "voucher.approval";
            });
            if (t.optionId == "o-a800-baoan-host" || t.optionId == "o-4090-office-build")
                QVERIFY(!has);
            if (t.optionId == "o-h800-hosted-monthly" && has)
                rented = true;
        }
        QVERIFY(rented);
    }

    // Listed providers: only rent from them is eligible.
    void providersLimitTheVoucher()
    {
        Project p = example24();
        Voucher v = voucher(0.5, kCap);
        v.providers = {"gpu-cloud"}; // a facility id: the cloud, not the hosted cluster
        p.vouchers.push_back(v);
        const Evaluation ev = likelyOnly(p);
        QVERIFY(lineOf(option(ev, "o-4090-cloud-hourly").lines, "compute_voucher") < 0.0);
        QCOMPARE(lineOf(option(ev, "o-h800-hosted-monthly").lines, "compute_voucher"), 0.0);
    }

    // The money comes back `refund_months` after the rent: the cumulative
    // spend before then is the spend without a voucher; the last month is
    // the total with all of it.
    void refundDelayShowsInTheCumulativeSpend()
    {
        Project p = example24();
        const Evaluation before = likelyOnly(p);
        Voucher v = voucher(0.5, kCap);
        v.refundMonths = 6.0;
        p.vouchers.push_back(v);
        const Evaluation after = likelyOnly(p);
        const OptionResult &b = option(before, "o-h800-hosted-monthly");
        const OptionResult &a = option(after, "o-h800-hosted-monthly");
        QCOMPARE(a.cumulativeByMonth.size(), b.cumulativeByMonth.size());
        QCOMPARE(a.cumulativeByMonth[6].likely, b.cumulativeByMonth[6].likely);
        // Month 12: six months of refunds are back, a quarter of 2 caps.
        QVERIFY(qFuzzyCompare(b.cumulativeByMonth[12].likely - a.cumulativeByMonth[12].likely,
                              2.0 * kCap * 6.0 / 24.0));
        QCOMPARE(a.cumulativeByMonth.back().likely, a.total.likely);
        // Day one and the monthly spend do not count money not yet back.
        QCOMPARE(a.upfront.likely, b.upfront.likely);
        QCOMPARE(a.monthly.likely, b.monthly.likely);
    }

    // The year plan pools the cap: its rented runs and serving share one
    // voucher, at most the cap per year for the whole plan.
    void yearPlanSharesOneCap()
    {
        Project p = example24();
        const auto before = planPortfolio(p, builtin(), {"", 0, 1});
        QVERIFY(before.ok());
        p.vouchers.push_back(voucher(0.5, 1000.0)); // a cap far below the rent
        const auto after = planPortfolio(p, builtin(), {"", 0, 1});
        QVERIFY(after.ok());
        const PortfolioPoint &r0 = before.value().allRented();
        const PortfolioPoint &r1 = after.value().allRented();
        QVERIFY(r0.rentedCny > 0.0);
        QCOMPARE(r1.voucherCny, -2.0 * 1000.0);
        QCOMPARE(r0.total.likely - r1.total.likely, 2.0 * 1000.0);
        // Every point shares the one cap; with nothing rented, nothing is paid back.
        for (const PortfolioPoint &pt : after.value().curve) {
            QVERIFY(pt.voucherCny <= 0.0 && pt.voucherCny >= -2.0 * 1000.0);
            if (pt.rentedCny == 0.0)
                QCOMPARE(pt.voucherCny, 0.0);
        }
    }

    // The option search prices its candidates with the project's voucher:
    // a rented candidate's total drops by its line, an owned one's never.
    void searchSeesTheVoucher()
    {
        Project p = example24();
        SearchSettings settings;
        settings.maxCards = 16;
        const SearchResult before = searchOptions(p, "w-lora-7b", builtin(), settings);
        p.vouchers.push_back(voucher(0.5, kCap));
        const SearchResult after = searchOptions(p, "w-lora-7b", builtin(), settings);
        QCOMPARE(after.front.size() + after.dropped.size() + after.otherWork.size(),
                 before.front.size() + before.dropped.size() + before.otherWork.size());
        int rented = 0, owned = 0;
        const auto all = [](const SearchResult &r) {
            std::vector<const SearchCandidate *> out;
            for (const auto *list : {&r.front, &r.dropped, &r.otherWork})
                for (const SearchCandidate &c : *list)
                    out.push_back(&c);
            return out;
        };
        const auto beforeAll = all(before);
        for (const SearchCandidate *c : all(after)) {
            const auto same =
                std::find_if(beforeAll.begin(), beforeAll.end(),
                             [&](const SearchCandidate *b) { return b->id == c->id; });
            if (same == beforeAll.end() || !c->pair.priced)
                continue;
            if (c->option.acquisition == Acquisition::Rent) {
                QVERIFY2(c->pair.total.likely < (*same)->pair.total.likely, c->id.c_str());
                ++rented;
            } else {
                QCOMPARE(c->pair.total.likely, (*same)->pair.total.likely);
                ++owned;
            }
        }
        QVERIFY(rented > 0 && owned > 0);
    }

    void validation_data()
    {
        QTest::addColumn<double>("share");
        QTest::addColumn<double>("cap");
        QTest::addColumn<double>("approvalHigh");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("code");
        QTest::newRow("share above 1") << 1.5 << kCap << 1.0 << "vouchers[0].share"
                                       << "out_of_range";
        QTest::newRow("share 0") << 0.0 << kCap << 1.0 << "vouchers[0].share"
                                 << "not_positive";
        QTest::newRow("cap 0") << 0.5 << 0.0 << 1.0 << "vouchers[0].cap_cny_per_year"
                               << "not_positive";
        QTest::newRow("cap too large") << 0.5 << 1e12 << 1.0 << "vouchers[0].cap_cny_per_year"
                                       << "too_large";
        QTest::newRow("approval above 1") << 0.5 << kCap << 1.2 << "vouchers[0].approval.high"
                                          << "out_of_range";
    }
    void validation()
    {
        QFETCH(double, share);
        QFETCH(double, cap);
        QFETCH(double, approvalHigh);
        QFETCH(QString, field);
        QFETCH(QString, code);
        Project p = test::example();
        p.vouchers.push_back(voucher(share, cap, {0.5, 0.5, approvalHigh}));
        const ValidationIssues issues = validate(p, knownIds(builtin()));
        const bool found = std::any_of(issues.begin(), issues.end(), [&](const ValidationIssue &i) {
            return i.field == field.toStdString() && issueCodeText(i.code) == code.toStdString();
        });
        QVERIFY2(found, qPrintable(field + " " + code));
    }

    void oneVoucherPerProject()
    {
        Project p = test::example();
        p.vouchers = {voucher(0.5, kCap), voucher(0.5, kCap)};
        p.vouchers[1].id = "voucher-2";
        const auto e = exceededLimit(p, "x");
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->detail), QStringLiteral("vouchers 2 > 1"));
    }

    void projectJsonRoundTrip()
    {
        Project p = test::example();
        // A project without a voucher writes no key: its JSON is as before.
        QVERIFY(projectToJsonText(p).find("\"vouchers\"") == std::string::npos);
        Voucher v = voucher(0.6, 2.5e6, {0.3, 0.6, 0.9});
        v.providers = {"gpu-cloud", "某云"};
        v.refundMonths = 4.5;
        v.presetId = "shenzhen-xunliquan-startup";
        v.notes = "初创企业";
        p.vouchers.push_back(v);
        const auto back = projectFromJsonText(projectToJsonText(p));
        QVERIFY(back.ok());
        QCOMPARE(back.value().vouchers.size(), size_t(1));
        QVERIFY(back.value().vouchers.front() == v);
        // Refused one line naming the field.
        std::string bad = projectToJsonText(p);
        bad.replace(bad.find("\"share\": 0.6"), 12, "\"share\": 7.0");
        const auto refused = projectFromJsonText(bad);
        QVERIFY(!refused.ok());
        QCOMPARE(QString::fromStdString(refused.error().subject),
                 QStringLiteral("/vouchers/0/share"));
    }

    void storeRoundTrip()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("v.suanpan").toStdString();
        Project p = test::example();
        Voucher v = voucher(0.5, 1e7, {0.3, 0.6, 0.9});
        v.providers = {"gpu-cloud"};
        v.refundMonths = 6.0;
        p.vouchers.push_back(v);
        QVERIFY(ProjectStore::save(p, path).ok());
        const auto loaded = ProjectStore::load(path);
        QVERIFY(loaded.ok());
        QVERIFY(loaded.value().project.vouchers == p.vouchers);
        // Without a voucher, the file reads back with none.
        p.vouchers.clear();
        QVERIFY(ProjectStore::save(p, path).ok());
        QVERIFY(ProjectStore::load(path).value().project.vouchers.empty());
    }

    // Shenzhen's programme, dated and sourced; the note says to confirm it.
    void shenzhenPreset()
    {
        const auto presets = builtinVoucherPresets();
        QVERIFY2(presets.ok(), presets.ok() ? "" : presets.error().detail.c_str());
        const VoucherPreset *standard = presets.value().find("shenzhen-xunliquan-standard");
        const VoucherPreset *startup = presets.value().find("shenzhen-xunliquan-startup");
        QVERIFY(standard && startup);
        QCOMPARE(standard->share, 0.5);
        QCOMPARE(startup->share, 0.6);
        QCOMPARE(standard->capCnyPerYear, 1e7);
        QCOMPARE(standard->programmeCnyPerYear, 5e8);
        QCOMPARE(QString::fromStdString(standard->date), QStringLiteral("2024-12-18"));
        QVERIFY(!standard->sourceZh.empty() && !standard->url.empty());
        QVERIFY(presets.value().noteZh.find("以项目现行规则为准") != std::string::npos);
        const Voucher v = voucherFromPreset(*standard, "voucher-1", true);
        QVERIFY(validate(v).empty());
        QCOMPARE(v.presetId, standard->id);
    }
};

QTEST_APPLESS_MAIN(VoucherTest)
#include "tst_voucher.moc"
