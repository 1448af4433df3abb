#include "Exporter.h"

#include <QDate>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTextDocument>

#include "catalog/Catalog.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "document/VerifySelection.h"
#include "export/ExportBook.h"
#include "export/Spreadsheet.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "report/ChartsExport.h"
#include "report/DeckExport.h"
#include "report/ExportJob.h"
#include "report/ReportWriter.h"
#include "report/SignOffSheet.h"
#include "widgets/ExportAnnouncer.h"

using namespace suanpan;

Exporter *Exporter::of(ProjectDocument *document)
{
    if (auto *existing = document->findChild<Exporter *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new Exporter(document);
}

Exporter::Exporter(ProjectDocument *document) : QObject(document), m_document(document)
{
    setObjectName(QStringLiteral("exporter"));
}

Exporter::~Exporter() = default;

bool Exporter::isBusy() const
{
    return m_job && m_job->isRunning();
}

QString Exporter::what(Kind kind)
{
    switch (kind) {
    case Kind::Report:
        //: Status bar while exporting: "Writing the report..."; the thing written
        return tr("the report");
    case Kind::Slides:
        return tr("the slides");
    case Kind::Workbook:
        return tr("the workbook");
    case Kind::Charts:
        return tr("the charts");
    case Kind::SignOff:
        return tr("the sign-off sheet");
    }
    return {};
}

bool Exporter::start(Kind kind, const QString &target, std::unique_ptr<ExportJob> job)
{
    if (isBusy()) {
        //: An export asked for while File > Export is still writing another file
        m_refusal = tr("Another export is still running; try again when it is done.");
        return false;
    }
    const QString why = ErrorText::evaluationRefusal(m_document->results()->evaluation());
    if (!why.isEmpty()) {
        //: %1 why the project cannot be evaluated
        m_refusal = tr("Nothing was exported: the project cannot be evaluated. %1").arg(why);
        return false;
    }
    m_refusal.clear();
    // Files carry the ranges and the verdict's chances: the draws of the last
    // edit first (tens of milliseconds).
    m_document->results()->waitForSampling();
    m_kind = kind;
    m_target = target;
    m_job = std::move(job);
    connect(m_job.get(), &ExportJob::progressed, this, &Exporter::progressed);
    connect(m_job.get(), &ExportJob::finished, this, &Exporter::done);
    m_job->start();
    emit started();
    return true;
}

void Exporter::cancel()
{
    if (m_job)
        m_job->cancel();
}

void Exporter::waitForFinished()
{
    if (!isBusy())
        return;
    QEventLoop loop;
    connect(this, &Exporter::finished, &loop, &QEventLoop::quit);
    loop.exec();
}

void Exporter::done()
{
    const bool cancelled = m_job->wasCancelled();
    const Status result = m_job->result();
    QString error;
    if (!cancelled && !result) {
        const QString why = ErrorText::error(result.error());
        switch (m_kind) {
        case Kind::Report:
            //: %1 why, e.g. "the folder is read-only"
            error = tr("The report was not exported. %1").arg(why);
            break;
        case Kind::Slides:
            error = tr("The slides were not exported. %1").arg(why);
            break;
        case Kind::Workbook:
            error = tr("The workbook was not exported. %1").arg(why);
            break;
        case Kind::Charts:
            // The charts' own sentence (ChartsExport), already worded.
            error = QString::fromStdString(result.error().detail);
            break;
        case Kind::SignOff:
            error = tr("The sign-off sheet was not exported. %1").arg(why);
            break;
        }
    }
    if (!cancelled && result)
        ExportAnnouncer::announce(m_target);
    // What the job holds (scenes, widgets) goes on this thread, after the signal.
    m_job.release()->deleteLater();
    emit finished(cancelled, error);
}

bool Exporter::startReport(const ReportOptions &options, const QString &path)
{
    // The report's words first, then one chart per turn of the event loop,
    // then the pages and the file on a worker thread.
    auto report = std::make_shared<std::unique_ptr<PreparedReport>>();
    auto charts = std::make_shared<int>(0);
    ProjectDocument *document = m_document;
    std::vector<ExportJob::Step> steps;
    steps.push_back([report, document, options](ExportProgress &) {
        *report = std::make_unique<PreparedReport>(document, options);
        return false;
    });
    steps.push_back([report, charts](ExportProgress &) {
        if (*charts >= (*report)->chartCount())
            return false;
        (*report)->buildChart((*charts)++);
        return *charts < (*report)->chartCount();
    });
    const QString project = document->filePath();
    auto job =
        std::make_unique<ExportJob>(std::move(steps), [report, path, project](ExportProgress &p) {
            return ReportWriter::writePdf(**report, path, project, &p);
        });
    return start(Kind::Report, path, std::move(job));
}

bool Exporter::startSlides(const QString &language, const QString &path)
{
    auto deck = std::make_shared<std::unique_ptr<DeckExport>>();
    auto pdf = std::make_shared<QByteArray>();
    ProjectDocument *document = m_document;
    std::vector<ExportJob::Step> steps;
    steps.push_back([deck, document, language](ExportProgress &) {
        *deck = std::make_unique<DeckExport>(document, language);
        return false;
    });
    // Slides are widgets: drawn here, one per turn.
    steps.push_back([deck](ExportProgress &p) {
        const bool more = (*deck)->drawNext();
        p.set((*deck)->done(), (*deck)->count());
        return more;
    });
    steps.push_back([deck, pdf](ExportProgress &) {
        *pdf = (*deck)->finish();
        deck->reset();
        return false;
    });
    const QString project = document->filePath();
    auto job =
        std::make_unique<ExportJob>(std::move(steps), [pdf, path, project](ExportProgress &p) {
            return DeckExport::writeFile(*pdf, path, project, &p);
        });
    return start(Kind::Slides, path, std::move(job));
}

bool Exporter::startWorkbook(const QString &language, const QString &path)
{
    auto book = std::make_shared<ExportBook>();
    auto title = std::make_shared<std::string>();
    auto author = std::make_shared<std::string>();
    ProjectDocument *document = m_document;
    const ExportLanguage words = language == QLatin1String(LanguageManager::kChinese)
                                     ? ExportLanguage::Chinese
                                     : ExportLanguage::English;
    std::vector<ExportJob::Step> steps;
    steps.push_back([=](ExportProgress &) {
        const auto &builtin = builtinCatalog();
        const Project &project = document->project();
        // The document's own evaluation and verdict: what the pages show.
        const ProjectVerdict &verdict = document->results()->verdict();
        *book = buildExportBook(project, builtin ? builtin.value() : Catalog{},
                                document->results()->evaluation(), words, &verdict);
        *title = pickName(project.meta.titleZh, project.meta.title, words);
        *author = project.meta.author;
        return false;
    });
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    const std::string project = QFile::encodeName(document->filePath()).toStdString();
    auto job = std::make_unique<ExportJob>(
        std::move(steps), [book, title, author, path, csv, project](ExportProgress &p) -> Status {
            // A workbook takes a tenth of a second: once begun, it is finished.
            if (p.isCancelled())
                return Error{ErrorCode::ExportCancelled, path.toStdString(), {}};
            const std::string out = QFile::encodeName(path).toStdString();
            return csv ? writeCsv(*book->sheet("comparison"), out, project)
                       : writeXlsx(*book, out, *title, *author, project);
        });
    return start(Kind::Workbook, path, std::move(job));
}

bool Exporter::startCharts(const QString &language, const QString &folder)
{
    auto charts = std::make_shared<std::unique_ptr<ChartsExport>>();
    ProjectDocument *document = m_document;
    std::vector<ExportJob::Step> steps;
    steps.push_back([charts, document, folder, language](ExportProgress &) {
        *charts = std::make_unique<ChartsExport>(document, folder, language);
        return false;
    });
    // Each chart is drawn by a widget and written as PNG and SVG here.
    steps.push_back([charts](ExportProgress &p) {
        const bool more = (*charts)->writeNext();
        p.set((*charts)->done(), (*charts)->count());
        return more;
    });
    auto job = std::make_unique<ExportJob>(std::move(steps), [charts, folder](ExportProgress &) {
        const QString &error = (*charts)->error();
        if (!error.isEmpty())
            return Status(
                Error{ErrorCode::ExportCharts, folder.toStdString(), error.toStdString()});
        return Status(Ok{});
    });
    // Cancelled: the charts written so far go again.
    job->setCancelCleanup([charts] {
        if (*charts)
            (*charts)->removeWritten();
    });
    return start(Kind::Charts, folder, std::move(job));
}

bool Exporter::startSignOff(const QString &path)
{
    auto sheet = std::make_shared<QTextDocument>();
    ProjectDocument *document = m_document;
    std::vector<ExportJob::Step> steps;
    steps.push_back([sheet, document](ExportProgress &) {
        const SignOffSheet words(document, VerifySelection::of(document)->optionId());
        words.fill(sheet.get(), QDate::currentDate());
        return false;
    });
    const QString project = document->filePath();
    auto job =
        std::make_unique<ExportJob>(std::move(steps), [sheet, path, project](ExportProgress &p) {
            return SignOffSheet::writePdf(sheet.get(), path, project, &p);
        });
    return start(Kind::SignOff, path, std::move(job));
}
