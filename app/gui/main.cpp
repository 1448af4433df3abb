// suanpan: the desktop application. Everything but start-up lives in suanpan_ui.
//
// Files: the desktop entry passes every selected file (Exec=suanpan %F). The
// first opens in this window; each further file starts another Suanpan with
// that file, so every project has its own window (and its own recovery copy).
// A later launch with a file is likewise a second window, not a hand-off to a
// running instance (README, "Opening files"). On macOS Finder sends files as
// QFileOpenEvents, which open in this window.
#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileOpenEvent>
#include <QProcess>
#include <QTimer>

#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/Prompts.h"
#include "report/ReportExport.h"
#include "settings/Settings.h"
#include "util/Version.h"

namespace {

// Finder (macOS) hands a double-clicked project to the running app as an event.
class FileOpenFilter final : public QObject
{
public:
    explicit FileOpenFilter(MainWindow *window) : QObject(window), m_window(window) {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::FileOpen)
            return QObject::eventFilter(watched, event);
        m_window->openFile(static_cast<QFileOpenEvent *>(event)->file());
        return true;
    }

private:
    MainWindow *m_window;
};

// Each file after the first opens in a Suanpan of its own, in this run's language.
void openInOtherWindows(const QStringList &files, const QString &languageCode)
{
    for (const QString &file : files) {
        QStringList args;
        if (!languageCode.isEmpty())
            args << QStringLiteral("--lang") << languageCode;
        args << QStringLiteral("--") << file;
        if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), args))
            fprintf(stderr, "%s\n",
                    qPrintable(QCoreApplication::translate("main", "Could not start Suanpan for "
                                                                   "\"%1\".")
                                   .arg(file)));
    }
}

// --quit-after-load: no questions (errors go to stderr, no recovery copy is
// offered), open the file or the example, say what was loaded, quit. Lets a
// test start the installed GUI offscreen and see it read a project.
int loadAndQuit(MainWindow &window, const QStringList &files)
{
    bool failed = false;
    Prompts::error = [&failed](QWidget *, const QString &title, const QString &message) {
        fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(message));
        failed = true;
    };
    Prompts::restoreRecovery = [](QWidget *, const QString &, const QDateTime &) { return false; };
    const bool opened = files.isEmpty() ? window.openExample() : window.openFile(files.first());
    if (!opened || failed)
        return 1;
    QCoreApplication::processEvents();
    const suanpan::Project &project = window.document()->project();
    // Plain English on purpose: tests and scripts read it.
    printf("loaded \"%s\": %zu workloads, %zu options\n", project.meta.title.c_str(),
           project.workloads.size(), project.options.size());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Suanpan"));
    QApplication::setApplicationName(QStringLiteral("suanpan"));
    QApplication::setApplicationVersion(QLatin1String(suanpan::kVersion));
    QApplication::setApplicationDisplayName(QStringLiteral("Suanpan"));
    // The installed desktop entry's name (packaging/linux), so docks and
    // Wayland match the window to its icon and launcher.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.suanpan.Suanpan"));

    // The remembered (or system) language first, so --help is translated too.
    LanguageManager *languages = LanguageManager::instance();
    languages->installTranslators();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Plan GPU compute for AI jobs in Shenzhen."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("main", "Project files to open, each in its own window."),
        QStringLiteral("[files...]"));
    const QCommandLineOption example(
        QStringLiteral("example"),
        QCoreApplication::translate("main", "Open the built-in Shenzhen example project."));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Use this UI language for this run only: zh_CN or en."),
        QStringLiteral("code"));
    const QCommandLineOption quitAfterLoad(
        QStringLiteral("quit-after-load"),
        QCoreApplication::translate("main", "Open the first file (or the example), print what was "
                                            "loaded and quit; for testing an installation."));
    parser.addOption(example);
    parser.addOption(lang);
    parser.addOption(quitAfterLoad);
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
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(quitAfterLoad))
        return loadAndQuit(window, files);
    app.installEventFilter(new FileOpenFilter(&window));

    // Deferred so the window is on screen behind any question it asks.
    const bool openExample = parser.isSet(example);
    const QString languageCode = parser.value(lang);
    QTimer::singleShot(0, &window, [&window, files, openExample, languageCode] {
        if (files.size() > 1)
            openInOtherWindows(files.mid(1), languageCode);
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
