#include "ReportContent.h"

#include <algorithm>

#include <QLocale>

#include "catalog/Catalog.h"
#include "cost/ProjectVerdict.h"
#include "cost/Quotes.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CitationText.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/FindingText.h"
#include "i18n/MoneyFormat.h"
#include "i18n/QuoteText.h"
#include "i18n/VerdictText.h"
#include "i18n/YearText.h"
#include "models/ComparisonModel.h"
#include "presentation/Shortlist.h"
#include "report/PdfFonts.h"
#include "verify/Checklist.h"
#include "verify/ChecklistSummary.h"

using namespace suanpan;

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// Charts worth a page, in the order the slides tell the story.
const ChartKind kReportCharts[] = {
    ChartKind::CumulativeCost, ChartKind::CostBreakdown, ChartKind::UnitCost, ChartKind::Tornado,
    ChartKind::Scaling,        ChartKind::Latency,       ChartKind::Memory};

// A name as the report prints it: a title line, a table cell. Longer ones
// (a name may hold 1 024 bytes) are cut with an ellipsis: a line that long
// filled pages of its own and took Qt's layout minutes.
QString shortened(QString text, int chars)
{
    if (text.size() > chars) {
        text.truncate(chars - 1);
        if (text.back().isHighSurrogate())
            text.chop(1);
        text += QChar(0x2026);
    }
    return text;
}

// A table cell: line breaks the page's cells carry become <br>.
QString cell(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace

ReportContent::ReportContent(const ProjectDocument *document, const ReportOptions &options)
    : m_document(document), m_options(options), m_project(document->project()),
      m_catalog(document->catalog())
{
    if (const auto &year = document->results()->portfolio(); year.ok())
        m_portfolio = year.value();
    m_projectVerdict = document->results()->verdict();
    const Project &project = document->project();
    m_optionIds = Shortlist::optionIds(project);
    m_allOptions = !Shortlist::leavesOut(project, m_optionIds);
    m_evaluation = Shortlist::narrow(document->results()->evaluation(), m_optionIds);
    m_title = shortened(DisplayText::title(project.meta), kMaxTitleChars);
    m_header = m_title.isEmpty() ? options.fileName : m_title;
    if (m_title.isEmpty())
        m_title = tr("GPU compute plan");
    if (m_header.isEmpty())
        m_header = m_title;
    m_date = DisplayText::date(options.date);
    QStringList verdicts;
    const auto name = [this](const std::string &id) { return optionName(id); };
    for (const Workload &w : project.workloads)
        if (const WorkloadVerdict *v = m_evaluation.verdict(w.id))
            //: Report cover: one workload and the option recommended for it
            verdicts << tr("%1: %2").arg(workloadName(w.id), VerdictText::recommendation(*v, name));
    //: Report cover: the one-line verdict; %1 lists "workload: option" pairs
    //: Report cover: between the verdicts of two workloads
    m_verdict = tr("Recommended: %1").arg(verdicts.join(tr("; ")));

    const auto has = [&](ReportSection s) { return options.has(s); };
    if (has(ReportSection::Cover))
        addCover();
    if (has(ReportSection::Summary))
        addSummary();
    if (has(ReportSection::Workloads))
        addWorkloads();
    if (has(ReportSection::Options))
        addOptions();
    if (has(ReportSection::Charts))
        addCharts();
    if (has(ReportSection::HiddenCosts))
        addHiddenCosts();
    if (has(ReportSection::BreakEven))
        addBreakEven();
    if (has(ReportSection::Risks))
        addRisks();
    if (has(ReportSection::Assumptions))
        addAssumptions();
    if (has(ReportSection::Verification))
        addVerification();
    if (has(ReportSection::SignOff))
        addSignOff();
}

ChartContext ReportContent::chartContext(const std::string &workloadId) const
{
    ChartContext c{&m_project, &m_catalog, &m_evaluation, workloadId, m_optionIds};
    c.fontFamilies = PdfFonts::families();
    if (m_portfolio)
        c.portfolio = &*m_portfolio;
    return c;
}

void ReportContent::heading(const QString &title, int level, bool section, bool newPage)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Heading;
    b.level = level;
    b.html = QStringLiteral("<h%1>%2</h%1>").arg(level).arg(esc(title));
    b.pageBreakBefore = newPage;
    if (section) {
        b.tocEntry = int(m_tocTitles.size());
        m_tocTitles << title;
    }
    m_blocks.push_back(b);
}

