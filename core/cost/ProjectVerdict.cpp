#include "cost/ProjectVerdict.h"

#include <algorithm>

namespace suanpan {

namespace {

} // namespace

YearMix yearMix(const Portfolio &p)
{
    YearMix m;
    m.ownedOptionId = p.ownedOptionId;
    m.ownedCards = p.bestMix().ownedCards;
    m.total = p.bestMix().total;
    m.allRented = p.allRented().total;
    m.chanceBeatsRenting = p.chanceBestBeatsRenting;
    for (const PortfolioWorkload &w : p.workloads) {
        if (!w.meetsDeadline)
            m.lateWorkloads.push_back(w.workloadId);
        if (w.raisedForDeadline)
            m.raisedWorkloads.push_back(w.workloadId);
    }
    return m;
}

namespace {

// The distinct recommended options' day-one cash and monthly spend, each
// option counted once however many workloads it is recommended for.
void budgetChecks(const Project &project, const Evaluation &ev, ProjectVerdict &out)
{
    std::vector<std::string> ids;
    for (const WorkloadVerdict &v : ev.verdicts)
        if (!v.recommended.empty() && std::find(ids.begin(), ids.end(), v.recommended) == ids.end())
            ids.push_back(v.recommended);
    double upfront = 0.0, monthly = 0.0;
    for (const std::string &id : ids)
        if (const OptionResult *o = ev.option(id)) {
            upfront += o->upfront.likely;
            monthly += o->monthly.likely;
        }
    const Procurement &p = project.procurement;
    if (p.capitalBudgetCny)
        out.checks.push_back({ProjectCheckKind::CapitalBudget, upfront, *p.capitalBudgetCny, ids});
    if (p.monthlyBudgetCny)
        out.checks.push_back({ProjectCheckKind::MonthlyBudget, monthly, *p.monthlyBudgetCny, ids});
}

} // namespace

ProjectVerdict projectVerdict(const Project &project, const Evaluation &evaluation,
                              const Result<Portfolio> *yearPlan)
{
    ProjectVerdict out;
    out.workloads = evaluation.verdicts;
    if (yearPlan && yearPlan->ok() && !yearPlan->value().curve.empty())
        out.mix = yearMix(yearPlan->value());
    budgetChecks(project, evaluation, out);
    return out;
}

} // namespace suanpan
