#include "ReportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QVBoxLayout>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/LanguageManager.h"
#include "report/Exporter.h"
#include "report/PdfFonts.h"
#include "report/ReportWriter.h"
#include "settings/Settings.h"

ReportDialog::ReportDialog(ProjectDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_intro(new QLabel(this)),
      m_languageLabel(new QLabel(this)), m_language(new QComboBox(this)),
      m_sectionsLabel(new QLabel(this)), m_status(new QLabel(this)),
      m_export(new QPushButton(this)), m_preview(new QPushButton(this)),
      m_charts(new QPushButton(this)), m_slides(new QPushButton(this)),
      m_workbook(new QPushButton(this)), m_close(new QPushButton(this))
{
    // Every export shows the ranges: the draws of the last edit first.
    document->results()->waitForSampling();
    // The PDFs' fonts, made behind the window while the dialog is open.
    PdfFonts::prepare();
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
    // The header names the project by its title, else by its file.
    o.fileName = path.isEmpty() ? QString() : QFileInfo(path).fileName();
    o.date = QDate::currentDate();
    return o;
}

bool ReportDialog::wait(bool started)
{
    Exporter *exporter = Exporter::of(m_document);
    if (!started) {
        m_status->setText(exporter->refusal());
        return false;
    }
    QString error;
    bool cancelled = false;
    const auto connection =
        connect(exporter, &Exporter::finished, this, [&](bool c, const QString &e) {
            cancelled = c;
            error = e;
        });
    exporter->waitForFinished();
    disconnect(connection);
    if (cancelled || !error.isEmpty()) {
        m_status->setText(error);
        return false;
    }
    //: %1 what was written ("the report"), %2 a file or folder path
    m_status->setText(
        tr("Exported %1 to %2.")
            .arg(Exporter::what(exporter->kind()), QDir::toNativeSeparators(exporter->target())));
    return true;
}

QString ReportDialog::language() const
{
    return m_language->currentData().toString();
}

bool ReportDialog::exportTo(const QString &path)
{
    return wait(Exporter::of(m_document)->startReport(options(), path));
}

bool ReportDialog::exportChartsTo(const QString &folder)
{
    return wait(Exporter::of(m_document)->startCharts(language(), folder));
}

bool ReportDialog::exportSlidesTo(const QString &path)
{
    return wait(Exporter::of(m_document)->startSlides(language(), path));
}

bool ReportDialog::exportWorkbookTo(const QString &path)
{
    return wait(Exporter::of(m_document)->startWorkbook(language(), path));
}

QString ReportDialog::suggestedName(Export what) const
{
    switch (what) {
    case Export::Report:
        return ExportPrompts::suggestedName(m_document, ExportPrompts::What::Report, language());
    case Export::Slides:
        return ExportPrompts::suggestedName(m_document, ExportPrompts::What::Slides, language());
    case Export::Workbook:
        return ExportPrompts::suggestedName(m_document, ExportPrompts::What::Workbook, language());
    }
    return {};
}

QString ReportDialog::askPath(ExportPrompts::What what, Export name)
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString path =
        ExportPrompts::saveFileName(this, what, QDir(dir).filePath(suggestedName(name)));
    if (!path.isEmpty())
        Settings::setLastDirectory(QFileInfo(path).absolutePath());
    return path;
}

// The interactive exports close the dialog and run on, the window usable;
// the status bar shows how far they are.
void ReportDialog::startedOrSay(bool started)
{
    if (started)
        accept();
    else
        wait(false);
}

void ReportDialog::exportInteractively()
{
    const QString path = askPath(ExportPrompts::What::Report, Export::Report);
    if (!path.isEmpty())
        startedOrSay(Exporter::of(m_document)->startReport(options(), path));
}

void ReportDialog::exportChartsInteractively()
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    const QString folder = ExportPrompts::chartsFolder(this, dir);
    if (folder.isEmpty())
        return;
    Settings::setLastDirectory(folder);
    startedOrSay(Exporter::of(m_document)->startCharts(language(), folder));
}

void ReportDialog::exportSlidesInteractively()
{
    const QString path = askPath(ExportPrompts::What::Slides, Export::Slides);
    if (!path.isEmpty())
        startedOrSay(Exporter::of(m_document)->startSlides(language(), path));
}

void ReportDialog::exportWorkbookInteractively()
{
    const QString path = askPath(ExportPrompts::What::Workbook, Export::Workbook);
    if (!path.isEmpty())
        startedOrSay(Exporter::of(m_document)->startWorkbook(language(), path));
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
