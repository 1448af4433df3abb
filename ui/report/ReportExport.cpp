#include "ReportExport.h"

#include <cstdio>
#include <exception>
#include <new>

#include <QCommandLineParser>
#include <QDate>
#include <QFileInfo>
#include <QUnhandledException>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "report/ChartsExport.h"
#include "report/DeckExport.h"
#include "report/ReportSections.h"
#include "report/ReportWriter.h"

namespace {

int failWith(int code, const QString &message)
{
    std::fprintf(stderr, "suanpan: %s\n", qPrintable(message));
    return code;
}

// Whether `e` is memory running out, thrown here or in a worker thread
// (QtConcurrent hands that on wrapped).
bool outOfMemory(const std::exception_ptr &e)
{
    try {
        std::rethrow_exception(e);
    } catch (const std::bad_alloc &) {
        return true;
    } catch (const QUnhandledException &wrapped) {
        return wrapped.exception() && outOfMemory(wrapped.exception());
    } catch (...) {
        return false;
    }
}

// Runs one headless export. Memory running out on the way (the largest
// project under `ulimit -v`) ends it with one line and exit 1, never with
// std::terminate: the project file was only read, and no file is left, as
// the PDF is drawn in memory and written through a PendingFile whose
// destructor removes its temporary file while the exception unwinds (the
// charts remove the pictures they wrote).
template <class Export> int guarded(const QString &outOfMemoryMessage, Export &&run)
{
    std::exception_ptr failure;
    try {
        return run();
    } catch (...) {
        failure = std::current_exception();
    }
    if (!outOfMemory(failure))
        std::rethrow_exception(failure);
    failure = nullptr; // what it held is freed before the message is made
    return failWith(1, outOfMemoryMessage);
}

} // namespace

void ReportExport::addOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("export-pdf"),
        QCoreApplication::translate("main", "Write the report of the project file as a PDF and "
                                            "exit (with QT_QPA_PLATFORM=offscreen: no window); "
                                            "--lang sets its language."),
        QStringLiteral("out.pdf")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("sections"),
        QCoreApplication::translate("main", "The report's sections, comma-separated (default: "
                                            "all): %1.")
            .arg(sectionKeys()),
        QStringLiteral("list")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("export-slides"),
        QCoreApplication::translate("main", "Write the presentation of the project file as a "
                                            "PDF, one 16:9 page per slide, and exit; --lang "
                                            "sets its language."),
        QStringLiteral("out.pdf")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("export-charts"),
        QCoreApplication::translate("main", "Write every chart of the project file as PNG and "
                                            "SVG into a folder and exit; --lang sets their "
                                            "language."),
        QStringLiteral("folder")));
}

std::optional<int> ReportExport::runIfAsked(const QCommandLineParser &parser)
{
    const QString lang = parser.value(QStringLiteral("lang"));
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("export-slides")))
        return guarded(
            tr("Not enough memory to export the slides; the project is unchanged."),
            [&] { return runSlides(parser.value(QStringLiteral("export-slides")), files, lang); });
    if (parser.isSet(QStringLiteral("export-charts")))
        return guarded(
            tr("Not enough memory to export the charts; the project is unchanged."),
            [&] { return runCharts(parser.value(QStringLiteral("export-charts")), files, lang); });
    if (parser.isSet(QStringLiteral("export-pdf")))
        return guarded(tr("Not enough memory to export the report; the project is unchanged."),
                       [&] {
                           return run(parser.value(QStringLiteral("export-pdf")), files, lang,
                                      parser.value(QStringLiteral("sections")),
                                      parser.isSet(QStringLiteral("sections")));
                       });
    return std::nullopt;
}

QString ReportExport::sectionKeys()
{
    QStringList keys;
    for (ReportSection s : ReportSections::all())
        keys << ReportSections::key(s);
    return keys.join(QStringLiteral(", "));
}