void ReportContent::chart(ChartKind kind, const std::string &workloadId)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Chart;
    b.chart = kind;
    b.workloadId = workloadId;
    m_blocks.push_back(b);
}

void ReportContent::text(const QString &html)
{
    ReportBlock b;
    b.html = html;
    m_blocks.push_back(b);
}

// One block per sentence: the layout moves whole sentences to the next page.
void ReportContent::bullets(const QStringList &sentences)
{
    for (const QString &s : sentences)
        text(QStringLiteral("<table class=\"bullet\"><tr><td>\u2022</td><td>%1</td></tr></table>")
                 .arg(esc(s)));
}

void ReportContent::table(const QStringList &headers, const std::vector<QStringList> &rows,
                          const std::vector<int> &rightAligned)
{
    const auto align = [&](int c) {
        return std::find(rightAligned.begin(), rightAligned.end(), c) != rightAligned.end()
                   ? QStringLiteral(" align=\"right\"")
                   : QString();
    };
    ReportBlock b;
    b.kind = ReportBlock::Kind::Table;
    for (int c = 0; c < headers.size(); ++c)
        b.html += QStringLiteral("<th%1>%2</th>").arg(align(c), cell(headers[c]));
    b.html = QStringLiteral("<tr>") + b.html + QStringLiteral("</tr>");
    for (const QStringList &r : rows) {
        QString tr;
        for (int c = 0; c < r.size(); ++c)
            tr += QStringLiteral("<td%1>%2</td>").arg(align(c), cell(r[c]));
        b.rows << QStringLiteral("<tr>") + tr + QStringLiteral("</tr>");
    }
    m_blocks.push_back(b);
}

QString ReportContent::optionName(const std::string &id) const
{
    const Project &project = m_document->project();
    for (const Option &o : project.options) {
        if (o.id != id)
            continue;
        const QString name = shortened(DisplayText::nameOrId(o), kMaxNameChars);
        // A price from a provider's quote is named wherever the option is.
        if (const ProviderQuote *q = findQuote(project, o.quoteId))
            //: An option's name and where its price comes from ("from X's quote of <date>")
            return tr("%1 (%2)").arg(name, QuoteText::source(*q));
        return name;
    }
    return shortened(DisplayText::unknownEntry(id), kMaxNameChars);
}

QString ReportContent::workloadName(const std::string &id) const
{
    for (const Workload &w : m_document->project().workloads)
        if (w.id == id)
            return shortened(DisplayText::nameOrId(w), kMaxNameChars);
    return shortened(DisplayText::unknownEntry(id), kMaxNameChars);
}

std::vector<const Workload *> ReportContent::detailed() const
{
    std::vector<const Workload *> out;
    for (const Workload &w : m_document->project().workloads)
        if (out.size() < kDetailedWorkloads)
            out.push_back(&w);
    return out;
}

void ReportContent::detailNote()
{
    const int all = int(m_document->project().workloads.size());
    if (all <= int(kDetailedWorkloads))
        return;
    //: Report: a section that shows only some workloads; %1 how many it shows, %n all
    text(QStringLiteral("<p class=\"note\">%1</p>")
             .arg(esc(tr("This section details the first %1 of the %n workloads; the workbook "
                         "(Export workbook) and the Compare page have every one.",
                         "", all)
                          .arg(kDetailedWorkloads))));
}

std::vector<std::string> ReportContent::winners() const
{
    std::vector<std::string> out;
    for (const WorkloadVerdict &v : m_evaluation.verdicts)
        if (!v.recommended.empty() && std::find(out.begin(), out.end(), v.recommended) == out.end())
            out.push_back(v.recommended);
    return out;
}

