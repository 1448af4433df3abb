#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include "util/Result.h"
#include "verify/ChecklistSummary.h"
#include "verify/Evidence.h"

class ProjectDocument;
class QTextDocument;
struct ExportProgress;

// The sign-off sheet for one option, as rich text in the UI language: the
// project, client, option and date; the verdict and the counts; the items
// that must be resolved before signing, the other open ones, the waivers
// with their reasons, each pass with the evidence behind it; signature lines
// for both parties. The Sign-off page shows it, prints it and writes it as a
// PDF.
class SignOffSheet final
{
    Q_DECLARE_TR_FUNCTIONS(SignOffSheet)

public:
    SignOffSheet(ProjectDocument *document, std::string optionId);

    const suanpan::ChecklistSummary &summary() const { return m_summary; }
    QString html(const QDate &date) const;
    // The sheet laid out for A4 paper, with the status pictures it shows.
    void fill(QTextDocument *document, const QDate &date) const;

    // Writes `document` as an A4 PDF to `path`, all or nothing and never over
    // the project `project` (document/ExportFile.h), in the PDFs' fonts
    // (PdfFonts). Any thread: it draws a copy of its own. Errors: ExportFile's
    // "export.*" codes; "export.cancelled" when `progress` was cancelled (no
    // file written).
    static suanpan::Status writePdf(const QTextDocument *document, const QString &path,
                                    const QString &project = {},
                                    const ExportProgress *progress = nullptr);

private:
    struct Checked {
        const suanpan::EvidenceRecord *record;
        suanpan::EvidenceCheck check;
    };

    QString itemLine(const suanpan::ChecklistItem &item, suanpan::CheckStatus status,
                     bool withEvidence) const;
    // The findings of the option's evidence about `itemId` (only the passed
    // ones behind a pass), each with the file it comes from.
    QString evidenceFor(const std::string &itemId, bool onlyPassed) const;
    QString entryDetails(const std::string &itemId) const;
    QString section(const QString &title, const QStringList &lines, bool numbered) const;

    ProjectDocument *m_document;
    std::string m_optionId;
    std::optional<suanpan::Supply> m_supply; // none: the whole project
    std::vector<suanpan::ChecklistTemplate> m_templates;
    suanpan::ChecklistSummary m_summary;
    std::vector<Checked> m_evidence;
};
