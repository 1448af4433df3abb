#include "ExportMenu.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>

#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "report/ExportPrompts.h"
#include "report/Exporter.h"
#include "report/PdfFonts.h"
#include "report/ReportDialog.h"
#include "settings/Settings.h"
#include "widgets/Prompts.h"

using What = ExportPrompts::What;

namespace {

QString lastDirectory()
{
    const QString dir = Settings::lastDirectory();
    return dir.isEmpty() ? QDir::homePath() : dir;
}

} // namespace

ExportMenu::ExportMenu(ProjectDocument *document, QWidget *parent)
    : QMenu(parent), m_document(document), m_report(addAction(QString())),
      m_slides(addAction(QString())), m_workbook(addAction(QString())), m_csv(addAction(QString())),
      m_charts(addAction(QString()))
{
    setObjectName(QStringLiteral("menuExport"));
    m_report->setObjectName(QStringLiteral("actionExportReport"));
    m_slides->setObjectName(QStringLiteral("actionExportSlides"));
    m_workbook->setObjectName(QStringLiteral("actionExportWorkbook"));
    m_csv->setObjectName(QStringLiteral("actionExportCsv"));
    m_charts->setObjectName(QStringLiteral("actionExportCharts"));
    // The report's charts come after the other files, as in the report dialog.
    insertSeparator(m_charts);
    connect(m_report, &QAction::triggered, this, &ExportMenu::exportReport);
    connect(m_slides, &QAction::triggered, this, [this] { exportFile(int(What::Slides)); });
    connect(m_workbook, &QAction::triggered, this, [this] { exportFile(int(What::Workbook)); });
    connect(m_csv, &QAction::triggered, this, [this] { exportFile(int(What::Csv)); });
    connect(m_charts, &QAction::triggered, this, &ExportMenu::exportCharts);
    // The PDFs' fonts take a quarter of a second to make: begun now, behind
    // the window, while the user picks an export.
    connect(this, &QMenu::aboutToShow, this, [] { PdfFonts::prepare(); });
    Exporter *exporter = Exporter::of(document);
    connect(exporter, &Exporter::started, this, &ExportMenu::updateEnabled);
    connect(exporter, &Exporter::finished, this, &ExportMenu::updateEnabled);
    retranslateUi();
}

void ExportMenu::exportReport()
{
    ReportDialog dialog(m_document, parentWidget());
    dialog.exec();
}

void ExportMenu::exportFile(int what)
{
    const auto kind = What(what);
    const QString language = LanguageManager::instance()->language();
    const QString suggested =
        QDir(lastDirectory()).filePath(ExportPrompts::suggestedName(m_document, kind, language));
    const QString path = ExportPrompts::saveFileName(parentWidget(), kind, suggested);
    if (path.isEmpty())
        return;
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    Exporter *exporter = Exporter::of(m_document);
    const bool started = kind == What::Slides ? exporter->startSlides(language, path)
                                              // a .csv path writes the comparison
                                              : exporter->startWorkbook(language, path);
    if (!started)
        Prompts::error(parentWidget(), tr("Export"), exporter->refusal());
}

void ExportMenu::exportCharts()
{
    const QString folder = ExportPrompts::chartsFolder(parentWidget(), lastDirectory());
    if (folder.isEmpty())
        return;
    Settings::setLastDirectory(folder);
    Exporter *exporter = Exporter::of(m_document);
    if (!exporter->startCharts(LanguageManager::instance()->language(), folder))
        Prompts::error(parentWidget(), tr("Export"), exporter->refusal());
}

void ExportMenu::updateEnabled()
{
    const bool idle = !Exporter::of(m_document)->isBusy();
    for (QAction *a : {m_report, m_slides, m_workbook, m_csv, m_charts})
        a->setEnabled(idle);
}

void ExportMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

void ExportMenu::retranslateUi()
{
    //: File menu: the submenu of every file Suanpan can write for a client
    setTitle(tr("&Export"));
    //: File > Export: the PDF report (opens a dialog for its language and sections)
    m_report->setText(tr("&Report (PDF)..."));
    //: File > Export: the presentation as a PDF, one slide per page
    m_slides->setText(tr("&Slides (PDF)..."));
    //: File > Export: every input and result as an Excel workbook
    m_workbook->setText(tr("&Workbook (XLSX)..."));
    //: File > Export: the comparison table as CSV
    m_csv->setText(tr("&Comparison (CSV)..."));
    //: File > Export: every chart as PNG and SVG into a folder
    m_charts->setText(tr("All C&harts..."));
}