int ReportExport::run(const QString &out, const QStringList &files, const QString &language,
                      const QString &sections, bool sectionsGiven)
{
    if (files.size() != 1)
        return failWith(2, tr("--export-pdf needs exactly one project file."));
    ReportOptions options;
    options.language = language.isEmpty() ? LanguageManager::instance()->language() : language;
    if (!LanguageManager::languages().contains(options.language))
        return failWith(2, tr("Unknown language \"%1\"; use zh_CN or en.").arg(language));
    options.sections = ReportSections::all();
    if (sectionsGiven) {
        QString unknown;
        const auto chosen = ReportSections::parse(sections, &unknown);
        if (!chosen)
            return failWith(
                2, tr("Unknown report section \"%1\"; use %2.").arg(unknown, sectionKeys()));
        if (chosen->empty())
            return failWith(2, tr("--sections names no section; use %1.").arg(sectionKeys()));
        options.sections = *chosen;
    }
    ProjectDocument document;
    if (const suanpan::Status loaded = document.load(files.first()); !loaded)
        return failWith(1, ErrorText::error(loaded.error()));
    document.results()->waitForSampling(); // the ranges are the draws' P10-P90
    // What `suanpan-cli evaluate` refuses is not exported, alike.
    if (const QString why = ErrorText::evaluationRefusal(document.results()->evaluation());
        !why.isEmpty())
        return failWith(1,
                        tr("Nothing was exported: the project cannot be evaluated. %1").arg(why));
    options.fileName = QFileInfo(files.first()).fileName();
    options.date = QDate::currentDate();
    if (const suanpan::Status written = ReportWriter::writePdf(&document, options, out); !written)
        return failWith(
            1, tr("The report was not exported. %1").arg(ErrorText::error(written.error())));
    return 0;
}

int ReportExport::runCharts(const QString &folder, const QStringList &files,
                            const QString &language)
{
    if (files.size() != 1)
        return failWith(2, tr("--export-charts needs exactly one project file."));
    const QString code = language.isEmpty() ? LanguageManager::instance()->language() : language;
    if (!LanguageManager::languages().contains(code))
        return failWith(2, tr("Unknown language \"%1\"; use zh_CN or en.").arg(language));
    ProjectDocument document;
    if (const suanpan::Status loaded = document.load(files.first()); !loaded)
        return failWith(1, ErrorText::error(loaded.error()));
    document.results()->waitForSampling(); // the ranges are the draws' P10-P90
    // What `suanpan-cli evaluate` refuses is not exported, alike.
    if (const QString why = ErrorText::evaluationRefusal(document.results()->evaluation());
        !why.isEmpty())
        return failWith(1,
                        tr("Nothing was exported: the project cannot be evaluated. %1").arg(why));
    QString error;
    ChartsExport::write(&document, folder, code, &error);
    return error.isEmpty() ? 0 : failWith(1, error);
}

int ReportExport::runSlides(const QString &out, const QStringList &files, const QString &language)
{
    if (files.size() != 1)
        return failWith(2, tr("--export-slides needs exactly one project file."));
    const QString code = language.isEmpty() ? LanguageManager::instance()->language() : language;
    if (!LanguageManager::languages().contains(code))
        return failWith(2, tr("Unknown language \"%1\"; use zh_CN or en.").arg(language));
    ProjectDocument document;
    if (const suanpan::Status loaded = document.load(files.first()); !loaded)
        return failWith(1, ErrorText::error(loaded.error()));
    document.results()->waitForSampling(); // the ranges are the draws' P10-P90
    // What `suanpan-cli evaluate` refuses is not exported, alike.
    if (const QString why = ErrorText::evaluationRefusal(document.results()->evaluation());
        !why.isEmpty())
        return failWith(1,
                        tr("Nothing was exported: the project cannot be evaluated. %1").arg(why));
    if (const suanpan::Status written = DeckExport::writePdf(&document, code, out); !written)
        return failWith(
            1, tr("The slides were not exported. %1").arg(ErrorText::error(written.error())));
    return 0;
}
