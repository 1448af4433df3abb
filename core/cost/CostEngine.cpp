#include "CostEngine.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <unordered_map>

#include "cost/CostForm.h"
#include "cost/CostLines.h"
#include "cost/Ownership.h"
#include "cost/Quotes.h"
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
    // A voucher pays back part of the rent: with the rent line left out
    // there is nothing to pay back, and the voucher alone would take the
    // total below the other lines.
    if (!m[size_t(LineCode::Rent)])
        m[size_t(LineCode::ComputeVoucher)] = false;
    return m;
}

namespace {

// The option's card, facility and contract, and whether they go together.
struct Entities {
    const Card *card = nullptr;
    const Facility *facility = nullptr;
    const Contract *contract = nullptr;            // null when building without one
    std::shared_ptr<const Contract> quoteContract; // priced from a quote: owns `contract`
    double setupFeeCny = 0.0;                      // the quote's
};

// A rented option priced from a project quote: the quote's card and the
// contract it amounts to, on the catalog contract of its billing (Quotes.h).
Status quoteEntities(const Option &o, const std::string &prefix, const CatalogView &merged,
                     Entities &e)
{
    const ProviderQuote *quote = merged.findQuote(o.quoteId);
    if (!quote)
        return Error{ErrorCode::CostUnknownReference, prefix + ".quote_id", o.quoteId};
    if (o.acquisition != Acquisition::Rent)
        return Error{ErrorCode::CostQuoteNotRent, prefix + ".quote_id",
                     std::string(toCode(o.acquisition))};
    if (quote->cardId != o.cardId)
        return Error{ErrorCode::CostQuoteOtherCard, prefix + ".quote_id", quote->cardId};
    e.quoteContract = std::make_shared<const Contract>(
        quoteContract(*quote, merged.findContract(quoteBaseContractId(quote->per))));
    e.contract = e.quoteContract.get();
    e.setupFeeCny = quote->setupFeeCny;
    return Ok{};
}

Result<Entities> resolveEntities(const Option &o, const std::string &prefix,
                                 const CatalogView &merged)
{
    Entities e;
    e.card = merged.findCard(o.cardId);
    if (!e.card)
        return Error{ErrorCode::CostUnknownReference, prefix + ".card_id", o.cardId};
    e.facility = merged.findFacility(o.facilityId);
    if (!e.facility)
        return Error{ErrorCode::CostUnknownReference, prefix + ".facility_id", o.facilityId};
    if (!o.quoteId.empty()) {
        if (auto st = quoteEntities(o, prefix, merged, e); !st)
            return st.error();
    } else if (!o.contractId.empty()) {
        e.contract = merged.findContract(o.contractId);
        if (!e.contract)
            return Error{ErrorCode::CostUnknownReference, prefix + ".contract_id", o.contractId};
    }
    if (o.cardCount < 1)
        return Error{ErrorCode::CostInvalid, prefix + ".card_count", std::to_string(o.cardCount),
                     IssueCode::NotPositive};
    const std::string kind(toCode(e.facility->kind));
    switch (o.acquisition) {
    case Acquisition::Rent:
        if (!e.contract)
            return Error{ErrorCode::CostInvalid, prefix + ".contract_id", "", IssueCode::Required};
        break;
    case Acquisition::Host:
        if (!e.contract)
            return Error{ErrorCode::CostInvalid, prefix + ".contract_id", "", IssueCode::Required};
        if (!facilityHostsOwnServers(e.facility->kind))
            return Error{ErrorCode::CostHostNeedsCabinet, prefix + ".acquisition", kind};
        break;
    case Acquisition::Build:
        if (e.facility->kind == FacilityKind::GpuCloud)
            return Error{ErrorCode::CostBuildNeedsPremises, prefix + ".acquisition", kind};
        break;
    }
    return e;
}

// The facts the cost model prices the option with (OptionSetup).
OptionSetup setupOf(const Option &o, const Entities &e)
{
    OptionSetup s;
    s.card = e.card;
    s.facility = e.facility;
    s.contract = e.contract;
    s.acquisition = o.acquisition;
    s.cards = o.cardCount;
    const bool rent = o.acquisition == Acquisition::Rent;
    s.billedCards = rent ? billedCards(o.cardCount, e.contract) : o.cardCount;
    s.servers = serversFor(o.cardCount);
    s.payPerUse = rent && isPayPerUse(e.contract->billing);
    s.spot = rent && e.contract->billing == BillingMode::Spot;
    s.office = e.facility->kind == FacilityKind::OfficeRoom;
    s.tdpWatts = e.card->tdpWatts;
    s.quotaKw = e.facility->cabinetPowerKw;
    // Built in-house: every kWh is on the company's own meter.
    s.powerBilling = o.acquisition == Acquisition::Build ? PowerBilling::Metered
                     : e.contract                        ? e.contract->powerBilling
                                                         : PowerBilling::Included;
    s.contractPowerPrice = o.acquisition != Acquisition::Build && e.contract &&
                                   s.powerBilling != PowerBilling::Included
                               ? e.contract->powerPriceCnyPerKwh
                               : 0.0;
    // The contract's rate is per instance (one server); a job stops when any
    // of its servers is reclaimed, so the job's rate grows with its servers.
    s.spotReclaimPerHour = s.spot ? e.contract->spotReclaimPerHour * s.servers : 0.0;
    s.support = e.contract ? e.contract->support : SupportLevel::BusinessHours;
    s.depositCny = e.contract ? e.contract->depositCny : 0.0;
    s.setupFeeCny = rent ? e.setupFeeCny : 0.0;
    return s;
}

// The price per card-hour of a rent option, with its flags.
Status priceRent(PreparedOption &out, const std::string &prefix, const AssumptionSet &a)
{
    const Card &card = *out.setup.card;
    const Contract &contract = *out.setup.contract;
    out.rent = rentPrice(card, out.setup.facility->kind, contract, a);
    if (!out.rent.found)
        return Error{ErrorCode::CostNoPrice, prefix + ".card_id",
                     card.id + " has no rent quote for contract " + contract.id};
    if (!(out.rent.cnyPerCardHour.high > 0.0))
        return Error{ErrorCode::CostNoPrice, prefix + ".contract_id",
                     contract.id + " has no compute price (a cabinet lease?)"};
    setInput(out.table, I::RentPrice, out.rent.cnyPerCardHour, out.rent.source);
    if (out.rent.lowConfidence)
        out.flags.push_back({FlagCode::LowConfidencePrice, {}, {card.id, contract.id}});
    if (out.rent.otherChannel)
        out.flags.push_back({FlagCode::PriceFromOtherChannel,
                             {},
                             {card.id, std::string(toCode(out.setup.facility->kind)),
                              std::string(toCode(out.rent.channel))}});
    // Seed 001: monthly plans never go below half the hourly price.
    if (contract.billing == BillingMode::Monthly && out.rent.basis != PriceBasis::Quotes &&
        out.rent.basis != PriceBasis::ContractUnitPrice && contract.priceFactor.low < 0.5 &&
        contract.priceFactor != Range::exactly(1.0))
        out.flags.push_back(
            {FlagCode::MonthlyBelowFloor, {contract.priceFactor.low}, {contract.id}});
    return Ok{};
}

// The price per card of an owned option (host, build).
Status pricePurchase(PreparedOption &out, const std::string &prefix)
{
    const Card &card = *out.setup.card;
    out.purchase = purchasePrice(card);
    if (!out.purchase.found)
        return Error{ErrorCode::CostNoPrice, prefix + ".card_id",
                     card.id + " has no purchase quote"};
    setInput(out.table, I::PurchasePrice, out.purchase.cnyPerCardHour, out.purchase.source);
    if (out.purchase.lowConfidence)
        out.flags.push_back(
            {FlagCode::LowConfidencePrice, {}, {card.id, std::string(kPurchaseId)}});
    return Ok{};
}

// The facility's and the contract's ranged inputs (power, cabinet, hidden costs).
void siteInputs(PreparedOption &out, const AssumptionSet &a)
{
    InputTable &t = out.table;
    const Facility &facility = *out.setup.facility;
    const std::string facilitySource =
        provenanceText(facility.provenance, "facility " + facility.id);
    setInput(t, I::Pue, facility.pue, facilitySource);
    setInput(t, I::CabinetRent, facility.cabinetRentCnyPerMonth, facilitySource);
    Range electricity = facility.electricityCnyPerKwh;
    std::string electricitySource = facilitySource;
    if (a.flatPowerPrice) {
        electricity = {a.flatPowerPrice->value.low * a.touBlend,
                       a.flatPowerPrice->value.likely * a.touBlend,
                       a.flatPowerPrice->value.high * a.touBlend};
        electricitySource =
            "power_flat_price_cny_per_kwh x TOU blend " + number(a.touBlend) + " (prices.md 3b)";
    }
    setInput(t, I::Electricity, electricity, electricitySource);
    if (const Contract *c = out.setup.contract) {
        const std::string src = provenanceText(c->provenance, "contract " + c->id);
        setInput(t, I::Bandwidth, c->bandwidthCnyPerMonth, src);
        setInput(t, I::StoragePrice, c->storageCnyPerGbMonth, src);
        setInput(t, I::UploadPrice, c->uploadCnyPerGb, src);
    }
}

// What the card and site say about the option beyond its price.
void marketAndScaleFlags(PreparedOption &out)
{
    const Option &o = out.option;
    const Card &card = *out.setup.card;
    const Facility &facility = *out.setup.facility;
    // New cards of these statuses are not sold into China (MarketStatus): a
    // rental rests on the provider's stock, a purchase on a source (or, for
    // in-country stock, on a second-hand card). The UI words it by status.
    if (newSaleRestricted(card.marketStatus))
        out.flags.push_back(
            {FlagCode::ExportRestricted,
             {},
             {card.id, o.acquisition == Acquisition::Rent ? out.setup.contract->id
                                                          : std::string(kPurchaseId)}});
    // Seed 000 scale tiers: 4-8 cards in an office, 16-32 in a cabinet, 64+ hosted.
    if (o.cardCount < facility.minCards || o.cardCount > facility.maxCards)
        out.flags.push_back(
            {FlagCode::OutsideFacilityScale,
             {double(o.cardCount), double(facility.minCards), double(facility.maxCards)},
             {}});
}

// The project's compute voucher on a rent option: only rented compute is
// eligible (never owned cards, hosting them or a build), and when the voucher
// names providers only rent from one of them -- its contract or facility, by
// id or by name in either language.
void voucherInputs(PreparedOption &out, const AssumptionSet &a)
{
    if (!a.voucher || out.option.acquisition != Acquisition::Rent || !out.setup.contract)
        return;
    const Voucher &v = *a.voucher;
    const Contract &c = *out.setup.contract;
    const Facility &f = *out.setup.facility;
    const auto named = [&](const std::string &p) {
        return p == c.id || p == c.nameEn || p == c.nameZh || p == f.id || p == f.nameEn ||
               p == f.nameZh;
    };
    if (!v.providers.empty() && std::none_of(v.providers.begin(), v.providers.end(), named))
        return;
    out.setup.voucherShare = v.share;
    out.setup.voucherCapPerYear = v.capCnyPerYear;
    out.setup.voucherRefundMonths = v.refundMonths;
    out.table[I::VoucherApproval].used = true;
}

} // namespace

