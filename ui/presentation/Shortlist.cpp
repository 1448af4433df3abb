#include "Shortlist.h"

#include <algorithm>

#include "model/Project.h"

using namespace suanpan;

namespace {

bool contains(const std::vector<std::string> &ids, const std::string &id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
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

Evaluation narrow(const Evaluation &evaluation, const std::vector<std::string> &optionIds)
{
    Evaluation out;
    out.horizonMonths = evaluation.horizonMonths;
    out.otherWork = evaluation.otherWork;
    out.sampling = evaluation.sampling;
    out.issues = evaluation.issues;
    out.problems = evaluation.problems;
    for (const PairResult &p : evaluation.pairs)
        if (contains(optionIds, p.optionId))
            out.pairs.push_back(p);
    for (const OptionResult &o : evaluation.options)
        if (contains(optionIds, o.optionId))
            out.options.push_back(o);
    // The verdict is made among the shortlisted options already: only the
    // others' standings (left out as not in the comparison) are dropped.
    for (WorkloadVerdict v : evaluation.verdicts) {
        std::erase_if(v.standings,
                      [&](const Standing &st) { return !contains(optionIds, st.optionId); });
        out.verdicts.push_back(std::move(v));
    }
    for (const BreakEven &b : evaluation.breakEvens)
        if (contains(optionIds, b.ownOptionId) && contains(optionIds, b.rentOptionId))
            out.breakEvens.push_back(b);
    for (const DecisionFlip &f : evaluation.flips)
        if (contains(optionIds, f.winnerAbove) && contains(optionIds, f.winnerBelow))
            out.flips.push_back(f);
    for (const Tornado &t : evaluation.tornadoes)
        if (contains(optionIds, t.optionId))
            out.tornadoes.push_back(t);
    return out;
}

} // namespace Shortlist
