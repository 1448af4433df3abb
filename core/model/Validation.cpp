#include "Validation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_set>

#include "CardFields.h"
#include "ContractFields.h"
#include "CostLineCodes.h"
#include "FacilityFields.h"
#include "Limits.h"
#include "OptionFields.h"
#include "WorkloadFields.h"

namespace suanpan {

namespace {

// Shortest text that reads back as the same double, so the UI can show
// exactly what is stored ("nan" and "inf" included).
std::string text(double v)
{
    char buf[32];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    return std::string(buf, end);
}

// A bound or a value held to one: whole numbers below 1e12 in full
// ("100000", not "1e+05"), others as text(double).
std::string boundText(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e12)
        return std::to_string(static_cast<long long>(v));
    return text(v);
}

std::string text(int v)
{
    return std::to_string(v);
}

std::string text(const Range &r)
{
    return text(r.low) + "/" + text(r.likely) + "/" + text(r.high);
}

// What a range's three values must satisfy besides being finite and ordered.
enum class Bound { Any, NonNegative, Positive, AtLeastOne, Fraction };

// Collects every issue of one entity in field order. The numeric checks
// return false once they added an issue so a caller can skip checks that
// would only repeat the same problem.
class Checker final
{
public:
    explicit Checker(ValidationIssues &out) : m_out(out) {}

    void add(IssueCode code, std::string field, std::string value)
    {
        m_out.push_back({code, std::move(field), std::move(value)});
    }

    // `field` breaks `rule` against another field.
    void contradicts(Contradiction rule, std::string field, std::string value)
    {
        m_out.push_back({IssueCode::Inconsistent, std::move(field), std::move(value), {}, rule});
    }

    void required(const std::string &field, const std::string &value)
    {
        if (value.empty())
            add(IssueCode::Required, field, value);
    }

    bool finite(const std::string &field, double v)
    {
        if (std::isfinite(v))
            return true;
        add(IssueCode::NotFinite, field, text(v));
        return false;
    }

    bool nonNegative(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v < 0.0) {
            add(IssueCode::Negative, field, text(v));
            return false;
        }
        return true;
    }

    bool positive(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v <= 0.0) {
            add(IssueCode::NotPositive, field, text(v));
            return false;
        }
        return true;
    }

    // Fields whose default 0 means "not entered yet": zero is missing, not wrong.
    bool entered(const std::string &field, double v)
    {
        if (!nonNegative(field, v))
            return false;
        if (v == 0.0) {
            add(IssueCode::Required, field, text(v));
            return false;
        }
        return true;
    }

    bool nonNegative(const std::string &field, int v)
    {
        if (v >= 0)
            return true;
        add(IssueCode::Negative, field, text(v));
        return false;
    }

    bool positive(const std::string &field, int v)
    {
        if (v > 0)
            return true;
        add(IssueCode::NotPositive, field, text(v));
        return false;
    }

    bool entered(const std::string &field, int v)
    {
        if (!nonNegative(field, v))
            return false;
        if (v == 0) {
            add(IssueCode::Required, field, text(v));
            return false;
        }
        return true;
    }

    bool atLeastOne(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v < 1.0) {
            add(IssueCode::OutOfRange, field, text(v));
            return false;
        }
        return true;
    }

    bool fraction(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v < 0.0 || v > 1.0) {
            add(IssueCode::OutOfRange, field, text(v));
            return false;
        }
        return true;
    }

    // A range whose three values must also stay at or below `limit`.
    void range(const std::string &field, const Range &r, Bound bound,
               double limit = std::numeric_limits<double>::infinity())
    {
        for (const auto &[suffix, v] :
             {std::pair{".low", r.low}, std::pair{".likely", r.likely}, std::pair{".high", r.high}})
            if (bounded(field + suffix, v, bound))
                atMost(field + suffix, v, limit);
        // Ordering is only meaningful between finite values; NaN compares false anyway.
        if (std::isfinite(r.low) && std::isfinite(r.likely) && std::isfinite(r.high) &&
            !(r.low <= r.likely && r.likely <= r.high))
            add(IssueCode::RangeOrder, field, text(r));
    }

    // A value past its FieldLimits bound (NaN is reported by finite()).
    bool atMost(const std::string &field, double v, double limit)
    {
        if (!(v > limit))
            return true;
        m_out.push_back({IssueCode::TooLarge, field, boundText(v), boundText(limit)});
        return false;
    }

    bool atMost(const std::string &field, int v, int limit)
    {
        if (v <= limit)
            return true;
        m_out.push_back({IssueCode::TooLarge, field, text(v), text(limit)});
        return false;
    }

    // A whole number from 0 (or 1 when `positive`) to `limit`.
    bool count(const std::string &field, int v, int limit, bool positive = false)
    {
        return (positive ? this->positive(field, v) : nonNegative(field, v)) &&
               atMost(field, v, limit);
    }

    // A number from 0 (or above 0 when `positive`) to `limit`.
    bool amount(const std::string &field, double v, double limit, bool positive = false)
    {
        return (positive ? this->positive(field, v) : nonNegative(field, v)) &&
               atMost(field, v, limit);
    }

    void textAtMost(const std::string &field, const std::string &value, std::size_t limit)
    {
        if (value.size() > limit)
            m_out.push_back(
                {IssueCode::TooLong, field, std::to_string(value.size()), std::to_string(limit)});
    }

    void id(const std::string &field, const std::string &value)
    {
        textAtMost(field, value, FieldLimits::kMaxIdBytes);
    }
    void name(const std::string &field, const std::string &value)
    {
        textAtMost(field, value, FieldLimits::kMaxNameBytes);
    }
    void note(const std::string &field, const std::string &value)
    {
        textAtMost(field, value, FieldLimits::kMaxNoteBytes);
    }

    void provenance(const std::string &field, const Provenance &p)
    {
        name(field + ".source", p.source);
        name(field + ".source.zh", p.sourceZh);
        id(field + ".date", p.date);
    }

