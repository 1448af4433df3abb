#include "cost/Verdict.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "cost/Judge.h"

namespace suanpan {

const Standing *WorkloadVerdict::standing(const std::string &optionId) const
{
    for (const Standing &s : standings)
        if (s.optionId == optionId)
            return &s;
    return nullptr;
}

bool WorkloadVerdict::has(VerdictReason r) const
{
    return std::find(reasons.begin(), reasons.end(), r) != reasons.end();
}

bool WorkloadVerdict::compromised() const
{
    return has(VerdictReason::Compromised);
}

const WorkloadVerdict *ProjectVerdict::workload(const std::string &workloadId) const
{
    for (const WorkloadVerdict &v : workloads)
        if (v.workloadId == workloadId)
            return &v;
    return nullptr;
}

std::string_view toCode(Breach b)
{
    switch (b) {
    case Breach::NotShortlisted:
        return "not_shortlisted";
    case Breach::DoesNotFit:
        return "does_not_fit";
    case Breach::MissesDeadline:
        return "misses_deadline";
    case Breach::MissesLatency:
        return "misses_latency";
    case Breach::SpotNeverFinishes:
        return "spot_never_finishes";
    case Breach::OverCapitalBudget:
        return "over_capital_budget";
    case Breach::OverMonthlyBudget:
        return "over_monthly_budget";
    case Breach::RestrictedPurchase:
        return "restricted_purchase";
    case Breach::OverCapacity:
        return "over_capacity";
    case Breach::QuoteExpired:
        return "quote_expired";
    }
    return "unknown";
}

std::string_view toCode(VerdictReason r)
{
    switch (r) {
    case VerdictReason::Cheapest:
        return "cheapest";
    case VerdictReason::OnlyEligible:
        return "only_eligible";
    case VerdictReason::Fastest:
        return "fastest";
    case VerdictReason::MeetsDeadline:
        return "meets_deadline";
    case VerdictReason::MeetsLatency:
        return "meets_latency";
    case VerdictReason::TossUp:
        return "toss_up";
    case VerdictReason::Compromised:
        return "compromised";
    case VerdictReason::NothingPriced:
        return "nothing_priced";
    }
    return "unknown";
}

std::string_view toCode(Decider d)
{
    switch (d) {
    case Decider::Speed:
        return "speed";
    case Decider::Flexibility:
        return "flexibility";
    case Decider::LeadTime:
        return "lead_time";
    case Decider::Risk:
        return "risk";
    }
    return "unknown";
}

std::string_view toCode(ProjectCheckKind k)
{
    switch (k) {
    case ProjectCheckKind::CapitalBudget:
        return "capital_budget";
    case ProjectCheckKind::MonthlyBudget:
        return "monthly_budget";
    }
    return "unknown";
}

namespace {

bool hasDraws(const Entrant &e)
{
    return !e.draws.empty();
}

// Rule 3 and the order of the rest: eligible by cost then time, then priced
// with breaches (fewest first), then unpriced.
void order(std::vector<Entrant> &entrants)
{
    const auto rank = [](const Standing &s) { return s.eligible() ? 0 : s.priced ? 1 : 2; };
    std::stable_sort(entrants.begin(), entrants.end(), [&](const Entrant &x, const Entrant &y) {
        const Standing &a = x.standing;
        const Standing &b = y.standing;
        if (rank(a) != rank(b))
            return rank(a) < rank(b);
        if (rank(a) == 1 && a.breaches.size() != b.breaches.size())
            return a.breaches.size() < b.breaches.size();
        if (a.cost != b.cost)
            return a.cost < b.cost;
        return a.hours < b.hours;
    });
}

// Rule 4: each eligible option's share of the draws in which it is the
// cheapest, a draw won by k options at once counting 1/k to each.
void cheapestChances(std::vector<Entrant> &entrants)
{
    std::vector<Entrant *> field;
    for (Entrant &e : entrants)
        if (e.standing.eligible() && hasDraws(e))
            field.push_back(&e);
    if (field.empty())
        return;
    const size_t n = field.front()->draws.size();
    std::vector<double> wins(field.size(), 0.0);
    std::vector<size_t> tied;
    for (size_t d = 0; d < n; ++d) {
        double best = std::numeric_limits<double>::infinity();
        tied.clear();
        for (size_t i = 0; i < field.size(); ++i) {
            const double v = field[i]->draws[d];
            if (v < best) {
                best = v;
                tied.assign(1, i);
            } else if (v == best) {
                tied.push_back(i);
            }
        }
        for (size_t i : tied)
            wins[i] += 1.0 / double(tied.size());
    }
    for (size_t i = 0; i < field.size(); ++i)
        field[i]->standing.chanceCheapest = wins[i] / double(n);
}

// The share of draws in which `a` costs less than `b`, ties shared.
double chanceBeats(const Entrant &a, const Entrant &b)
{
    const std::span<const double> x = a.draws;
    const std::span<const double> y = b.draws;
    const size_t n = std::min(x.size(), y.size());
    double wins = 0.0;
    for (size_t d = 0; d < n; ++d)
        wins += x[d] < y[d] ? 1.0 : x[d] == y[d] ? 0.5 : 0.0;
    return n > 0 ? wins / double(n) : 0.0;
}

// Rule 5: the first criterion that tells a toss-up's two options apart, and
// which of them (0: the first, 1: the second) it favours.
std::optional<std::pair<Decider, int>> decide(const Entrant &a, const Entrant &b)
{
    const double ha = a.standing.hours;
    const double hb = b.standing.hours;
    if (ha > 0.0 && hb > 0.0 && std::min(ha, hb) < (1.0 - kDecisiveSpeedup) * std::max(ha, hb))
        return std::pair{Decider::Speed, ha < hb ? 0 : 1};
    if (a.payPerUse != b.payPerUse)
        return std::pair{Decider::Flexibility, a.payPerUse ? 0 : 1};
    if (a.owned != b.owned)
        return std::pair{Decider::LeadTime, a.owned ? 1 : 0};
    if (a.riskFlags != b.riskFlags)
        return std::pair{Decider::Risk, a.riskFlags < b.riskFlags ? 0 : 1};
    return std::nullopt;
}

bool isTossUp(const Entrant &first, const Entrant &second, std::optional<double> chance)
{
    const Standing &a = first.standing;
    const Standing &b = second.standing;
    if (chance && *chance < kTossUpChance)
        return true;
    return std::abs(b.cost - a.cost) <= kNoiseShare * std::max(a.p90 - a.p10, 0.0);
}

void reasonsFor(WorkloadVerdict &v, const std::vector<Entrant> &entrants, size_t eligible,
                const JudgeGoals &goals)
{
    const Standing &rec = entrants.front().standing;
    v.reasons.push_back(VerdictReason::Cheapest);
    if (eligible == 1)
        v.reasons.push_back(VerdictReason::OnlyEligible);
    double fastest = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < eligible; ++i)
        fastest = std::min(fastest, entrants[i].standing.hours);
    if (eligible > 1 && rec.hours <= fastest)
        v.reasons.push_back(VerdictReason::Fastest);
    if (goals.deadline)
        v.reasons.push_back(VerdictReason::MeetsDeadline);
    if (goals.latency)
        v.reasons.push_back(VerdictReason::MeetsLatency);
}

} // namespace

