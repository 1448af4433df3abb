#include "ReportDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QVBoxLayout>

#include "catalog/Catalog.h"
#include "document/ProjectDocument.h"
#include "export/ExportBook.h"
#include "export/Spreadsheet.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "pages/verify/VerifyPrompts.h"
#include "report/ChartsExport.h"
#include "report/DeckExport.h"
#include "report/ExportAnnouncer.h"
#include "report/ExportNames.h"
#include "report/ReportLanguage.h"
#include "report/ReportWriter.h"
#include "settings/Settings.h"

namespace {

QString askFolder(QWidget *parent, const QString &directory)
{
    return QFileDialog::getExistingDirectory(parent, ReportDialog::tr("Export All Charts"),
                                             directory);
}

QString askWorkbook(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(
        parent, ReportDialog::tr("Export Workbook"), suggested,
        ReportDialog::tr("Excel workbook (*.xlsx);;Comparison table as CSV (*.csv)"));
}

} // namespace

std::function<QString(QWidget *, const QString &)> ReportDialog::chooseFolder = askFolder;
std::function<QString(QWidget *, const QString &)> ReportDialog::chooseWorkbook = askWorkbook;

void ReportDialog::restoreDefaultChooser()
{
    chooseFolder = askFolder;
    chooseWorkbook = askWorkbook;
}