private:
    bool bounded(const std::string &field, double v, Bound bound)
    {
        switch (bound) {
        case Bound::Any:
            return finite(field, v);
        case Bound::NonNegative:
            return nonNegative(field, v);
        case Bound::Positive:
            return positive(field, v);
        case Bound::AtLeastOne:
            return atLeastOne(field, v);
        case Bound::Fraction:
            return fraction(field, v);
        }
        return true;
    }

    ValidationIssues &m_out;
};

void checkName(Checker &check, const std::string &zh, const std::string &en)
{
    check.required("name.zh", zh);
    check.required("name.en", en);
    check.name("name.zh", zh);
    check.name("name.en", en);
}

// Texts in two languages are named as project JSON writes them: "notes" (or
// its English half) and "notes.zh".
void checkNotes(Checker &check, const std::string &en, const std::string &zh)
{
    check.note("notes", en);
    check.note("notes.zh", zh);
}

void checkQuotes(Checker &check, const std::string &field, const std::vector<PriceQuote> &quotes,
                 double limit)
{
    for (std::size_t i = 0; i < quotes.size(); ++i) {
        const std::string quote = field + "[" + std::to_string(i) + "]";
        check.range(quote + ".cny", quotes[i].cny, Bound::NonNegative, limit);
        check.name(quote + ".basis", quotes[i].basis);
        check.name(quote + ".basis.zh", quotes[i].basisZh);
        check.provenance(quote + ".provenance", quotes[i].provenance);
        // Nobody rents out cards in the customer's own office room (DOMAIN.md 1).
        for (const FacilityKind kind : quotes[i].facilityKinds)
            if (kind == FacilityKind::OfficeRoom)
                check.add(IssueCode::OutOfRange, quote + ".facility_kinds",
                          std::string(toCode(kind)));
    }
}

void appendPrefixed(ValidationIssues &out, ValidationIssues issues, const std::string &prefix)
{
    for (auto &issue : issues) {
        issue.field = prefix + "." + issue.field;
        out.push_back(std::move(issue));
    }
}

std::string indexed(std::string_view collection, std::size_t i)
{
    return std::string(collection) + "[" + std::to_string(i) + "]";
}

template <class T, class Id>
void checkDuplicates(ValidationIssues &out, const std::vector<T> &items,
                     std::string_view collection, std::string_view idField, Id id)
{
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string &value = id(items[i]);
        // An empty id is already reported as Required; two of them are not a second problem.
        if (!value.empty() && !seen.insert(value).second)
            out.push_back({IssueCode::DuplicateId,
                           indexed(collection, i) + "." + std::string(idField), value});
    }
}

