#include <algorithm>

#include "cost/Judge.h"
#include "cost/Prepared.h"
#include "cost/Quotes.h"

// Each option's standing for one workload (Verdict.h rules 1 and 2): what
// the evaluation priced, checked against the project's shortlist, budgets,
// the market and the option's capacity.

namespace suanpan {

namespace {

const Flag *flagOf(const PairResult &p, FlagCode code)
{
    for (const Flag &f : p.flags)
        if (f.code == code)
            return &f;
    return nullptr;
}

std::vector<double> valuesOf(const PairResult &p, FlagCode code)
{
    const Flag *f = flagOf(p, code);
    return f ? f->values : std::vector<double>{};
}

bool shortlisted(const Project &project, const std::string &optionId)
{
    const bool anyChosen = std::any_of(project.options.begin(), project.options.end(),
                                       [](const Option &o) { return o.chosen; });
    if (!anyChosen)
        return true;
    return std::any_of(project.options.begin(), project.options.end(),
                       [&](const Option &o) { return o.id == optionId && o.chosen; });
}

// The spend a monthly budget is checked against (OptionSearch.h
// CandidateCash): a rented run's cost over the calendar months it runs, at
// least one; otherwise the option's steady monthly spend.
double monthlySpend(const PairResult &p, const OptionResult &o)
{
    const bool rentedRun = p.scope == CostScope::PerRun && o.acquisition == Acquisition::Rent;
    return rentedRun ? p.total.likely / std::max(1.0, p.jobHours.likely / kHoursPerMonth)
                     : o.monthly.likely;
}

void fitBreaches(const PairResult &p, std::vector<BreachItem> &out)
{
    if (!p.priced)
        out.push_back({Breach::DoesNotFit, valuesOf(p, FlagCode::DoesNotFit)});
    if (!p.meetsDeadline)
        out.push_back({Breach::MissesDeadline, valuesOf(p, FlagCode::MissesDeadline)});
    if (!p.meetsLatency)
        out.push_back({Breach::MissesLatency, valuesOf(p, FlagCode::MissesLatency)});
    if (flagOf(p, FlagCode::SpotNeverFinishes))
        out.push_back({Breach::SpotNeverFinishes, valuesOf(p, FlagCode::SpotNeverFinishes)});
    if (flagOf(p, FlagCode::ExceedsCapacity))
        out.push_back({Breach::OverCapacity, valuesOf(p, FlagCode::ExceedsCapacity)});
}

void teamBreaches(const PreparedOption &opt, const PairResult &p, const OptionResult *o,
                  const Project &project, const std::string &today, std::vector<BreachItem> &out)
{
    const Procurement &proc = project.procurement;
    const bool owned = opt.setup.acquisition != Acquisition::Rent;
    if (owned && newSaleRestricted(opt.setup.card->marketStatus) && !proc.restrictedCardSource)
        out.push_back({Breach::RestrictedPurchase, {}});
    // A price past its quote's validity is no offer until the user confirms it.
    if (const ProviderQuote *q = findQuote(project, opt.option.quoteId);
        q && !q->confirmed && quoteExpired(*q, today))
        out.push_back(
            {Breach::QuoteExpired, {double(-daysBetween(today, q->validUntil).value_or(0))}});
    if (!o || !p.priced)
        return;
    if (proc.capitalBudgetCny && o->upfront.likely > *proc.capitalBudgetCny)
        out.push_back({Breach::OverCapitalBudget, {o->upfront.likely, *proc.capitalBudgetCny}});
    const double monthly = monthlySpend(p, *o);
    if (proc.monthlyBudgetCny && monthly > *proc.monthlyBudgetCny)
        out.push_back({Breach::OverMonthlyBudget, {monthly, *proc.monthlyBudgetCny}});
}

} // namespace

WorkloadVerdict judgeWorkload(const Prepared &in, const Project &project, const Evaluation &ev,
                              size_t wi, const std::vector<std::span<const double>> *draws)
{
    const Workload &w = *in.workloads[wi];
    std::vector<Entrant> entrants;
    bool perRun = true;
    for (size_t oi = 0; oi < in.options.size(); ++oi) {
        const PreparedOption &opt = in.options[oi];
        const PairResult *p = ev.pair(w.id, opt.option.id);
        if (!p)
            continue;
        perRun = p->scope == CostScope::PerRun;
        Entrant e;
        Standing &s = e.standing;
        s.optionId = opt.option.id;
        s.priced = p->priced;
        if (!shortlisted(project, opt.option.id))
            s.breaches.push_back({Breach::NotShortlisted, {}});
        fitBreaches(*p, s.breaches);
        teamBreaches(opt, *p, ev.option(opt.option.id), project, in.today, s.breaches);
        s.cost = p->total.likely;
        s.p10 = p->total.low;
        s.p90 = p->total.high;
        s.hours = p->inference ? p->inference->at.ttftSeconds : p->jobHours.likely;
        e.payPerUse = opt.setup.payPerUse;
        e.owned = opt.setup.acquisition != Acquisition::Rent;
        e.riskFlags = int(p->flags.size());
        if (draws && oi < draws->size())
            e.draws = (*draws)[oi];
        entrants.push_back(std::move(e));
    }
    JudgeGoals goals;
    goals.perRun = perRun;
    goals.deadline = isTraining(w.scenario) && w.deadlineDays > 0.0;
    goals.latency = !isTraining(w.scenario) && w.ttftTargetSeconds > 0.0;
    return judge(w.id, goals, std::move(entrants));
}

} // namespace suanpan
