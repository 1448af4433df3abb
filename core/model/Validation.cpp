#include "Validation.h"

#include <charconv>
#include <cmath>
#include <string_view>
#include <unordered_set>

#include "CostLineCodes.h"
#include "catalog/Catalog.h"

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

    void add(std::string_view code, std::string field, std::string value)
    {
        m_out.push_back({std::string(code), std::move(field), std::move(value)});
    }

    void required(const std::string &field, const std::string &value)
    {
        if (value.empty())
            add("required", field, value);
    }

    bool finite(const std::string &field, double v)
    {
        if (std::isfinite(v))
            return true;
        add("not_finite", field, text(v));
        return false;
    }

    bool nonNegative(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v < 0.0) {
            add("negative", field, text(v));
            return false;
        }
        return true;
    }

    bool positive(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v <= 0.0) {
            add("not_positive", field, text(v));
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
            add("required", field, text(v));
            return false;
        }
        return true;
    }

    bool nonNegative(const std::string &field, int v)
    {
        if (v >= 0)
            return true;
        add("negative", field, text(v));
        return false;
    }

    bool positive(const std::string &field, int v)
    {
        if (v > 0)
            return true;
        add("not_positive", field, text(v));
        return false;
    }

    bool entered(const std::string &field, int v)
    {
        if (!nonNegative(field, v))
            return false;
        if (v == 0) {
            add("required", field, text(v));
            return false;
        }
        return true;
    }

    bool atLeastOne(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v < 1.0) {
            add("out_of_range", field, text(v));
            return false;
        }
        return true;
    }

    bool fraction(const std::string &field, double v)
    {
        if (!finite(field, v))
            return false;
        if (v < 0.0 || v > 1.0) {
            add("out_of_range", field, text(v));
            return false;
        }
        return true;
    }

    void range(const std::string &field, const Range &r, Bound bound)
    {
        bounded(field + ".low", r.low, bound);
        bounded(field + ".likely", r.likely, bound);
        bounded(field + ".high", r.high, bound);
        // Ordering is only meaningful between finite values; NaN compares false anyway.
        if (std::isfinite(r.low) && std::isfinite(r.likely) && std::isfinite(r.high) &&
            !(r.low <= r.likely && r.likely <= r.high))
            add("range_order", field, text(r));
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
}

void checkQuotes(Checker &check, const std::string &field, const std::vector<PriceQuote> &quotes)
{
    for (std::size_t i = 0; i < quotes.size(); ++i) {
        const std::string quote = field + "[" + std::to_string(i) + "]";
        check.range(quote + ".cny", quotes[i].cny, Bound::NonNegative);
        // Nobody rents out cards in the customer's own office room (DOMAIN.md 1).
        for (const FacilityKind kind : quotes[i].facilityKinds)
            if (kind == FacilityKind::OfficeRoom)
                check.add("out_of_range", quote + ".facility_kinds", std::string(toCode(kind)));
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
        // An empty id is already reported as "required"; two of them are not a second problem.
        if (!value.empty() && !seen.insert(value).second)
            out.push_back(
                {"duplicate_id", indexed(collection, i) + "." + std::string(idField), value});
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
        out.push_back({"unknown_reference", field, id});
}

} // namespace

