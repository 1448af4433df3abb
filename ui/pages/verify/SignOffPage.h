#pragma once

#include <QWidget>

#include "verify/ChecklistSummary.h"

class ProjectDocument;
class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

// "Sign-off": for the chosen option, what is verified, what failed and what
// is still missing, in plain words: the counts, the verdict, and the
// sign-off sheet itself (SignOffSheet), which can be printed or exported as
// a PDF in the UI language.
class SignOffPage final : public QWidget
{
    Q_OBJECT

public:
    explicit SignOffPage(ProjectDocument *document, QWidget *parent = nullptr);

    const suanpan::ChecklistSummary &summary() const { return m_summary; }

    // Writes the sheet as a PDF to `path`; failures are reported through
    // Prompts::error and return false.
    bool exportPdf(const QString &path);
    // Asks for a path (VerifyPrompts::pdfFileName), then exports.
    void exportPdfInteractively();
    void print();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void invalidate();
    void refresh();
    QString suggestedPdfPath() const;

    ProjectDocument *m_document;
    suanpan::ChecklistSummary m_summary;
    bool m_dirty = true;

    QLabel *m_optionLabel = nullptr;
    QComboBox *m_option = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_counts[5] = {};
    QTextBrowser *m_sheet = nullptr;
};