template <class T>
std::unordered_set<std::string> idsOf(const std::vector<std::string> &catalog,
                                      const std::vector<T> &project)
{
    std::unordered_set<std::string> ids(catalog.begin(), catalog.end());
    for (const auto &entry : project)
        ids.insert(entry.id);
    return ids;
}

void checkReference(ValidationIssues &out, const std::unordered_set<std::string> &known,
                    const std::string &field, const std::string &id)
{
    if (!id.empty() && !known.contains(id))
        out.push_back({IssueCode::UnknownReference, field, id});
}

} // namespace

ValidationIssues validate(const Workload &w)
{
    using L = FieldLimits;
    namespace W = fields::workload;
    ValidationIssues out;
    Checker check(out);
    check.required("id", w.id);
    check.id("id", w.id);
    check.name("name.en", w.name);
    check.name("name.zh", w.nameZh);

    const ModelShape &m = w.model;
    const bool haveTotal = check.entered(W::ParamsTotal.path, m.paramsTotal) &&
                           check.atMost(W::ParamsTotal.path, m.paramsTotal, L::kMaxParams);
    if (check.amount(W::ParamsActive.path, m.paramsActive, L::kMaxParams) && haveTotal &&
        m.paramsActive > m.paramsTotal)
        check.contradicts(Contradiction::ActiveAboveTotal, W::ParamsActive.path,
                          text(m.paramsActive));
    check.count(W::Layers.path, m.layers, L::kMaxLayers);
    check.count(W::HiddenSize.path, m.hiddenSize, L::kMaxHiddenSize);
    const bool heads = check.count(W::AttentionHeads.path, m.attentionHeads, L::kMaxHeads);
    const bool kvHeads = check.count(W::KvHeads.path, m.kvHeads, L::kMaxHeads);
    // Grouped-query attention shares each KV head among a whole number of query heads.
    if (heads && kvHeads && m.attentionHeads > 0 && m.kvHeads > 0 &&
        (m.kvHeads > m.attentionHeads || m.attentionHeads % m.kvHeads != 0))
        check.contradicts(Contradiction::KvHeadsNotDivisor, W::KvHeads.path, text(m.kvHeads));
    check.count(W::FfnSize.path, m.ffnSize, L::kMaxFfnSize);
    check.count(W::VocabSize.path, m.vocabSize, L::kMaxVocabSize);
    const bool experts = check.count(W::Experts.path, m.experts, L::kMaxExperts);
    if (check.count(W::ExpertsPerToken.path, m.expertsPerToken, L::kMaxExperts) && experts &&
        m.expertsPerToken > m.experts)
        check.contradicts(Contradiction::ExpertsPerTokenAbove, W::ExpertsPerToken.path,
                          text(m.expertsPerToken));
    check.name(W::ModelSource.path, m.source);
    check.count(W::HeadDim.path, m.headDim, L::kMaxHiddenSize);
    check.count(W::MoeFfnSize.path, m.moeFfnSize, L::kMaxFfnSize);
    check.count(W::SharedExperts.path, m.sharedExperts, L::kMaxExperts);
    check.count(W::DenseLayers.path, m.denseLayers, L::kMaxLayers);
    check.count(W::KvLoraRank.path, m.kvLoraRank, L::kMaxHiddenSize);
    check.count(W::QLoraRank.path, m.qLoraRank, L::kMaxHiddenSize);
    check.count(W::QkRopeHeadDim.path, m.qkRopeHeadDim, L::kMaxHiddenSize);
    check.count(W::QkNopeHeadDim.path, m.qkNopeHeadDim, L::kMaxHiddenSize);
    check.count(W::VHeadDim.path, m.vHeadDim, L::kMaxHiddenSize);

    check.amount(W::TrainingTokens.path, w.trainingTokens, L::kMaxTrainingTokens);
    check.count(W::SequenceLength.path, w.sequenceLength, L::kMaxContextTokens, true);
    check.count(W::GlobalBatch.path, w.globalBatch, L::kMaxGlobalBatch);
    check.amount(W::DeadlineDays.path, w.deadlineDays, L::kMaxDays);
    if (w.scenario == Scenario::LoRA || w.scenario == Scenario::QLoRA) {
        if (check.entered(W::LoraRank.path, w.loraRank))
            check.atMost(W::LoraRank.path, w.loraRank, L::kMaxLoraRank);
    } else {
        check.count(W::LoraRank.path, w.loraRank, L::kMaxLoraRank);
    }
    if (w.scenario == Scenario::Inference) {
        if (check.entered(W::PromptTokens.path, w.promptTokens))
            check.atMost(W::PromptTokens.path, w.promptTokens, L::kMaxContextTokens);
        if (check.entered(W::OutputTokens.path, w.outputTokens))
            check.atMost(W::OutputTokens.path, w.outputTokens, L::kMaxContextTokens);
    } else {
        check.count(W::PromptTokens.path, w.promptTokens, L::kMaxContextTokens);
        check.count(W::OutputTokens.path, w.outputTokens, L::kMaxContextTokens);
    }
    check.count(W::Concurrency.path, w.concurrency, L::kMaxConcurrency);
    check.amount(W::RequestsPerSecond.path, w.requestsPerSecond, L::kMaxRequestsPerSecond);
    check.amount(W::TtftTarget.path, w.ttftTargetSeconds, L::kMaxTtftSeconds);
    check.amount(W::DatasetBytes.path, w.datasetBytes, L::kMaxDatasetBytes);
    check.note(W::Notes.path, w.notes);
    const Schedule &s = w.schedule;
    if (check.nonNegative(W::ScheduleStart.path, s.startMonth) && s.startMonth > kMaxScheduleMonths)
        check.add(IssueCode::OutOfRange, W::ScheduleStart.path, text(s.startMonth));
    if (check.nonNegative(W::ScheduleEvery.path, s.everyMonths) &&
        s.everyMonths > kMaxScheduleMonths)
        check.add(IssueCode::OutOfRange, W::ScheduleEvery.path, text(s.everyMonths));
    check.amount(W::ScheduleDuration.path, s.durationDays, L::kMaxDays);
    check.count(W::ScheduleCards.path, s.cards, L::kMaxCards);
    if (check.positive(W::SchedulePeakHours.path, s.peakHoursPerDay) && s.peakHoursPerDay > 24.0)
        check.add(IssueCode::OutOfRange, W::SchedulePeakHours.path, text(s.peakHoursPerDay));
    check.fraction(W::ScheduleOffPeak.path, s.offPeakShare);
    return out;
}

