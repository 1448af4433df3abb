#include "export/ExportBook.h"

#include <algorithm>
#include <cmath>

#include "catalog/Catalog.h"
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
    std::string text(const Bilingual &b) const { return pickName(b.zh, b.en, m_language); }
    // Risk flags in short words, each once, in a list of the language.
    std::string flags(const std::vector<Flag> &flags) const
    {
        std::vector<std::string> words;
        for (const Flag &f : flags) {
            const std::string code = f.code.rfind("risk.", 0) == 0 ? f.code.substr(5) : f.code;
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

ExportSheet comparisonSheet(const Project &project, const Evaluation &ev, const Names &names)
{
    SheetBuilder s("comparison", names.language());
    s.column("col.workload", 28);
    s.column("col.rank", 6);
    s.column("col.option", 34);
    s.column("col.acquisition", 10);
    s.column("col.feasible", 8);
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
    for (const Workload &w : project.workloads) {
        int rank = 0;
        for (const PairResult *p : rankedPairs(ev, w)) {
            s.newRow();
            s.text(names.workload(w.id));
            s.number(++rank, CellKind::Count);
            s.text(names.option(p->optionId));
            const Acquisition *a = acquisitionOf(project, p->optionId);
            s.label(a ? "acquisition." + std::string(toCode(*a)) : "");
            s.yesNo(p->feasible);
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
                s.number(serving ? p->cnyPerMillionTokens.likely
                                 : p->cnyPerEffectivePflopHour.likely,
                         CellKind::Cny);
            else
                s.empty();
            s.label(serving ? "unit.cny_per_million_tokens" : "unit.cny_per_eff_pflop_hour");
            s.text(names.flags(p->flags));
        }
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
        s.text(o.contractId.empty() ? std::string() : names.contract(o.contractId));
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
                s.label("line." + line.code);
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
                           const Evaluation &evaluation, ExportLanguage language)
{
    const Catalog merged = catalog.withProject(project);
    const Names names(project, merged, language);
    ExportBook book;
    book.language = language;
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
