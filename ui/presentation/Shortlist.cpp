#include "Shortlist.h"

#include <algorithm>
#include <limits>

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

// What the ranking compares on time: first-token latency when serving, the
// job's hours when training (the Compare page's Time column).
double timeOf(const PairResult &p)
{
    return p.inference ? p.inference->at.ttftSeconds : p.jobHours.likely;
}

// The reason codes of core's ranking (cost/Evaluation.cpp, rank()) for the
// first of `pairs`, which are in ranking order: feasible before infeasible,
// then cheapest first.
std::vector<std::string> winnerReasons(const Workload &workload,
                                       const std::vector<const PairResult *> &pairs)
{
    int feasible = 0;
    double fastest = std::numeric_limits<double>::max();
    for (const PairResult *p : pairs) {
        if (p->feasible) {
            ++feasible;
            fastest = std::min(fastest, timeOf(*p));
        }
    }
    if (feasible == 0)
        return pairs.empty() ? std::vector<std::string>{}
                             : std::vector<std::string>{"none_feasible"};
    const PairResult &winner = *pairs.front();
    std::vector<std::string> reasons{"cheapest"};
    if (feasible == 1)
        reasons.push_back("only_feasible");
    if (timeOf(winner) <= fastest)
        reasons.push_back("fastest");
    if (workload.deadlineDays > 0.0 && winner.meetsDeadline && !winner.inference)
        reasons.push_back("meets_deadline");
    if (workload.ttftTargetSeconds > 0.0 && winner.meetsLatency && winner.inference)
        reasons.push_back("meets_latency");
    return reasons;
}

WorkloadRanking restrictRanking(const WorkloadRanking &ranking, const Evaluation &evaluation,
                                const Project &project, const std::vector<std::string> &shown)
{
    WorkloadRanking r;
    r.workloadId = ranking.workloadId;
    std::vector<const PairResult *> pairs;
    for (const std::string &id : ranking.optionIds) {
        if (!contains(shown, id))
            continue;
        r.optionIds.push_back(id);
        if (const PairResult *p = evaluation.pair(ranking.workloadId, id))
            pairs.push_back(p);
    }
    const Workload *workload = findWorkload(project, ranking.workloadId);
    // Nothing left out: the document's own words, whatever they are.
    if (r.optionIds == ranking.optionIds || !workload)
        r.reasons = ranking.reasons;
    else
        r.reasons = winnerReasons(*workload, pairs);
    return r;
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

Evaluation narrow(const Evaluation &evaluation, const Project &project,
                  const std::vector<std::string> &optionIds)
{
    Evaluation out;
    out.horizonMonths = evaluation.horizonMonths;
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
    if (contains(optionIds, evaluation.tornadoOptionId)) {
        out.tornadoOptionId = evaluation.tornadoOptionId;
        out.tornado = evaluation.tornado;
    }
    return out;
}

} // namespace Shortlist