ValidationIssues validate(const Workload &w)
{
    ValidationIssues out;
    Checker check(out);
    check.required("id", w.id);

    const ModelShape &m = w.model;
    const bool haveTotal = check.entered("model.params_total", m.paramsTotal);
    if (check.nonNegative("model.params_active", m.paramsActive) && haveTotal &&
        m.paramsActive > m.paramsTotal)
        check.add("inconsistent", "model.params_active", text(m.paramsActive));
    check.nonNegative("model.layers", m.layers);
    check.nonNegative("model.hidden_size", m.hiddenSize);
    const bool heads = check.nonNegative("model.attention_heads", m.attentionHeads);
    const bool kvHeads = check.nonNegative("model.kv_heads", m.kvHeads);
    // Grouped-query attention shares each KV head among a whole number of query heads.
    if (heads && kvHeads && m.attentionHeads > 0 && m.kvHeads > 0 &&
        (m.kvHeads > m.attentionHeads || m.attentionHeads % m.kvHeads != 0))
        check.add("inconsistent", "model.kv_heads", text(m.kvHeads));
    check.nonNegative("model.ffn_size", m.ffnSize);
    check.nonNegative("model.vocab_size", m.vocabSize);
    const bool experts = check.nonNegative("model.experts", m.experts);
    if (check.nonNegative("model.experts_per_token", m.expertsPerToken) && experts &&
        m.expertsPerToken > m.experts)
        check.add("inconsistent", "model.experts_per_token", text(m.expertsPerToken));

    check.nonNegative("training_tokens", w.trainingTokens);
    check.positive("sequence_length", w.sequenceLength);
    check.nonNegative("global_batch", w.globalBatch);
    check.nonNegative("deadline_days", w.deadlineDays);
    if (w.scenario == Scenario::LoRA || w.scenario == Scenario::QLoRA)
        check.entered("lora_rank", w.loraRank);
    else
        check.nonNegative("lora_rank", w.loraRank);
    if (w.scenario == Scenario::Inference) {
        check.entered("prompt_tokens", w.promptTokens);
        check.entered("output_tokens", w.outputTokens);
    } else {
        check.nonNegative("prompt_tokens", w.promptTokens);
        check.nonNegative("output_tokens", w.outputTokens);
    }
    check.nonNegative("concurrency", w.concurrency);
    check.nonNegative("requests_per_second", w.requestsPerSecond);
    check.nonNegative("ttft_target_seconds", w.ttftTargetSeconds);
    check.nonNegative("dataset_bytes", w.datasetBytes);
    const Schedule &s = w.schedule;
    if (check.nonNegative("schedule.start_month", s.startMonth) &&
        s.startMonth > kMaxScheduleMonths)
        check.add("out_of_range", "schedule.start_month", text(s.startMonth));
    if (check.nonNegative("schedule.every_months", s.everyMonths) &&
        s.everyMonths > kMaxScheduleMonths)
        check.add("out_of_range", "schedule.every_months", text(s.everyMonths));
    check.nonNegative("schedule.duration_days", s.durationDays);
    check.nonNegative("schedule.cards", s.cards);
    if (check.positive("schedule.peak_hours_per_day", s.peakHoursPerDay) &&
        s.peakHoursPerDay > 24.0)
        check.add("out_of_range", "schedule.peak_hours_per_day", text(s.peakHoursPerDay));
    check.fraction("schedule.off_peak_share", s.offPeakShare);
    return out;
}

ValidationIssues validate(const Card &c)
{
    ValidationIssues out;
    Checker check(out);
    check.required("id", c.id);
    checkName(check, c.nameZh, c.nameEn);
    check.required("vendor", c.vendor);
    check.positive("memory_bytes", c.memoryBytes);
    check.positive("memory_bandwidth_bytes_per_s", c.memoryBandwidthBytesPerS);
    if (c.peakFlops.empty())
        check.add("required", "peak_flops", "");
    for (const auto &[precision, flops] : c.peakFlops)
        check.positive("peak_flops." + std::string(toCode(precision)), flops);
    check.positive("tdp_watts", c.tdpWatts);
    check.nonNegative("link.bytes_per_s", c.link.bytesPerS);
    check.positive("link.domain_size", c.link.domainSize);
    check.nonNegative("pcie_gen", c.pcieGen);
    check.nonNegative("year", c.year);
    checkQuotes(check, "rent", c.rent);
    checkQuotes(check, "purchase", c.purchase);
    return out;
}