ReportDialog::ReportDialog(ProjectDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_intro(new QLabel(this)),
      m_languageLabel(new QLabel(this)), m_language(new QComboBox(this)),
      m_sectionsLabel(new QLabel(this)), m_status(new QLabel(this)),
      m_export(new QPushButton(this)), m_preview(new QPushButton(this)),
      m_charts(new QPushButton(this)), m_slides(new QPushButton(this)),
      m_workbook(new QPushButton(this)), m_close(new QPushButton(this))
{
    // Every export shows the ranges: the draws of the last edit first.
    document->waitForSampling();
    setObjectName(QStringLiteral("reportDialog"));
    setMinimumWidth(760);
    m_intro->setWordWrap(true);
    // The language names stay in their own language.
    m_language->setObjectName(QStringLiteral("reportLanguage"));
    m_language->addItem(QStringLiteral("\u7b80\u4f53\u4e2d\u6587"),
                        QLatin1String(LanguageManager::kChinese));
    m_language->addItem(QStringLiteral("English"), QLatin1String(LanguageManager::kEnglish));
    m_language->setCurrentIndex(LanguageManager::isChinese() ? 0 : 1);
    m_languageLabel->setBuddy(m_language);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    auto *languageRow = new QHBoxLayout;
    languageRow->addWidget(m_languageLabel);
    languageRow->addWidget(m_language);
    languageRow->addStretch(1);
    layout->addLayout(languageRow);
    layout->addWidget(m_sectionsLabel);
    auto *grid = new QGridLayout;
    const auto &all = ReportSections::all();
    for (std::size_t i = 0; i < all.size(); ++i) {
        auto *box = new QCheckBox(this);
        box->setObjectName(QStringLiteral("reportSection_") + ReportSections::key(all[i]));
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, &ReportDialog::updateButtons);
        grid->addWidget(box, int(i % 6), int(i / 6));
        m_sections.push_back(box);
    }
    layout->addLayout(grid);
    m_status->setObjectName(QStringLiteral("reportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_charts);
    buttons->addWidget(m_slides);
    buttons->addWidget(m_workbook);
    buttons->addStretch(1);
    m_export->setObjectName(QStringLiteral("reportExport"));
    m_preview->setObjectName(QStringLiteral("reportPreview"));
    m_close->setObjectName(QStringLiteral("reportClose"));
    m_charts->setObjectName(QStringLiteral("reportCharts"));
    m_slides->setObjectName(QStringLiteral("reportSlides"));
    m_workbook->setObjectName(QStringLiteral("reportWorkbook"));
    m_export->setDefault(true);
    buttons->addWidget(m_preview);
    buttons->addWidget(m_export);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_export, &QPushButton::clicked, this, &ReportDialog::exportInteractively);
    connect(m_preview, &QPushButton::clicked, this, &ReportDialog::preview);
    connect(m_charts, &QPushButton::clicked, this, &ReportDialog::exportChartsInteractively);
    connect(m_slides, &QPushButton::clicked, this, &ReportDialog::exportSlidesInteractively);
    connect(m_workbook, &QPushButton::clicked, this, &ReportDialog::exportWorkbookInteractively);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    retranslateUi();
}

ReportOptions ReportDialog::options() const
{
    ReportOptions o;
    o.language = m_language->currentData().toString();
    const auto &all = ReportSections::all();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (m_sections[i]->isChecked())
            o.sections.push_back(all[i]);
    const QString path = m_document->filePath();
    //: Report header when the project has not been saved yet
    o.fileName = path.isEmpty() ? tr("Unsaved project") : QFileInfo(path).fileName();
    o.date = QDate::currentDate();
    return o;
}

bool ReportDialog::refusedByEvaluation()
{
    const QString why = ErrorText::evaluationRefusal(m_document->evaluation());
    if (why.isEmpty())
        return false;
    //: %1 why the project cannot be evaluated
    m_status->setText(tr("Nothing was exported: the project cannot be evaluated. %1").arg(why));
    return true;
}

bool ReportDialog::exportTo(const QString &path)
{
    if (refusedByEvaluation())
        return false;
    suanpan::Status written = suanpan::Ok{};
    {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        written = ReportWriter::writePdf(m_document, options(), path);
        QApplication::restoreOverrideCursor();
    }
    if (!written) {
        //: %1 why, e.g. "the folder is read-only"
        m_status->setText(
            tr("The report was not exported. %1").arg(ErrorText::error(written.error())));
        return false;
    }
    //: %1 a file path
    m_status->setText(tr("Report exported to %1.").arg(QDir::toNativeSeparators(path)));
    ExportAnnouncer::announce(path);
    return true;
}

QString ReportDialog::suggestedName(Export what) const
{
    // In the words of the export's language, as the file's contents.
    const ReportLanguage scope(m_language->currentData().toString());
    switch (what) {
    case Export::Report:
        //: File name suggested for the exported report (no extension)
        return ExportNames::forProject(m_document, tr("report")) + QLatin1String(".pdf");
    case Export::Slides:
        //: File name suggested for the exported slides (no extension)
        return ExportNames::forProject(m_document, tr("slides")) + QLatin1String(".pdf");
    case Export::Workbook:
        //: File name suggested for the exported workbook (no extension)
        return ExportNames::forProject(m_document, tr("comparison")) + QLatin1String(".xlsx");
    }
    return {};
}

void ReportDialog::exportInteractively()
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString suggested = QDir(dir).filePath(suggestedName(Export::Report));
    const QString path = VerifyPrompts::pdfFileName(this, suggested);
    if (path.isEmpty())
        return;
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    exportTo(path);
}

bool ReportDialog::exportChartsTo(const QString &folder)
{
    if (refusedByEvaluation())
        return false;
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QStringList written =
        ChartsExport::write(m_document, folder, m_language->currentData().toString(), &error);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        m_status->setText(error);
        return false;
    }
    //: %n charts (each as PNG and SVG), %1 a folder
    m_status->setText(tr("%n chart(s) exported to %1 as PNG and SVG.", "", int(written.size() / 2))
                          .arg(QDir::toNativeSeparators(folder)));
    ExportAnnouncer::announce(folder);
    return true;
}

void ReportDialog::exportChartsInteractively()
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString folder = chooseFolder(this, dir);
    if (folder.isEmpty())
        return;
    Settings::setLastDirectory(folder);
    exportChartsTo(folder);
}

bool ReportDialog::exportSlidesTo(const QString &path)
{
    if (refusedByEvaluation())
        return false;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const suanpan::Status written =
        DeckExport::writePdf(m_document, m_language->currentData().toString(), path);
    QApplication::restoreOverrideCursor();
    if (!written) {
        //: %1 why, e.g. "the folder is read-only"
        m_status->setText(
            tr("The slides were not exported. %1").arg(ErrorText::error(written.error())));
        return false;
    }
    //: %1 a file path
    m_status->setText(tr("Slides exported to %1.").arg(QDir::toNativeSeparators(path)));
    ExportAnnouncer::announce(path);
    return true;
}

