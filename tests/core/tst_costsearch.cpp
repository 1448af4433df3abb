// Option search: enumerate cards x counts x facilities x contracts, drop the
// infeasible, keep the Pareto front of cost vs time with reasons.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <set>

#include "catalog/Catalog.h"
#include "cost/OptionSearch.h"
#include "io/Example.h"

using namespace suanpan;

namespace {

const Catalog &catalog()
{
    return builtinCatalog().value();
}

Project example()
{
    return exampleProject().value();
}

double timeOf(const SearchCandidate &c)
{
    return c.pair.inference ? c.pair.inference->at.ttftSeconds : c.pair.jobHours.likely;
}

} // namespace

class TestCostSearch final : public QObject
{
    Q_OBJECT

private slots:
    void paretoFrontFor70BPretraining()
    {
        // The example's 70B continued pre-training: 100 B tokens in 60 days.
        const SearchResult r = searchOptions(example(), "w-cpt-70b", catalog());
        QVERIFY(r.problems.empty());
        QVERIFY(!r.cancelled);
        QVERIFY(r.candidates > 1000);
        QCOMPARE(r.feasible + r.doesNotFit + r.missesDeadline + r.missesLatency + r.spotLongJob,
                 r.candidates);
        QVERIFY(r.doesNotFit > 0);     // 24 GB cards cannot hold 70B training state
        QVERIFY(r.missesDeadline > 0); // 8 cards take months
        QVERIFY(!r.front.empty());
        QCOMPARE(r.dominated, r.feasible - (long long)r.front.size());
        QCOMPARE(r.front.front().reasons.front(), std::string("cheapest"));
        QCOMPARE(r.front.back().reasons.back(), std::string("fastest"));
        // Cheaper first, and every survivor strictly faster than the cheaper ones.
        for (size_t i = 0; i < r.front.size(); ++i) {
            const SearchCandidate &c = r.front[i];
            QVERIFY(c.pair.feasible);
            QVERIFY(c.pair.meetsDeadline);
            QVERIFY(!c.pair.lines.empty());
            QVERIFY(c.pair.jobHours.likely <= 60 * 24.0);
            QCOMPARE(c.pair.optionId, c.id);
            if (i > 0) {
                QVERIFY(c.pair.total.likely >= r.front[i - 1].pair.total.likely);
                QVERIFY(timeOf(c) < timeOf(r.front[i - 1]));
            }
            if (i > 0 && i + 1 < r.front.size())
                QCOMPARE(c.reasons, std::vector<std::string>{"pareto_tradeoff"});
        }
    }

    // Candidates are priced with the project's switched-off lines, as the
    // Compare page prices the project's own options.
    void honoursSwitchedOffLines()
    {
        Project p = example();
        const SearchResult all = searchOptions(p, "w-lora-7b", catalog());
        p.disabledCostLines = {"engineer_time"};
        const SearchResult off = searchOptions(p, "w-lora-7b", catalog());
        QVERIFY(off.problems.empty());
        QVERIFY(!all.front.empty() && !off.front.empty());
        int compared = 0;
        for (const SearchCandidate &c : off.front) {
            const auto line =
                std::find_if(c.pair.lines.begin(), c.pair.lines.end(),
                             [](const CostLine &l) { return l.code == "engineer_time"; });
            QVERIFY(line != c.pair.lines.end());
            QVERIFY(!line->enabled);
            for (const SearchCandidate &a : all.front) {
                if (a.id != c.id)
                    continue;
                QVERIFY(std::abs(a.pair.total.likely - line->cny.likely - c.pair.total.likely) <=
                        1e-9 * a.pair.total.likely);
                ++compared;
            }
        }
        QVERIFY(compared > 0);
    }