Result<PreparedOption> prepareOption(const Option &o, const std::string &prefix,
                                     const CatalogView &merged, const AssumptionSet &a)
{
    auto entities = resolveEntities(o, prefix, merged);
    if (!entities)
        return entities.error();
    PreparedOption out;
    out.option = o;
    out.setup = setupOf(o, entities.value());
    out.quoteContract = entities.value().quoteContract;
    out.setup.faults = a.sizing.faults;
    out.table = a.table;
    for (int i = 0; i < kInputCount; ++i)
        out.table.values[size_t(i)].used = inputInfo(InputId(i)).assumption;
    // Folded into the option's busy share (planBusyShares), not read itself.
    out.table[I::OtherWork].used = false;
    const Status priced =
        o.acquisition == Acquisition::Rent ? priceRent(out, prefix, a) : pricePurchase(out, prefix);
    if (!priced)
        return priced.error();
    siteInputs(out, a);
    voucherInputs(out, a);
    marketAndScaleFlags(out);
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
    SizingAssumptions assumptions;
};

// The same, by reference: looking up a hit copies nothing.
struct MemoProbe {
    const Workload &workload;
    const Card &card;
    int cards;
    const NetworkSpec &network;
    const SizingAssumptions &assumptions;

    bool matches(const MemoKey &k) const
    {
        return k.cards == cards && k.network == network && k.assumptions == assumptions &&
               k.workload == workload && k.card == card;
    }

