#include "ExportPrompts.h"

#include <QFileDialog>

#include "document/ExportNames.h"
#include "report/ReportLanguage.h"

namespace {

QString askSave(QWidget *parent, ExportPrompts::What what, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, ExportPrompts::title(what), suggested,
                                        ExportPrompts::filter(what));
}

QString askFolder(QWidget *parent, const QString &directory)
{
    //: Title of the folder dialog for File > Export > All Charts
    return QFileDialog::getExistingDirectory(parent, ExportPrompts::tr("Export All Charts"),
                                             directory);
}

} // namespace

std::function<QString(QWidget *, ExportPrompts::What, const QString &)>
    ExportPrompts::saveFileName = askSave;
std::function<QString(QWidget *, const QString &)> ExportPrompts::chartsFolder = askFolder;

void ExportPrompts::restoreDefaults()
{
    saveFileName = askSave;
    chartsFolder = askFolder;
}

QString ExportPrompts::title(What what)
{
    switch (what) {
    case What::Report:
        //: Title of the save dialog of the PDF report
        return tr("Export Report as PDF");
    case What::Slides:
        //: Title of the save dialog of the slides (the presentation as a PDF)
        return tr("Export Slides as PDF");
    case What::Workbook:
        //: Title of the save dialog of the Excel workbook
        return tr("Export Workbook");
    case What::Csv:
        //: Title of the save dialog of the comparison table as CSV
        return tr("Export Comparison as CSV");
    }
    return {};
}

QString ExportPrompts::filter(What what)
{
    switch (what) {
    case What::Report:
    case What::Slides:
        return tr("PDF documents (*.pdf)");
    case What::Workbook:
        return tr("Excel workbook (*.xlsx);;Comparison table as CSV (*.csv)");
    case What::Csv:
        return tr("Comparison table as CSV (*.csv)");
    }
    return {};
}

QString ExportPrompts::suggestedName(const ProjectDocument *document, What what,
                                     const QString &language)
{
    // In the words of the export's language, as the file's contents.
    const ReportLanguage scope(language);
    switch (what) {
    case What::Report:
        //: File name suggested for the exported report (no extension)
        return ExportNames::forProject(document, tr("report")) + QLatin1String(".pdf");
    case What::Slides:
        //: File name suggested for the exported slides (no extension)
        return ExportNames::forProject(document, tr("slides")) + QLatin1String(".pdf");
    case What::Workbook:
        //: File name suggested for the exported workbook (no extension)
        return ExportNames::forProject(document, tr("comparison")) + QLatin1String(".xlsx");
    case What::Csv:
        return ExportNames::forProject(document, tr("comparison")) + QLatin1String(".csv");
    }
    return {};
}