ValidationIssues validate(const Card &c)
{
    using L = FieldLimits;
    namespace C = fields::card;
    ValidationIssues out;
    Checker check(out);
    check.required("id", c.id);
    check.id("id", c.id);
    checkName(check, c.nameZh, c.nameEn);
    check.required(C::Vendor.path, c.vendor);
    check.name(C::Vendor.path, c.vendor);
    check.amount(C::Memory.path, c.memoryBytes, L::kMaxMemoryBytes, true);
    check.name(C::MemoryType.path, c.memoryType);
    check.amount(C::MemoryBandwidth.path, c.memoryBandwidthBytesPerS, L::kMaxBandwidthBytesPerS,
                 true);
    if (c.peakFlops.empty())
        check.add(IssueCode::Required, C::PeakFlops.path, "");
    for (const auto &[precision, flops] : c.peakFlops)
        check.amount(std::string(C::PeakFlops.path) + "." + std::string(toCode(precision)), flops,
                     L::kMaxFlops, true);
    check.amount(C::Tdp.path, c.tdpWatts, L::kMaxWatts, true);
    check.amount(C::LinkBandwidth.path, c.link.bytesPerS, L::kMaxBandwidthBytesPerS);
    check.count(C::LinkDomain.path, c.link.domainSize, L::kMaxLinkDomain, true);
    check.count(C::PcieGen.path, c.pcieGen, L::kMaxPcieGen);
    check.name(C::FormFactor.path, c.formFactor);
    check.count(C::Year.path, c.year, L::kMaxYear);
    check.id(C::MarketSince.path, c.marketStatusSince);
    checkQuotes(check, "rent", c.rent, L::kMaxCnyPerCardHour);
    checkQuotes(check, "purchase", c.purchase, L::kMaxCnyPerCard);
    check.provenance("provenance", c.specProvenance);
    // Keyed by JSON paths of the card's figures; a key may hold anything,
    // so the field is named without it.
    for (const auto &[key, provenance] : c.figureProvenance) {
        check.id("figure_provenance", key);
        check.name("figure_provenance", provenance.source);
        check.name("figure_provenance", provenance.sourceZh);
        check.id("figure_provenance", provenance.date);
    }
    checkNotes(check, c.notes, c.notesZh);
    return out;
}

