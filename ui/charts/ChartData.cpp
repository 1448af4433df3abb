#include "ChartData.h"

#include <algorithm>

#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "estimate/JobSizing.h"
#include "model/Project.h"

using namespace suanpan;

namespace ChartData {

namespace {

const Option *findOption(const Project &project, const std::string &id)
{
    for (const Option &o : project.options)
        if (o.id == id)
            return &o;
    return nullptr;
}

bool contains(const std::vector<std::string> &ids, const std::string &id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The card counts a scaling curve covers: powers of two up to four times the
// largest option (at least 64, at most 4096), and each option's own count.
std::vector<int> curveCounts(int largest, const std::vector<int> &own)
{
    std::vector<int> counts;
    const int top = std::clamp(largest * 4, 64, 4096);
    for (int n = 1; n <= top; n *= 2)
        counts.push_back(n);
    counts.insert(counts.end(), own.begin(), own.end());
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

} // namespace

std::vector<std::string> shownOptions(const ChartContext &context)
{
    std::vector<std::string> ids;
    if (!context.evaluation)
        return ids;
    const Evaluation &ev = *context.evaluation;
    if (!context.optionIds.empty()) {
        for (const std::string &id : context.optionIds)
            if (ev.option(id) && !contains(ids, id))
                ids.push_back(id);
        return ids;
    }
    for (const OptionResult &o : ev.options)
        ids.push_back(o.optionId);
    return ids;
}

const Workload *workloadOf(const ChartContext &context)
{
    if (!context.project)
        return nullptr;
    for (const Workload &w : context.project->workloads)
        if (w.id == context.workloadId)
            return &w;
    return nullptr;
}

std::vector<const PairResult *> shownPairs(const ChartContext &context)
{
    std::vector<const PairResult *> pairs;
    if (!context.evaluation || !workloadOf(context))
        return pairs;
    for (const std::string &id : shownOptions(context))
        if (const PairResult *p = context.evaluation->pair(context.workloadId, id))
            pairs.push_back(p);
    return pairs;
}

std::vector<const PairResult *> pricedPairs(const ChartContext &context)
{
    std::vector<const PairResult *> pairs = shownPairs(context);
    std::erase_if(pairs, [](const PairResult *p) { return !p->priced; });
    return pairs;
}

std::vector<const PairResult *> notPriced(const ChartContext &context)
{
    std::vector<const PairResult *> pairs = shownPairs(context);
    std::erase_if(pairs, [](const PairResult *p) { return p->priced; });
    return pairs;
}

namespace {

// An earlier payback is the better one to tell; any month beats never.
bool paysBackSooner(const BreakEven &a, const BreakEven &b)
{
    if (!a.month)
        return false;
    return !b.month || *a.month < *b.month;
}

} // namespace

CumulativeData cumulative(const ChartContext &context)
{
    CumulativeData data;
    if (!context.evaluation)
        return data;
    const Evaluation &ev = *context.evaluation;
    data.horizonMonths = ev.horizonMonths;
    std::vector<std::string> unpriced;
    for (const PairResult *p : notPriced(context))
        unpriced.push_back(p->optionId);
    std::vector<std::string> drawn;
    for (const std::string &id : shownOptions(context)) {
        if (contains(unpriced, id))
            continue;
        const OptionResult *o = ev.option(id);
        CumulativeSeries s{id, o->acquisition, {}};
        for (size_t month = 0; month < o->cumulativeByMonth.size(); ++month)
            s.points.push_back({double(month), o->cumulativeByMonth[month]});
        if (!s.points.empty()) {
            drawn.push_back(id);
            data.series.push_back(std::move(s));
        }
    }
    // Against the best rented option for the workload, as the Compare page
    // tells it; without a workload, whichever pays back first.
    std::string bestRent;
    if (const WorkloadVerdict *v = ev.verdict(context.workloadId))
        for (const Standing &st : v->standings)
            if (contains(drawn, st.optionId) &&
                ev.option(st.optionId)->acquisition == Acquisition::Rent) {
                bestRent = st.optionId;
                break;
            }
    for (const BreakEven &b : ev.breakEvens) {
        if (!contains(drawn, b.ownOptionId) || !contains(drawn, b.rentOptionId) ||
            (!bestRent.empty() && b.rentOptionId != bestRent))
            continue;
        const auto same =
            std::find_if(data.breakEvens.begin(), data.breakEvens.end(),
                         [&b](const BreakEven &m) { return m.ownOptionId == b.ownOptionId; });
        if (same == data.breakEvens.end())
            data.breakEvens.push_back(b);
        else if (paysBackSooner(b, *same))
            *same = b;
    }
    // In the order the lines are drawn.
    const auto at = [&drawn](const BreakEven &b) {
        return std::find(drawn.begin(), drawn.end(), b.ownOptionId) - drawn.begin();
    };
    std::sort(data.breakEvens.begin(), data.breakEvens.end(),
              [&at](const BreakEven &a, const BreakEven &b) { return at(a) < at(b); });
    return data;
}

BreakdownData breakdown(const ChartContext &context)
{
    BreakdownData data;
    const std::vector<const PairResult *> pairs = pricedPairs(context);
    if (!pairs.empty())
        data.scope = pairs.front()->scope;
    for (const PairResult *p : pairs) {
        data.optionIds.push_back(p->optionId);
        data.totals.push_back(p->total);
        for (const CostLine &line : p->lines)
            if (line.enabled && line.cny.likely != 0.0 &&
                std::find(data.codes.begin(), data.codes.end(), line.code) == data.codes.end())
                data.codes.push_back(line.code);
    }
    data.cny.assign(data.codes.size(), std::vector<Range>(pairs.size()));
    for (size_t o = 0; o < pairs.size(); ++o)
        for (const CostLine &line : pairs[o]->lines) {
            const auto it = std::find(data.codes.begin(), data.codes.end(), line.code);
            if (line.enabled && it != data.codes.end()) {
                Range &sum = data.cny[size_t(it - data.codes.begin())][o];
                sum = {sum.low + line.cny.low, sum.likely + line.cny.likely,
                       sum.high + line.cny.high};
            }
        }
    return data;
}

UnitCostData unitCost(const ChartContext &context)
{
    UnitCostData data;
    const Workload *w = workloadOf(context);
    data.inference = w && !isTraining(w->scenario);
    for (const PairResult *p : pricedPairs(context)) {
        data.optionIds.push_back(p->optionId);
        data.perEffectivePflopHour.push_back(p->cnyPerEffectivePflopHour);
        data.perMillionTokens.push_back(p->cnyPerMillionTokens);
    }
    return data;
}

DistributionData distribution(const ChartContext &context)
{
    DistributionData data;
    data.samples = context.evaluation ? context.evaluation->sampling.samples : 0;
    const WorkloadVerdict *verdict =
        context.evaluation ? context.evaluation->verdict(context.workloadId) : nullptr;
    for (const PairResult *p : pricedPairs(context)) {
        if (p->costQuantiles.empty())
            continue;
        data.scope = p->scope;
        const Standing *st = verdict ? verdict->standing(p->optionId) : nullptr;
        data.series.push_back({p->optionId, p->costQuantiles, p->cost,
                               st && st->eligible() ? st->chanceCheapest : 0.0});
    }
    return data;
}

const std::array<MemoryPart, 6> &memoryParts()
{
    static const std::array<MemoryPart, 6> parts{{
        {MemoryPartCode::Weights, &MemoryBreakdown::weights},
        {MemoryPartCode::Gradients, &MemoryBreakdown::gradients},
        {MemoryPartCode::Optimizer, &MemoryBreakdown::optimizer},
        {MemoryPartCode::Activations, &MemoryBreakdown::activations},
        {MemoryPartCode::KvCache, &MemoryBreakdown::kvCache},
        {MemoryPartCode::Overhead, &MemoryBreakdown::overhead},
    }};
    return parts;
}

MemoryData memory(const ChartContext &context)
{
    MemoryData data;
    for (const PairResult *p : shownPairs(context)) {
        if (!(p->memory.total > 0.0))
            continue;
        data.optionIds.push_back(p->optionId);
        data.perCard.push_back(p->memory);
    }
    return data;
}

ScalingData scaling(const ChartContext &context)
{
    ScalingData data;
    const Workload *w = workloadOf(context);
    if (!w || !isTraining(w->scenario) || !context.catalog || !context.project)
        return data;
    // One curve per card and network: options differing only in contract or
    // price share it.
    struct Group {
        const Card *card;
        NetworkSpec network;
        ParallelLayout layout;
        std::vector<std::string> optionIds;
        std::vector<int> counts;
    };
    std::vector<Group> groups;
    for (const PairResult *p : shownPairs(context)) {
        const Option *option = findOption(*context.project, p->optionId);
        const Card *card = option ? context.catalog->findCard(option->cardId) : nullptr;
        const Facility *facility =
            option ? context.catalog->findFacility(option->facilityId) : nullptr;
        if (!card || !facility || !p->training)
            continue;
        data.options.push_back({p->optionId, p->training->cards, p->training->scalingEfficiency});
        data.maxCards = std::max(data.maxCards, p->training->cards);
        const auto same = [&](const Group &g) {
            return g.card == card && g.network == facility->network;
        };
        auto it = std::find_if(groups.begin(), groups.end(), same);
        if (it == groups.end()) {
            groups.push_back({card, facility->network, p->layout, {}, {}});
            it = groups.end() - 1;
        }
        it->optionIds.push_back(p->optionId);
        it->counts.push_back(p->training->cards);
    }
    const SizingAssumptions assumptions =
        sizingAssumptions(CatalogView(*context.catalog, *context.project), *context.project);
    for (const Group &g : groups) {
        const int largest = *std::max_element(g.counts.begin(), g.counts.end());
        ScalingSeries s{g.card->id, g.network, g.optionIds,
                        scalingCurveFor(*w, *g.card, g.layout, g.network, assumptions,
                                        curveCounts(largest, g.counts))};
        for (const ScalingCurvePoint &point : s.curve)
            data.maxCards = std::max(data.maxCards, point.cards);
        data.series.push_back(std::move(s));
    }
    return data;
}

LatencyData latency(const ChartContext &context)
{
    LatencyData data;
    const Workload *w = workloadOf(context);
    if (!w || isTraining(w->scenario))
        return data;
    data.ttftTargetSeconds = w->ttftTargetSeconds;
    for (const PairResult *p : shownPairs(context))
        if (p->inference && !p->inference->curve.empty())
            data.series.push_back({p->optionId, p->inference->curve, p->inference->knee,
                                   p->inference->at.concurrency});
    return data;
}

TornadoData tornado(const ChartContext &context, int maxBars)
{
    TornadoData data;
    if (!context.evaluation)
        return data;
    const Tornado *t =
        context.tornado ? context.tornado : context.evaluation->tornado(context.workloadId);
    if (!t || t->bars.empty())
        return data;
    data.optionId = t->optionId;
    data.scope = t->scope;
    data.likelyTotal = t->likelyTotal;
    data.bars = t->bars;
    std::stable_sort(
        data.bars.begin(), data.bars.end(),
        [](const SensitivityBar &a, const SensitivityBar &b) { return a.swing() > b.swing(); });
    if (int(data.bars.size()) > maxBars)
        data.bars.resize(size_t(maxBars));
    return data;
}

} // namespace ChartData