void ReportContent::addCover()
{
    const ProjectMeta &meta = m_document->project().meta;
    m_cover << m_title;
    if (!meta.client.empty())
        //: Report cover; %1 is the client's name
        m_cover << tr("For %1").arg(QString::fromStdString(meta.client));
    if (!meta.author.empty())
        //: Report cover; %1 is who prepared the report
        m_cover << tr("Prepared by %1").arg(QString::fromStdString(meta.author));
    m_cover << QLocale().toString(m_options.date, QLocale::LongFormat);
}

void ReportContent::addSummary()
{
    heading(ReportSections::title(ReportSection::Summary), 1, true, true);
    if (!m_allOptions)
        text(esc(
            tr("The report compares the %n shortlisted options.", "", int(m_optionIds.size()))));
    const auto name = [this](const std::string &id) { return optionName(id); };
    const ProjectVerdict &project_ = m_projectVerdict;
    if (project_.mix)
        bullets(VerdictText::mix(*project_.mix, m_evaluation.horizonMonths, name,
                                 [this](const std::string &id) { return workloadName(id); }));
    bullets(VerdictText::checks(project_, name));
    detailNote();
    for (const Workload *detail : detailed()) {
        const Workload &w = *detail;
        heading(workloadName(w.id), 2);
        const WorkloadVerdict *v = m_evaluation.verdict(w.id);
        if (!v)
            continue;
        text(QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(VerdictText::headline(*v, w, m_evaluation, name))));
        // How sure: the verdict's chances in a sentence, then each option's
        // cost over the sampled futures, as on the Trade-offs page.
        if (const QString chances = VerdictText::chances(*v, m_evaluation, name, &m_catalog);
            !chances.isEmpty())
            text(QStringLiteral("<p>%1</p>").arg(esc(chances)));
        if (chartAvailable(ChartKind::CostDistribution, chartContext(w.id)))
            chart(ChartKind::CostDistribution, w.id);
        if (const QStringList out = VerdictText::leftOut(*v, name); !out.isEmpty()) {
            //: Report summary: before the options the verdict leaves out
            text(QStringLiteral("<p>%1</p>").arg(esc(tr("Left out:"))));
            bullets(out);
        }
        QStringList why = flipSentences(w.id);
        why << breakEvenSentences(w.id);
        if (!why.isEmpty()) {
            //: Report summary: before the decision flips and break-evens of a workload
            text(QStringLiteral("<p>%1</p>").arg(esc(tr("What would change the decision:"))));
            bullets(why);
        }
    }
}

QStringList ReportContent::flipSentences(const std::string &workloadId) const
{
    return CostText::flipSentences(
        m_evaluation, workloadId, [this](const std::string &id) { return optionName(id); },
        &m_catalog);
}

// As Compare shows them: each owned option that can run the workload against
// the best rented option for it.
QStringList ReportContent::breakEvenSentences(const std::string &workloadId) const
{
    const auto priced = [&](const std::string &id) {
        const PairResult *p = m_evaluation.pair(workloadId, id);
        return p && p->priced;
    };
    std::string rent;
    if (const WorkloadVerdict *v = m_evaluation.verdict(workloadId))
        for (const Standing &st : v->standings) {
            const OptionResult *o = m_evaluation.option(st.optionId);
            if (o && o->acquisition == Acquisition::Rent && priced(st.optionId)) {
                rent = st.optionId;
                break;
            }
        }
    QStringList out;
    for (const BreakEven &b : m_evaluation.breakEvens)
        if (b.rentOptionId == rent && priced(b.ownOptionId))
            out << CostText::breakEvenSentence(optionName(b.ownOptionId),
                                               optionName(b.rentOptionId), b);
    return out;
}