ValidationIssues validate(const Facility &f)
{
    ValidationIssues out;
    Checker check(out);
    check.required("id", f.id);
    checkName(check, f.nameZh, f.nameEn);
    const bool minOk = check.positive("min_cards", f.minCards);
    const bool maxOk = check.positive("max_cards", f.maxCards);
    if (minOk && maxOk && f.minCards > f.maxCards)
        check.add("inconsistent", "min_cards", text(f.minCards));
    check.range("pue", f.pue, Bound::AtLeastOne);
    check.nonNegative("network.gbit_per_s", f.network.gbitPerS);
    check.range("cabinet_rent_cny_per_month", f.cabinetRentCnyPerMonth, Bound::NonNegative);
    // The power quota decides how many servers share a cabinet (or an office
    // circuit); left at zero, every server would be priced with a cabinet of
    // its own. A GPU cloud sells cards, not cabinets, so it has none.
    if (f.kind == FacilityKind::GpuCloud)
        check.nonNegative("cabinet_power_kw", f.cabinetPowerKw);
    else
        check.entered("cabinet_power_kw", f.cabinetPowerKw);
    check.range("electricity_cny_per_kwh", f.electricityCnyPerKwh, Bound::NonNegative);
    check.fraction("availability_6m", f.availability6m);
    return out;
}

ValidationIssues validate(const Contract &c)
{
    ValidationIssues out;
    Checker check(out);
    check.required("id", c.id);
    checkName(check, c.nameZh, c.nameEn);
    check.range("price_factor", c.priceFactor, Bound::Positive);
    if (c.unitPriceCnyPerCardHour)
        check.range("unit_price_cny_per_card_hour", *c.unitPriceCnyPerCardHour, Bound::NonNegative);
    check.nonNegative("minimum_term_hours", c.minimumTermHours);
    check.nonNegative("power_price_cny_per_kwh", c.powerPriceCnyPerKwh);
    check.range("bandwidth_cny_per_month", c.bandwidthCnyPerMonth, Bound::NonNegative);
    check.range("storage_cny_per_gb_month", c.storageCnyPerGbMonth, Bound::NonNegative);
    check.range("upload_cny_per_gb", c.uploadCnyPerGb, Bound::NonNegative);
    check.nonNegative("replacement_hours", c.replacementHours);
    check.nonNegative("downtime_compensation", c.downtimeCompensation);
    check.nonNegative("deposit_cny", c.depositCny);
    check.nonNegative("deposit_refund_days", c.depositRefundDays);
    check.nonNegative("response_hours", c.responseHours);
    check.nonNegative("spot_reclaim_per_hour", c.spotReclaimPerHour);
    return out;
}

ValidationIssues validate(const Option &o)
{
    ValidationIssues out;
    Checker check(out);
    check.required("id", o.id);
    check.required("card_id", o.cardId);
    check.positive("card_count", o.cardCount);
    check.required("facility_id", o.facilityId);
    // Cards built in-house need no contract; renting or hosting always has one.
    if (o.acquisition != Acquisition::Build)
        check.required("contract_id", o.contractId);
    return out;
}

ValidationIssues validate(const Procurement &p)
{
    ValidationIssues out;
    Checker check(out);
    // A budget of zero would leave no option at all (every option pays
    // something on day one and every month): unset means "no limit".
    const auto budget = [&check](const char *field, const std::optional<double> &cny) {
        if (cny && check.nonNegative(field, *cny) && *cny == 0.0)
            check.add("not_positive", field, text(*cny));
    };
    budget("capital_budget_cny", p.capitalBudgetCny);
    budget("monthly_budget_cny", p.monthlyBudgetCny);
    return out;
}

ValidationIssues validate(const Assumption &a)
{
    ValidationIssues out;
    Checker check(out);
    check.required("key", a.key);
    check.range("value", a.value, Bound::Any);
    return out;
}

