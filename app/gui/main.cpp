// suanpan: the desktop application. Everything but start-up lives in suanpan_ui.
#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "report/ReportExport.h"
#include "settings/Settings.h"

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Suanpan"));
    QApplication::setApplicationName(QStringLiteral("suanpan"));
    QApplication::setApplicationVersion(QStringLiteral(SUANPAN_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("Suanpan"));
    QGuiApplication::setDesktopFileName(QStringLiteral("suanpan"));

    // The remembered (or system) language first, so --help is translated too.
    LanguageManager *languages = LanguageManager::instance();
    languages->installTranslators();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Plan GPU compute for AI jobs in Shenzhen."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A project file to open."),
                                 QStringLiteral("[file]"));
    const QCommandLineOption example(
        QStringLiteral("example"),
        QCoreApplication::translate("main", "Open the built-in Shenzhen example project."));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Use this UI language for this run only: zh_CN or en."),
        QStringLiteral("code"));
    const QCommandLineOption exportPdf(
        QStringLiteral("export-pdf"),
        QCoreApplication::translate("main", "Write the report of the project file as a PDF and "
                                            "exit (with QT_QPA_PLATFORM=offscreen: no window); "
                                            "--lang sets its language."),
        QStringLiteral("out.pdf"));
    const QCommandLineOption sections(
        QStringLiteral("sections"),
        QCoreApplication::translate("main", "The report's sections, comma-separated (default: "
                                            "all): %1.")
            .arg(ReportExport::sectionKeys()),
        QStringLiteral("list"));
    const QCommandLineOption exportCharts(
        QStringLiteral("export-charts"),
        QCoreApplication::translate("main", "Write every chart of the project file as PNG and "
                                            "SVG into a folder and exit; --lang sets their "
                                            "language."),
        QStringLiteral("folder"));
    const QCommandLineOption exportSlides(
        QStringLiteral("export-slides"),
        QCoreApplication::translate("main", "Write the presentation of the project file as a "
                                            "PDF, one 16:9 page per slide, and exit; --lang "
                                            "sets its language."),
        QStringLiteral("out.pdf"));
    parser.addOption(example);
    parser.addOption(lang);
    parser.addOption(exportSlides);
    parser.addOption(exportPdf);
    parser.addOption(exportCharts);
    parser.addOption(sections);
    parser.process(app);

    if (parser.isSet(exportSlides))
        return ReportExport::runSlides(parser.value(exportSlides), parser.positionalArguments(),
                                       parser.value(lang));
    if (parser.isSet(exportCharts))
        return ReportExport::runCharts(parser.value(exportCharts), parser.positionalArguments(),
                                       parser.value(lang));
    if (parser.isSet(exportPdf))
        return ReportExport::run(parser.value(exportPdf), parser.positionalArguments(),
                                 parser.value(lang), parser.value(sections),
                                 parser.isSet(sections));

    if (parser.isSet(lang)) {
        const QString code = parser.value(lang);
        if (!LanguageManager::languages().contains(code)) {
            fprintf(stderr, "%s\n",
                    qPrintable(QCoreApplication::translate("main", "Unknown language \"%1\"; "
                                                                   "use zh_CN or en.")
                                   .arg(code)));
            return 2;
        }
        languages->setLanguage(code, false);
    }

    MainWindow window;
    window.show();

    // Deferred so the window is on screen behind any question it asks.
    const QStringList files = parser.positionalArguments();
    const bool openExample = parser.isSet(example);
    QTimer::singleShot(0, &window, [&window, files, openExample] {
        if (window.offerRecovery())
            return;
        if (!files.isEmpty())
            window.openFile(files.first());
        else if (openExample || Settings::recentFiles().isEmpty())
            // A first start shows a real plan rather than an empty window.
            window.openExample();
    });
    return app.exec();
}