void ReportContent::addWorkloads()
{
    heading(ReportSections::title(ReportSection::Workloads), 1, true, true);
    std::vector<QStringList> rows;
    for (const Workload &w : m_document->project().workloads) {
        const QString model = DisplayText::modelName(w.model);
        //: Report, workloads table: the model's parameters, e.g. "7B parameters"
        const QString size = tr("%1 parameters").arg(MoneyFormat::quantity(w.model.paramsTotal));
        QString target;
        if (isTraining(w.scenario)) {
            //: Report, workloads table: tokens to train on
            target = tr("%1 tokens").arg(MoneyFormat::quantity(w.trainingTokens));
            if (w.deadlineDays > 0)
                //: Report, workloads table: %1 tokens, %2 the deadline in days
                target = tr("%1, within %2 days")
                             .arg(target, QLocale().toString(w.deadlineDays, 'g', 3));
        } else {
            //: Report, workloads table: serving load
            target = tr("%1 concurrent requests").arg(QLocale().toString(w.concurrency));
            if (w.ttftTargetSeconds > 0)
                target = tr("%1, first token within %2 s")
                             .arg(target, QLocale().toString(w.ttftTargetSeconds, 'g', 3));
        }
        rows.push_back({workloadName(w.id), DisplayText::scenario(w.scenario),
                        model.isEmpty() ? size : tr("%1 (%2)").arg(model, size), target});
    }
    //: Report, workloads table headers
    table({tr("Workload"), tr("Scenario"), tr("Model"), tr("Target")}, rows);
}

// The Compare page's table, cell for cell: the same model words the cells.
void ReportContent::addOptions()
{
    heading(ReportSections::title(ReportSection::Options), 1, true, true);
    const Project &project = m_document->project();
    detailNote();
    for (const Workload *detail : detailed()) {
        const Workload &w = *detail;
        std::vector<ComparisonModel::Row> rows =
            ComparisonModel::rowsFor(project, m_evaluation, m_evaluation.verdict(w.id));
        ComparisonModel model;
        model.setCatalog(&m_document->catalog());
        model.setRows(std::move(rows), !isTraining(w.scenario), m_evaluation);
        QStringList headers;
        std::vector<int> right;
        for (int c = 0; c < ComparisonModel::ColumnCount; ++c) {
            headers << model.headerData(c, Qt::Horizontal).toString();
            if (c >= ComparisonModel::TimeColumn && c <= ComparisonModel::UnitCostColumn)
                right.push_back(c);
        }
        std::vector<QStringList> cells;
        for (int r = 0; r < model.rowCount(); ++r) {
            QStringList line;
            for (int c = 0; c < ComparisonModel::ColumnCount; ++c)
                line << model.data(model.index(r, c)).toString();
            cells.push_back(line);
        }
        heading(workloadName(w.id), 2);
        table(headers, cells, right);
        text(QStringLiteral("<p class=\"note\">%1</p>")
                 .arg(esc(CostText::comparisonScope(model.scope(), m_evaluation))));
    }
}

void ReportContent::addCharts()
{
    heading(ReportSections::title(ReportSection::Charts), 1, true, true);
    detailNote();
    for (const Workload *detail : detailed()) {
        const Workload &w = *detail;
        heading(workloadName(w.id), 2);
        const ChartContext context = chartContext(w.id);
        for (ChartKind kind : kReportCharts)
            if (chartAvailable(kind, context))
                chart(kind, w.id);
    }
    // The year plan: the same sentences and charts as the Year plan page.
    const auto &year = m_document->results()->portfolio();
    if (!year.ok())
        return;
    //: Report heading of the year plan (owned and rented cards over the horizon)
    heading(tr("Year plan"), 2);
    const QStringList sentences =
        YearText::summary(year.value(), m_document->project(), m_document->catalog());
    text(QStringLiteral("<p>%1</p>")
             .arg(esc(sentences.join(CostText::sentenceGap()) + CostText::sentenceGap() +
                      YearText::method(year.value()))));
    for (ChartKind kind : {ChartKind::Demand, ChartKind::OwnedCards})
        chart(kind, {});
}

