#include "cost/Quotes.h"

#include <algorithm>
#include <array>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "model/CostLineCodes.h"
#include "model/Units.h"

namespace suanpan {

namespace {

// Where a quote without an option of its own is priced: a provider's
// servers (the catalog's GPU cloud) or, for a cabinet, an IDC's.
std::string_view trialFacility(QuoteUnit per)
{
    return per == QuoteUnit::CabinetMonth ? "idc-baoan" : "gpu-cloud";
}

double lineLikely(const OptionResult &o, LineCode code)
{
    double sum = 0.0;
    for (const CostLine &l : o.lines)
        if (l.code == code && l.enabled)
            sum += l.cny.likely;
    return sum;
}

// The hidden-cost lines a quote leaves to Suanpan, by what it does not include.
std::vector<LineCode> gapLines(const ProviderQuote &q)
{
    std::vector<LineCode> out;
    if (!quoteIncludes(q, QuoteItem::Electricity)) {
        out.push_back(LineCode::Power);
        out.push_back(LineCode::Cooling);
    }
    if (!quoteIncludes(q, QuoteItem::Bandwidth)) {
        out.push_back(LineCode::Bandwidth);
        out.push_back(LineCode::Upload);
    }
    if (!quoteIncludes(q, QuoteItem::Storage))
        out.push_back(LineCode::Storage);
    if (!quoteIncludes(q, QuoteItem::Support7x24))
        out.push_back(LineCode::Support);
    return out;
}

} // namespace

std::string_view quoteBaseContractId(QuoteUnit per)
{
    switch (per) {
    case QuoteUnit::CardHour:
        return "hourly";
    case QuoteUnit::Year:
        return "yearly";
    case QuoteUnit::CardMonth:
    case QuoteUnit::ServerMonth:
    case QuoteUnit::CabinetMonth:
    case QuoteUnit::Term:
        break;
    }
    return "monthly";
}

int quoteUnitCards(const ProviderQuote &q)
{
    switch (q.per) {
    case QuoteUnit::CardHour:
    case QuoteUnit::CardMonth:
        return 1;
    case QuoteUnit::ServerMonth:
        return kCardsPerServer;
    case QuoteUnit::CabinetMonth:
    case QuoteUnit::Year:
    case QuoteUnit::Term:
        break;
    }
    return std::max(q.cards, 1);
}

double quoteUnitHours(const ProviderQuote &q)
{
    switch (q.per) {
    case QuoteUnit::CardHour:
        return 1.0;
    case QuoteUnit::CardMonth:
    case QuoteUnit::ServerMonth:
    case QuoteUnit::CabinetMonth:
        return kHoursPerMonth;
    case QuoteUnit::Year:
        return kHoursPerYear;
    case QuoteUnit::Term:
        break;
    }
    return std::max(q.termMonths, 1) * kHoursPerMonth;
}

double quoteListCnyPerCardHour(const ProviderQuote &q)
{
    return q.priceCny / (quoteUnitCards(q) * quoteUnitHours(q));
}

Contract quoteContract(const ProviderQuote &q, const Contract *base)
{
    Contract c = base ? *base : Contract{};
    c.id = std::string(kQuoteContractPrefix) + q.id;
    c.nameEn = q.provider;
    c.nameZh = q.provider;
    switch (q.per) {
    case QuoteUnit::CardHour:
        c.billing = BillingMode::Hourly;
        c.granularity = BillingGranularity::Hour;
        break;
    case QuoteUnit::Year:
        c.billing = BillingMode::Yearly;
        c.granularity = BillingGranularity::Month;
        break;
    case QuoteUnit::CardMonth:
    case QuoteUnit::ServerMonth:
    case QuoteUnit::CabinetMonth:
    case QuoteUnit::Term:
        c.billing = BillingMode::Monthly;
        c.granularity = BillingGranularity::Month;
        break;
    }
    c.unitPriceCnyPerCardHour = Range::exactly(quoteListCnyPerCardHour(q));
    c.priceFactor = Range::exactly(1.0);
    int termMonths = q.minTermMonths;
    if (q.per == QuoteUnit::Term)
        termMonths = std::max(termMonths, q.termMonths);
    if (q.per == QuoteUnit::Year)
        termMonths = std::max(termMonths, 12);
    c.minimumTermHours = termMonths * kHoursPerMonth;
    c.wholeMachine = q.per == QuoteUnit::ServerMonth;
    if (quoteIncludes(q, QuoteItem::Electricity)) {
        c.powerBilling = PowerBilling::Included;
    } else {
        // The facility's tariff x PUE (CostModel's tariff(): no contract price).
        c.powerBilling = PowerBilling::Metered;
        c.powerPriceCnyPerKwh = 0.0;
    }
    if (quoteIncludes(q, QuoteItem::Bandwidth)) {
        c.bandwidthCnyPerMonth = Range::exactly(0.0);
        c.uploadCnyPerGb = Range::exactly(0.0);
    }
    if (quoteIncludes(q, QuoteItem::Storage))
        c.storageCnyPerGbMonth = Range::exactly(0.0);
    if (quoteIncludes(q, QuoteItem::Support7x24))
        c.support = SupportLevel::AllHours;
    if (quoteIncludes(q, QuoteItem::Replacement4h))
        c.replacementHours = 4.0;
    c.depositCny = q.depositCny;
    c.spotReclaimPerHour = 0.0;
    c.provenance = Provenance{};
    c.provenance.source = q.provider + " quote " + q.quotedOn;
    c.provenance.sourceZh = q.provider + " " + q.quotedOn + " 报价";
    c.provenance.date = q.quotedOn;
    c.provenance.confidence = Confidence::High;
    c.notes = q.notes;
    c.notesZh.clear();
    return c;
}

const ProviderQuote *findQuote(const Project &project, std::string_view id)
{
    for (const ProviderQuote &q : project.quotes)
        if (q.id == id)
            return &q;
    return nullptr;
}

std::string quoteDay(const std::string &today)
{
    return today.empty() ? todayUtc() : today;
}

std::optional<double> usedCnyPerCardHour(const OptionResult &o, int cards)
{
    const double paid = lineLikely(o, LineCode::Rent) + lineLikely(o, LineCode::MinimumTerm);
    const double cardHours = double(cards) * o.use.busyHours;
    if (!(cardHours > 0.0) || !(paid > 0.0))
        return std::nullopt;
    return paid / cardHours;
}

std::vector<std::string> quoteQuestions(const ProviderQuote &q)
{
    // Each contract checklist item, and whether the quote's fields answer it
    // (a quote never answers availability, move-out acceptance, hardware age).
    const bool power = quoteIncludes(q, QuoteItem::Electricity);
    const bool bandwidth = quoteIncludes(q, QuoteItem::Bandwidth) || q.bandwidthMbps > 0.0;
    const std::array<std::pair<const char *, bool>, 13> items{{
        {"contract.replacement_time", quoteIncludes(q, QuoteItem::Replacement4h)},
        {"contract.downtime_compensation", false},
        {"contract.deposit_refund", q.depositCny > 0.0},
        {"contract.move_out_acceptance", false},
        {"contract.availability_history", false},
        {"contract.power_bandwidth_billing", power && bandwidth},
        {"contract.minimum_term", q.minTermMonths > 0 || q.per == QuoteUnit::Term},
        {"contract.upgrade_in_place", false},
        {"contract.support_level", quoteIncludes(q, QuoteItem::Support7x24)},
        {"contract.backup_pool", false},
        {"contract.snapshots_disks", quoteIncludes(q, QuoteItem::Storage) || q.storageTb > 0.0},
        {"contract.hardware_age", false},
        {"facility.cooling_humidity", quoteIncludes(q, QuoteItem::Cooling)},
    }};
    std::vector<std::string> out;
    for (const auto &[id, answered] : items)
        if (!answered)
            out.emplace_back(id);
    return out;
}

QuoteNormal normaliseQuote(const Project &project, const Catalog &catalog,
                           const ProviderQuote &quote, const std::string &today)
{
    QuoteNormal out;
    out.quoteId = quote.id;
    out.listCnyPerCardHour = quoteListCnyPerCardHour(quote);
    out.questions = quoteQuestions(quote);
    const std::string day = quoteDay(today);
    out.expired = quoteExpired(quote, day);
    out.stale = quoteStale(quote, day);
    out.ageDays = daysBetween(quote.quotedOn, day).value_or(0);

    // The project's own option priced from this quote, else a trial one.
    Option option;
    const auto own = std::find_if(project.options.begin(), project.options.end(),
                                  [&](const Option &o) { return o.quoteId == quote.id; });
    if (own != project.options.end()) {
        option = *own;
        out.optionId = own->id;
    } else {
        option.id = "quote-" + quote.id;
        option.cardId = quote.cardId;
        option.cardCount = std::max(quote.cards, 1);
        option.facilityId = std::string(trialFacility(quote.per));
        option.acquisition = Acquisition::Rent;
        option.quoteId = quote.id;
    }
    out.cards = option.cardCount;
    out.facilityId = option.facilityId;

    Project trial = project;
    trial.options = {option};
    EvaluateSettings settings;
    settings.samples = 0;
    settings.sensitivity = false;
    settings.today = day;
    const Evaluation ev = evaluate(trial, catalog, settings);
    out.problems = ev.problems;
    for (const ValidationIssue &issue : ev.issues)
        if (issue.field.starts_with("options[0]") || issue.field.starts_with("quotes"))
            out.problems.push_back(invalidValue(ErrorCode::CostInvalid, issue.field, issue));
    out.horizonMonths = ev.horizonMonths;
    const OptionResult *o = ev.option(option.id);
    if (!o)
        return out;
    out.horizonCny = o->total;
    out.busyShare = o->use.share.likely;
    out.usedCnyPerCardHour = usedCnyPerCardHour(*o, option.cardCount);
    for (const PairResult &p : ev.pairs) {
        if (p.optionId != option.id || !p.priced)
            continue;
        out.runs.push_back({p.workloadId, p.total, p.scope == CostScope::PerRun});
        if (!out.cnyPerEffectivePflopHour && p.training && out.usedCnyPerCardHour)
            out.cnyPerEffectivePflopHour = cnyPerEffectivePflopHour(
                *out.usedCnyPerCardHour, p.training->peak.flops, p.training->mfu.likely);
    }
    for (const LineCode code : gapLines(quote)) {
        for (const CostLine &l : o->lines) {
            if (l.code != code || !l.enabled || !(l.cny.high > 0.0))
                continue;
            QuoteGap gap{l.code, l.cny, {}};
            for (const FormulaInput &in : l.inputs)
                gap.inputs.push_back({in.name, in.value, in.unit, in.source});
            out.leavesOut.push_back(std::move(gap));
        }
    }
    return out;
}

} // namespace suanpan