ValidationIssues validate(const Facility &f)
{
    using L = FieldLimits;
    namespace F = fields::facility;
    ValidationIssues out;
    Checker check(out);
    check.required("id", f.id);
    check.id("id", f.id);
    checkName(check, f.nameZh, f.nameEn);
    check.name(F::District.path, f.district);
    const bool minOk = check.count(F::MinCards.path, f.minCards, L::kMaxCards, true);
    const bool maxOk = check.count(F::MaxCards.path, f.maxCards, L::kMaxCards, true);
    if (minOk && maxOk && f.minCards > f.maxCards)
        check.contradicts(Contradiction::MinCardsAboveMax, F::MinCards.path, text(f.minCards));
    check.range(F::Pue.path, f.pue, Bound::AtLeastOne, L::kMaxPue);
    check.amount(F::Network.path, f.network.gbitPerS, L::kMaxNetworkGbitPerS);
    check.range(F::CabinetRent.path, f.cabinetRentCnyPerMonth, Bound::NonNegative,
                L::kMaxCnyPerMonth);
    // The power quota decides how many servers share a cabinet (or an office
    // circuit); left at zero, every server would be priced with a cabinet of
    // its own. A GPU cloud sells cards, not cabinets, so it has none.
    if (f.kind == FacilityKind::GpuCloud)
        check.amount(F::CabinetPower.path, f.cabinetPowerKw, L::kMaxCabinetKw);
    else if (check.entered(F::CabinetPower.path, f.cabinetPowerKw))
        check.atMost(F::CabinetPower.path, f.cabinetPowerKw, L::kMaxCabinetKw);
    check.range(F::Electricity.path, f.electricityCnyPerKwh, Bound::NonNegative, L::kMaxCnyPerUnit);
    check.fraction(F::Availability.path, f.availability6m);
    check.provenance("provenance", f.provenance);
    checkNotes(check, f.notes, f.notesZh);
    return out;
}

ValidationIssues validate(const Contract &c)
{
    using L = FieldLimits;
    namespace K = fields::contract;
    ValidationIssues out;
    Checker check(out);
    check.required("id", c.id);
    check.id("id", c.id);
    checkName(check, c.nameZh, c.nameEn);
    check.range(K::PriceFactor.path, c.priceFactor, Bound::Positive, L::kMaxPriceFactor);
    if (c.unitPriceCnyPerCardHour)
        check.range(K::UnitPrice.path, *c.unitPriceCnyPerCardHour, Bound::NonNegative,
                    L::kMaxCnyPerCardHour);
    check.amount(K::MinimumTerm.path, c.minimumTermHours, L::kMaxHours);
    check.amount(K::PowerPrice.path, c.powerPriceCnyPerKwh, L::kMaxCnyPerUnit);
    check.range(K::Bandwidth.path, c.bandwidthCnyPerMonth, Bound::NonNegative, L::kMaxCnyPerMonth);
    check.range(K::Storage.path, c.storageCnyPerGbMonth, Bound::NonNegative, L::kMaxCnyPerUnit);
    check.range(K::Upload.path, c.uploadCnyPerGb, Bound::NonNegative, L::kMaxCnyPerUnit);
    check.amount(K::Replacement.path, c.replacementHours, L::kMaxHours);
    check.amount(K::Compensation.path, c.downtimeCompensation, L::kMaxCompensation);
    check.amount(K::Deposit.path, c.depositCny, L::kMaxCny);
    check.amount(K::DepositRefund.path, c.depositRefundDays, L::kMaxDays);
    check.note(K::Acceptance.path, c.acceptanceCriteria);
    check.amount(K::Response.path, c.responseHours, L::kMaxHours);
    check.amount(K::SpotReclaim.path, c.spotReclaimPerHour, L::kMaxPerHour);
    check.provenance("provenance", c.provenance);
    checkNotes(check, c.notes, c.notesZh);
    return out;
}