void ReportContent::addHiddenCosts()
{
    heading(ReportSections::title(ReportSection::HiddenCosts), 1, true, true);
    //: Report, hidden costs: what the section lists
    text(QStringLiteral("<p>%1</p>")
             .arg(esc(tr("Costs a price list leaves out, for each workload on each option, "
                         "as low-high (likely). Lines switched off are not counted."))));
    detailNote();
    for (const Workload *detail : detailed()) {
        const Workload &w = *detail;
        std::vector<QStringList> rows;
        if (const WorkloadVerdict *v = m_evaluation.verdict(w.id))
            for (const Standing &st : v->standings) {
                const std::string &id = st.optionId;
                const PairResult *p = m_evaluation.pair(w.id, id);
                if (!p || !p->priced)
                    continue;
                for (const CostLine &line : p->lines)
                    if (line.hidden && line.enabled && line.cny.high != 0.0)
                        rows.push_back({optionName(id), CostText::lineName(line.code),
                                        MoneyFormat::range(line.cny)});
            }
        if (rows.empty())
            continue;
        heading(workloadName(w.id), 2);
        //: Report, hidden costs table headers
        table({tr("Option"), tr("Cost line"), tr("Amount")}, rows, {2});
    }
}

void ReportContent::addBreakEven()
{
    heading(ReportSections::title(ReportSection::BreakEven), 1, true, true);
    const Catalog merged = m_document->catalog().withProject(m_document->project());
    detailNote();
    for (const Workload *detail : detailed()) {
        const Workload &w = *detail;
        heading(workloadName(w.id), 2);
        QStringList sentences = breakEvenSentences(w.id);
        sentences << flipSentences(w.id);
        if (sentences.isEmpty())
            //: Report: a workload with no break-even and no decision flip
            sentences << tr("No input within its range changes which option is best.");
        bullets(sentences);
        const Tornado *t = m_evaluation.tornado(w.id);
        if (!t || t->bars.empty())
            continue;
        //: Report: above the tornado table; %1 an option, %2 what the totals cover
        text(QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("The inputs that move the cost of %1 most (%2):")
                              .arg(optionName(t->optionId),
                                   CostText::totalName(t->scope, m_evaluation)))));
        std::vector<QStringList> rows;
        for (const SensitivityBar &bar : t->bars) {
            const Assumption *a = merged.findAssumption(bar.input);
            rows.push_back({a ? CitationText::assumptionName(*a) : CostText::inputName(bar.input),
                            CostText::inputValue(bar.inputValue, a ? a->unit : std::string()),
                            MoneyFormat::amount(bar.totalAtLow),
                            MoneyFormat::amount(bar.totalAtHigh),
                            MoneyFormat::amount(bar.swing())});
        }
        //: Report, sensitivity table headers
        table({tr("Input"), tr("Range"), tr("Total at low"), tr("Total at high"), tr("Swing")},
              rows, {2, 3, 4});
    }
}

void ReportContent::addRisks()
{
    heading(ReportSections::title(ReportSection::Risks), 1, true, true);
    detailNote();
    for (const Workload *detail : detailed()) {
        const Workload &w = *detail;
        QStringList sentences;
        if (const WorkloadVerdict *v = m_evaluation.verdict(w.id))
            for (const Standing &st : v->standings)
                if (const PairResult *p = m_evaluation.pair(w.id, st.optionId))
                    for (const Flag &f : p->flags)
                        sentences << tr("%1: %2").arg(
                            optionName(st.optionId),
                            CostText::flagSentence(f, &m_document->catalog()));
        if (sentences.isEmpty())
            continue;
        heading(workloadName(w.id), 2);
        bullets(sentences);
    }
}

