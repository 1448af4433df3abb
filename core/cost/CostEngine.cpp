#include "CostEngine.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <unordered_map>

#include "cost/CostLines.h"
#include "cost/Ownership.h"
#include "estimate/LayoutSearch.h"
#include "estimate/ModelMath.h"

namespace suanpan {

namespace {

using I = InputId;

std::string number(double v)
{
    if (std::abs(v - std::round(v)) < 1e-9 && std::abs(v) < 1e15)
        return std::to_string((long long)std::llround(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

std::string percent(double fraction)
{
    return std::to_string(int(std::lround(fraction * 100.0)));
}

std::string provenanceText(const Provenance &p, const std::string &fallback)
{
    return p.source.empty() ? fallback : p.source;
}

void setInput(InputTable &t, InputId id, const Range &r, std::string source)
{
    t[id] = {r, std::move(source), true};
}

bool facilityHostsOwnServers(FacilityKind k)
{
    return k == FacilityKind::IdcCabinet || k == FacilityKind::HostedCluster ||
           k == FacilityKind::RemoteRegion;
}

// Bytes of one full training checkpoint: weights and optimizer states
// (gradients are not saved), or the adapter's for LoRA (ZeRO paper: 2 + 12 B/param).
double checkpointBytes(const Workload &w, double params)
{
    const StateBytes b = stateBytesPerParam(w.precision, Optimizer::AdamW);
    switch (memoryModeFor(w.scenario)) {
    case MemoryMode::Train:
        return params * (b.weights + b.optimizer);
    case MemoryMode::LoRA:
    case MemoryMode::QLoRA:
        return loraParams(w.model, std::max(w.loraRank, 1)) * (b.weights + b.optimizer);
    case MemoryMode::Infer:
        break;
    }
    return 0.0;
}

double paramsOf(const ModelShape &m)
{
    return m.paramsTotal > 0.0 ? m.paramsTotal : modelSizes(m).paramsTotal;
}

} // namespace

LineMask enabledLines(const std::vector<std::string> &disabled)
{
    LineMask m = allLines();
    for (int i = 0; i < kLineCount; ++i)
        if (std::find(disabled.begin(), disabled.end(), lineCodeText(LineCode(i))) !=
            disabled.end())
            m[size_t(i)] = false;
    return m;
}

Result<PreparedOption> prepareOption(const Option &o, const std::string &prefix,
                                     const CatalogView &merged, const AssumptionSet &a)
{
    const Card *card = merged.findCard(o.cardId);
    if (!card)
        return Error{"cost.unknown_reference", prefix + ".card_id", o.cardId};
    const Facility *facility = merged.findFacility(o.facilityId);
    if (!facility)
        return Error{"cost.unknown_reference", prefix + ".facility_id", o.facilityId};
    const Contract *contract = nullptr;
    if (!o.contractId.empty()) {
        contract = merged.findContract(o.contractId);
        if (!contract)
            return Error{"cost.unknown_reference", prefix + ".contract_id", o.contractId};
    }
    if (o.cardCount < 1)
        return Error{"cost.invalid", prefix + ".card_count",
                     "not_positive: " + std::to_string(o.cardCount)};
    switch (o.acquisition) {
    case Acquisition::Rent:
        if (!contract)
            return Error{"cost.invalid", prefix + ".contract_id", "required: "};
        break;
    case Acquisition::Host:
        if (!contract)
            return Error{"cost.invalid", prefix + ".contract_id", "required: "};
        if (!facilityHostsOwnServers(facility->kind))
            return Error{"cost.inconsistent", prefix + ".acquisition",
                         "host needs a cabinet site, not " + std::string(toCode(facility->kind))};
        break;
    case Acquisition::Build:
        if (facility->kind == FacilityKind::GpuCloud)
            return Error{"cost.inconsistent", prefix + ".acquisition",
                         "build needs own premises, not " + std::string(toCode(facility->kind))};
        break;
    }

    PreparedOption out;
    out.option = o;
    OptionSetup &s = out.setup;
    s.card = card;
    s.facility = facility;
    s.contract = contract;
    s.acquisition = o.acquisition;
    s.cards = o.cardCount;
    s.billedCards =
        o.acquisition == Acquisition::Rent ? billedCards(o.cardCount, contract) : o.cardCount;
    s.servers = serversFor(o.cardCount);
    s.payPerUse = o.acquisition == Acquisition::Rent && isPayPerUse(contract->billing);
    s.spot = o.acquisition == Acquisition::Rent && contract->billing == BillingMode::Spot;
    s.office = facility->kind == FacilityKind::OfficeRoom;
    s.tdpWatts = card->tdpWatts;
    s.quotaKw = facility->cabinetPowerKw;
    // Built in-house: every kWh is on the company's own meter.
    s.powerBilling = o.acquisition == Acquisition::Build ? PowerBilling::Metered
                     : contract                          ? contract->powerBilling
                                                         : PowerBilling::Included;
    s.contractPowerPrice =
        o.acquisition != Acquisition::Build && contract && s.powerBilling != PowerBilling::Included
            ? contract->powerPriceCnyPerKwh
            : 0.0;
    // The contract's rate is per instance (one server); a job stops when any
    // of its servers is reclaimed, so the job's rate grows with its servers.
    s.spotReclaimPerHour = s.spot ? contract->spotReclaimPerHour * s.servers : 0.0;
    s.support = s.contract ? s.contract->support : SupportLevel::BusinessHours;
    s.depositCny = s.contract ? s.contract->depositCny : 0.0;

    InputTable &t = out.table;
    t = a.table;
    for (int i = 0; i < kInputCount; ++i)
        t.values[size_t(i)].used = inputInfo(InputId(i)).assumption;
    if (o.acquisition == Acquisition::Rent) {
        out.rent = rentPrice(*card, *contract, a);
        if (!out.rent.found)
            return Error{"cost.no_price", prefix + ".card_id",
                         card->id + " has no rent quote for contract " + contract->id};
        if (!(out.rent.cnyPerCardHour.high > 0.0))
            return Error{"cost.no_price", prefix + ".contract_id",
                         contract->id + " has no compute price (a cabinet lease?)"};
        setInput(t, I::RentPrice, out.rent.cnyPerCardHour, out.rent.source);
        if (out.rent.lowConfidence)
            out.flags.push_back({"risk.low_confidence_price", {card->id, contract->id}});
        // Seed 001: monthly plans never go below half the hourly price.
        if (contract->billing == BillingMode::Monthly && out.rent.formula != "quotes" &&
            out.rent.formula != "contract_unit_price" && contract->priceFactor.low < 0.5 &&
            contract->priceFactor != Range::exactly(1.0))
            out.flags.push_back(
                {"risk.monthly_below_floor", {contract->id, number(contract->priceFactor.low)}});
    } else {
        out.purchase = purchasePrice(*card);
        if (!out.purchase.found)
            return Error{"cost.no_price", prefix + ".card_id", card->id + " has no purchase quote"};
        setInput(t, I::PurchasePrice, out.purchase.cnyPerCardHour, out.purchase.source);
        if (out.purchase.lowConfidence)
            out.flags.push_back({"risk.low_confidence_price", {card->id, "purchase"}});
    }
    const std::string facilitySource =
        provenanceText(facility->provenance, "facility " + facility->id);
    setInput(t, I::Pue, facility->pue, facilitySource);
    setInput(t, I::CabinetRent, facility->cabinetRentCnyPerMonth, facilitySource);
    Range electricity = facility->electricityCnyPerKwh;
    std::string electricitySource = facilitySource;
    if (a.flatPowerPrice) {
        electricity = {a.flatPowerPrice->value.low * a.touBlend,
                       a.flatPowerPrice->value.likely * a.touBlend,
                       a.flatPowerPrice->value.high * a.touBlend};
        electricitySource =
            "power_flat_price_cny_per_kwh x TOU blend " + number(a.touBlend) + " (prices.md 3b)";
    }
    setInput(t, I::Electricity, electricity, electricitySource);
    if (s.contract) {
        const std::string src =
            provenanceText(s.contract->provenance, "contract " + s.contract->id);
        setInput(t, I::Bandwidth, s.contract->bandwidthCnyPerMonth, src);
        setInput(t, I::StoragePrice, s.contract->storageCnyPerGbMonth, src);
        setInput(t, I::UploadPrice, s.contract->uploadCnyPerGb, src);
    }
    // Seed 000 scale tiers: 4-8 cards in an office, 16-32 in a cabinet, 64+ hosted.
    if (o.cardCount < facility->minCards || o.cardCount > facility->maxCards)
        out.flags.push_back({"risk.outside_facility_scale",
                             {std::to_string(o.cardCount), std::to_string(facility->minCards),
                              std::to_string(facility->maxCards)}});
    return out;
}

namespace {

// What a sizing depends on, compared in full so a hash collision or an
// edited card can never return a stale result.
struct MemoKey {
    Workload workload;
    Card card;
    int cards = 0;
    NetworkSpec network;
    std::optional<Range> userMfu;
    double frameworkBytes = 0.0;
    double fragmentation = 0.0;
    double rerunReserve = 0.0;
};

// The same, by reference: looking up a hit copies nothing.
struct MemoProbe {
    const Workload &workload;
    const Card &card;
    int cards;
    const NetworkSpec &network;
    std::optional<Range> userMfu;
    double frameworkBytes;
    double fragmentation;
    double rerunReserve;

    bool matches(const MemoKey &k) const
    {
        return k.cards == cards && k.network == network && k.userMfu == userMfu &&
               k.frameworkBytes == frameworkBytes && k.fragmentation == fragmentation &&
               k.rerunReserve == rerunReserve && k.workload == workload && k.card == card;
    }

    MemoKey key() const
    {
        return {workload, card,           cards,         network,
                userMfu,  frameworkBytes, fragmentation, rerunReserve};
    }
};

size_t hashOf(const Workload &w, const Card &card, int cards, const NetworkSpec &network)
{
    size_t h = std::hash<std::string>{}(card.id);
    const auto mix = [&h](double v) { h = h * 1000003u ^ std::hash<double>{}(v); };
    mix(w.model.paramsTotal);
    mix(w.model.layers);
    mix(w.trainingTokens);
    mix(w.sequenceLength);
    mix(w.globalBatch);
    mix(double(w.scenario));
    mix(double(w.precision));
    mix(w.concurrency);
    mix(w.promptTokens);
    mix(cards);
    mix(network.gbitPerS);
    return h;
}

class SizingMemo final
{
public:
    std::shared_ptr<const Sizing> find(size_t hash, const MemoProbe &probe)
    {
        std::lock_guard lock(m_mutex);
        const auto [first, last] = m_entries.equal_range(hash);
        for (auto it = first; it != last; ++it)
            if (probe.matches(it->second.key))
                return it->second.sizing;
        return nullptr;
    }

    void insert(size_t hash, MemoKey key, std::shared_ptr<const Sizing> sizing)
    {
        std::lock_guard lock(m_mutex);
        // Bounded: a full memo starts over (sizings are cheap to redo; the
        // working set of one project is a few dozen).
        if (m_entries.size() >= kCapacity)
            m_entries.clear();
        m_entries.emplace(hash, Entry{std::move(key), std::move(sizing)});
    }

    void clear()
    {
        std::lock_guard lock(m_mutex);
        m_entries.clear();
    }

private:
    static constexpr size_t kCapacity = 4096;
    struct Entry {
        MemoKey key;
        std::shared_ptr<const Sizing> sizing;
    };
    std::mutex m_mutex;
    std::unordered_multimap<size_t, Entry> m_entries;
};

SizingMemo &memo()
{
    static SizingMemo instance;
    return instance;
}

} // namespace

void clearSizingMemo()
{
    memo().clear();
}

const Sizing &SizingCache::size(const Workload &workload, const Card &card, int cards,
                                const NetworkSpec &network, const AssumptionSet &assumptions)
{
    const Key key{&workload, &card, cards, network.gbitPerS, int(network.fabric)};
    auto it = m_cache.find(key);
    if (it != m_cache.end())
        return *it->second;
    const MemoProbe probe{workload,
                          card,
                          cards,
                          network,
                          assumptions.userMfu ? std::optional<Range>(assumptions.userMfu->value)
                                              : std::nullopt,
                          assumptions.frameworkBytes,
                          assumptions.fragmentation,
                          assumptions.table[InputId::RerunReserve].range.likely};
    const size_t hash = hashOf(workload, card, cards, network);
    std::shared_ptr<const Sizing> sizing = memo().find(hash, probe);
    if (!sizing) {
        sizing = std::make_shared<const Sizing>(
            sizeWorkload(workload, card, cards, network, assumptions));
        memo().insert(hash, probe.key(), sizing);
    }
    return *m_cache.emplace(key, std::move(sizing)).first->second;
}

Sizing sizeWorkload(const Workload &w, const Card &card, int cards, const NetworkSpec &network,
                    const AssumptionSet &a)
{
    Sizing s;
    s.training = isTraining(w.scenario);
    if (s.training) {
        LayoutSearchInputs in;
        in.training.model = w.model;
        in.training.tokens = w.trainingTokens;
        in.training.sequenceLength = w.sequenceLength;
        in.training.globalBatch = w.globalBatch;
        in.training.precision = w.precision;
        in.training.network = network;
        if (a.userMfu)
            in.training.mfu = a.userMfu->value;
        in.training.rerunReserve = a.table[I::RerunReserve].range.likely;
        if (w.scenario == Scenario::LoRA || w.scenario == Scenario::QLoRA)
            in.training.trainableParams = loraParams(w.model, w.loraRank);
        in.memory.mode = memoryModeFor(w.scenario);
        in.memory.model = w.model;
        in.memory.precision = w.precision;
        in.memory.sequenceLength = w.sequenceLength;
        in.memory.loraRank = std::max(w.loraRank, 1);
        in.memory.frameworkBytes = a.frameworkBytes;
        in.memory.fragmentation = a.fragmentation;
        const LayoutSearchResult r = bestLayoutAt(in, card, cards);
        s.layout = r.best.layout;
        s.fits = r.outcome != LayoutSearchResult::Outcome::NothingFitsMemory;
        MemoryInputs m = in.memory;
        m.layout = s.layout;
        s.memory = estimateMemory(m, card.memoryBytes);
        if (s.fits) {
            TrainingInputs t = in.training;
            t.layout = s.layout;
            s.trainingEstimate = estimateTraining(t, card);
        }
        return s;
    }
    InferenceInputs in;
    in.model = w.model;
    in.precision = w.precision;
    in.kvPrecision = w.precision == Precision::FP32 ? Precision::FP32 : Precision::BF16;
    in.promptTokens = std::max(w.promptTokens, 1);
    in.outputTokens = std::max(w.outputTokens, 1);
    in.concurrency = std::max(w.concurrency, 1);
    in.cards = cards;
    in.frameworkBytes = a.frameworkBytes;
    const auto meets = [&](const InferenceEstimate &e) {
        const bool fast = w.ttftTargetSeconds <= 0.0 || e.at.ttftSeconds <= w.ttftTargetSeconds;
        const bool enough = w.requestsPerSecond <= 0.0 ||
                            e.at.tokensPerSecond >= w.requestsPerSecond * in.outputTokens;
        return fast && enough;
    };
    // The fewest cards per replica that fit and meet the target; else the
    // fastest that fits; else the widest tried.
    std::optional<InferenceEstimate> chosen;
    int chosenTp = 1;
    int fallbackTp = 0;
    std::optional<InferenceEstimate> fallback;
    for (int tp = 1; tp <= std::min(cards, 8); tp *= 2) {
        if (cards % tp != 0)
            continue;
        in.tensorParallel = tp;
        const InferenceEstimate e = estimateInference(in, card);
        if (e.at.fits && meets(e)) {
            chosen = e;
            chosenTp = tp;
            break;
        }
        if (!fallback ||
            (e.at.fits && (!fallback->at.fits || e.at.ttftSeconds < fallback->at.ttftSeconds)) ||
            (!e.at.fits && !fallback->at.fits)) {
            fallback = e;
            fallbackTp = tp;
        }
    }
    if (!chosen) {
        chosen = fallback;
        chosenTp = std::max(fallbackTp, 1);
    }
    if (chosen) {
        s.inferenceEstimate = chosen;
        s.fits = chosen->at.fits;
        s.meetsLatency = meets(*chosen);
        s.ttftSeconds = chosen->at.ttftSeconds;
        s.tokensPerSecond = chosen->at.tokensPerSecond;
    }
    s.layout = {chosenTp, 1, std::max(cards / chosenTp, 1), 0, 1, Recompute::None};
    MemoryInputs m;
    m.mode = MemoryMode::Infer;
    m.model = w.model;
    m.precision = w.precision;
    m.kvPrecision = in.kvPrecision;
    m.layout = s.layout;
    m.contextTokens = in.promptTokens + in.outputTokens;
    const int replicas = std::max(cards / chosenTp, 1);
    m.concurrency = (in.concurrency + replicas - 1) / replicas;
    m.frameworkBytes = a.frameworkBytes;
    m.fragmentation = a.fragmentation;
    s.memory = estimateMemory(m, card.memoryBytes);
    return s;
}

Demand workloadDemand(const Workload &w, const OptionSetup &setup, const AssumptionSet &a)
{
    Demand d;
    const double params = paramsOf(w.model);
    d.datasetBytes = w.datasetBytes;
    d.checkpointBytes = checkpointBytes(w, params);
    // Served weights, or the frozen base model an adapter trains on.
    if (memoryModeFor(w.scenario) != MemoryMode::Train)
        d.modelBytes = params * bytesPerValue(w.precision);
    d.upload = uploadMode(setup.contract, d.datasetBytes, a.uploadShareMinBytes);
    return d;
}

PreparedPair preparePair(const PreparedOption &option, const Workload &workload,
                         const Sizing &sizing, const AssumptionSet &a)
{
    PreparedPair p;
    p.option = &option;
    p.workload = &workload;
    p.sizing = &sizing;
    p.inference = !sizing.training;
    p.view = p.inference ? CostView::Horizon : CostView::Job;
    p.table = option.table;
    p.demand = workloadDemand(workload, option.setup, a);
    if (sizing.trainingEstimate) {
        const TrainingEstimate &te = *sizing.trainingEstimate;
        p.job.hoursAtLikelyMfu = te.wallSeconds.likely / 3600.0;
        p.job.mfuLikely = te.mfu.likely;
        std::string source = "project assumption mfu";
        if (!te.mfuFromUser) {
            source = "sizing engine default:";
            for (const MfuReason &r : te.mfuReasons)
                source += " " + r.code + " x" + number(r.factor);
            source += "; seed 004: 40-55 % tuned, below 30 % untuned";
        }
        setInput(p.table, I::Mfu, te.mfu, source);
        p.demand.dataJobHours = p.job.hoursAtLikelyMfu * a.table[I::RerunReserve].range.likely;
    }
    return p;
}

Sheet pairSheet(const PreparedPair &pair, const Demand &optionDemand, const Point &p)
{
    if (pair.inference)
        return priceHorizon(pair.option->setup, pair.demand, p);
    if (!pair.sizing->trainingEstimate)
        return {};
    return priceJob(pair.option->setup, pair.job, pair.demand, optionDemand, p);
}

std::array<Sheet, 3> pairSheets(const PreparedPair &pair, const Demand &optionDemand)
{
    const auto corners = cornerPoints(pair.table, pair.view, pair.option->setup.acquisition);
    return {pairSheet(pair, optionDemand, corners[0]), pairSheet(pair, optionDemand, corners[1]),
            pairSheet(pair, optionDemand, corners[2])};
}

std::array<Sheet, 3> optionSheets(const PreparedOption &option, const Demand &optionDemand)
{
    const auto corners = cornerPoints(option.table, CostView::Horizon, option.setup.acquisition);
    return {priceHorizon(option.setup, optionDemand, corners[0]),
            priceHorizon(option.setup, optionDemand, corners[1]),
            priceHorizon(option.setup, optionDemand, corners[2])};
}

Range totalOf(const std::array<Sheet, 3> &sheets, const LineMask &enabled)
{
    return spread(sheets[0].total(enabled), sheets[1].total(enabled), sheets[2].total(enabled));
}

PairResult pairResult(const PreparedPair &pair, const std::array<Sheet, 3> &sheets,
                      const LineMask &enabled, Detail detail)
{
    const PreparedOption &opt = *pair.option;
    const OptionSetup &setup = opt.setup;
    const Workload &w = *pair.workload;
    const Sizing &sizing = *pair.sizing;
    PairResult r;
    r.workloadId = w.id;
    r.optionId = opt.option.id;
    r.layout = sizing.layout;
    r.memory = sizing.memory;
    r.training = sizing.trainingEstimate;
    r.inference = sizing.inferenceEstimate;
    r.flags = opt.flags;
    const bool fits = sizing.fits;
    if (!fits)
        r.flags.push_back(
            {"risk.does_not_fit", {number(sizing.memory.total), number(sizing.memory.capacity)}});
    if (!pair.inference && fits) {
        r.jobHours = across(sheets, [](const Sheet &s) { return s.wallHours; });
        if (w.deadlineDays > 0.0 && r.jobHours.likely > w.deadlineDays * 24.0) {
            r.meetsDeadline = false;
            r.flags.push_back({"risk.misses_deadline",
                               {number(r.jobHours.likely / 24.0), number(w.deadlineDays)}});
        }
        if (setup.spot && r.jobHours.likely > kSpotLongJobHours)
            r.flags.push_back({"risk.spot_long_job", {number(r.jobHours.likely)}});
        if (setup.office && sheets[1].throughput < 1.0)
            r.flags.push_back({"risk.thermal_derating", {percent(1.0 - sheets[1].throughput)}});
        if (setup.acquisition != Acquisition::Rent && sheets[1].usedHours > sheets[1].busyHours)
            r.flags.push_back({"risk.exceeds_capacity",
                               {number(sheets[1].usedHours), number(sheets[1].busyHours)}});
    }
    if (pair.inference) {
        r.meetsLatency = sizing.meetsLatency;
        if (fits && !sizing.meetsLatency)
            r.flags.push_back(
                {"risk.misses_latency", {number(sizing.ttftSeconds), number(w.ttftTargetSeconds)}});
    }
    // A serving job does not "finish": reclaims only cost hours (priced).
    const bool spotFinishes = pair.inference || sheets[1].spotFinishes;
    if (!spotFinishes)
        r.flags.push_back({"risk.spot_never_finishes", {number(setup.spotReclaimPerHour)}});
    if (sheets[1].overQuota)
        r.flags.push_back({"risk.power_over_quota", {number(setup.quotaKw)}});
    r.feasible = fits && r.meetsDeadline && r.meetsLatency && spotFinishes;

    if (detail != Detail::Totals)
        r.lines =
            costLines(sheets, pair.table, setup, enabled, pair.view, detail == Detail::Explained);
    r.total = totalOf(sheets, enabled);
    const double cards = std::max(setup.cards, 1);
    if (!pair.inference && sizing.trainingEstimate) {
        const double peak = sizing.trainingEstimate->peak.flops;
        r.cnyPerEffectivePflopHour = across(sheets, [&](const Sheet &s) {
            return cnyPerEffectivePflopHour(s.clusterRate / cards, peak, s.mfu);
        });
        r.cnyPerRun = r.total;
        r.costEffectiveness = {r.total.high > 0.0 ? 1e4 / r.total.high : 0.0,
                               r.total.likely > 0.0 ? 1e4 / r.total.likely : 0.0,
                               r.total.low > 0.0 ? 1e4 / r.total.low : 0.0};
    }
    if (pair.inference && sizing.tokensPerSecond > 0.0) {
        const double tps = sizing.tokensPerSecond;
        std::array<double, 3> perMillion{};
        for (size_t i = 0; i < 3; ++i) {
            const double busy = sheets[i].busyHours;
            const double allIn = busy > 0.0 ? sheets[i].total(enabled) / (cards * busy) : 0.0;
            perMillion[i] = costPerMillionTokens(allIn, int(cards), tps);
        }
        r.cnyPerMillionTokens = spread(perMillion[0], perMillion[1], perMillion[2]);
        const auto perTenThousand = [](double cnyPerMillion) {
            return cnyPerMillion > 0.0 ? 1e4 / cnyPerMillion : 0.0;
        };
        r.costEffectiveness = {perTenThousand(r.cnyPerMillionTokens.high),
                               perTenThousand(r.cnyPerMillionTokens.likely),
                               perTenThousand(r.cnyPerMillionTokens.low)};
    }
    OptionContext ctx;
    ctx.card = setup.card;
    ctx.facility = setup.facility;
    ctx.contract = setup.contract;
    ctx.tensorParallel = sizing.layout.tensorParallel;
    ctx.jobHours = r.jobHours.likely;
    ctx.scalingEfficiency =
        sizing.trainingEstimate ? sizing.trainingEstimate->scalingEfficiency : 1.0;
    r.advice = adviseOption(w, opt.option, ctx);
    r.score = r.feasible ? r.total.likely : std::numeric_limits<double>::max();
    return r;
}

} // namespace suanpan
