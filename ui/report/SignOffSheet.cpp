#include "SignOffSheet.h"

#include <memory>

#include <QBuffer>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QStringList>
#include <QTextDocument>

#include "document/ExportFile.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "document/VerifySelection.h"
#include "i18n/DisplayText.h"
#include "i18n/FindingText.h"
#include "i18n/StdText.h"
#include "report/ExportProgress.h"
#include "report/PdfFonts.h"
#include "widgets/StatusIcons.h"

using namespace suanpan;

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// The last entry of a key is the one in force (ChecklistSummary.h); an
// option's own before the whole project's.
const ChecklistEntry *entryInForce(const std::vector<ChecklistEntry> &entries,
                                   const std::string &itemId, const std::string &optionId)
{
    const ChecklistEntry *projectWide = nullptr;
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        if (it->itemId != itemId)
            continue;
        if (!optionId.empty() && it->optionId == optionId)
            return &*it;
        if (it->optionId.empty() && !projectWide)
            projectWide = &*it;
    }
    return projectWide;
}

constexpr int kPdfResolution = 300;

} // namespace

SignOffSheet::SignOffSheet(ProjectDocument *document, std::string optionId)
    : m_document(document), m_optionId(std::move(optionId))
{
    if (const auto &builtin = builtinChecklists())
        m_templates = builtin.value();
    const Project &project = document->project();
    // Only what concerns how the option gets its cards.
    m_supply = supplyOf(project, document->catalog(), m_optionId);
    m_summary = summarize(m_templates, project.checklist, m_optionId, m_supply);
    for (const EvidenceRecord &r : project.evidence) {
        if (r.optionId != m_optionId)
            continue;
        Result<EvidenceCheck> check =
            checkEvidence(r, project, document->catalog(), document->results()->evaluation());
        if (check)
            m_evidence.push_back({&r, std::move(check).value()});
    }
}

QString SignOffSheet::entryDetails(const std::string &itemId) const
{
    const ChecklistEntry *e = entryInForce(m_document->project().checklist, itemId, m_optionId);
    if (!e)
        return {};
    QStringList parts;
    if (!e->checkedBy.empty() && !e->date.empty())
        //: %1 a person, %2 a date
        parts << tr("checked by %1 on %2")
                     .arg(qs(e->checkedBy),
                          DisplayText::date(QDate::fromString(qs(e->date), Qt::ISODate)));
    else if (!e->checkedBy.empty())
        parts << tr("checked by %1").arg(qs(e->checkedBy));
    //: Separates the parts of a check on the sign-off sheet (a full-width comma in Chinese)
    QString out = esc(parts.join(tr(", ")));
    if (!e->note.empty())
        //: Ends the "checked by" part before the checker's note (a Chinese full stop in Chinese)
        out += (out.isEmpty() ? QString() : esc(tr(". "))) +
               QStringLiteral("<i>%1</i>").arg(esc(qs(e->note)));
    return out;
}

QString SignOffSheet::evidenceFor(const std::string &itemId, bool onlyPassed) const
{
    QStringList lines;
    // Findings of the items this one is proven by count too (the same check in another list).
    const ChecklistItem *item = findChecklistItem(m_templates, itemId);
    for (const Checked &c : m_evidence) {
        QStringList sentences;
        for (const Finding &f : c.check.findings) {
            const bool forItem = item ? evidences(f, *item) : f.itemId == itemId;
            if (!forItem || (onlyPassed && !f.passed))
                continue;
            //: Before a measured finding on the sign-off sheet
            QString s = QStringLiteral("<b>%1</b> %2")
                            .arg(esc(f.passed ? tr("Passed:") : tr("Failed:")),
                                 esc(FindingText::finding(f, m_document->catalog())));
            if (!f.passed && !FindingText::ask(f.ask).isEmpty())
                s += QStringLiteral(" <i>%1</i>").arg(esc(FindingText::ask(f.ask)));
            sentences << s;
        }
        const std::string attachedTo =
            c.record->itemId.empty() ? defaultItemFor(c.record->kind) : c.record->itemId;
        if (sentences.isEmpty() &&
            !(onlyPassed && attachedTo == itemId && c.check.findings.empty()))
            continue;
        lines << QStringLiteral("%1: %2").arg(esc(qs(c.record->fileName)),
                                              sentences.join(QLatin1Char(' ')));
    }
    if (lines.isEmpty())
        return {};
    //: Before a list of imported files that back a checklist item; "; " separates the files
    return QStringLiteral("<br>%1 %2").arg(esc(tr("Evidence:")), lines.join(esc(tr("; "))));
}

