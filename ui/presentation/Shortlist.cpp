#include "Shortlist.h"

#include <algorithm>

#include "model/Project.h"

using namespace suanpan;

namespace {

bool contains(const std::vector<std::string> &ids, const std::string &id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

const Workload *findWorkload(const Project &project, const std::string &id)
{
    for (const Workload &w : project.workloads)
        if (w.id == id)
            return &w;
    return nullptr;
}

WorkloadRanking restrictRanking(const WorkloadRanking &ranking, const Evaluation &evaluation,
                                const Project &project, const std::vector<std::string> &shown)
{
    std::vector<const PairResult *> pairs;
    for (const std::string &id : ranking.optionIds)
        if (contains(shown, id))
            if (const PairResult *p = evaluation.pair(ranking.workloadId, id))
                pairs.push_back(p);
    const Workload *workload = findWorkload(project, ranking.workloadId);
    if (!workload)
        return ranking;
    // Core's ranking rule among the shown options (their order is kept).
    WorkloadRanking out = rankPairs(*workload, pairs);
    // The chances were drawn among every option: they hold for the slides
    // only when every option is shown (else the slides say none).
    if (out.optionIds == ranking.optionIds) {
        out.cheapestChance = ranking.cheapestChance;
        out.fastestChance = ranking.fastestChance;
        out.driver = ranking.driver;
    }
    return out;
}

} // namespace

namespace Shortlist {

std::vector<std::string> optionIds(const Project &project)
{
    std::vector<std::string> chosen;
    std::vector<std::string> all;
    for (const Option &o : project.options) {
        all.push_back(o.id);
        if (o.chosen)
            chosen.push_back(o.id);
    }
    return chosen.empty() ? all : chosen;
}

bool leavesOut(const Project &project, const std::vector<std::string> &optionIds)
{
    return std::any_of(project.options.begin(), project.options.end(),
                       [&](const Option &o) { return !contains(optionIds, o.id); });
}

Evaluation narrow(const Evaluation &evaluation, const Project &project, const Catalog &catalog,
                  const std::vector<std::string> &optionIds)
{
    Evaluation out;
    out.horizonMonths = evaluation.horizonMonths;
    out.utilisation = evaluation.utilisation;
    out.sampling = evaluation.sampling;
    out.issues = evaluation.issues;
    out.problems = evaluation.problems;
    for (const PairResult &p : evaluation.pairs)
        if (contains(optionIds, p.optionId))
            out.pairs.push_back(p);
    for (const OptionResult &o : evaluation.options)
        if (contains(optionIds, o.optionId))
            out.options.push_back(o);
    for (const WorkloadRanking &r : evaluation.rankings)
        out.rankings.push_back(restrictRanking(r, evaluation, project, optionIds));
    for (const BreakEven &b : evaluation.breakEvens)
        if (contains(optionIds, b.ownOptionId) && contains(optionIds, b.rentOptionId))
            out.breakEvens.push_back(b);
    // A flip is between a workload's two best options; when both are shown
    // they are still its two best, as leaving options out keeps the order.
    for (const DecisionFlip &f : evaluation.flips)
        if (contains(optionIds, f.winnerAbove) && contains(optionIds, f.winnerBelow))
            out.flips.push_back(f);
    // Each workload's tornado is about its winner among the shown options.
    for (const WorkloadRanking &r : out.rankings) {
        if (r.optionIds.empty() || r.reasons.empty() || r.reasons.front() == "none_feasible")
            continue;
        const Tornado *same = evaluation.tornado(r.workloadId);
        if (same && same->optionId == r.optionIds.front())
            out.tornadoes.push_back(*same);
        else
            out.tornadoes.push_back(tornadoFor(project, catalog, r.workloadId, r.optionIds.front()));
    }
    return out;
}

} // namespace Shortlist