ValidationIssues validate(const Project &p, const KnownIds &catalogIds)
{
    ValidationIssues out;
    const auto id = [](const auto &entry) -> const std::string & { return entry.id; };

    appendPrefixed(out, validate(p.procurement), "procurement");

    for (std::size_t i = 0; i < p.workloads.size(); ++i)
        appendPrefixed(out, validate(p.workloads[i]), indexed("workloads", i));
    checkDuplicates(out, p.workloads, "workloads", "id", id);

    const auto cards = idsOf(catalogIds.cards, p.userCatalog.cards);
    const auto facilities = idsOf(catalogIds.facilities, p.userCatalog.facilities);
    const auto contracts = idsOf(catalogIds.contracts, p.userCatalog.contracts);
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const Option &o = p.options[i];
        const std::string prefix = indexed("options", i);
        appendPrefixed(out, validate(o), prefix);
        checkReference(out, cards, prefix + ".card_id", o.cardId);
        checkReference(out, facilities, prefix + ".facility_id", o.facilityId);
        checkReference(out, contracts, prefix + ".contract_id", o.contractId);
    }
    checkDuplicates(out, p.options, "options", "id", id);

    for (std::size_t i = 0; i < p.assumptions.size(); ++i)
        appendPrefixed(out, validate(p.assumptions[i]), indexed("assumptions", i));
    checkDuplicates(out, p.assumptions, "assumptions", "key",
                    [](const Assumption &a) -> const std::string & { return a.key; });

    const UserCatalog &user = p.userCatalog;
    for (std::size_t i = 0; i < user.cards.size(); ++i)
        appendPrefixed(out, validate(user.cards[i]), indexed("user_catalog.cards", i));
    checkDuplicates(out, user.cards, "user_catalog.cards", "id", id);
    for (std::size_t i = 0; i < user.facilities.size(); ++i)
        appendPrefixed(out, validate(user.facilities[i]), indexed("user_catalog.facilities", i));
    checkDuplicates(out, user.facilities, "user_catalog.facilities", "id", id);
    for (std::size_t i = 0; i < user.contracts.size(); ++i)
        appendPrefixed(out, validate(user.contracts[i]), indexed("user_catalog.contracts", i));
    checkDuplicates(out, user.contracts, "user_catalog.contracts", "id", id);

    const auto options = idsOf({}, p.options);
    for (std::size_t i = 0; i < p.checklist.size(); ++i) {
        const ChecklistEntry &e = p.checklist[i];
        const std::string prefix = indexed("checklist", i);
        if (e.itemId.empty())
            out.push_back({"required", prefix + ".item_id", ""});
        // An empty option id means the entry is about the whole project.
        checkReference(out, options, prefix + ".option_id", e.optionId);
    }

    for (std::size_t i = 0; i < p.evidence.size(); ++i) {
        const EvidenceRecord &e = p.evidence[i];
        const std::string prefix = indexed("evidence", i);
        if (e.id.empty())
            out.push_back({"required", prefix + ".id", ""});
        checkReference(out, options, prefix + ".option_id", e.optionId);
        if (toCode(e.kind).empty())
            out.push_back({"out_of_range", prefix + ".kind", text(static_cast<int>(e.kind))});
        if (e.text.size() > kMaxEvidenceBytes)
            out.push_back({"out_of_range", prefix + ".text", std::to_string(e.text.size())});
    }
    checkDuplicates(out, p.evidence, "evidence", "id", id);

    // Switched-off cost lines: codes this version prices, each once (the
    // project file keys its rows by code).
    std::unordered_set<std::string> disabled;
    for (std::size_t i = 0; i < p.disabledCostLines.size(); ++i) {
        const std::string &code = p.disabledCostLines[i];
        if (!isCostLineCode(code))
            out.push_back({"unknown_code", indexed("disabled_cost_lines", i), code});
        else if (!disabled.insert(code).second)
            out.push_back({"duplicate_id", indexed("disabled_cost_lines", i), code});
    }
    return out;
}

KnownIds knownIds(const Catalog &catalog)
{
    KnownIds ids;
    for (const Card &c : catalog.cards)
        ids.cards.push_back(c.id);
    for (const Facility &f : catalog.facilities)
        ids.facilities.push_back(f.id);
    for (const Contract &c : catalog.contracts)
        ids.contracts.push_back(c.id);
    return ids;
}

} // namespace suanpan
