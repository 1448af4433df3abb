#pragma once

#include <vector>

#include <QDialog>

#include "report/ExportPrompts.h"
#include "report/ReportSections.h"

class ProjectDocument;
class QCheckBox;
class QComboBox;
class QLabel;
class QPrinter;
class QPushButton;

// File > Export Report...: the report's language (independent of the UI's)
// and its sections (a slide-deck appendix leaves out the checklist), then a
// PDF or the print preview with the same layout.
class ReportDialog final : public QDialog
{
    Q_OBJECT

public:
    ReportDialog(ProjectDocument *document, QWidget *parent = nullptr);

    ReportOptions options() const;
    // The language chosen for the report and the other exports.
    QString language() const;
    // Each writes through the document's Exporter, waits until it is done
    // and says in the dialog where it went, or why not. The buttons start
    // the same exports without waiting and close the dialog: the window
    // stays usable and the status bar follows them.
    // The report to `path`.
    bool exportTo(const QString &path);
    // Every chart as PNG and SVG into `folder`, in the report's language.
    bool exportChartsTo(const QString &folder);
    // The presentation as a 16:9 PDF, in the report's language.
    bool exportSlidesTo(const QString &path);
    // The XLSX workbook (or, for a .csv path, the comparison table as CSV)
    // from the document's evaluation, in the report's language.
    bool exportWorkbookTo(const QString &path);

    enum class Export { Report, Slides, Workbook };
    // The file name suggested for an export (with its extension), in the
    // export's language and after the project's title.
    QString suggestedName(Export what) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    bool wait(bool started);
    QString askPath(ExportPrompts::What what, Export name);
    void startedOrSay(bool started);
    void retranslateUi();
    void exportInteractively();
    void exportChartsInteractively();
    void exportSlidesInteractively();
    void exportWorkbookInteractively();
    void preview();
    void updateButtons();

    ProjectDocument *m_document;
    QLabel *m_intro;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_sectionsLabel;
    std::vector<QCheckBox *> m_sections;
    QLabel *m_status;
    QPushButton *m_export;
    QPushButton *m_preview;
    QPushButton *m_charts;
    QPushButton *m_slides;
    QPushButton *m_workbook;
    QPushButton *m_close;
};