ValidationIssues validate(const Option &o)
{
    namespace O = fields::option;
    ValidationIssues out;
    Checker check(out);
    check.required("id", o.id);
    check.id("id", o.id);
    check.name("name.en", o.name);
    check.name("name.zh", o.nameZh);
    check.required(O::Card.path, o.cardId);
    check.id(O::Card.path, o.cardId);
    check.count(O::CardCount.path, o.cardCount, FieldLimits::kMaxCards, true);
    check.required(O::Facility.path, o.facilityId);
    check.id(O::Facility.path, o.facilityId);
    // Cards built in-house need no contract; renting or hosting always has one.
    // A rented option priced from a quote takes its terms from the quote.
    if (o.acquisition != Acquisition::Build && o.quoteId.empty())
        check.required(O::Contract.path, o.contractId);
    check.id(O::Contract.path, o.contractId);
    check.id(O::Quote.path, o.quoteId);
    if (!o.quoteId.empty() && o.acquisition != Acquisition::Rent)
        check.contradicts(Contradiction::QuoteOnlyForRent, O::Quote.path, o.quoteId);
    check.note(O::Notes.path, o.notes);
    return out;
}

// --- provider quotes ---------------------------------------------------------

namespace {

// The most one unit of a quote may cost: a card-hour, a card or server or
// cabinet for a month, or everything for a year or a term.
double quotePriceLimit(QuoteUnit per)
{
    switch (per) {
    case QuoteUnit::CardHour:
        return FieldLimits::kMaxCnyPerCardHour;
    case QuoteUnit::CardMonth:
    case QuoteUnit::ServerMonth:
    case QuoteUnit::CabinetMonth:
        return FieldLimits::kMaxCnyPerMonth;
    case QuoteUnit::Year:
    case QuoteUnit::Term:
        break;
    }
    return FieldLimits::kMaxCny;
}

// The longest term or minimum term: the plan's horizon (kMaxScheduleMonths).
constexpr int kMaxQuoteMonths = 600;
// 8 x 800 Gb/s is the most a server carries (kMaxNetworkGbitPerS in Mb/s);
// 1e6 TB is an exabyte.
constexpr double kMaxQuoteMbps = FieldLimits::kMaxNetworkGbitPerS * 1000.0;
constexpr double kMaxQuoteTb = 1e6;

} // namespace

ValidationIssues validate(const ProviderQuote &q)
{
    ValidationIssues out;
    Checker check(out);
    check.required("id", q.id);
    check.id("id", q.id);
    check.required("provider", q.provider);
    check.name("provider", q.provider);
    check.required("card", q.cardId);
    check.id("card", q.cardId);
    check.required("quoted_on", q.quotedOn);
    if (!q.quotedOn.empty() && !isIsoDate(q.quotedOn))
        check.add(IssueCode::NotDate, "quoted_on", q.quotedOn.substr(0, FieldLimits::kMaxIdBytes));
    if (!q.validUntil.empty() && !isIsoDate(q.validUntil))
        check.add(IssueCode::NotDate, "valid_until",
                  q.validUntil.substr(0, FieldLimits::kMaxIdBytes));
    else if (const auto days = daysBetween(q.quotedOn, q.validUntil); days && *days < 0)
        check.contradicts(Contradiction::ValidUntilBeforeQuoted, "valid_until", q.validUntil);
    check.count("cards", q.cards, FieldLimits::kMaxCards, true);
    if (toCode(q.per).empty())
        out.push_back({IssueCode::OutOfRange, "per", text(static_cast<int>(q.per))});
    check.amount("price_cny", q.priceCny, quotePriceLimit(q.per), true);
    if (q.per == QuoteUnit::Term && q.termMonths == 0)
        check.add(IssueCode::Required, "term_months", text(q.termMonths));
    else
        check.count("term_months", q.termMonths, kMaxQuoteMonths);
    for (std::size_t i = 0; i < q.includes.size(); ++i) {
        const std::string field = "includes[" + std::to_string(i) + "]";
        if (toCode(q.includes[i]).empty())
            out.push_back({IssueCode::OutOfRange, field, text(static_cast<int>(q.includes[i]))});
        else if (std::find(q.includes.begin(), q.includes.begin() + long(i), q.includes[i]) !=
                 q.includes.begin() + long(i))
            out.push_back({IssueCode::DuplicateId, field, std::string(toCode(q.includes[i]))});
    }
    check.amount("bandwidth_mbps", q.bandwidthMbps, kMaxQuoteMbps);
    check.amount("storage_tb", q.storageTb, kMaxQuoteTb);
    check.count("min_term_months", q.minTermMonths, kMaxQuoteMonths);
    check.amount("setup_fee_cny", q.setupFeeCny, FieldLimits::kMaxCny);
    check.amount("deposit_cny", q.depositCny, FieldLimits::kMaxCny);
    check.note("notes", q.notes);
    return out;
}