QString SignOffSheet::itemLine(const ChecklistItem &item, CheckStatus status,
                               bool withEvidence) const
{
    //: Severity and status of a row on the sign-off sheet: "[blocker, pass]" (full-width in
    //: Chinese)
    const QString state =
        tr("[%1, %2]").arg(FindingText::severity(item.severity), FindingText::status(status));
    QString line =
        QStringLiteral("<img src=\"%1\"> <b>%2</b> %3")
            .arg(statusImageUrl(status).toString(), esc(FindingText::text(item.title)), esc(state));
    const QString details = entryDetails(item.id);
    if (!details.isEmpty() && status != CheckStatus::NotChecked)
        line += QStringLiteral(" &mdash; ") + details;
    if (status == CheckStatus::NotChecked) {
        // A manager holding the printout can act on the row: how, and what passes.
        //: On the sign-off sheet, after an item nobody has checked
        line += QStringLiteral(" &mdash; ") +
                esc(tr("What good looks like: %1").arg(FindingText::text(item.good)));
        //: On the sign-off sheet, after an item nobody has checked: the steps to check it
        line +=
            QStringLiteral("<br>") + esc(tr("How to check: %1").arg(FindingText::text(item.how)));
    }
    if (withEvidence)
        line += evidenceFor(item.id, status == CheckStatus::Pass);
    return line;
}

QString SignOffSheet::section(const QString &title, const QStringList &lines, bool numbered) const
{
    if (lines.isEmpty())
        return {};
    const QString tag = numbered ? QStringLiteral("ol") : QStringLiteral("ul");
    return QStringLiteral("<h3>%1</h3><%2><li>%3</li></%2>")
        .arg(esc(title), tag, lines.join(QLatin1String("</li><li>")));
}

