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
    parser.addOption(example);
    parser.addOption(lang);
    ReportExport::addOptions(parser); // --export-pdf, --export-slides, --export-charts
    parser.process(app);

    // A headless export runs and exits without a window.
    if (const auto exported = ReportExport::runIfAsked(parser))
        return *exported;

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
