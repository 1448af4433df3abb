#include <algorithm>
#include <cmath>
#include <map>

#include "cost/CostModel.h"
#include "cost/Prepared.h"
#include "cost/WorkPlan.h"

// How busy each option's cards are over the horizon (Evaluation.h, BusyUse):
// the project's own scheduled work as the year plan places it (WorkPlan.h)
// on the option's card and count, plus, for owned cards, the other work the
// project declares (assumption other_work_share, none by default). An owned
// option's cost per run is its horizon cost spread over these hours, so a
// purchase is never priced on work the project does not have.

namespace suanpan {

namespace {

using I = InputId;

void setShare(InputTable &t, const Range &share, const char *source)
{
    t[I::BusyShare] = {share, source, true};
}

Range clampedShare(double project, const Range &other)
{
    const auto at = [&](double o) { return std::clamp(project + o, 0.0, 1.0); };
    return {at(other.low), at(other.likely), at(other.high)};
}

// A pair's busy share: the workload alone on the option's cards. Serving
// pays for the hours it serves (its share of the day); a training run's
// price spreads the capacity over its own scheduled runs (and any other
// work declared) -- never over the project's other workloads, which Compare
// may put elsewhere (the year plan prices them together).
void pairShare(PreparedPair &pair, const PlannedWorkload *pw, int horizonMonths, const Range &other,
               bool owned)
{
    const double hours = double(hourOfMonth(horizonMonths));
    pair.runs = pair.inference ? 0 : scheduledRuns(pair.workload->schedule, horizonMonths);
    double own = 0.0;
    if (pair.inference) {
        if (pw && pw->cards > 0 && hours > 0.0)
            own = pw->cardHours / (pw->cards * hours);
        setShare(pair.table, Range::exactly(std::clamp(own, 0.0, 1.0)), "derived:serving_share");
        pair.projectShare = own;
        pair.otherWork = 0.0;
        return;
    }
    if (pair.sizing->fits && pair.sizing->train && hours > 0.0) {
        const Sheet s = pairSheet(pair, pair.demand, pair.table.likely());
        if (std::isfinite(s.usedHours))
            own = std::min(1.0, pair.runs * s.usedHours / hours);
    }
    const Range extra = owned ? other : Range::exactly(0.0);
    setShare(pair.table, clampedShare(own, extra),
             owned ? "derived:run_share_owned" : "derived:run_share");
    pair.projectShare = own;
    pair.otherWork = extra.likely;
}

} // namespace

BusyUse applyBusyUse(PreparedOption &opt, std::vector<PreparedPair> &pairs, const WorkPlan &plan,
                     const Range &otherWork, double leadMonths)
{
    const double hours = double(hourOfMonth(plan.horizonMonths));
    const int cards = std::max(opt.setup.cards, 1);
    const bool owned = opt.setup.acquisition != Acquisition::Rent;
    // Owned cards work from their delivery on (purchase_lead_months); the
    // work scheduled before it is rented (the year plan does the same).
    const std::size_t from = owned ? std::size_t(std::llround(leadMonths * kHoursPerMonth)) : 0;
    const OwnedPlacement placed = placeOnOwned(plan, cards, from);
    BusyUse use;
    use.projectShare = hours > 0.0 ? placed.busyCardHours / (cards * hours) : 0.0;
    use.otherWork = owned ? otherWork : Range::exactly(0.0);
    use.share = clampedShare(use.projectShare, use.otherWork);
    use.busyHours = use.share.likely * hours;
    use.overCapacity = use.projectShare + use.otherWork.likely > 1.0 + 1e-9;
    for (size_t wi = 0; wi < plan.workloads.size(); ++wi)
        if (placed.runsOwned[wi] > 0 ||
            (plan.workloads[wi].serving && plan.workloads[wi].cardHours > 0.0))
            use.workloadIds.push_back(plan.workloads[wi].workloadId);
    setShare(opt.table, use.share, owned ? "derived:busy_share_owned" : "derived:busy_share");
    for (size_t wi = 0; wi < pairs.size(); ++wi)
        pairShare(pairs[wi], wi < plan.workloads.size() ? &plan.workloads[wi] : nullptr,
                  plan.horizonMonths, use.otherWork, owned);
    return use;
}

void planBusyShares(Prepared &in, const CatalogView &merged)
{
    const int horizon =
        std::max(1, int(std::lround(in.assumptions.table[I::HorizonMonths].range.likely)));
    in.uses.assign(in.options.size(), {});
    for (size_t oi = 0; oi < in.options.size(); ++oi) {
        PreparedOption &opt = in.options[oi];
        const int cards = std::max(opt.setup.cards, 1);
        const int step = opt.setup.servers > 0 ? std::max(1, cards / opt.setup.servers) : 1;
        RunTimes times(opt, in.pairs[oi], in.demands[oi], in.sizing, in.assumptions, merged);
        const WorkPlan plan = planWork(
            in.workloads, horizon, cards, step,
            [&](const Workload &w, int c) { return times(w, c); }, true);
        in.uses[oi] =
            applyBusyUse(opt, in.pairs[oi], plan, in.assumptions.table[I::OtherWork].range,
                         in.assumptions.leadMonths);
    }
}

RunTimes::RunTimes(const PreparedOption &option, const std::vector<PreparedPair> &pairs,
                   const Demand &demand, SizingCache &sizing, const AssumptionSet &assumptions,
                   const CatalogView &merged)
    : m_option(option), m_pairs(pairs), m_demand(demand), m_sizing(sizing),
      m_assumptions(assumptions), m_merged(merged)
{
}

RunTimes::~RunTimes() = default;

std::optional<RunTime> RunTimes::operator()(const Workload &w, int cards)
{
    if (cards == m_option.setup.cards) {
        for (const PreparedPair &p : m_pairs)
            if (p.workload == &w)
                return timeOf(p, m_demand);
        return std::nullopt;
    }
    const PreparedOption *at = optionAt(cards);
    if (!at)
        return std::nullopt;
    const JobSizing &sizing =
        m_sizing.size(w, *at->setup.card, cards, at->setup.facility->network, m_assumptions.sizing);
    const PreparedPair pair = preparePair(*at, w, sizing, m_assumptions);
    return timeOf(pair, pair.demand);
}

std::optional<RunTime> RunTimes::timeOf(const PreparedPair &p, const Demand &optionDemand)
{
    if (p.inference || !p.sizing->fits || !p.sizing->train)
        return std::nullopt;
    const Sheet s = pairSheet(p, optionDemand, p.table.likely());
    if (!(s.runHours > 0.0) || !std::isfinite(s.usedHours))
        return std::nullopt;
    return RunTime{s.runHours, s.usedHours};
}

const PreparedOption *RunTimes::optionAt(int cards)
{
    auto it = m_others.find(cards);
    if (it == m_others.end()) {
        Option o = m_option.option;
        o.cardCount = cards;
        auto prepared = prepareOption(o, "work_plan", m_merged, m_assumptions);
        it = m_others
                 .emplace(cards,
                          prepared ? std::optional(std::move(prepared).value()) : std::nullopt)
                 .first;
    }
    return it->second ? &*it->second : nullptr;
}

} // namespace suanpan
