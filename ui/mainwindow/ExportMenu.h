#pragma once

#include <QMenu>

class ProjectDocument;
class QAction;

// File > Export: the report (a dialog for its language and sections), the
// slides, the workbook, the comparison as CSV and every chart, each with a
// save dialog titled for what it writes. Slides, workbook, CSV and charts
// are in the UI's language (the report dialog offers the other one). Every
// export runs through the document's Exporter: the window stays usable,
// the status bar follows it; the entries are off while one runs.
class ExportMenu final : public QMenu
{
    Q_OBJECT

public:
    ExportMenu(ProjectDocument *document, QWidget *parent);

protected:
    void changeEvent(QEvent *event) override;

private:
    void exportReport();
    void exportFile(int what); // an ExportPrompts::What
    void exportCharts();
    void updateEnabled();
    void retranslateUi();

    ProjectDocument *m_document;
    QAction *m_report;
    QAction *m_slides;
    QAction *m_workbook;
    QAction *m_csv;
    QAction *m_charts;
};