WorkloadVerdict judge(const std::string &workloadId, const JudgeGoals &goals,
                      std::vector<Entrant> entrants)
{
    WorkloadVerdict v;
    v.workloadId = workloadId;
    v.perRun = goals.perRun;
    order(entrants);
    cheapestChances(entrants);
    size_t eligible = 0, priced = 0;
    for (const Entrant &e : entrants) {
        eligible += e.standing.eligible() ? 1 : 0;
        priced += e.standing.priced ? 1 : 0;
    }
    if (priced == 0) {
        v.reasons.push_back(VerdictReason::NothingPriced);
    } else if (eligible == 0) {
        v.reasons.push_back(VerdictReason::Compromised);
    } else if (eligible >= 2) {
        Entrant &a = entrants[0];
        Entrant &b = entrants[1];
        std::optional<double> chance;
        if (hasDraws(a) && hasDraws(b))
            chance = chanceBeats(a, b);
        v.tossUp = isTossUp(a, b, chance);
        if (v.tossUp)
            if (const auto d = decide(a, b)) {
                v.decidedBy = d->first;
                if (d->second == 1) {
                    std::swap(a, b);
                    if (chance)
                        chance = 1.0 - *chance;
                }
            }
        v.chanceBeatsRunnerUp = chance;
    }
    if (priced > 0) {
        v.recommended = entrants[0].standing.optionId;
        // The next eligible option; when none is eligible, the next priced one.
        const bool hasRunnerUp = eligible >= 2 || (eligible == 0 && priced >= 2);
        if (hasRunnerUp)
            v.runnerUp = entrants[1].standing.optionId;
        if (eligible > 0) {
            if (hasDraws(entrants[0]))
                v.chanceCheapest = entrants[0].standing.chanceCheapest;
            reasonsFor(v, entrants, eligible, goals);
            if (v.tossUp)
                v.reasons.push_back(VerdictReason::TossUp);
        }
    }
    for (Entrant &e : entrants)
        v.standings.push_back(std::move(e.standing));
    return v;
}

} // namespace suanpan
