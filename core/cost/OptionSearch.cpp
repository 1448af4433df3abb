#include "OptionSearch.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

#include "cost/CostEngine.h"
#include "cost/WorkPlan.h"
#include "estimate/LayoutSearch.h"
#include "model/Validation.h"

namespace suanpan {

namespace {

struct Combo {
    const Contract *contract; // null: build
    Acquisition acquisition;
};

bool cabinetSite(FacilityKind k)
{
    return k == FacilityKind::IdcCabinet || k == FacilityKind::HostedCluster ||
           k == FacilityKind::RemoteRegion;
}

// A contract without a compute price is a cabinet lease: for hosting own servers.
bool cabinetLease(const Contract &c)
{
    return c.unitPriceCnyPerCardHour && c.unitPriceCnyPerCardHour->high <= 0.0;
}

std::vector<Combo> combosFor(const Facility &f, const Catalog &catalog)
{
    std::vector<Combo> out;
    if (f.kind == FacilityKind::OfficeRoom) {
        out.push_back({nullptr, Acquisition::Build});
        return out;
    }
    for (const Contract &c : catalog.contracts) {
        if (cabinetLease(c)) {
            if (cabinetSite(f.kind))
                out.push_back({&c, Acquisition::Host});
        } else {
            out.push_back({&c, Acquisition::Rent});
        }
    }
    return out;
}

std::string candidateId(const Card &card, int count, const Facility &f, const Combo &c)
{
    return card.id + "x" + std::to_string(count) + "@" + f.id + "/" +
           (c.contract ? c.contract->id : std::string("-")) + "/" +
           std::string(toCode(c.acquisition));
}

// The first rule a candidate fails (OptionSearch.h SearchReason, in the
// order searchOptions() checks them); none: it passed every rule.
using Verdict = std::optional<SearchReason>;
constexpr Verdict kFeasible = std::nullopt;

struct Scored {
    Option option;
    double cost = 0.0;    // likely total
    double time = 0.0;    // likely job hours, or TTFT for inference
    double shortBy = 0.0; // does not fit: memory missing / capacity
    double scaling = 1.0; // training: the sizing engine's scaling efficiency
    bool training = false;
    CandidateCash cash;
    Verdict verdict = kFeasible;
    bool front = false;
    int dominatedBy = -1;
    int smallerCards = 0; // rule 4: the smaller count of its group that does the work
};

double timeOf(const PairResult &p)
{
    return p.inference ? p.inference->at.ttftSeconds : p.jobHours.likely;
}

// What the team can get and spend: the settings' budgets, else the project's.
struct Limits {
    std::optional<double> capital;
    std::optional<double> monthly;
    bool restrictedSource = false;
};

Limits limitsFor(const Project &project, const SearchSettings &settings)
{
    const Procurement &p = project.procurement;
    return {settings.capitalBudgetCny ? settings.capitalBudgetCny : p.capitalBudgetCny,
            settings.monthlyBudgetCny ? settings.monthlyBudgetCny : p.monthlyBudgetCny,
            p.restrictedCardSource};
}

// Rule 1: can the job run on it at all, in time?
Verdict physicalVerdict(const JobSizing &size, const PairResult &r, const Combo &combo)
{
    if (!size.fits || !r.priced)
        return SearchReason::DoesNotFit;
    if (!r.meetsLatency)
        return SearchReason::MissesLatency;
    if (!r.feasible)
        return SearchReason::MissesDeadline; // late, or a spot job that never ends
    if (combo.contract && combo.contract->billing == BillingMode::Spot && !r.inference &&
        r.jobHours.likely > kSpotLongJobHours)
        return SearchReason::SpotLongJob;
    return kFeasible;
}

// The candidate as the only option of a project: its horizon figures as
// evaluate() computes them, and its spend in a month (OptionSearch.h).
CandidateCash cashOf(const PreparedOption &option, const PreparedPair &pair, const PairResult &r,
                     const LineMask &enabled)
{
    const OptionMoney money = optionMoney(option, optionSheets(option, pair.demand), enabled);
    CandidateCash c;
    c.optionTotal = money.total;
    c.upfront = money.upfront;
    c.monthly = money.monthly;
    const bool rentedRun =
        r.scope == CostScope::PerRun && option.setup.acquisition == Acquisition::Rent;
    c.monthlySpend = rentedRun ? r.total.likely / std::max(1.0, r.jobHours.likely / kHoursPerMonth)
                               : money.monthly.likely;
    return c;
}

// Rules 2 and 3: what the team can get and pay, and whether a purchase is
// priced on demand nobody stated.
Verdict teamVerdict(const Card &card, const Scored &s, const PairResult &r, const Limits &limits)
{
    const bool owned = s.option.acquisition != Acquisition::Rent;
    if (owned && newSaleRestricted(card.marketStatus) && !limits.restrictedSource)
        return SearchReason::ExportRestricted;
    if (limits.capital && s.cash.upfront.likely > *limits.capital)
        return SearchReason::OverCapitalBudget;
    if (limits.monthly && s.cash.monthlySpend > *limits.monthly)
        return SearchReason::OverMonthlyBudget;
    if (r.capacity && r.capacity->otherWork > r.capacity->projectShare)
        return SearchReason::NeedsOtherWork;
    return kFeasible;
}

// Rule 4, scale: a count above the smallest that passed rules 1-3 must put
// its extra cards to work (OptionSearch.h). Scaling depends on the site's
// network, so it is judged within a card x facility x contract x
// acquisition; a short run or an idle server is the same on any site.
void dropWaitingCards(std::vector<Scored> &scored, const SearchSettings &settings)
{
    using Group = std::tuple<std::string, std::string, std::string, Acquisition>;
    const auto groupOf = [](const Option &o) {
        return Group{o.cardId, o.facilityId, o.contractId, o.acquisition};
    };
    constexpr int kNone = std::numeric_limits<int>::max();
    std::map<Group, int> leastInGroup;
    std::map<std::string, int> leastOfCard; // serving
    std::map<std::string, int> quickOfCard; // training within the start-up bound
    const auto lower = [](auto &map, const auto &key, int cards) {
        auto [it, added] = map.emplace(key, cards);
        if (!added)
            it->second = std::min(it->second, cards);
    };
    for (const Scored &s : scored) {
        if (s.verdict != kFeasible)
            continue;
        const int cards = s.option.cardCount;
        lower(leastInGroup, groupOf(s.option), cards);
        if (!s.training)
            lower(leastOfCard, s.option.cardId, cards);
        else if (s.time <= settings.startUpBoundHours)
            lower(quickOfCard, s.option.cardId, cards);
    }
    const auto at = [&](const std::map<std::string, int> &map, const std::string &card) {
        const auto it = map.find(card);
        return it == map.end() ? kNone : it->second;
    };
    for (Scored &s : scored) {
        if (s.verdict != kFeasible)
            continue;
        const int cards = s.option.cardCount;
        const int least = leastInGroup.at(groupOf(s.option));
        if (!s.training) {
            if (const int fewer = at(leastOfCard, s.option.cardId); fewer < cards) {
                s.verdict = SearchReason::IdleCards;
                s.smallerCards = fewer;
            }
        } else if (least < cards && s.scaling < settings.minScalingEfficiency) {
            s.verdict = SearchReason::PoorScaling;
            s.smallerCards = least;
        } else if (const int quick = at(quickOfCard, s.option.cardId); quick < cards) {
            s.verdict = SearchReason::ShortRun;
            s.smallerCards = quick;
        }
    }
}

// Pareto front of (cost, time) among `members`: sweep by cost, keep what is
// strictly faster than everything cheaper. Returns the front, cheapest
// first; `dominatedBy[i]` is the front member that beats member i.
std::vector<int> paretoFront(const std::vector<Scored> &scored, std::vector<int> members,
                             std::map<int, int> *dominatedBy = nullptr)
{
    std::stable_sort(members.begin(), members.end(), [&](int a, int b) {
        const Scored &x = scored[size_t(a)];
        const Scored &y = scored[size_t(b)];
        if (x.cost != y.cost)
            return x.cost < y.cost;
        return x.time < y.time;
    });
    double bestTime = std::numeric_limits<double>::infinity();
    int lastFront = -1;
    std::vector<int> front;
    for (int i : members) {
        if (scored[size_t(i)].time < bestTime * (1.0 - 1e-12)) {
            bestTime = scored[size_t(i)].time;
            lastFront = i;
            front.push_back(i);
        } else if (dominatedBy) {
            (*dominatedBy)[i] = lastFront;
        }
    }
    return front;
}

std::vector<int> withVerdict(const std::vector<Scored> &scored, std::initializer_list<Verdict> vs)
{
    std::vector<int> out;
    for (size_t i = 0; i < scored.size(); ++i)
        if (std::find(vs.begin(), vs.end(), scored[i].verdict) != vs.end())
            out.push_back(int(i));
    return out;
}

// Problems that keep the workload from being searched at all.
const Workload *checkedWorkload(const Project &project, const std::string &workloadId,
                                std::vector<Error> &problems)
{
    const Workload *workload = nullptr;
    for (size_t i = 0; i < project.workloads.size(); ++i) {
        if (project.workloads[i].id != workloadId)
            continue;
        workload = &project.workloads[i];
        for (const ValidationIssue &issue : validate(*workload))
            problems.push_back(invalidValue(ErrorCode::CostInvalid,
                                            "workloads[" + std::to_string(i) + "]." + issue.field,
                                            issue));
        if (isTraining(workload->scenario) && !(workload->trainingTokens > 0.0))
            problems.push_back({ErrorCode::CostInvalid,
                                "workloads[" + std::to_string(i) + "].training_tokens", "0",
                                IssueCode::Required});
    }
    if (!workload)
        problems.push_back({ErrorCode::CostUnknownReference, "workload", workloadId});
    return workload;
}

// Everything one search prices with, prepared once.
struct Context {
    const Workload *workload = nullptr;
    Catalog merged;
    AssumptionSet assumptions;
    LineMask enabled{};
    Limits limits;
    SizingCache sizing;
    // A run's time at a card count on a card, facility and way of getting
    // the cards: the same for every candidate count of that combination, so
    // the year plans of its candidates (busyUse) size each count once.
    using RunKey = std::tuple<const Card *, const Facility *, const Contract *, Acquisition, int>;
    std::map<RunKey, std::optional<RunTime>> runTimes;
};

// A candidate's busy share as evaluate() gives a project whose only
// workload and option it is: the workload's schedule on its cards, plus the
// other work the project declares for owned cards.
void busyUse(Context &ctx, const CatalogView &view, PreparedOption &option,
             std::vector<PreparedPair> &pairs)
{
    const int horizon =
        std::max(1, int(std::lround(ctx.assumptions.table[InputId::HorizonMonths].range.likely)));
    const int step = option.setup.servers > 0
                         ? std::max(1, option.setup.cards / option.setup.servers)
                         : std::max(1, option.setup.cards);
    RunTimes times(option, pairs, pairs.front().demand, ctx.sizing, ctx.assumptions, view);
    const auto timed = [&](const Workload &w, int c) {
        const Context::RunKey key{option.setup.card, option.setup.facility, option.setup.contract,
                                  option.setup.acquisition, c};
        auto it = ctx.runTimes.find(key);
        if (it == ctx.runTimes.end())
            it = ctx.runTimes.emplace(key, times(w, c)).first;
        return it->second;
    };
    const WorkPlan plan = planWork({ctx.workload}, horizon, option.setup.cards, step, timed, true);
    applyBusyUse(option, pairs, plan, ctx.assumptions.table[InputId::OtherWork].range,
                 ctx.assumptions.leadMonths);
}

// Prices every candidate (rules 1 to 3); false when cancelled.
bool enumerate(Context &ctx, const CatalogView &view, const SearchSettings &settings,
               std::vector<Scored> &scored)
{
    std::vector<const Card *> cards;
    for (const Card &c : ctx.merged.cards)
        if (settings.cardIds.empty() || std::find(settings.cardIds.begin(), settings.cardIds.end(),
                                                  c.id) != settings.cardIds.end())
            cards.push_back(&c);
    for (size_t ci = 0; ci < cards.size(); ++ci) {
        if (settings.cancel && settings.cancel->load())
            return false;
        if (settings.progress)
            settings.progress(double(ci) / double(cards.size()));
        const Card &card = *cards[ci];
        for (const Facility &f : ctx.merged.facilities) {
            const std::vector<Combo> combos = combosFor(f, ctx.merged);
            for (int count : candidateCardCounts(std::min(settings.maxCards, f.maxCards))) {
                if (count < f.minCards)
                    continue;
                const JobSizing *size = nullptr;
                for (const Combo &combo : combos) {
                    if (combo.acquisition != Acquisition::Rent && count > settings.maxOwnedCards)
                        continue;
                    Option o;
                    o.id = candidateId(card, count, f, combo);
                    o.cardId = card.id;
                    o.cardCount = count;
                    o.facilityId = f.id;
                    o.contractId = combo.contract ? combo.contract->id : "";
                    o.acquisition = combo.acquisition;
                    auto prepared = prepareOption(o, "search", view, ctx.assumptions);
                    if (!prepared)
                        continue; // no price for this card on this contract
                    if (!size)
                        size = &ctx.sizing.size(*ctx.workload, card, count, f.network,
                                                ctx.assumptions.sizing);
                    std::vector<PreparedPair> pairs{
                        preparePair(prepared.value(), *ctx.workload, *size, ctx.assumptions)};
                    busyUse(ctx, view, prepared.value(), pairs);
                    const PreparedPair &pair = pairs.front();
                    const PairResult r = pairResult(pair, pairSheets(pair, pair.demand),
                                                    ctx.enabled, Detail::Totals);
                    Scored s;
                    s.option = std::move(o);
                    s.cost = r.total.likely;
                    s.time = timeOf(r);
                    s.training = r.training.has_value();
                    s.scaling = r.training ? r.training->scalingEfficiency : 1.0;
                    s.verdict = physicalVerdict(*size, r, combo);
                    if (s.verdict == SearchReason::DoesNotFit)
                        s.shortBy =
                            r.memory.capacity > 0.0 ? r.memory.shortBy / r.memory.capacity : 0.0;
                    if (r.priced)
                        s.cash = cashOf(prepared.value(), pair, r, ctx.enabled);
                    if (s.verdict == kFeasible)
                        s.verdict = teamVerdict(card, s, r, ctx.limits);
                    scored.push_back(std::move(s));
                }
            }
        }
    }
    return true;
}

// A returned candidate, priced again with its cost lines explained.
SearchCandidate fullCandidate(Context &ctx, const CatalogView &view,
                              const std::vector<Scored> &scored, const Scored &s,
                              std::vector<SearchReason> reasons)
{
    SearchCandidate c;
    c.id = s.option.id;
    c.option = s.option;
    c.cash = s.cash;
    c.reasons = std::move(reasons);
    c.smallerCards = s.smallerCards;
    if (s.dominatedBy >= 0)
        c.dominatedBy = scored[size_t(s.dominatedBy)].option.id;
    auto prepared = prepareOption(s.option, "search", view, ctx.assumptions);
    if (prepared) {
        const OptionSetup &setup = prepared.value().setup;
        const JobSizing &size = ctx.sizing.size(*ctx.workload, *setup.card, s.option.cardCount,
                                                setup.facility->network, ctx.assumptions.sizing);
        std::vector<PreparedPair> pairs{
            preparePair(prepared.value(), *ctx.workload, size, ctx.assumptions)};
        busyUse(ctx, view, prepared.value(), pairs);
        const PreparedPair &pair = pairs.front();
        c.pair = pairResult(pair, pairSheets(pair, pair.demand), ctx.enabled, Detail::Explained);
        c.pair.optionId = c.id;
        likelyOnly(c.pair); // candidates are not sampled: one meaning for a shown range
    }
    return c;
}

struct Bucket {
    SearchReason reason;              // NeedsOtherWork: listed apart (otherWork)
    long long SearchResult::*counter; // null: counted elsewhere
};

// Rule 5 and the lists: the front, the purchases that need other work, and
// the best few of each kind of dropped candidate, so the UI can say why the
// cheaper or faster-looking ones are not on the front.
void collect(Context &ctx, const CatalogView &view, const SearchSettings &settings,
             std::vector<Scored> &scored, SearchResult &out)
{
    std::map<int, int> dominatedBy;
    const std::vector<int> front =
        paretoFront(scored, withVerdict(scored, {kFeasible}), &dominatedBy);
    for (int i : front)
        scored[size_t(i)].front = true;
    for (const auto &[i, by] : dominatedBy)
        scored[size_t(i)].dominatedBy = by;
    out.feasible = (long long)withVerdict(scored, {kFeasible}).size();
    out.dominated = out.feasible - (long long)front.size();
    for (size_t k = 0; k < front.size(); ++k) {
        std::vector<SearchReason> reasons;
        if (k == 0)
            reasons.push_back(SearchReason::Cheapest);
        if (k + 1 == front.size())
            reasons.push_back(SearchReason::Fastest);
        if (reasons.empty())
            reasons.push_back(SearchReason::ParetoTradeoff);
        out.front.push_back(
            fullCandidate(ctx, view, scored, scored[size_t(front[k])], std::move(reasons)));
    }

    // The purchases that would join the front if their cards were kept busy.
    for (int i :
         paretoFront(scored, withVerdict(scored, {kFeasible, SearchReason::NeedsOtherWork}))) {
        if (scored[size_t(i)].verdict != SearchReason::NeedsOtherWork)
            continue;
        if (int(out.otherWork.size()) >= settings.maxOtherWork)
            break;
        out.otherWork.push_back(
            fullCandidate(ctx, view, scored, scored[size_t(i)], {SearchReason::NeedsOtherWork}));
    }

    using R = SearchReason;
    const Bucket buckets[] = {
        {R::MissesDeadline, &SearchResult::missesDeadline},
        {R::MissesLatency, &SearchResult::missesLatency},
        {R::SpotLongJob, &SearchResult::spotLongJob},
        {R::ExportRestricted, &SearchResult::exportRestricted},
        {R::OverCapitalBudget, &SearchResult::overCapitalBudget},
        {R::OverMonthlyBudget, &SearchResult::overMonthlyBudget},
        {R::NeedsOtherWork, &SearchResult::needsOtherWork},
        {R::PoorScaling, &SearchResult::poorScaling},
        {R::ShortRun, &SearchResult::shortRun},
        {R::IdleCards, &SearchResult::idleCards},
        {R::Dominated, nullptr}, // feasible, not on the front
        {R::DoesNotFit, &SearchResult::doesNotFit},
    };
    const int quota = std::max(3, settings.maxDropped / 10);
    for (const Bucket &b : buckets) {
        std::vector<int> members;
        for (size_t i = 0; i < scored.size(); ++i) {
            const Scored &s = scored[i];
            const bool dominated = s.verdict == kFeasible && !s.front;
            if (b.reason == R::Dominated ? dominated : s.verdict == b.reason)
                members.push_back(int(i));
        }
        if (b.counter)
            out.*b.counter = (long long)members.size();
        if (b.reason == SearchReason::NeedsOtherWork)
            continue; // listed in otherWork
        std::stable_sort(members.begin(), members.end(), [&](int x, int y) {
            const Scored &a = scored[size_t(x)];
            const Scored &c = scored[size_t(y)];
            return b.reason == R::DoesNotFit ? a.shortBy < c.shortBy : a.cost < c.cost;
        });
        int taken = 0;
        for (int i : members) {
            if (int(out.dropped.size()) >= settings.maxDropped || taken >= quota)
                break;
            out.dropped.push_back(fullCandidate(ctx, view, scored, scored[size_t(i)], {b.reason}));
            ++taken;
        }
    }
}

} // namespace

SearchResult searchOptions(const Project &project, const std::string &workloadId,
                           const Catalog &catalog, const SearchSettings &settings)
{
    SearchResult out;
    out.workloadId = workloadId;
    Context ctx;
    ctx.merged = catalog.withProject(project);
    const CatalogView view(ctx.merged, project);
    if (!readAssumptions(view, project, ctx.assumptions, out.problems))
        return out;
    out.horizonMonths =
        int(std::lround(ctx.assumptions.table[InputId::HorizonMonths].range.likely));
    out.otherWorkShare = ctx.assumptions.table[InputId::OtherWork].range;
    ctx.workload = checkedWorkload(project, workloadId, out.problems);
    if (!ctx.workload || !out.problems.empty())
        return out;
    ctx.enabled = enabledLines(project.disabledCostLines);
    ctx.limits = limitsFor(project, settings);
    out.capitalBudgetCny = ctx.limits.capital;
    out.monthlyBudgetCny = ctx.limits.monthly;
    out.restrictedCardSource = ctx.limits.restrictedSource;

    std::vector<Scored> scored;
    out.cancelled = !enumerate(ctx, view, settings, scored);
    if (settings.progress && !out.cancelled)
        settings.progress(1.0);
    out.candidates = (long long)scored.size();
    dropWaitingCards(scored, settings);
    collect(ctx, view, settings, scored, out);
    return out;
}

} // namespace suanpan
