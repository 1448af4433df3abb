// One job, one answer: every figure about a workload on an option comes
// from one sizing path (estimate/JobSizing.h). For every workload x option of
// the example project and of every scenario template, the cost engine's pair
// (Compare, charts, slides, `evaluate`) and sizeJob() (the Sizing page,
// `estimate memory|train|infer`) agree exactly, and so does the scaling
// curve the chart draws at the option's card count. The Sizing page and
// CLI tests check that they call sizeJob() with the same inputs.
#include <QtTest>

#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "cost/Evaluation.h"
#include "estimate/JobSizing.h"
#include "io/Example.h"
#include "support/Fixtures.h"
#include "verify/Evidence.h"

using namespace suanpan;

namespace {

// The built-in catalog and the example (tests/core/support/Fixtures.h).
const Catalog &catalog()
{
    return test::builtin();
}
using test::example;

const Option *findOption(const Project &p, const std::string &id)
{
    for (const Option &o : p.options)
        if (o.id == id)
            return &o;
    return nullptr;
}

const Workload *findWorkload(const Project &p, const std::string &id)
{
    for (const Workload &w : p.workloads)
        if (w.id == id)
            return &w;
    return nullptr;
}

// A template with an option on its recommended target (the Sizing page's
// default for it), rented by the hour in a GPU cloud or, beyond a cloud's
// 64 cards, in the hosted cluster by the month.
Project templateWithOption(Scenario scenario, SizingTarget &target)
{
    Project p = projectTemplate(scenario);
    const SizingAssumptions a = sizingAssumptions(CatalogView(catalog(), p), p);
    target = recommendedTarget(p.workloads.front(), catalog(), a);
    Option o;
    o.id = "recommended";
    o.name = "recommended";
    o.cardId = target.card ? target.card->id : "";
    o.cardCount = target.cards;
    // More than one server trains over a cluster's network, the one the
    // recommendation assumes (defaultNetwork: 400 Gb/s per card).
    o.facilityId = target.cards > 8 ? "hosted-cluster" : "gpu-cloud";
    o.contractId = target.cards > 8 ? "monthly" : "hourly";
    p.options.push_back(o);
    return p;
}

void addProject(const char *name, const Project &p)
{
    QTest::newRow(name) << QVariant::fromValue(static_cast<const void *>(new Project(p)));
}

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

private slots:
    void pairsAgreeWithSizeJob_data()
    {
        QTest::addColumn<QVariant>("project");
        addProject("example project (3 workloads x 5 options)", example());
        for (Scenario s : {Scenario::PreTraining, Scenario::FullFineTune, Scenario::LoRA,
                           Scenario::QLoRA, Scenario::Inference}) {
            SizingTarget target;
            const Project p = templateWithOption(s, target);
            addProject(qPrintable(QString("template %1 on its recommended card")
                                      .arg(QString::fromUtf8(toCode(s).data()))),
                       p);
        }
    }