    void droppedCandidatesSayWhy()
    {
        const SearchResult r = searchOptions(example(), "w-cpt-70b", catalog());
        QVERIFY(!r.dropped.empty());
        QVERIFY(int(r.dropped.size()) <= SearchSettings{}.maxDropped);
        std::set<std::string> frontIds;
        for (const SearchCandidate &c : r.front)
            frontIds.insert(c.id);
        std::set<std::string> reasons;
        for (const SearchCandidate &c : r.dropped) {
            QCOMPARE(c.reasons.size(), size_t(1));
            reasons.insert(c.reasons.front());
            if (c.reasons.front() == "dominated") {
                // The dominating candidate is on the front, cheaper and faster.
                QVERIFY(frontIds.count(c.dominatedBy));
                for (const SearchCandidate &f : r.front)
                    if (f.id == c.dominatedBy) {
                        QVERIFY(f.pair.total.likely <= c.pair.total.likely);
                        QVERIFY(timeOf(f) <= timeOf(c));
                    }
            } else if (c.reasons.front() == "spot_long_job") {
                // Seed 003: spot is unfit for jobs over 12 h, whatever it costs.
                QCOMPARE(c.option.contractId, std::string("spot"));
                QVERIFY(c.pair.jobHours.likely > 12.0);
            } else {
                QVERIFY(!c.pair.feasible);
            }
            if (c.reasons.front() == "does_not_fit")
                QVERIFY(!c.pair.memory.fits);
            if (c.reasons.front() == "misses_deadline")
                QVERIFY(!c.pair.meetsDeadline || !c.pair.feasible);
        }
        QVERIFY(reasons.count("dominated"));
        QVERIFY(reasons.count("does_not_fit"));
        QVERIFY(reasons.count("misses_deadline"));
    }

    void ownedClustersStayAtCompanyScale()
    {
        // Seed 000: beyond 64 cards self-building exceeds a normal company.
        const SearchResult r = searchOptions(example(), "w-cpt-70b", catalog());
        for (const SearchCandidate &c : r.front)
            if (c.option.acquisition != Acquisition::Rent)
                QVERIFY(c.option.cardCount <= 64);
        for (const SearchCandidate &c : r.front)
            if (c.option.acquisition == Acquisition::Build)
                QCOMPARE(c.option.facilityId, std::string("office-room"));
    }

    void inferenceUsesLatency()
    {
        const SearchResult r = searchOptions(example(), "w-serve-7b", catalog());
        QVERIFY(!r.front.empty());
        for (const SearchCandidate &c : r.front) {
            QVERIFY(c.pair.inference.has_value());
            QVERIFY(c.pair.inference->at.ttftSeconds <= 1.0); // the workload's TTFT target
            QVERIFY(c.pair.cnyPerMillionTokens.likely > 0.0);
        }
    }

    void restrictedCardsAndProgress()
    {
        SearchSettings s;
        s.cardIds = {"h800-sxm", "a800-80g-sxm"};
        std::vector<double> progress;
        s.progress = [&](double p) { progress.push_back(p); };
        const SearchResult r = searchOptions(example(), "w-cpt-70b", catalog(), s);
        QVERIFY(!r.front.empty());
        for (const SearchCandidate &c : r.front)
            QVERIFY(c.option.cardId == "h800-sxm" || c.option.cardId == "a800-80g-sxm");
        QVERIFY(!progress.empty());
        QCOMPARE(progress.back(), 1.0);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
    }

    void cancel()
    {
        std::atomic<bool> stop{true};
        SearchSettings s;
        s.cancel = &stop;
        const SearchResult r = searchOptions(example(), "w-cpt-70b", catalog(), s);
        QVERIFY(r.cancelled);
        QCOMPARE(r.candidates, 0LL);
        QVERIFY(r.front.empty());
    }

    void refusals()
    {
        const SearchResult unknown = searchOptions(example(), "nope", catalog());
        QVERIFY(!unknown.problems.empty());
        QCOMPARE(unknown.problems.front().code, std::string("cost.unknown_reference"));
        Project p = example();
        p.workloads[1].trainingTokens = 0;
        const SearchResult empty = searchOptions(p, "w-cpt-70b", catalog());
        QVERIFY(!empty.problems.empty());
        QCOMPARE(empty.problems.front().subject, std::string("workloads[1].training_tokens"));
        p = example();
        p.assumptions = {{"utilisation", {0.0, 0.0, 0.0}, "fraction", {}}};
        const SearchResult bad = searchOptions(p, "w-cpt-70b", catalog());
        QVERIFY(!bad.problems.empty());
        QCOMPARE(bad.problems.front().subject, std::string("assumptions[0].value"));
    }
};

QTEST_APPLESS_MAIN(TestCostSearch)
#include "tst_costsearch.moc"