    MemoKey key() const { return {workload, card, cards, network, assumptions}; }
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
    std::shared_ptr<const JobSizing> find(size_t hash, const MemoProbe &probe)
    {
        std::lock_guard lock(m_mutex);
        const auto [first, last] = m_entries.equal_range(hash);
        for (auto it = first; it != last; ++it)
            if (probe.matches(it->second.key))
                return it->second.sizing;
        return nullptr;
    }

    void insert(size_t hash, MemoKey key, std::shared_ptr<const JobSizing> sizing)
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
        std::shared_ptr<const JobSizing> sizing;
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

const JobSizing &SizingCache::size(const Workload &workload, const Card &card, int cards,
                                   const NetworkSpec &network, const SizingAssumptions &assumptions)
{
    const Key key{&workload, &card, cards, network.gbitPerS, int(network.fabric), network.perCard};
    auto it = m_cache.find(key);
    if (it != m_cache.end())
        return *it->second;
    const MemoProbe probe{workload, card, cards, network, assumptions};
    const size_t hash = hashOf(workload, card, cards, network);
    std::shared_ptr<const JobSizing> sizing = memo().find(hash, probe);
    if (!sizing) {
        SizingTarget target;
        target.card = &card;
        target.cards = cards;
        target.network = network;
        sizing = std::make_shared<const JobSizing>(sizeJob(workload, target, assumptions));
        memo().insert(hash, probe.key(), sizing);
    }
    return *m_cache.emplace(key, std::move(sizing)).first->second;
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
                         const JobSizing &sizing, const AssumptionSet &a)
{
    PreparedPair p;
    p.option = &option;
    p.workload = &workload;
    p.sizing = &sizing;
    p.inference = !sizing.training;
    p.view = p.inference ? CostView::Horizon : CostView::Job;
    p.table = option.table;
    p.demand = workloadDemand(workload, option.setup, a);
    if (sizing.fits && sizing.train) {
        const TrainingEstimate &te = *sizing.train;
        // The cost model prices the time lost to interruptions as its own
        // line, with the same fault model (faultLossFor) at its inputs.
        p.job.hoursAtLikelyMfu = te.wallSeconds.likely * te.goodput / 3600.0;
        p.job.mfuLikely = te.mfu.likely;
        std::string source = "project assumption mfu";
        if (!te.mfuFromUser) {
            source = "sizing engine default:";
            for (const MfuReason &r : te.mfuReasons)
                if (r.code != MfuReasonCode::Goodput) // time, not MFU: the fault lines price it
                    source +=
                        " " + std::string(mfuReasonCodeText(r.code)) + " x" + number(r.factor);
            source += "; seed 004: 40-55 % tuned, below 30 % untuned";
        }
        setInput(p.table, I::Mfu, te.mfu, source);
        p.demand.dataJobHours = p.job.hoursAtLikelyMfu * a.table[I::RerunReserve].range.likely;
    }
    return p;
}

template <class T>
BasicSheet<T> pairSheet(const PreparedPair &pair, const Demand &optionDemand, const PointOf<T> &p)
{
    if (pair.inference)
        return priceHorizon<T>(pair.option->setup, pair.demand, p);
    if (!pair.sizing->fits || !pair.sizing->train)
        return {};
    return priceJob<T>(pair.option->setup, pair.job, pair.demand, optionDemand, p);
}

template <class T>
BasicSheet<T> pairSheet(const PreparedPair &pair, const BasicSheet<T> &optionHorizon,
                        const PointOf<T> &p)
{
    if (pair.inference)
        return priceHorizon<T>(pair.option->setup, pair.demand, p);
    if (!pair.sizing->fits || !pair.sizing->train)
        return {};
    return priceJob<T>(pair.option->setup, pair.job, pair.demand, optionHorizon, p);
}

Sheet pairSheet(const PreparedPair &pair, const Demand &optionDemand, const Point &p)
{
    return pairSheet<double>(pair, optionDemand, p);
}

Sheet pairSheet(const PreparedPair &pair, const Sheet &optionHorizon, const Point &p)
{
    return pairSheet<double>(pair, optionHorizon, p);
}

// Both scalars are instantiated here: Portfolio.cpp calls pairSheet<T> from its own
// templates, and an unoptimised build does not inline the double wrappers above.
template BasicSheet<double> pairSheet<double>(const PreparedPair &, const Demand &, const Point &);
template BasicSheet<double> pairSheet<double>(const PreparedPair &, const BasicSheet<double> &,
                                              const Point &);
template BasicSheet<Traced> pairSheet<Traced>(const PreparedPair &, const Demand &,
                                              const TracedPoint &);
template BasicSheet<Traced> pairSheet<Traced>(const PreparedPair &, const BasicSheet<Traced> &,
                                              const TracedPoint &);

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

Timing timingOf(LineCode c, bool payPerUse)
{
    switch (c) {
    case LineCode::HardwareDepreciation:
    case LineCode::NetworkHardware:
    case LineCode::StorageHardware:
    case LineCode::Spares:
    case LineCode::ElectricalWork:
        return Timing::Capex;
    case LineCode::EngineerTime:
    case LineCode::Support:
    case LineCode::Upload:
    case LineCode::SetupFee:
        return Timing::Start;
    case LineCode::EnvironmentRebuild:
        return payPerUse ? Timing::Monthly : Timing::Start;
    case LineCode::ResidualValue:
        return Timing::End;
    case LineCode::ComputeVoucher:
        return Timing::Refund;
    default:
        return Timing::Monthly;
    }
}

double sumTiming(const Sheet &s, const LineMask &enabled, Timing t, bool payPerUse)
{
    double sum = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (enabled[size_t(i)] && timingOf(LineCode(i), payPerUse) == t)
            sum += s.cny[size_t(i)];
    return sum;
}

double dayOneCost(const Sheet &s, const LineMask &enabled, bool payPerUse)
{
    return sumTiming(s, enabled, Timing::Capex, payPerUse) +
           sumTiming(s, enabled, Timing::Start, payPerUse);
}

template <class T>
std::array<T, 5> timingSumsOf(const BasicSheet<T> &s, const LineMask &enabled, bool payPerUse)
{
    std::array<T, 5> sum{};
    for (int i = 0; i < kLineCount; ++i)
        if (enabled[size_t(i)])
            addToSum(sum[size_t(timingOf(LineCode(i), payPerUse))], s.cny[size_t(i)]);
    return sum;
}

template std::array<double, 5> timingSumsOf<double>(const BasicSheet<double> &, const LineMask &,
                                                    bool);
template std::array<Traced, 5> timingSumsOf<Traced>(const BasicSheet<Traced> &, const LineMask &,
                                                    bool);

TimingSums timingSums(const Sheet &s, const LineMask &enabled, bool payPerUse)
{
    const std::array<double, 5> sum = timingSumsOf<double>(s, enabled, payPerUse);
    return {sum[size_t(Timing::Capex)], sum[size_t(Timing::Start)], sum[size_t(Timing::Monthly)],
            sum[size_t(Timing::End)], sum[size_t(Timing::Refund)]};
}

double refundedMonths(double horizon, double delayMonths, double month)
{
    return std::clamp(month - std::max(delayMonths, 0.0), 0.0, horizon);
}

double refundBy(double refund, double horizon, double delayMonths, double month)
{
    if (!(horizon > 0.0))
        return 0.0;
    return refund * refundedMonths(horizon, delayMonths, month) / horizon;
}

OptionMoney optionMoney(const PreparedOption &opt, const std::array<Sheet, 3> &sheets,
                        const LineMask &enabled)
{
    OptionMoney m;
    m.total = totalOf(sheets, enabled);
    const bool ppu = opt.setup.payPerUse;
    // A deposit is cash out on day one but comes back, so it is no cost.
    const double deposit = opt.setup.depositCny;
    m.upfront = spread(dayOneCost(sheets[0], enabled, ppu) + deposit,
                       dayOneCost(sheets[1], enabled, ppu) + deposit,
                       dayOneCost(sheets[2], enabled, ppu) + deposit);
    std::array<double, 3> monthly{};
    for (size_t i = 0; i < 3; ++i) {
        const double months = sheets[i].activeMonths > 0.0 && !ppu
                                  ? sheets[i].activeMonths
                                  : opt.table[InputId::HorizonMonths].range.likely;
        monthly[i] = sumTiming(sheets[i], enabled, Timing::Monthly, ppu) / std::max(months, 1e-9);
    }
    m.monthly = spread(monthly[0], monthly[1], monthly[2]);
    return m;
}

namespace {

// The seeds' traps for the pair (Advice.h).
PairResult adviseAndReturn(PairResult &r, const PreparedPair &pair, const JobSizing &sizing)
{
    const OptionSetup &setup = pair.option->setup;
    OptionContext ctx;
    ctx.card = setup.card;
    ctx.facility = setup.facility;
    ctx.contract = setup.contract;
    ctx.tensorParallel = sizing.layout.tensorParallel;
    ctx.jobHours = r.jobHours.likely;
    ctx.scalingEfficiency = r.training ? r.training->scalingEfficiency : 1.0;
    r.advice = adviseOption(*pair.workload, pair.option->option, ctx);
    return std::move(r);
}

// Memory above this share of the card leaves no room for the allocator's
// spikes: frameworks run out of memory in practice (vLLM and Megatron leave
// 10 % headroom by default).
constexpr double kTightMemoryShare = 0.9;

// Fit: whether the pair can be priced at all, and why not.
void fitFlags(PairResult &r, const JobSizing &sizing, const OptionSetup &setup)
{
    const MemoryBreakdown &m = sizing.memory;
    if (sizing.batchTooSmall)
        r.flags.push_back({FlagCode::BatchTooSmall,
                           {double(setup.cards), double(globalBatchOf(sizing.trainingInputs))},
                           {}});
    else if (!sizing.fits)
        r.flags.push_back({FlagCode::DoesNotFit, {m.total, m.capacity}, {}});
    else if (m.capacity > 0.0 && m.total > kTightMemoryShare * m.capacity)
        r.flags.push_back({FlagCode::MemoryTight, {m.total, m.capacity}, {}});
}

// Time: the deadline, spot instances on long jobs, summer heat, capacity.
void runFlags(PairResult &r, const PreparedPair &pair, const std::array<Sheet, 3> &sheets)
{
    const Workload &w = *pair.workload;
    const OptionSetup &setup = pair.option->setup;
    r.jobHours = across(sheets, [](const Sheet &s) { return s.runHours; });
    if (w.deadlineDays > 0.0 && r.jobHours.likely > w.deadlineDays * 24.0) {
        r.meetsDeadline = false;
        r.flags.push_back(
            {FlagCode::MissesDeadline, {r.jobHours.likely / 24.0, w.deadlineDays}, {}});
    }
    if (setup.spot && r.jobHours.likely > kSpotLongJobHours)
        r.flags.push_back({FlagCode::SpotLongJob, {r.jobHours.likely}, {}});
    if (setup.office && sheets[1].throughput < 1.0)
        r.flags.push_back({FlagCode::ThermalDerating, {1.0 - sheets[1].throughput}, {}});
    // Owned cards: the schedule's runs of this workload alone need more
    // hours than the horizon has.
    const double horizonHours = pair.table[InputId::HorizonMonths].range.likely * kHoursPerMonth;
    const double needed = sheets[1].usedHours * std::max(pair.runs, 1);
    if (setup.acquisition != Acquisition::Rent && needed > horizonHours)
        r.flags.push_back({FlagCode::ExceedsCapacity, {needed, horizonHours}, {}});
}

// Training: CNY per effective PFLOP-hour and runs per 10 000 CNY (seed 003).
void trainingUnitCosts(PairResult &r, const std::array<Sheet, 3> &sheets, double cards)
{
    const double peak = r.training->peak.flops;
    r.cnyPerEffectivePflopHour = across(sheets, [&](const Sheet &s) {
        return cnyPerEffectivePflopHour(s.clusterRate / cards, peak, s.mfu);
    });
    r.cnyPerRun = r.total;
    r.costEffectiveness = {r.total.high > 0.0 ? 1e4 / r.total.high : 0.0,
                           r.total.likely > 0.0 ? 1e4 / r.total.likely : 0.0,
                           r.total.low > 0.0 ? 1e4 / r.total.low : 0.0};
}

// Serving: CNY per million tokens from the all-in price per busy card-hour.
void servingUnitCosts(PairResult &r, const std::array<Sheet, 3> &sheets, const LineMask &enabled,
                      double cards, double tokensPerSecond)
{
    std::array<double, 3> perMillion{};
    for (size_t i = 0; i < 3; ++i) {
        const double busy = sheets[i].busyHours;
        const double allIn = busy > 0.0 ? sheets[i].total(enabled) / (cards * busy) : 0.0;
        perMillion[i] = costPerMillionTokens(allIn, int(cards), tokensPerSecond);
    }
    r.cnyPerMillionTokens = spread(perMillion[0], perMillion[1], perMillion[2]);
    const auto perTenThousand = [](double cnyPerMillion) {
        return cnyPerMillion > 0.0 ? 1e4 / cnyPerMillion : 0.0;
    };
    r.costEffectiveness = {perTenThousand(r.cnyPerMillionTokens.high),
                           perTenThousand(r.cnyPerMillionTokens.likely),
                           perTenThousand(r.cnyPerMillionTokens.low)};
}

} // namespace

PairResult pairResult(const PreparedPair &pair, const std::array<Sheet, 3> &sheets,
                      const LineMask &enabled, Detail detail)
{
    const PreparedOption &opt = *pair.option;
    const OptionSetup &setup = opt.setup;
    const Workload &w = *pair.workload;
    const JobSizing &sizing = *pair.sizing;
    PairResult r;
    r.workloadId = w.id;
    r.optionId = opt.option.id;
    r.scope = pair.view == CostView::Job ? CostScope::PerRun : CostScope::Horizon;
    r.layout = sizing.layout;
    r.memory = sizing.memory;
    r.inference = sizing.infer;
    r.flags = opt.flags;
    r.priced = sizing.fits && (pair.inference || sizing.train);
    fitFlags(r, sizing, setup);
    if (r.priced && !pair.inference) {
        r.training = sizing.train;
        runFlags(r, pair, sheets);
        if (setup.acquisition != Acquisition::Rent) {
            CapacityUse c;
            c.utilisation = pair.table[InputId::BusyShare].range.likely;
            c.otherWork = pair.otherWork;
            c.projectShare = pair.projectShare;
            c.horizonMonths = pair.table[InputId::HorizonMonths].range.likely;
            c.busyHours = sheets[1].busyHours;
            c.runHours = sheets[1].usedHours;
            c.runs = pair.runs;
            r.capacity = c;
        }
    }
    if (pair.inference) {
        r.meetsLatency = sizing.meetsLatency;
        if (r.priced && !sizing.meetsLatency)
            r.flags.push_back(
                {FlagCode::MissesLatency,
                 {sizing.infer ? sizing.infer->at.ttftSeconds : 0.0, w.ttftTargetSeconds},
                 {}});
    }
    // A serving job does not "finish": reclaims only cost hours (priced).
    const bool spotFinishes = pair.inference || sheets[1].spotFinishes;
    if (r.priced && !spotFinishes)
        r.flags.push_back({FlagCode::SpotNeverFinishes, {setup.spotReclaimPerHour}, {}});
    if (r.priced && sheets[1].overQuota)
        r.flags.push_back({FlagCode::PowerOverQuota, {setup.quotaKw}, {}});
    r.feasible = r.priced && r.meetsDeadline && r.meetsLatency && spotFinishes;
    r.score = r.feasible ? 0.0 : std::numeric_limits<double>::max();
    if (!r.priced)
        return adviseAndReturn(r, pair, sizing);

    if (detail != Detail::Totals)
        r.lines =
            costLines(sheets, pair.table, setup, enabled, pair.view, detail == Detail::Explained);
    r.total = totalOf(sheets, enabled);
    const double cards = std::max(setup.cards, 1);
    if (!pair.inference && r.training)
        trainingUnitCosts(r, sheets, cards);
    const double tps = sizing.infer ? sizing.infer->at.tokensPerSecond : 0.0;
    if (pair.inference && tps > 0.0)
        servingUnitCosts(r, sheets, enabled, cards, tps);
    if (r.feasible)
        r.score = r.total.likely;
    return adviseAndReturn(r, pair, sizing);
}

} // namespace suanpan