ValidationIssues validate(const Procurement &p)
{
    ValidationIssues out;
    Checker check(out);
    // A budget of zero would leave no option at all (every option pays
    // something on day one and every month): unset means "no limit".
    const auto budget = [&check](const char *field, const std::optional<double> &cny) {
        if (!cny || !check.nonNegative(field, *cny))
            return;
        if (*cny == 0.0)
            check.add(IssueCode::NotPositive, field, text(*cny));
        else
            check.atMost(field, *cny, FieldLimits::kMaxCny);
    };
    budget("capital_budget_cny", p.capitalBudgetCny);
    budget("monthly_budget_cny", p.monthlyBudgetCny);
    return out;
}

ValidationIssues validate(const Voucher &v)
{
    ValidationIssues out;
    Checker check(out);
    using VL = VoucherLimits;
    check.required("id", v.id);
    check.id("id", v.id);
    check.required("programme", v.programme);
    check.name("programme", v.programme);
    check.id("preset", v.presetId);
    // A share of zero pays nothing back: the user removes the voucher instead.
    if (check.fraction("share", v.share) && v.share == 0.0)
        check.add(IssueCode::NotPositive, "share", text(v.share));
    check.amount("cap_cny_per_year", v.capCnyPerYear, VL::kMaxCapCnyPerYear, true);
    check.amount("refund_months", v.refundMonths, VL::kMaxRefundMonths);
    check.range("approval", v.approval, Bound::Fraction);
    if (v.providers.size() > VL::kMaxProviders)
        out.push_back({IssueCode::TooLarge, "providers", std::to_string(v.providers.size()),
                       std::to_string(VL::kMaxProviders)});
    for (std::size_t i = 0; i < v.providers.size(); ++i) {
        check.required(indexed("providers", i), v.providers[i]);
        check.name(indexed("providers", i), v.providers[i]);
    }
    check.note("notes", v.notes);
    return out;
}

ValidationIssues validate(const Assumption &a)
{
    ValidationIssues out;
    Checker check(out);
    check.required("key", a.key);
    check.id("key", a.key);
    check.range("value", a.value, Bound::Any);
    check.id("unit", a.unit);
    check.provenance("provenance", a.provenance);
    return out;
}