    void pairsAgreeWithSizeJob()
    {
        QFETCH(QVariant, project);
        const std::unique_ptr<const Project> owned(
            static_cast<const Project *>(project.value<const void *>()));
        const Project &p = *owned;
        const Catalog merged = catalog().withProject(p);
        const SizingAssumptions a = sizingAssumptions(CatalogView(catalog(), p), p);
        const Evaluation ev = evaluate(p, catalog());
        QVERIFY(ev.issues.empty() && ev.problems.empty());
        QCOMPARE(ev.pairs.size(), p.workloads.size() * p.options.size());
        for (const PairResult &pair : ev.pairs) {
            const Workload &w = *findWorkload(p, pair.workloadId);
            const Option &o = *findOption(p, pair.optionId);
            SizingTarget t;
            t.card = merged.findCard(o.cardId);
            t.cards = o.cardCount;
            t.network = merged.findFacility(o.facilityId)->network;
            const JobSizing s = sizeJob(w, t, a);
            const QByteArray where = QByteArray::fromStdString(w.id + " on " + o.id);
            QVERIFY2(s.ok(), where);
            QVERIFY2(s.layoutChosen, where);
            // Fit: verdict, layout and every part of the memory breakdown.
            QCOMPARE(s.layout, pair.layout);
            QCOMPARE(s.fits, pair.priced);
            QCOMPARE(s.memory.total, pair.memory.total);
            QCOMPARE(s.memory.weights, pair.memory.weights);
            QCOMPARE(s.memory.activations, pair.memory.activations);
            QCOMPARE(s.memory.kvCache, pair.memory.kvCache);
            QCOMPARE(s.memory.capacity, pair.memory.capacity);
            if (!pair.priced)
                continue;
            if (s.train) {
                QVERIFY2(pair.training, where);
                QCOMPARE(s.train->wallSeconds, pair.training->wallSeconds);
                QCOMPARE(s.train->mfu, pair.training->mfu);
                QCOMPARE(s.train->scalingEfficiency, pair.training->scalingEfficiency);
                // The scaling chart's curve passes through the option's point.
                const auto curve =
                    scalingCurveFor(w, *t.card, pair.layout, t.network, a, {o.cardCount});
                QCOMPARE(curve.size(), size_t(1));
                QCOMPARE(curve.front().efficiency, pair.training->scalingEfficiency);
            }
            if (s.infer) {
                QVERIFY2(pair.inference, where);
                QCOMPARE(s.infer->at.ttftSeconds, pair.inference->at.ttftSeconds);
                QCOMPARE(s.infer->at.tokensPerSecond, pair.inference->at.tokensPerSecond);
                QCOMPARE(s.infer->maxConcurrency, pair.inference->maxConcurrency);
                QCOMPARE(s.infer->at.fits, s.fits);
            }
        }
    }

    // Scenario cards promise that their template runs on the card they
    // recommend; the Sizing page opens a new workload there.
    void templatesFitTheirRecommendedCard()
    {
        for (Scenario s : {Scenario::PreTraining, Scenario::FullFineTune, Scenario::LoRA,
                           Scenario::QLoRA, Scenario::Inference}) {
            SizingTarget target;
            const Project p = templateWithOption(s, target);
            QVERIFY2(target.card, toCode(s).data());
            const Evaluation ev = evaluate(p, catalog());
            const PairResult *pair = ev.pair(p.workloads.front().id, "recommended");
            QVERIFY2(pair && pair->feasible, toCode(s).data());
        }
        // The LoRA card's promise in seed 004's words: a 7B model runs on a
        // 24 GB card.
        SizingTarget target;
        templateWithOption(Scenario::LoRA, target);
        QCOMPARE(target.card->id, std::string("rtx-4090"));
        QCOMPARE(target.cards, 1);
    }

    // Plan vs measured re-prices with the measured network exactly as sizing
    // the job at that network does (`estimate train --network`).
    void planVsMeasuredIsSizeJobAtTheMeasuredNetwork()
    {
        const Project p = example();
        const Catalog merged = catalog().withProject(p);
        const SizingAssumptions a = sizingAssumptions(CatalogView(catalog(), p), p);
        MeasuredFacts facts;
        facts.interNodeGbitPerS = 12.6; // the walkthrough's iperf3 file
        const auto rows = planVsMeasured(p, catalog(), "o-h800-hosted-monthly", facts);
        bool checked = false;
        for (const PlanVsMeasured &row : rows) {
            const Workload &w = *findWorkload(p, row.workloadId);
            if (!isTraining(w.scenario))
                continue;
            SizingTarget t;
            t.card = merged.findCard("h800-sxm");
            t.cards = 64;
            t.network = merged.findFacility("hosted-cluster")->network;
            const JobSizing planned = sizeJob(w, t, a);
            t.network.gbitPerS = 12.6;
            const JobSizing measured = sizeJob(w, t, a);
            QVERIFY(planned.train && measured.train);
            QVERIFY(
                qFuzzyCompare(row.plannedHours.likely, planned.train->wallSeconds.likely / 3600.0));
            QVERIFY(qFuzzyCompare(row.measuredHours.likely,
                                  measured.train->wallSeconds.likely / 3600.0));
            checked = true;
        }
        QVERIFY(checked);
    }
};

QTEST_APPLESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