void ReportDialog::exportSlidesInteractively()
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString suggested = QDir(dir).filePath(suggestedName(Export::Slides));
    const QString path = VerifyPrompts::pdfFileName(this, suggested);
    if (path.isEmpty())
        return;
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    exportSlidesTo(path);
}

bool ReportDialog::exportWorkbookTo(const QString &path)
{
    if (refusedByEvaluation())
        return false;
    const auto &builtin = suanpan::builtinCatalog();
    const suanpan::ExportLanguage language =
        m_language->currentData().toString() == QLatin1String(LanguageManager::kChinese)
            ? suanpan::ExportLanguage::Chinese
            : suanpan::ExportLanguage::English;
    const suanpan::Project &project = m_document->project();
    // The document's own evaluation: the figures the pages show.
    const suanpan::ExportBook book =
        suanpan::buildExportBook(project, builtin ? builtin.value() : suanpan::Catalog{},
                                 m_document->evaluation(), language);
    const std::string out = QFile::encodeName(path).toStdString();
    const std::string projectPath = QFile::encodeName(m_document->filePath()).toStdString();
    const suanpan::Status written =
        path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
            ? suanpan::writeCsv(*book.sheet("comparison"), out, projectPath)
            : suanpan::writeXlsx(
                  book, out, suanpan::pickName(project.meta.titleZh, project.meta.title, language),
                  project.meta.author, projectPath);
    if (!written) {
        m_status->setText(
            tr("The workbook was not exported. %1").arg(ErrorText::error(written.error())));
        return false;
    }
    //: %1 a file path
    m_status->setText(tr("Workbook exported to %1.").arg(QDir::toNativeSeparators(path)));
    ExportAnnouncer::announce(path);
    return true;
}

void ReportDialog::exportWorkbookInteractively()
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString suggested = QDir(dir).filePath(suggestedName(Export::Workbook));
    const QString path = chooseWorkbook(this, suggested);
    if (path.isEmpty())
        return;
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    exportWorkbookTo(path);
}

void ReportDialog::preview()
{
    QPrinter printer(QPrinter::HighResolution);
    // The PDF's resolution: text is measured at it, so lines break where
    // they break in the PDF.
    printer.setResolution(ReportWriter::kResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setObjectName(QStringLiteral("reportPrintPreview"));
    const ReportOptions o = options();
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this, o](QPrinter *p) {
        QPainter painter(p);
        ReportWriter::paint(m_document, o, p, &painter);
    });
    dialog.exec();
}

void ReportDialog::updateButtons()
{
    bool any = false;
    for (const QCheckBox *box : m_sections)
        any = any || box->isChecked();
    m_export->setEnabled(any);
    m_preview->setEnabled(any);
}

void ReportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ReportDialog::retranslateUi()
{
    setWindowTitle(tr("Export Report"));
    m_intro->setText(tr("A PDF report for the client: the comparison, charts, assumptions with "
                        "their sources and the checklist status, on A4."));
    //: Export report dialog: the language the report is written in
    m_languageLabel->setText(tr("Report &language:"));
    m_sectionsLabel->setText(tr("Sections:"));
    const auto &all = ReportSections::all();
    for (std::size_t i = 0; i < all.size(); ++i)
        m_sections[i]->setText(ReportSections::title(all[i]));
    m_export->setText(tr("&Export PDF..."));
    m_preview->setText(tr("Print Pre&view..."));
    m_close->setText(tr("Close"));
    //: Export report dialog: every chart as PNG and SVG into a folder
    m_charts->setText(tr("Export All &Charts..."));
    //: Export report dialog: the presentation as a PDF, one slide per page
    m_slides->setText(tr("Export &Slides as PDF..."));
    //: Export report dialog: the numbers as an Excel workbook or CSV
    m_workbook->setText(tr("Export &Workbook..."));
    updateButtons();
}
