#pragma once

#include <optional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// `suanpan --export-pdf OUT.pdf [--lang zh_CN|en] [--sections a,b] FILE`:
// the report written without a window (QT_QPA_PLATFORM=offscreen), for
// scripts. One line on stderr and a non-zero exit on any error: 2 for bad
// arguments, 1 when the project cannot be read or the PDF not written.
class QCommandLineParser;

class ReportExport final
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)

public:
    // Adds --export-pdf, --sections, --export-slides and --export-charts to
    // the application's parser (which has --lang).
    static void addOptions(QCommandLineParser &parser);
    // After parsing: runs the export asked for and returns its exit code;
    // none when no export was asked for (the window starts).
    static std::optional<int> runIfAsked(const QCommandLineParser &parser);

    static int run(const QString &out, const QStringList &files, const QString &language,
                   const QString &sections, bool sectionsGiven);
    // `suanpan --export-charts FOLDER [--lang zh_CN|en] FILE`: every chart
    // as PNG and SVG (ChartsExport), same exit codes.
    static int runCharts(const QString &folder, const QStringList &files, const QString &language);
    // `suanpan --export-slides OUT.pdf [--lang zh_CN|en] FILE`: the
    // presentation, one 16:9 page per slide (DeckExport), same exit codes.
    static int runSlides(const QString &out, const QStringList &files, const QString &language);
    // "cover, summary, ..." for --help.
    static QString sectionKeys();
};
