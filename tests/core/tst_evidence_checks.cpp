// Facts from real tool output held against the plan: each finding carries
// the numbers the UI needs ("measured 7.9 Gb/s, promised 25 Gb/s"), the
// checklist item it evidences and what to ask the provider.

#include <QtTest>

#include "catalog/Catalog.h"
#include "io/FileText.h"
#include "verify/Checklist.h"
#include "verify/Checks.h"
#include "verify/Iperf3.h"
#include "verify/NvidiaSmi.h"
#include "verify/ScalingTable.h"
#include "verify/Topology.h"

using namespace suanpan;

namespace {

const std::string kEvidence = std::string(SUANPAN_TEST_DATA) + "/evidence/";

std::string fixture(const std::string &name)
{
    const Result<std::string> t = readFileText(kEvidence + name);
    if (!t)
        qFatal("fixture %s missing", name.c_str());
    return t.value();
}

QString text(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

template <class T> const T &ok(const Result<T> &r)
{
    if (!r)
        qFatal("unexpected error: %s", qPrintable(text(r.error())));
    return r.value();
}

const std::vector<Card> &cards()
{
    return builtinCatalog().value().cards;
}

} // namespace

class TestEvidenceChecks final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(builtinCatalog().ok()); }

    void checkNetworkAgainstPromise()
    {
        PlanExpectations plan;
        plan.promisedGbitPerS = 25;
        const auto slow =
            suanpan::checkNetwork(ok(parseIperf3Json(fixture("iperf3_tcp_warning.json"))), plan);
        QCOMPARE(slow.size(), std::size_t(1));
        const Finding &f = slow[0];
        QCOMPARE(f.code, FindingCode::NetworkBandwidth);
        QVERIFY(!f.passed);
        QVERIFY(qAbs(f.measured - 7.848) < 0.01);
        QCOMPARE(f.expected, 22.5);
        QCOMPARE(f.reference, 25.0);
        QCOMPARE(f.unit, std::string("gbit_per_s"));
        QCOMPARE(f.itemId, std::string("accept.iperf3_nodes"));
        QVERIFY(f.ask == AskCode::NetworkBandwidth);
        QCOMPARE(f.params, (std::vector<std::string>{"tcp", "8"}));
        const auto fast =
            suanpan::checkNetwork(ok(parseIperf3Json(fixture("iperf3_tcp.json"))), plan);
        QVERIFY(fast.at(0).passed); // 23.4 >= 22.5
        QVERIFY(suanpan::checkNetwork(ok(parseIperf3Json(fixture("iperf3_tcp.json"))), {}).empty());
    }

    void checkGpusAsOrdered()
    {
        PlanExpectations plan;
        plan.cardId = "h800-sxm";
        plan.cardsPerMachine = 8;
        plan.tdpWatts = 700;
        const NvidiaSmiFacts smi = ok(parseNvidiaSmiCsv(fixture("smi_h800x8.csv")));
        const auto findings = checkGpus(smi, plan, cards());
        QCOMPARE(findings.size(), std::size_t(3));
        for (const Finding &f : findings)
            QVERIFY2(f.passed, findingCodeText(f.code).data());
        QCOMPARE(findings[0].code, FindingCode::CardModel);
        QCOMPARE(findings[0].measuredText, std::string("h800-sxm"));
        QCOMPARE(findings[1].code, FindingCode::CardCount);
        QCOMPARE(findings[2].code, FindingCode::PersistenceMode);
        QCOMPARE(findings[2].measured, 8.0);
        const auto power = checkPowerUnderLoad(smi, plan);
        QCOMPARE(power.size(), std::size_t(2));
        QVERIFY(power[0].passed && power[1].passed);
        QCOMPARE(power[0].measured, 611.37); // the weakest card
        QCOMPARE(power[0].expected, 420.0);  // 60 % of 700 W
    }

    void checkGpusNotAsOrdered()
    {
        PlanExpectations plan;
        plan.cardId = "h800-sxm";
        plan.cardsPerMachine = 8;
        const NvidiaSmiFacts smi = ok(parseNvidiaSmiCsv(fixture("smi_4090x4.csv")));
        const auto findings = checkGpus(smi, plan, cards());
        QCOMPARE(findings.size(), std::size_t(3));
        QVERIFY(!findings[0].passed);
        QCOMPARE(findings[0].measuredText, std::string("rtx-4090"));
        QCOMPARE(findings[0].expectedText, std::string("h800-sxm"));
        QCOMPARE(findings[0].params, std::vector<std::string>{"NVIDIA GeForce RTX 4090"});
        QVERIFY(findings[0].ask == AskCode::CardModel);
        QVERIFY(!findings[1].passed);
        QCOMPARE(findings[1].measured, 4.0);
        QCOMPARE(findings[1].expected, 8.0);
        QCOMPARE(findings[2].code, FindingCode::PersistenceMode);
        QVERIFY(!findings[2].passed);
        QCOMPARE(findings[2].params.size(), std::size_t(4));
        // Consumer cards are not H-series: no persistence finding for them.
        plan.cardId = "rtx-4090";
        plan.cardsPerMachine = 4;
        plan.tdpWatts = 450;
        const auto own = checkGpus(smi, plan, cards());
        QCOMPARE(own.size(), std::size_t(2));
        QVERIFY(own[0].passed && own[1].passed);
        const auto power = checkPowerUnderLoad(smi, plan);
        QCOMPARE(power.size(), std::size_t(2));
        QCOMPARE(power[0].code, FindingCode::PowerUnderLoad);
        QVERIFY(!power[0].passed);
        QCOMPARE(power[0].measured, 188.02);
        QCOMPARE(power[0].expected, 270.0);
        QCOMPARE(power[0].reference, 450.0);
        QCOMPARE(power[0].params, std::vector<std::string>{"3"});
        QCOMPARE(power[1].code, FindingCode::PowerLimit);
        QVERIFY(!power[1].passed);
        QCOMPARE(power[1].measured, 300.0);
        QCOMPARE(power[1].params, std::vector<std::string>{"3"});
        QCOMPARE(suggestedStatus(power, "accept.power_under_load"), CheckStatus::Fail);
    }

    void checkTopologyAgainstPlan()
    {
        PlanExpectations plan;
        plan.tensorParallel = 4;
        const auto pcie = checkTopology(ok(parseTopology(fixture("topo_pcie4_ansi.txt"))), plan);
        QCOMPARE(pcie.size(), std::size_t(1));
        QVERIFY(!pcie[0].passed);
        QCOMPARE(pcie[0].measured, 0.0);
        QCOMPARE(pcie[0].expected, 6.0);
        QCOMPARE(pcie[0].params.front(), std::string("0-1"));
        QVERIFY(pcie[0].ask == AskCode::NvlinkMachine);
        const auto hgx = checkTopology(ok(parseTopology(fixture("topo_hgx8_nv18.txt"))), plan);
        QVERIFY(hgx.at(0).passed);
        QCOMPARE(hgx[0].expected, 28.0);
        plan.tensorParallel = 1; // data parallel only: PCIe is acceptable
        QVERIFY(checkTopology(ok(parseTopology(fixture("topo_pcie4_ansi.txt"))), plan).empty());
    }

    void checkScalingAndTraining()
    {
        const auto good = checkScaling(ok(parseScalingTable(fixture("scaling_h800.csv"))));
        QVERIFY(good.at(0).passed);
        const auto seed = checkScaling(ok(parseScalingTable("16,100\n64,250\n")));
        QVERIFY(!seed.at(0).passed);
        QCOMPARE(seed[0].measured, 0.625);
        QCOMPARE(seed[0].expected, 0.8);
        QCOMPARE(seed[0].params, (std::vector<std::string>{"16", "64", "64"}));
        PlanExpectations plan;
        plan.mfu = Range{0.30, 0.45, 0.55};
        const TrainingLogFacts log =
            ok(parseTrainingLog(fixture("training_log.csv"), {8, 989e12, 6.74e9}));
        const auto within = checkTraining(log, plan);
        QVERIFY(within.at(0).passed);
        QCOMPARE(within[0].reference, 0.45);
        plan.mfu = Range{0.50, 0.55, 0.60};
        const auto below = checkTraining(log, plan);
        QVERIFY(!below.at(0).passed);
        QVERIFY(below[0].ask == AskCode::FrameworkSupport);
    }

    // Every finding points at a checklist item that exists.
    void findingsNameRealItems()
    {
        QVERIFY(builtinChecklists().ok());
        PlanExpectations plan;
        plan.cardId = "h800-sxm";
        plan.cardsPerMachine = 8;
        plan.tdpWatts = 700;
        plan.tensorParallel = 8;
        plan.promisedGbitPerS = 100;
        plan.mfu = Range{0.3, 0.45, 0.55};
        std::vector<Finding> all;
        const auto add = [&](const std::vector<Finding> &f) {
            all.insert(all.end(), f.begin(), f.end());
        };
        const NvidiaSmiFacts smi = ok(parseNvidiaSmiCsv(fixture("smi_h800x8.csv")));
        add(checkGpus(smi, plan, cards()));
        add(checkPowerUnderLoad(smi, plan));
        add(checkTopology(ok(parseTopology(fixture("topo_hgx8_nv18.txt"))), plan));
        add(suanpan::checkNetwork(ok(parseIperf3Json(fixture("iperf3_tcp.json"))), plan));
        add(checkScaling(ok(parseScalingTable(fixture("scaling_h800.csv")))));
        add(checkTraining(ok(parseTrainingLog(fixture("training_log.csv"), {8, 989e12, 6.74e9})),
                          plan));
        QCOMPARE(all.size(), std::size_t(9));
        for (const Finding &f : all) {
            QVERIFY2(findChecklistItem(builtinChecklists().value(), f.itemId), f.itemId.c_str());
            QVERIFY(f.ask < AskCode::Count);
            QVERIFY(f.code < FindingCode::Count);
        }
        QCOMPARE(suggestedStatus(all, "accept.iperf3_nodes"), CheckStatus::Fail); // 23.4 < 90
        QCOMPARE(suggestedStatus(all, "accept.nvlink_topology"), CheckStatus::Pass);
        QCOMPARE(suggestedStatus(all, "six.site_visit"), CheckStatus::NotChecked);
    }

    void expectationsFromCatalog()
    {
        Option o;
        o.cardId = "h800-sxm";
        o.cardCount = 16;
        o.facilityId = "idc-baoan";
        const PlanExpectations p = expectationsFor(o, builtinCatalog().value(), 8);
        QCOMPARE(p.cardsPerMachine, 8);
        QCOMPARE(p.tdpWatts, 700.0);
        QCOMPARE(p.promisedGbitPerS, 25.0);
        QCOMPARE(p.tensorParallel, 8);
        o.cardCount = 4;
        o.facilityId = "nowhere";
        const PlanExpectations q = expectationsFor(o, builtinCatalog().value());
        QCOMPARE(q.cardsPerMachine, 4);
        QCOMPARE(q.promisedGbitPerS, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestEvidenceChecks)
#include "tst_evidence_checks.moc"