QString SignOffSheet::html(const QDate &date) const
{
    const Project &project = m_document->project();
    const VerifySelection *selection = VerifySelection::of(m_document);
    const ChecklistCounts &n = m_summary.counts;

    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(tr("Sign-off sheet")));
    const auto row = [](const QString &label, const QString &value) {
        return QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
            .arg(esc(label), esc(value));
    };
    html += QStringLiteral("<table>") + row(tr("Project:"), DisplayText::title(project.meta)) +
            row(tr("Client:"), qs(project.meta.client)) +
            row(tr("Option:"), selection->optionName(m_optionId)) +
            row(tr("Date:"), DisplayText::date(date)) + QStringLiteral("</table>");

    const int blocking = int(m_summary.doNotSignUntil.size());
    const QString verdict =
        blocking > 0
            ? tr("Do not sign yet: %n item(s) must be resolved first.", "", blocking)
            : tr("Nothing blocks signing: no blocker or major item has failed or is unchecked.");
    html += QStringLiteral("<p style=\"font-size:large\"><b>%1</b></p>").arg(esc(verdict));

    const auto cell = [](const QString &text) {
        return QStringLiteral("<td align=\"center\">&nbsp;%1&nbsp;</td>").arg(esc(text));
    };
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>") +
            cell(FindingText::status(CheckStatus::Pass)) +
            cell(FindingText::status(CheckStatus::Fail)) + cell(tr("Missing (not checked)")) +
            cell(FindingText::status(CheckStatus::NotApplicable)) +
            cell(FindingText::status(CheckStatus::Waived)) + QStringLiteral("</tr><tr>") +
            cell(QString::number(n.pass)) + cell(QString::number(n.fail)) +
            cell(QString::number(n.notChecked)) + cell(QString::number(n.notApplicable)) +
            cell(QString::number(n.waived)) + QStringLiteral("</tr></table>");

    QStringList mustResolve, otherOpen, waived, passed, notApplicable;
    for (const OpenItem &o : m_summary.doNotSignUntil)
        if (const ChecklistItem *item = findChecklistItem(m_templates, o.itemId))
            mustResolve << itemLine(*item, o.status, true);
    for (const OpenItem &o : m_summary.open)
        if (o.severity == Severity::Minor)
            if (const ChecklistItem *item = findChecklistItem(m_templates, o.itemId))
                otherOpen << itemLine(*item, o.status, true);
    for (const ChecklistTemplate &t : m_templates) {
        for (const ChecklistItem &item : t.items) {
            if (m_supply && !item.appliesToSupply(*m_supply))
                continue;
            const CheckStatus s = statusOf(project.checklist, item.id, m_optionId);
            if (s == CheckStatus::Waived)
                waived << itemLine(item, s, false);
            else if (s == CheckStatus::Pass)
                passed << itemLine(item, s, true);
            else if (s == CheckStatus::NotApplicable)
                notApplicable << itemLine(item, s, false);
        }
    }
    html += section(tr("Do not sign until these are resolved"), mustResolve, true);
    html += section(tr("Also open (minor)"), otherOpen, false);
    html += section(tr("Waived, with the reason"), waived, false);
    html += section(tr("Passed, and the evidence behind each"), passed, false);
    html += section(tr("Not applicable"), notApplicable, false);
    // Items that do not concern this kind of option, said once.
    if (m_supply && !m_summary.notForThisOption.empty()) {
        QStringList left;
        for (const std::string &id : m_summary.notForThisOption)
            if (const ChecklistItem *item = findChecklistItem(m_templates, id))
                left << FindingText::text(item->title);
        html += QStringLiteral("<p>%1</p>").arg(esc(FindingText::leftOut(*m_supply, left)));
    }

    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Signatures")));
    const QString line = QStringLiteral("_________________________");
    const auto party = [&](const QString &who) {
        return QStringLiteral("<td width=\"50%\"><b>%1</b><br><br>%2 %5<br><br>%3 %5<br><br>%4 "
                              "%5</td>")
            .arg(esc(who), esc(tr("Name:")), esc(tr("Signature:")), esc(tr("Date:")), line);
    };
    html += QStringLiteral("<table width=\"100%\" cellpadding=\"6\"><tr>") +
            party(tr("For the client")) + party(tr("For the provider")) +
            QStringLiteral("</tr></table>");
    return html;
}

void SignOffSheet::fill(QTextDocument *document, const QDate &date) const
{
    addStatusImages(document);
    document->setHtml(html(date));
    //: Title of the sign-off sheet's PDF (its document properties)
    document->setMetaInformation(QTextDocument::DocumentTitle, tr("Sign-off sheet"));
}

Status SignOffSheet::writePdf(const QTextDocument *document, const QString &path,
                              const QString &project, const ExportProgress *progress)
{
    // A copy of this thread's own, in the PDF's fonts: one Chinese family
    // (Simplified) whose text a PDF reader can search.
    const std::unique_ptr<QTextDocument> copy(document->clone());
    copyStatusImages(document, copy.get());
    copy->setDefaultFont(PdfFonts::adjusted(document->defaultFont()));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        // QTextDocument::print() adds its own 2 cm margins on every side.
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setResolution(kPdfResolution);
        writer.setTitle(document->metaInformation(QTextDocument::DocumentTitle));
        writer.setCreator(QStringLiteral("Suanpan"));
        copy->print(&writer);
    }
    if (progress && progress->isCancelled())
        return Error{ErrorCode::ExportCancelled, path.toStdString(), {}};
    // Written whole or not at all: an old sheet at `path` survives a failure.
    return writeExportFile(path, buffer.data(), project);
}
