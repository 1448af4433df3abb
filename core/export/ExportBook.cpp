#include "export/ExportBook.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "catalog/Catalog.h"
#include "cost/ProjectVerdict.h"
#include "cost/Quotes.h"
#include "export/Citations.h"
#include "model/Enums.h"
#include "model/Project.h"
#include "verify/Checklist.h"
#include "verify/ChecklistSummary.h"
#include "verify/VerifyEnums.h"

namespace suanpan {

namespace {

// Builds one sheet row by row; every cell goes through one of these, so a
// number is never written as text and no NaN or inf reaches a file.
class SheetBuilder final
{
public:
    SheetBuilder(std::string key, ExportLanguage language) : m_language(language)
    {
        m_sheet.key = std::move(key);
        m_sheet.name = exportLabel("sheet." + m_sheet.key, language);
    }

    void column(const std::string &labelKey, double width)
    {
        m_sheet.columns.push_back({exportLabel(labelKey, m_language), width});
    }
    void newRow() { m_sheet.rows.emplace_back(); }
    void text(const std::string &s)
    {
        ExportCell cell;
        cell.value.emplace<std::string>(s);
        put(std::move(cell));
    }
    void label(const std::string &key) { text(exportLabel(key, m_language)); }
    void yesNo(bool v) { label(v ? "value.yes" : "value.no"); }
    void number(double v, CellKind kind)
    {
        if (!std::isfinite(v))
            return empty();
        ExportCell cell;
        cell.value.emplace<double>(v);
        cell.kind = kind;
        put(std::move(cell));
    }
    void range(const Range &r, CellKind kind)
    {
        number(r.low, kind);
        number(r.likely, kind);
        number(r.high, kind);
    }
    void empty(int count = 1)
    {
        for (int i = 0; i < count; ++i)
            put(ExportCell{});
    }
    ExportSheet take() { return std::move(m_sheet); }

private:
    void put(ExportCell cell) { m_sheet.rows.back().push_back(std::move(cell)); }

    ExportLanguage m_language;
    ExportSheet m_sheet;
};

// Names for people, in the export's language.
const Option *optionOf(const Project &project, const std::string &optionId)
{
    for (const Option &o : project.options)
        if (o.id == optionId)
            return &o;
    return nullptr;
}

class Names final
{
public:
    Names(const Project &project, const Catalog &merged, ExportLanguage language)
        : m_project(project), m_catalog(merged), m_language(language)
    {
    }

