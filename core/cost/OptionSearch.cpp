#include "OptionSearch.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "cost/CostEngine.h"
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

enum class Verdict { Feasible, DoesNotFit, MissesDeadline, MissesLatency, SpotLongJob };

struct Scored {
    Option option;
    double cost = 0.0;    // likely total
    double time = 0.0;    // likely job hours, or TTFT for inference
    double shortBy = 0.0; // does not fit: memory missing / capacity
    Verdict verdict = Verdict::Feasible;
    bool front = false;
    int dominatedBy = -1;
};

double timeOf(const PairResult &p)
{
    return p.inference ? p.inference->at.ttftSeconds : p.jobHours.likely;
}

} // namespace

SearchResult searchOptions(const Project &project, const std::string &workloadId,
                           const Catalog &catalog, const SearchSettings &settings)
{
    SearchResult out;
    out.workloadId = workloadId;
    const Catalog merged = catalog.withProject(project);
    const CatalogView view(merged, project);
    AssumptionSet assumptions;
    if (!readAssumptions(view, project, assumptions, out.problems))
        return out;
    const Workload *workload = nullptr;
    for (size_t i = 0; i < project.workloads.size(); ++i) {
        if (project.workloads[i].id != workloadId)
            continue;
        workload = &project.workloads[i];
        for (const ValidationIssue &issue : validate(*workload))
            out.problems.push_back({"cost.invalid",
                                    "workloads[" + std::to_string(i) + "]." + issue.field,
                                    issue.code + ": " + issue.value});
        if (isTraining(workload->scenario) && !(workload->trainingTokens > 0.0))
            out.problems.push_back({"cost.invalid",
                                    "workloads[" + std::to_string(i) + "].training_tokens",
                                    "required: 0"});
    }
    if (!workload) {
        out.problems.push_back({"cost.unknown_reference", "workload", workloadId});
        return out;
    }
    if (!out.problems.empty())
        return out;

    std::vector<const Card *> cards;
    for (const Card &c : merged.cards)
        if (settings.cardIds.empty() || std::find(settings.cardIds.begin(), settings.cardIds.end(),
                                                  c.id) != settings.cardIds.end())
            cards.push_back(&c);

    // Candidates are priced as evaluate() prices the project's options.
    const LineMask enabled = enabledLines(project.disabledCostLines);
    SizingCache sizing;
    std::vector<Scored> scored;
    for (size_t ci = 0; ci < cards.size(); ++ci) {
        if (settings.cancel && settings.cancel->load()) {
            out.cancelled = true;
            break;
        }
        if (settings.progress)
            settings.progress(double(ci) / double(cards.size()));
        const Card &card = *cards[ci];
        for (const Facility &f : merged.facilities) {
            const std::vector<Combo> combos = combosFor(f, merged);
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
                    auto prepared = prepareOption(o, "search", view, assumptions);
                    if (!prepared)
                        continue; // no price for this card on this contract
                    if (!size)
                        size = &sizing.size(*workload, card, count, f.network, assumptions.sizing);
                    const PreparedPair pair =
                        preparePair(prepared.value(), *workload, *size, assumptions);
                    const PairResult r =
                        pairResult(pair, pairSheets(pair, pair.demand), enabled, Detail::Totals);
                    Scored s;
                    s.option = std::move(o);
                    s.cost = r.total.likely;
                    s.time = timeOf(r);
                    if (!size->fits) {
                        s.verdict = Verdict::DoesNotFit;
                        s.shortBy =
                            r.memory.capacity > 0.0 ? r.memory.shortBy / r.memory.capacity : 0.0;
                    } else if (!r.meetsLatency) {
                        s.verdict = Verdict::MissesLatency;
                    } else if (!r.feasible) {
                        s.verdict = Verdict::MissesDeadline; // late, or a spot job that never ends
                    } else if (combo.contract && combo.contract->billing == BillingMode::Spot &&
                               !r.inference && r.jobHours.likely > kSpotLongJobHours) {
                        s.verdict = Verdict::SpotLongJob;
                    }
                    scored.push_back(std::move(s));
                }
            }
        }
    }
    if (settings.progress && !out.cancelled)
        settings.progress(1.0);
    out.candidates = (long long)scored.size();

    // Pareto front of (cost, time) among the feasible: sweep by cost, keep
    // what is strictly faster than everything cheaper.
    std::vector<int> order;
    for (size_t i = 0; i < scored.size(); ++i)
        if (scored[i].verdict == Verdict::Feasible)
            order.push_back(int(i));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (scored[size_t(a)].cost != scored[size_t(b)].cost)
            return scored[size_t(a)].cost < scored[size_t(b)].cost;
        return scored[size_t(a)].time < scored[size_t(b)].time;
    });
    double bestTime = std::numeric_limits<double>::infinity();
    int lastFront = -1;
    std::vector<int> front;
    for (int i : order) {
        Scored &s = scored[size_t(i)];
        if (s.time < bestTime * (1.0 - 1e-12)) {
            s.front = true;
            bestTime = s.time;
            lastFront = i;
            front.push_back(i);
        } else {
            s.dominatedBy = lastFront;
        }
    }
    out.feasible = (long long)order.size();
    out.dominated = out.feasible - (long long)front.size();

    // Full results (with cost lines) only for what is returned.
    const auto full = [&](const Scored &s, std::vector<std::string> reasons) {
        SearchCandidate c;
        c.id = s.option.id;
        c.option = s.option;
        c.reasons = std::move(reasons);
        if (s.dominatedBy >= 0)
            c.dominatedBy = scored[size_t(s.dominatedBy)].option.id;
        auto prepared = prepareOption(s.option, "search", view, assumptions);
        if (prepared) {
            const Card &card = *prepared.value().setup.card;
            const JobSizing &size = sizing.size(*workload, card, s.option.cardCount,
                                             prepared.value().setup.facility->network, assumptions.sizing);
            const PreparedPair pair = preparePair(prepared.value(), *workload, size, assumptions);
            c.pair = pairResult(pair, pairSheets(pair, pair.demand), enabled, Detail::Explained);
            c.pair.optionId = c.id;
        }
        return c;
    };
    for (size_t k = 0; k < front.size(); ++k) {
        std::vector<std::string> reasons;
        if (k == 0)
            reasons.push_back("cheapest");
        if (k + 1 == front.size())
            reasons.push_back("fastest");
        if (reasons.empty())
            reasons.push_back("pareto_tradeoff");
        out.front.push_back(full(scored[size_t(front[k])], std::move(reasons)));
    }

    // The best of each kind of dropped candidate, so the UI can say why the
    // cheaper or faster-looking ones are not on the front.
    struct Bucket {
        Verdict verdict;
        bool dominated;
        const char *reason;
        long long *counter;
    };
    const Bucket buckets[] = {
        {Verdict::MissesDeadline, false, "misses_deadline", &out.missesDeadline},
        {Verdict::MissesLatency, false, "misses_latency", &out.missesLatency},
        {Verdict::SpotLongJob, false, "spot_long_job", &out.spotLongJob},
        {Verdict::Feasible, true, "dominated", nullptr},
        {Verdict::DoesNotFit, false, "does_not_fit", &out.doesNotFit},
    };
    const int quota = std::max(4, settings.maxDropped / 5);
    for (const Bucket &b : buckets) {
        std::vector<int> members;
        for (size_t i = 0; i < scored.size(); ++i) {
            const Scored &s = scored[i];
            if (s.verdict == b.verdict && (!b.dominated || (!s.front && s.dominatedBy >= 0)))
                members.push_back(int(i));
        }
        if (b.counter)
            *b.counter = (long long)members.size();
        std::stable_sort(members.begin(), members.end(), [&](int x, int y) {
            const Scored &a = scored[size_t(x)];
            const Scored &c = scored[size_t(y)];
            return b.verdict == Verdict::DoesNotFit ? a.shortBy < c.shortBy : a.cost < c.cost;
        });
        for (int i : members) {
            if (int(out.dropped.size()) >= settings.maxDropped ||
                std::count_if(out.dropped.begin(), out.dropped.end(),
                              [&](const SearchCandidate &c) {
                                  return c.reasons.front() == b.reason;
                              }) >= quota)
                break;
            out.dropped.push_back(full(scored[size_t(i)], {b.reason}));
        }
    }
    return out;
}

} // namespace suanpan
