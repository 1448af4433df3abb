#pragma once

#include <functional>
#include <vector>

#include <QDialog>

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
    // Writes the report to `path`; says where in the dialog, or why not.
    bool exportTo(const QString &path);
    // Writes every chart as PNG and SVG into `folder`, in the report's language.
    bool exportChartsTo(const QString &folder);
    // Writes the presentation as a 16:9 PDF, in the report's language.
    bool exportSlidesTo(const QString &path);
    // Writes the XLSX workbook (or, for a .csv path, the comparison table
    // as CSV) from the document's evaluation, in the report's language.
    bool exportWorkbookTo(const QString &path);

    // Seam for tests: the folder for the charts (empty = cancelled).
    static std::function<QString(QWidget *parent, const QString &directory)> chooseFolder;
    // Seam for tests: where to write the workbook (empty = cancelled).
    static std::function<QString(QWidget *parent, const QString &suggestedPath)> chooseWorkbook;
    static void restoreDefaultChooser();

    enum class Export { Report, Slides, Workbook };
    // The file name suggested for an export (with its extension), in the
    // export's language and after the project's title.
    QString suggestedName(Export what) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // True, with the reason in the dialog, when the document's evaluation
    // has what `evaluate` refuses: nothing is exported then.
    bool refusedByEvaluation();
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