    // A user's name in the export language, the id when it has none.
    std::string nameOr(const std::string &zh, const std::string &en, const std::string &id) const
    {
        const std::string name = pickName(zh, en, m_language);
        return name.empty() ? id : name;
    }
    std::string option(const std::string &id) const
    {
        for (const Option &o : m_project.options)
            if (o.id == id)
                return nameOr(o.nameZh, o.name, o.id);
        return id;
    }
    std::string workload(const std::string &id) const
    {
        for (const Workload &w : m_project.workloads)
            if (w.id == id)
                return nameOr(w.nameZh, w.name, w.id);
        return id;
    }
    std::string card(const std::string &id) const
    {
        const Card *c = m_catalog.findCard(id);
        return c ? pickName(c->nameZh, c->nameEn, m_language) : id;
    }
    std::string facility(const std::string &id) const
    {
        const Facility *f = m_catalog.findFacility(id);
        return f ? pickName(f->nameZh, f->nameEn, m_language) : id;
    }
    std::string contract(const std::string &id) const
    {
        const Contract *c = m_catalog.findContract(id);
        return c ? pickName(c->nameZh, c->nameEn, m_language) : id;
    }
    // Where an option's price comes from: its provider's quote, else its
    // catalog contract ("" for owned cards without one).
    std::string priceSource(const std::string &optionId) const
    {
        const Option *o = optionOf(m_project, optionId);
        if (!o)
            return {};
        if (const ProviderQuote *q = findQuote(m_project, o->quoteId))
            return quoteSourceText(q->provider, q->quotedOn, m_language);
        return o->contractId.empty() ? std::string() : contract(o->contractId);
    }
    std::string text(const Bilingual &b) const { return pickName(b.zh, b.en, m_language); }
    // Risk flags in short words, each once, in a list of the language.
    std::string flags(const std::vector<Flag> &flags) const
    {
        std::vector<std::string> words;
        for (const Flag &f : flags) {
            const std::string code(flagCodeText(f.code).substr(5)); // without "risk."
            const std::string w = exportLabel("flag." + code, m_language);
            if (std::find(words.begin(), words.end(), w) == words.end())
                words.push_back(w);
        }
        // Chinese lists take the enumeration comma (U+3001).
        const std::string separator = m_language == ExportLanguage::Chinese ? "\xe3\x80\x81" : ", ";
        std::string out;
        for (const std::string &w : words)
            out += (out.empty() ? "" : separator) + w;
        return out;
    }
    ExportLanguage language() const { return m_language; }

private:
    const Project &m_project;
    const Catalog &m_catalog;
    ExportLanguage m_language;
};

// A pattern of labels.json with {1}, {2}, ... filled in.
std::string fill(const std::string &key, ExportLanguage language,
                 std::initializer_list<std::string> args)
{
    std::string out = exportLabel(key, language);
    int n = 1;
    for (const std::string &a : args) {
        const std::string mark = "{" + std::to_string(n++) + "}";
        if (const auto at = out.find(mark); at != std::string::npos)
            out.replace(at, mark.size(), a);
    }
    return out;
}

// Words joined with the language's list separator ("、" / ", ") or its
// clause separator ("；" / "; ").
std::string joined(const std::vector<std::string> &words, const std::string &separatorKey,
                   ExportLanguage language)
{
    const std::string separator = exportLabel(separatorKey, language);
    std::string out;
    for (const std::string &w : words)
        out += (out.empty() ? "" : separator) + w;
    return out;
}

// Figures inside a sentence of the verdict sheet (its number cells carry
// the exact values): whole numbers grouped by thousands, yuan with the
// yuan sign, the same in both languages, as the workbook's number formats.
std::string grouped(double v)
{
    if (!std::isfinite(v))
        return "-";
    const long long n = std::llround(std::abs(v));
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return (v < 0.0 && n != 0 ? "-" : "") + out;
}

std::string yuan(double v)
{
    return "\xc2\xa5" + grouped(v);
}

// Fixed decimals without trailing zeros: 2.50 -> "2.5", 3.0 -> "3".
std::string decimals(double v, int places)
{
    if (!std::isfinite(v))
        return "-";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", places, v);
    std::string out = buffer;
    if (out.find('.') != std::string::npos) {
        while (out.back() == '0')
            out.pop_back();
        if (out.back() == '.')
            out.pop_back();
    }
    return out == "-0" ? "0" : out;
}

// Bytes as GB (2^30), as the assumptions sheet shows them.
std::string gigabytes(double bytes)
{
    return decimals(bytes / (1024.0 * 1024.0 * 1024.0), 1) + " GB";
}

std::string breachShort(Breach b, ExportLanguage language)
{
    return exportLabel("breach." + std::string(toCode(b)), language);
}

// A breach with its figures, as the GUI's VerdictText::breach() says it.
std::string breachText(const BreachItem &b, ExportLanguage language)
{
    const auto at = [&b](std::size_t i) { return i < b.values.size() ? b.values[i] : 0.0; };
    const bool figures = b.values.size() >= 2;
    const std::string key = "why." + std::string(toCode(b.code));
    switch (b.code) {
    case Breach::DoesNotFit:
        return figures ? fill(key, language, {gigabytes(at(0)), gigabytes(at(1))})
                       : breachShort(b.code, language);
    case Breach::MissesDeadline:
        return figures ? fill(key, language, {decimals(at(0), 1), decimals(at(1), 0)})
                       : breachShort(b.code, language);
    case Breach::MissesLatency:
        return figures ? fill(key, language, {decimals(at(0), 2), decimals(at(1), 2)})
                       : breachShort(b.code, language);
    case Breach::OverCapitalBudget:
    case Breach::OverMonthlyBudget:
        return figures ? fill(key, language, {yuan(at(0)), yuan(at(1))})
                       : breachShort(b.code, language);
    case Breach::OverCapacity:
        return figures ? fill(key, language, {grouped(at(0)), grouped(at(1))})
                       : breachShort(b.code, language);
    case Breach::QuoteExpired:
        return b.values.empty() ? breachShort(b.code, language)
                                : fill(key, language, {grouped(at(0))});
    case Breach::NotShortlisted:
    case Breach::SpotNeverFinishes:
    case Breach::RestrictedPurchase:
        break;
    }
    return exportLabel(key, language);
}

std::string breachesText(const std::vector<BreachItem> &breaches, ExportLanguage language)
{
    std::vector<std::string> parts;
    for (const BreachItem &b : breaches)
        parts.push_back(breachText(b, language));
    return joined(parts, "value.separator", language);
}

// Where the verdict puts an option, in a few words, as Compare's Verdict
// column says it: recommended, runner-up, meets every check, or what keeps
// it out.
std::string standingText(const WorkloadVerdict &v, const Standing &s, ExportLanguage language)
{
    if (s.optionId == v.recommended)
        return exportLabel(v.compromised() ? "standing.recommended_compromised"
                                           : "standing.recommended",
                           language);
    if (s.optionId == v.runnerUp)
        return exportLabel("standing.runner_up", language);
    if (s.eligible())
        return exportLabel("standing.eligible", language);
    std::vector<std::string> words;
    for (const BreachItem &b : s.breaches)
        words.push_back(breachShort(b.code, language));
    return fill("standing.left_out", language, {joined(words, "value.list", language)});
}

int eligibleCount(const WorkloadVerdict &v)
{
    int n = 0;
    for (const Standing &s : v.standings)
        n += s.eligible() ? 1 : 0;
    return n;
}

std::string scopeKey(CostScope scope)
{
    return scope == CostScope::PerRun ? "scope.per_run" : "scope.horizon";
}

const Acquisition *acquisitionOf(const Project &project, const std::string &optionId)
{
    for (const Option &o : project.options)
        if (o.id == optionId)
            return &o.acquisition;
    return nullptr;
}

// The pairs of a workload best first, as the verdict ranks them; pairs it
// does not list (none, normally) after them in project order.
std::vector<const PairResult *> rankedPairs(const Evaluation &ev, const Workload &w)
{
    std::vector<const PairResult *> out;
    if (const WorkloadVerdict *v = ev.verdict(w.id))
        for (const Standing &st : v->standings)
            if (const PairResult *p = ev.pair(w.id, st.optionId))
                out.push_back(p);
    for (const PairResult &p : ev.pairs)
        if (p.workloadId == w.id && std::find(out.begin(), out.end(), &p) == out.end())
            out.push_back(&p);
    return out;
}

// Why the verdict puts an option where it does, in the export's words: the
// recommendation's reasons, what decides a toss-up, or the checks an option
// breaks with their figures. No code reaches the file.
std::string whyText(const WorkloadVerdict &v, const Standing &s, const Workload &w,
                    const Names &names)
{
    const ExportLanguage language = names.language();
    if (s.optionId == v.recommended) {
        if (v.compromised())
            return fill("why.compromised", language, {breachesText(s.breaches, language)});
        if (v.tossUp && !v.runnerUp.empty()) {
            const std::string decided = v.decidedBy
                                            ? "why.decided." + std::string(toCode(*v.decidedBy))
                                            : std::string("why.decided.none");
            return fill("why.toss_up", language,
                        {names.option(v.runnerUp), exportLabel(decided, language)});
        }
        const std::string count = std::to_string(eligibleCount(v));
        std::string why;
        if (v.has(VerdictReason::OnlyEligible))
            why = exportLabel("why.only_eligible", language);
        else if (v.has(VerdictReason::MeetsDeadline))
            why = fill("why.cheapest_deadline", language, {count, decimals(w.deadlineDays, 0)});
        else if (v.has(VerdictReason::MeetsLatency))
            why = fill("why.cheapest_latency", language, {count, decimals(w.ttftTargetSeconds, 2)});
        else
            why = fill("why.cheapest", language, {count});
        return v.has(VerdictReason::Fastest) ? fill("why.fastest", language, {why}) : why;
    }
    if (!s.breaches.empty())
        return breachesText(s.breaches, language);
    if (!s.priced)
        return breachShort(Breach::DoesNotFit, language);
    if (s.optionId == v.runnerUp)
        return v.tossUp ? fill("why.toss_up_runner_up", language, {names.option(v.recommended)})
                        : exportLabel("why.runner_up", language);
    return exportLabel("why.eligible", language);
}

// Sentences one after another: Chinese runs them on, English leaves a space.
std::string sentences(const std::vector<std::string> &parts, ExportLanguage language)
{
    std::string out;
    for (const std::string &p : parts)
        out += (out.empty() || language == ExportLanguage::Chinese ? "" : " ") + p;
    return out;
}

// The project's verdict (core/cost/Verdict.h), the sheet a reader opens
// first: per workload every option in the verdict's order with where it
// stands, its chance of being the cheapest (of the draws, ties shared), the
// toss-up, its cost as the comparison sheet has it and why; then the
// project's rows: the year plan's mix and the budgets of the
// recommendations together.
// Per workload, every option in the verdict's order.
void standingRows(SheetBuilder &s, const Project &project, const Evaluation &ev,
                  const ProjectVerdict &verdict, const Names &names)
{
    const ExportLanguage language = names.language();
    const bool sampled = ev.sampling.samples > 0;
    for (const Workload &w : project.workloads) {
        const WorkloadVerdict *v = verdict.workload(w.id);
        if (!v)
            v = ev.verdict(w.id);
        if (!v)
            continue;
        for (const Standing &st : v->standings) {
            const PairResult *p = ev.pair(w.id, st.optionId);
            s.newRow();
            s.text(names.workload(w.id));
            s.text(names.option(st.optionId));
            s.text(standingText(*v, st, language));
            if (sampled && st.eligible())
                s.number(st.chanceCheapest, CellKind::Percent);
            else
                s.empty();
            s.yesNo(v->tossUp && (st.optionId == v->recommended || st.optionId == v->runnerUp));
            s.label(scopeKey(p ? p->scope : v->perRun ? CostScope::PerRun : CostScope::Horizon));
            const OptionResult *held = ev.option(st.optionId);
            if (p && p->priced) {
                s.range(p->total, CellKind::Cny);
                if (held)
                    s.number(held->total.likely, CellKind::Cny);
                else
                    s.empty();
            } else {
                s.empty(4);
            }
            s.text(whyText(*v, st, w, names));
        }
    }
}

// The year plan's mix for the whole project, and renting everything beside it.
void mixRows(SheetBuilder &s, const YearMix &m, bool sampled, const Names &names)
{
    const ExportLanguage language = names.language();
    const std::string whole = exportLabel("value.whole_project", language);
    const bool owns = m.ownedCards > 0;
    std::vector<std::string> why;
    why.push_back(owns ? fill("why.year_plan_owned", language,
                              {std::to_string(m.ownedCards), names.option(m.ownedOptionId),
                               yuan(m.allRented.likely)})
                       : exportLabel("why.year_plan_rent", language));
    for (const std::string &id : m.raisedWorkloads)
        why.push_back(fill("why.raised", language, {names.workload(id)}));
    for (const std::string &id : m.lateWorkloads)
        why.push_back(fill("why.late", language, {names.workload(id)}));
    s.newRow();
    s.text(whole);
    s.text(owns ? names.option(m.ownedOptionId) : exportLabel("standing.all_rented", language));
    s.label("standing.year_plan");
    if (sampled && owns)
        s.number(m.chanceBeatsRenting, CellKind::Percent);
    else
        s.empty();
    s.empty();
    s.label("scope.horizon");
    s.range(m.total, CellKind::Cny);
    s.number(m.total.likely, CellKind::Cny);
    s.text(sentences(why, language));
    if (owns) {
        s.newRow();
        s.text(whole);
        s.empty();
        s.label("standing.all_rented");
        s.empty(2);
        s.label("scope.horizon");
        s.range(m.allRented, CellKind::Cny);
        s.number(m.allRented.likely, CellKind::Cny);
        s.label("why.all_rented");
    }
}

// The recommendations' day-one cash and monthly spend against the budgets.
void checkRows(SheetBuilder &s, const std::vector<ProjectCheck> &checks, const Names &names)
{
    const ExportLanguage language = names.language();
    const std::string whole = exportLabel("value.whole_project", language);
    for (const ProjectCheck &c : checks) {
        std::vector<std::string> options;
        for (const std::string &id : c.optionIds)
            options.push_back(names.option(id));
        const bool capital = c.kind == ProjectCheckKind::CapitalBudget;
        const std::string key = std::string(capital ? "why.check_capital_" : "why.check_monthly_") +
                                (c.ok() ? "ok" : "over");
        s.newRow();
        s.text(whole);
        s.text(joined(options, "value.list", language));
        s.label(c.ok() ? "standing.within_budget" : "standing.over_budget");
        s.empty(7);
        s.text(fill(key, language, {yuan(c.need), yuan(c.budget)}));
    }
}

ExportSheet verdictSheet(const Project &project, const Evaluation &ev,
                         const ProjectVerdict &verdict, const Names &names)
{
    SheetBuilder s("verdict", names.language());
    s.column("col.workload", 28);
    s.column("col.option", 34);
    s.column("col.standing", 24);
    s.column("col.chance_cheapest", 12);
    s.column("col.toss_up", 10);
    s.column("col.scope", 16);
    for (const char *k : {"col.cost_low", "col.cost_likely", "col.cost_high", "col.horizon_likely"})
        s.column(k, 16);
    s.column("col.why", 70);
    standingRows(s, project, ev, verdict, names);
    if (verdict.mix)
        mixRows(s, *verdict.mix, ev.sampling.samples > 0, names);
    checkRows(s, verdict.checks, names);
    return s.take();
}

// One pair's row of the comparison: where the verdict puts it, its time,
// its cost per run or over the horizon, and the price it used.
void comparisonRow(SheetBuilder &s, const Project &project, const Evaluation &ev, const Workload &w,
                   const PairResult *p, int rank, const Names &names)
{
    const WorkloadVerdict *v = ev.verdict(w.id);
    const bool sampled = ev.sampling.samples > 0;
    s.newRow();
    s.text(names.workload(w.id));
    s.number(rank, CellKind::Count);
    s.text(names.option(p->optionId));
    const Acquisition *a = acquisitionOf(project, p->optionId);
    s.label(a ? "acquisition." + std::string(toCode(*a)) : "");
    s.yesNo(p->feasible);
    // The verdict's: where it stands, and its chance of being the
    // cheapest (as the verdict sheet and Compare say them).
    const Standing *st = v ? v->standing(p->optionId) : nullptr;
    s.text(st ? standingText(*v, *st, names.language()) : std::string());
    if (st && sampled && st->eligible())
        s.number(st->chanceCheapest, CellKind::Percent);
    else
        s.empty();
    s.yesNo(v && st && v->tossUp &&
            (st->optionId == v->recommended || st->optionId == v->runnerUp));
    if (p->priced && p->training)
        s.range(p->jobHours, CellKind::Hours);
    else
        s.empty(3);
    if (p->priced && p->inference) {
        s.number(p->inference->at.ttftSeconds, CellKind::Decimal);
        s.number(p->inference->at.tokensPerSecond, CellKind::Count);
    } else {
        s.empty(2);
    }
    s.label(scopeKey(p->scope));
    // A pair the engine could not price has no amount: an empty
    // cell, never a zero that would read as free.
    if (p->priced)
        s.range(p->total, CellKind::Cny);
    else
        s.empty(3);
    const OptionResult *held = ev.option(p->optionId);
    if (p->priced && held)
        s.range(held->total, CellKind::Cny);
    else
        s.empty(3);
    const bool serving = !isTraining(w.scenario);
    if (p->priced)
        s.number(serving ? p->cnyPerMillionTokens.likely : p->cnyPerEffectivePflopHour.likely,
                 CellKind::Cny);
    else
        s.empty();
    s.label(serving ? "unit.cny_per_million_tokens" : "unit.cny_per_eff_pflop_hour");
    s.text(names.flags(p->flags));
    s.text(names.priceSource(p->optionId));
    // Rented cards: what a busy card-hour costs (cost/Quotes.h), as
    // the Quotes page and Compare show it.
    const Option *o = optionOf(project, p->optionId);
    const auto used = held && o && o->acquisition == Acquisition::Rent
                          ? usedCnyPerCardHour(*held, o->cardCount)
                          : std::nullopt;
    if (used)
        s.number(*used, CellKind::Cny);
    else
        s.empty();
}

ExportSheet comparisonSheet(const Project &project, const Evaluation &ev, const Names &names)
{
    SheetBuilder s("comparison", names.language());
    s.column("col.workload", 28);
    s.column("col.rank", 6);
    s.column("col.option", 34);
    s.column("col.acquisition", 10);
    s.column("col.feasible", 8);
    s.column("col.standing", 24);
    s.column("col.chance_cheapest", 12);
    s.column("col.toss_up", 10);
    for (const char *k : {"col.hours_low", "col.hours_likely", "col.hours_high"})
        s.column(k, 12);
    s.column("col.ttft", 12);
    s.column("col.tokens_per_second", 14);
    s.column("col.scope", 16);
    for (const char *k : {"col.cost_low", "col.cost_likely", "col.cost_high", "col.horizon_low",
                          "col.horizon_likely", "col.horizon_high", "col.unit_cost"})
        s.column(k, 16);
    s.column("col.unit", 24);
    s.column("col.risks", 30);
    s.column("col.price_source", 30);
    s.column("col.used_cny_per_card_hour", 16);
    for (const Workload &w : project.workloads) {
        int rank = 0;
        for (const PairResult *p : rankedPairs(ev, w))
            comparisonRow(s, project, ev, w, p, ++rank, names);
    }
    return s.take();
}

ExportSheet workloadsSheet(const Project &project, const Names &names)
{
    SheetBuilder s("workloads", names.language());
    s.column("col.name", 30);
    s.column("col.scenario", 16);
    s.column("col.params_total", 16);
    s.column("col.params_active", 16);
    s.column("col.precision", 10);
    s.column("col.training_tokens", 16);
    s.column("col.sequence_length", 12);
    s.column("col.deadline_days", 12);
    s.column("col.prompt_tokens", 12);
    s.column("col.output_tokens", 12);
    s.column("col.concurrency", 10);
    s.column("col.ttft_target", 14);
    for (const Workload &w : project.workloads) {
        s.newRow();
        s.text(names.workload(w.id));
        s.label("scenario." + std::string(toCode(w.scenario)));
        s.number(w.model.paramsTotal, CellKind::Count);
        s.number(w.model.paramsActive, CellKind::Count);
        std::string precision(toCode(w.precision));
        std::transform(precision.begin(), precision.end(), precision.begin(),
                       [](unsigned char c) { return char(std::toupper(c)); });
        s.text(precision);
        const bool training = isTraining(w.scenario);
        if (training) {
            s.number(w.trainingTokens, CellKind::Count);
            s.number(w.sequenceLength, CellKind::Count);
            if (w.deadlineDays > 0)
                s.number(w.deadlineDays, CellKind::Decimal);
            else
                s.empty();
            s.empty(4);
        } else {
            s.empty(3);
            s.number(w.promptTokens, CellKind::Count);
            s.number(w.outputTokens, CellKind::Count);
            s.number(w.concurrency, CellKind::Count);
            if (w.ttftTargetSeconds > 0)
                s.number(w.ttftTargetSeconds, CellKind::Decimal);
            else
                s.empty();
        }
    }
    return s.take();
}

ExportSheet optionsSheet(const Project &project, const Names &names)
{
    SheetBuilder s("options", names.language());
    s.column("col.name", 40);
    s.column("col.card", 18);
    s.column("col.card_count", 8);
    s.column("col.facility", 26);
    s.column("col.contract", 26);
    s.column("col.acquisition", 10);
    s.column("col.chosen", 10);
    for (const Option &o : project.options) {
        s.newRow();
        s.text(names.option(o.id));
        s.text(names.card(o.cardId));
        s.number(o.cardCount, CellKind::Count);
        s.text(names.facility(o.facilityId));
        s.text(!o.quoteId.empty()     ? names.priceSource(o.id)
               : o.contractId.empty() ? std::string()
                                      : names.contract(o.contractId));
        s.label("acquisition." + std::string(toCode(o.acquisition)));
        s.yesNo(o.chosen);
    }
    return s.take();
}

ExportSheet costLinesSheet(const Project &project, const Evaluation &ev, const Names &names)
{
    SheetBuilder s("cost_lines", names.language());
    s.column("col.workload", 28);
    s.column("col.option", 34);
    s.column("col.scope", 16);
    s.column("col.line", 20);
    s.column("col.hidden", 10);
    s.column("col.enabled", 8);
    for (const char *k : {"col.best_case", "col.likely", "col.worst_case"})
        s.column(k, 14);
    s.column("col.formula", 40);
    for (const Workload &w : project.workloads)
        for (const PairResult *p : rankedPairs(ev, w))
            for (const CostLine &line : p->lines) {
                s.newRow();
                s.text(names.workload(w.id));
                s.text(names.option(p->optionId));
                s.label(scopeKey(p->scope));
                s.label("line." + std::string(lineCodeText(line.code)));
                s.yesNo(line.hidden);
                s.yesNo(line.enabled);
                s.range(line.cny, CellKind::Cny);
                s.text(formulaText(line.formula, names.language()));
            }
    return s.take();
}

ExportSheet totalsSheet(const Project &project, const Evaluation &ev, const Names &names)
{
    SheetBuilder s("totals", names.language());
    s.column("col.option", 34);
    s.column("col.acquisition", 10);
    s.column("col.horizon_months", 12);
    s.column("col.utilisation", 10);
    for (const char *k : {"col.horizon_low", "col.horizon_likely", "col.horizon_high",
                          "col.upfront", "col.monthly"})
        s.column(k, 18);
    for (const Option &o : project.options) {
        const OptionResult *r = ev.option(o.id);
        if (!r)
            continue;
        s.newRow();
        s.text(names.option(o.id));
        s.label("acquisition." + std::string(toCode(r->acquisition)));
        s.number(ev.horizonMonths, CellKind::Count);
        s.number(r->use.share.likely, CellKind::Percent);
        s.range(r->total, CellKind::Cny);
        s.number(r->upfront.likely, CellKind::Cny);
        s.number(r->monthly.likely, CellKind::Cny);
    }
    return s.take();
}

ExportSheet breakEvenSheet(const Evaluation &ev, const Names &names)
{
    SheetBuilder s("break_even", names.language());
    s.column("col.own_option", 34);
    s.column("col.rent_option", 34);
    s.column("col.break_even_month", 14);
    s.column("col.break_even_utilisation", 14);
    s.column("col.assumed_utilisation", 12);
    s.column("col.assumed_horizon", 12);
    for (const BreakEven &b : ev.breakEvens) {
        s.newRow();
        s.text(names.option(b.ownOptionId));
        s.text(names.option(b.rentOptionId));
        if (b.month)
            s.number(*b.month, CellKind::Decimal);
        else
            s.label("value.never");
        // A monthly or yearly plan costs the same however busy: no threshold.
        if (b.utilisationMatters && b.utilisation)
            s.number(*b.utilisation, CellKind::Percent);
        else if (b.utilisationMatters)
            s.label("value.never");
        else
            s.empty();
        s.number(b.assumedUtilisation, CellKind::Percent);
        s.number(b.assumedHorizonMonths, CellKind::Count);
    }
    return s.take();
}

// Percent for fractions, money for CNY, a plain number otherwise.
CellKind kindOfUnit(const std::string &unit)
{
    if (unit == "fraction" || unit == "fraction_per_year")
        return CellKind::Percent;
    if (unit.rfind("cny", 0) == 0)
        return CellKind::Cny;
    if (unit == "hours")
        return CellKind::Hours;
    return CellKind::Decimal;
}

std::string unitOfInput(const Catalog &merged, const std::string &input)
{
    if (const Assumption *a = merged.findAssumption(input))
        return a->unit;
    return {};
}

ExportSheet sensitivitySheet(const Project &project, const Catalog &merged, const Evaluation &ev,
                             const Names &names)
{
    SheetBuilder s("sensitivity", names.language());
    s.column("col.workload", 28);
    s.column("col.option", 34);
    s.column("col.scope", 16);
    s.column("col.input", 28);
    for (const char *k : {"col.input_low", "col.input_likely", "col.input_high"})
        s.column(k, 12);
    for (const char *k : {"col.total_at_low", "col.total_at_high", "col.swing"})
        s.column(k, 16);
    for (const Workload &w : project.workloads) {
        const Tornado *t = ev.tornado(w.id);
        if (!t)
            continue;
        for (const SensitivityBar &bar : t->bars) {
            s.newRow();
            s.text(names.workload(w.id));
            s.text(names.option(t->optionId));
            s.label(scopeKey(t->scope));
            s.label("input." + bar.input);
            s.range(bar.inputValue, kindOfUnit(unitOfInput(merged, bar.input)));
            s.number(bar.totalAtLow, CellKind::Cny);
            s.number(bar.totalAtHigh, CellKind::Cny);
            s.number(bar.swing(), CellKind::Cny);
        }
    }
    return s.take();
}

ExportSheet assumptionsSheet(const Project &project, const Catalog &builtin, const Catalog &merged,
                             const Names &names)
{
    SheetBuilder s("assumptions", names.language());
    s.column("col.assumption", 36);
    for (const char *k : {"col.low", "col.likely", "col.high"})
        s.column(k, 12);
    s.column("col.unit", 12);
    s.column("col.source", 70);
    s.column("col.date", 10);
    s.column("col.confidence", 10);
    s.column("col.user_changed", 12);
    for (const Assumption &a : merged.assumptions) {
        const Assumption *original = builtin.findAssumption(a.key);
        const bool inProject = std::any_of(project.assumptions.begin(), project.assumptions.end(),
                                           [&](const Assumption &p) { return p.key == a.key; });
        s.newRow();
        s.label("input." + a.key);
        // Bytes as GB (or TB from a terabyte up), as the report shows them.
        if (a.unit == "bytes") {
            const bool tb = std::max(std::abs(a.value.low), std::abs(a.value.high)) >= 1e12;
            const double scale = tb ? 1e-12 : 1.0 / (1024.0 * 1024.0 * 1024.0);
            s.range({a.value.low * scale, a.value.likely * scale, a.value.high * scale},
                    CellKind::Decimal);
            s.label(tb ? "unit.tb" : "unit.gb");
        } else if (a.unit == "per_card_hour") {
            // Rare events per 10,000 card-hours: 0.2, not 0.00002.
            s.range({a.value.low * 1e4, a.value.likely * 1e4, a.value.high * 1e4},
                    CellKind::Decimal);
            s.label("unit.per_10k_card_hours");
        } else {
            s.range(a.value, kindOfUnit(a.unit));
            s.label("unit." + a.unit);
        }
        // Sources as a reader cites them, with what each says.
        s.text(describeSource(a, names.language(), false));
        s.text(a.provenance.date);
        s.label("confidence." + std::string(toCode(a.provenance.confidence)));
        s.yesNo(inProject && (!original || !(original->value == a.value)));
    }
    return s.take();
}

// The entry that decides an item's state for an option, as statusOf() reads
// it: the option's own, else the project-wide one; the newest wins.
const ChecklistEntry *entryOf(const std::vector<ChecklistEntry> &entries, const std::string &itemId,
                              const std::string &optionId)
{
    const ChecklistEntry *own = nullptr;
    const ChecklistEntry *shared = nullptr;
    for (const ChecklistEntry &e : entries) {
        if (e.itemId != itemId)
            continue;
        if (e.optionId == optionId)
            own = &e;
        else if (e.optionId.empty())
            shared = &e;
    }
    return own ? own : shared;
}

ExportSheet checklistSheet(const Project &project, const Catalog &merged, const Names &names)
{
    SheetBuilder s("checklist", names.language());
    s.column("col.option", 30);
    s.column("col.checklist", 22);
    s.column("col.item", 44);
    s.column("col.severity", 10);
    s.column("col.status", 10);
    s.column("col.checked_by", 12);
    s.column("col.date", 12);
    s.column("col.note", 40);
    const auto &templates = builtinChecklists();
    if (!templates.ok())
        return s.take();
    std::vector<std::string> scopes{std::string()};
    for (const Option &o : project.options)
        scopes.push_back(o.id);
    for (const std::string &optionId : scopes) {
        // An item that does not concern how the option gets its cards says so.
        const std::optional<Supply> supply = supplyOf(project, merged, optionId);
        for (const ChecklistTemplate &t : templates.value())
            for (const ChecklistItem &item : t.items) {
                s.newRow();
                if (optionId.empty())
                    s.label("value.whole_project");
                else
                    s.text(names.option(optionId));
                s.text(names.text(t.title));
                s.text(names.text(item.title));
                s.label("severity." + std::string(toCode(item.severity)));
                const CheckStatus status = statusOf(project.checklist, item.id, optionId);
                if (supply && !item.appliesToSupply(*supply))
                    s.label("status.not_for_option");
                else
                    s.label("status." + std::string(toCode(status)));
                const ChecklistEntry *e = entryOf(project.checklist, item.id, optionId);
                s.text(e ? e->checkedBy : std::string());
                s.text(e ? e->date : std::string());
                s.text(e ? e->note : std::string());
            }
    }
    return s.take();
}

} // namespace

const ExportSheet *ExportBook::sheet(const std::string &key) const
{
    for (const ExportSheet &s : sheets)
        if (s.key == key)
            return &s;
    return nullptr;
}

ExportBook buildExportBook(const Project &project, const Catalog &catalog,
                           const Evaluation &evaluation, ExportLanguage language,
                           const ProjectVerdict *verdict)
{
    const Catalog merged = catalog.withProject(project);
    const Names names(project, merged, language);
    ExportBook book;
    book.language = language;
    // The verdict from the evaluation alone when none is given: no year plan.
    const ProjectVerdict own =
        verdict ? ProjectVerdict{} : projectVerdict(project, evaluation, nullptr);
    book.sheets.push_back(verdictSheet(project, evaluation, verdict ? *verdict : own, names));
    book.sheets.push_back(comparisonSheet(project, evaluation, names));
    book.sheets.push_back(workloadsSheet(project, names));
    book.sheets.push_back(optionsSheet(project, names));
    book.sheets.push_back(costLinesSheet(project, evaluation, names));
    book.sheets.push_back(totalsSheet(project, evaluation, names));
    book.sheets.push_back(breakEvenSheet(evaluation, names));
    book.sheets.push_back(sensitivitySheet(project, merged, evaluation, names));
    book.sheets.push_back(assumptionsSheet(project, catalog, merged, names));
    book.sheets.push_back(checklistSheet(project, merged, names));
    return book;
}

} // namespace suanpan