void ReportContent::addAssumptions()
{
    heading(ReportSections::title(ReportSection::Assumptions), 1, true, true);
    const Project &project = m_document->project();
    const Catalog merged = m_document->catalog().withProject(project);
    //: Report, assumptions: what the mark means
    text(QStringLiteral("<p>%1</p>")
             .arg(esc(tr("Each assumption is a range low-high with its source and date; "
                         "* marks one changed in this project."))));
    std::vector<QStringList> rows;
    // The document's catalog already holds the project's values: what the
    // project changed is told against the built-in defaults.
    const auto &builtin = builtinCatalog();
    for (const Assumption &a : merged.assumptions) {
        const Assumption *original = builtin ? builtin.value().findAssumption(a.key) : nullptr;
        const bool changed = std::any_of(project.assumptions.begin(), project.assumptions.end(),
                                         [&](const Assumption &p) { return p.key == a.key; }) &&
                             (!original || !(original->value == a.value));
        QString name = CitationText::assumptionName(a);
        if (changed)
            name += QStringLiteral(" *");
        // Sources as a reader cites them, with what each says.
        rows.push_back({name, CostText::inputValue(a.value, a.unit),
                        CitationText::describe(a, false), CitationText::date(a.provenance.date)});
    }
    //: Report, assumptions table headers
    table({tr("Assumption"), tr("Value"), tr("Source"), tr("Date")}, rows);
}

void ReportContent::addVerification()
{
    heading(ReportSections::title(ReportSection::Verification), 1, true, true);
    const auto &templates = builtinChecklists();
    if (!templates.ok())
        return;
    const Project &project = m_document->project();
    for (const std::string &id : winners()) {
        // Only what concerns how the option gets its cards: renting from a
        // GPU cloud is not held to a site visit or a cabinet's power quota.
        const std::optional<Supply> supply = supplyOf(project, m_document->catalog(), id);
        const ChecklistSummary summary =
            summarize(templates.value(), project.checklist, id, supply);
        heading(optionName(id), 2);
        const ChecklistCounts &n = summary.counts;
        //: Report, verification: counts of one option's checklist
        text(QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("Passed %1, failed %2, not checked %3, not applicable %4, waived "
                             "%5, of %6 items.")
                              .arg(n.pass)
                              .arg(n.fail)
                              .arg(n.notChecked)
                              .arg(n.notApplicable)
                              .arg(n.waived)
                              .arg(n.total))));
        // Failed items first, then those nobody checked (summary.open's order).
        std::vector<QStringList> rows;
        for (CheckStatus wanted : {CheckStatus::Fail, CheckStatus::NotChecked})
            for (const OpenItem &o : summary.open) {
                if (o.status != wanted)
                    continue;
                const ChecklistItem *item = findChecklistItem(templates.value(), o.itemId);
                if (item)
                    rows.push_back({FindingText::status(o.status),
                                    FindingText::severity(o.severity),
                                    FindingText::text(item->title)});
            }
        if (rows.empty())
            //: Report, verification: an option with nothing open
            text(QStringLiteral("<p>%1</p>").arg(esc(tr("No item is failed or unchecked."))));
        else
            //: Report, verification table headers
            table({tr("Status"), tr("Severity"), tr("Check")}, rows);
        // What was left out, said once.
        if (supply && !summary.notForThisOption.empty()) {
            QStringList left;
            for (const std::string &itemId : summary.notForThisOption)
                if (const ChecklistItem *item = findChecklistItem(templates.value(), itemId))
                    left << FindingText::text(item->title);
            text(QStringLiteral("<p class=\"note\">%1</p>")
                     .arg(esc(FindingText::leftOut(*supply, left))));
        }
    }
}

void ReportContent::addSignOff()
{
    heading(ReportSections::title(ReportSection::SignOff), 1, true, true);
    //: Report, sign-off page
    text(QStringLiteral("<p>%1</p>")
             .arg(esc(tr("We have read this report, its assumptions and its open checks, and "
                         "agree on the recommendation above."))));
    const QString line = QStringLiteral("______________________");
    const auto party = [&](const QString &who) {
        return QStringLiteral("<td width=\"50%\"><b>%1</b><br><br><br>%2 %5<br><br><br>%3 "
                              "%5<br><br><br>%4 %5</td>")
            .arg(esc(who), esc(tr("Name:")), esc(tr("Signature:")), esc(tr("Date:")), line);
    };
    text(QStringLiteral("<table width=\"100%\" cellpadding=\"8\"><tr>") +
         party(tr("For the client")) + party(tr("Prepared by")) + QStringLiteral("</tr></table>"));
}