namespace {

// The project's quotes, their ids once each, their cards known, and the
// options' quote_id references.
void validateQuotes(ValidationIssues &out, const Project &p,
                    const std::unordered_set<std::string> &cards)
{
    for (std::size_t i = 0; i < p.quotes.size(); ++i) {
        const std::string prefix = indexed("quotes", i);
        appendPrefixed(out, validate(p.quotes[i]), prefix);
        checkReference(out, cards, prefix + ".card", p.quotes[i].cardId);
    }
    const auto id = [](const ProviderQuote &q) -> const std::string & { return q.id; };
    checkDuplicates(out, p.quotes, "quotes", "id", id);
    const auto quotes = idsOf({}, p.quotes);
    for (std::size_t i = 0; i < p.options.size(); ++i)
        if (!p.options[i].quoteId.empty())
            checkReference(out, quotes, indexed("options", i) + "." + fields::option::Quote.path,
                           p.options[i].quoteId);
}

void validateMeta(ValidationIssues &out, const ProjectMeta &m)
{
    Checker check(out);
    check.name("meta.title", m.title);
    check.name("meta.title.zh", m.titleZh);
    check.name("meta.client", m.client);
    check.name("meta.author", m.author);
    check.id("meta.currency", m.currency);
    check.id("meta.created_utc", m.createdUtc);
    check.id("meta.modified_utc", m.modifiedUtc);
    check.note("meta.notes", m.notes);
}

// Each of a list's entries validated on its own, then their ids unique.
template <class T, class Key>
void validateList(ValidationIssues &out, const std::vector<T> &entries, const std::string &list,
                  const char *keyField, Key key)
{
    for (std::size_t i = 0; i < entries.size(); ++i)
        appendPrefixed(out, validate(entries[i]), indexed(list, i));
    checkDuplicates(out, entries, list, keyField, key);
}

void validateChecklist(ValidationIssues &out, const std::vector<ChecklistEntry> &checklist,
                       const std::unordered_set<std::string> &options)
{
    for (std::size_t i = 0; i < checklist.size(); ++i) {
        const ChecklistEntry &e = checklist[i];
        const std::string prefix = indexed("checklist", i);
        if (e.itemId.empty())
            out.push_back({IssueCode::Required, prefix + ".item_id", ""});
        // An empty option id means the entry is about the whole project.
        checkReference(out, options, prefix + ".option_id", e.optionId);
        Checker check(out);
        check.id(prefix + ".item_id", e.itemId);
        check.note(prefix + ".note", e.note);
        check.id(prefix + ".date", e.date);
        check.name(prefix + ".checked_by", e.checkedBy);
    }
}

void validateEvidence(ValidationIssues &out, const std::vector<EvidenceRecord> &evidence,
                      const std::unordered_set<std::string> &options)
{
    for (std::size_t i = 0; i < evidence.size(); ++i) {
        const EvidenceRecord &e = evidence[i];
        const std::string prefix = indexed("evidence", i);
        if (e.id.empty())
            out.push_back({IssueCode::Required, prefix + ".id", ""});
        checkReference(out, options, prefix + ".option_id", e.optionId);
        if (toCode(e.kind).empty())
            out.push_back(
                {IssueCode::OutOfRange, prefix + ".kind", text(static_cast<int>(e.kind))});
        Checker check(out);
        check.textAtMost(prefix + ".text", e.text, kMaxEvidenceBytes);
        check.id(prefix + ".id", e.id);
        check.id(prefix + ".item_id", e.itemId);
        check.name(prefix + ".file_name", e.fileName);
        check.id(prefix + ".imported_utc", e.importedUtc);
        check.note(prefix + ".note", e.note);
    }
    checkDuplicates(out, evidence, "evidence", "id",
                    [](const EvidenceRecord &e) -> const std::string & { return e.id; });
}

// Switched-off cost lines: codes this version prices, each once (the
// project file keys its rows by code).
void validateDisabledLines(ValidationIssues &out, const std::vector<std::string> &codes)
{
    std::unordered_set<std::string> disabled;
    for (std::size_t i = 0; i < codes.size(); ++i) {
        const std::string &code = codes[i];
        if (!isCostLineCode(code))
            out.push_back({IssueCode::UnknownCode, indexed("disabled_cost_lines", i), code});
        else if (!disabled.insert(code).second)
            out.push_back({IssueCode::DuplicateId, indexed("disabled_cost_lines", i), code});
    }
}

} // namespace

ValidationIssues validate(const Project &p, const KnownIds &catalogIds)
{
    ValidationIssues out;
    const auto id = [](const auto &entry) -> const std::string & { return entry.id; };
    validateMeta(out, p.meta);
    appendPrefixed(out, validate(p.procurement), "procurement");
    validateList(out, p.workloads, "workloads", "id", id);

    const auto cards = idsOf(catalogIds.cards, p.userCatalog.cards);
    const auto facilities = idsOf(catalogIds.facilities, p.userCatalog.facilities);
    const auto contracts = idsOf(catalogIds.contracts, p.userCatalog.contracts);
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const Option &o = p.options[i];
        const std::string prefix = indexed("options", i);
        appendPrefixed(out, validate(o), prefix);
        checkReference(out, cards, prefix + "." + fields::option::Card.path, o.cardId);
        checkReference(out, facilities, prefix + "." + fields::option::Facility.path, o.facilityId);
        checkReference(out, contracts, prefix + "." + fields::option::Contract.path, o.contractId);
    }
    checkDuplicates(out, p.options, "options", "id", id);
    validateQuotes(out, p, cards);

    validateList(out, p.assumptions, "assumptions", "key",
                 [](const Assumption &a) -> const std::string & { return a.key; });
    const UserCatalog &user = p.userCatalog;
    validateList(out, user.cards, "user_catalog.cards", "id", id);
    validateList(out, user.facilities, "user_catalog.facilities", "id", id);
    validateList(out, user.contracts, "user_catalog.contracts", "id", id);

    const auto options = idsOf({}, p.options);
    validateChecklist(out, p.checklist, options);
    validateEvidence(out, p.evidence, options);
    validateList(out, p.vouchers, "vouchers", "id", id);
    validateDisabledLines(out, p.disabledCostLines);
    return out;
}

Error invalidValue(ErrorCode code, std::string subject, const ValidationIssue &issue)
{
    Error e{code, std::move(subject), issue.value, issue.code, issue.limit};
    e.contradiction = issue.contradiction;
    return e;
}

} // namespace suanpan
