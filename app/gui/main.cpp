// suanpan: the desktop application. Everything but start-up lives in suanpan_ui.
//
// Files: the desktop entry passes every selected file (Exec=suanpan %F). The
// first opens in this window; each further file starts another Suanpan with
// that file, so every project has its own window (and its own recovery copy).
// A later launch with a file is likewise a second window, not a hand-off to a
// running instance (README, "Opening files"). On macOS Finder sends files as
// QFileOpenEvents, which open in this window.
#include <cstdio>
#include <string_view>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QFileOpenEvent>
#include <QProcess>
#include <QTimer>

#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/GuardedApplication.h"
#include "mainwindow/MainWindow.h"
#include "report/ReportExport.h"
#include "settings/Settings.h"
#include "util/Version.h"
#include "widgets/Prompts.h"

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

// The application's options; the parser may belong to a QCoreApplication
// (--help, --version) or the QApplication.
struct Options {
    QCommandLineOption example{
        QStringLiteral("example"),
        QCoreApplication::translate("main", "Open the built-in Shenzhen example project.")};
    QCommandLineOption lang{
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Use this UI language for this run only: zh_CN or en."),
        QStringLiteral("code")};
    QCommandLineOption quitAfterLoad{
        QStringLiteral("quit-after-load"),
        QCoreApplication::translate("main", "Open the first file (or the example), print what "
                                            "was loaded and quit; for testing an installation.")};
};

void setUpParser(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Plan GPU compute for AI jobs in Shenzhen."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("main", "Project files to open, each in its own window."),
        QStringLiteral("[files...]"));
    parser.addOption(options.example);
    parser.addOption(options.lang);
    parser.addOption(options.quitAfterLoad);
    ReportExport::addOptions(parser); // --export-pdf, --export-slides, --export-charts
}

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Suanpan"));
    QCoreApplication::setApplicationName(QStringLiteral("suanpan"));
    QCoreApplication::setApplicationVersion(QLatin1String(suanpan::kVersion));
}

// --help and --version print a text and exit: they need no display.
bool onlyPrints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view a(argv[i]);
        if (a == "--")
            break;
        if (a == "-h" || a == "-?" || a == "--help" || a == "--help-all" || a == "-v" ||
            a == "--version")
            return true;
    }
    return false;
}

// An export or --quit-after-load: the run opens no window.
bool runsHeadless(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view a(argv[i]);
        if (a == "--")
            break;
        for (const std::string_view option :
             {"--export-pdf", "--export-slides", "--export-charts", "--quit-after-load"})
            if (a == option ||
                (a.starts_with(option) && a.size() > option.size() && a[option.size()] == '='))
                return true;
    }
    return false;
}

// When the arguments do not parse: every word before "--" that starts
// with '-' and names an existing file moved behind "--", so a project called
// "-p.suanpan" opens as a file instead of reading as the options -p -. -s ...
QStringList filesAsFiles(QStringList arguments, QCommandLineParser &parser)
{
    if (parser.parse(arguments))
        return arguments;
    QStringList out{arguments.value(0)};
    QStringList files;
    bool rest = false;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (!rest && a == QLatin1String("--"))
            rest = true;
        else if (rest || (a.size() > 1 && a.startsWith(QLatin1Char('-')) && QFileInfo::exists(a)))
            files << a;
        else
            out << a;
    }
    if (!files.isEmpty())
        out << QStringLiteral("--") << files;
    return out;
}

// --help and --version: a text in the remembered (or system) language.
int printOnly(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    LanguageManager::instance()->installTranslators();
    QCommandLineParser parser;
    const Options options;
    setUpParser(parser, options);
    parser.process(app); // prints and exits
    return 0;
}

// --lang for this run only; false (said on stderr) when it names no language.
bool useLanguageOption(const QString &code)
{
    if (!LanguageManager::languages().contains(code)) {
        fprintf(stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main", "Unknown language \"%1\"; "
                                                               "use zh_CN or en.")
                               .arg(code)));
        return false;
    }
    LanguageManager::instance()->setLanguage(code, false);
    return true;
}

// The window on the files named (more than one: each in its own window), the
// example, or, at a first start, the example too.
int runWindow(GuardedApplication &app, const QCommandLineParser &parser, const Options &options)
{
    // Installing the translators posted LanguageChange; delivered now, while
    // no widget exists, it costs nothing. Delivered after the window is
    // built, every page would word itself a second time (about 70 M
    // instructions, a fifth of a cold start's own work).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(options.quitAfterLoad))
        return loadAndQuit(window, files);
    app.installEventFilter(new FileOpenFilter(&window));

    // Deferred so the window is on screen behind any question it asks.
    const bool openExample = parser.isSet(options.example);
    const QString languageCode = parser.value(options.lang);
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

} // namespace

int main(int argc, char *argv[])
{
    if (onlyPrints(argc, argv))
        return printOnly(argc, argv);
#ifdef Q_OS_LINUX
    // Without a display Qt aborts in QApplication. A headless export needs
    // none: it draws offscreen. A window cannot do without: say so in one line.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        if (!runsHeadless(argc, argv)) {
            std::fprintf(stderr, "suanpan: no display (DISPLAY and WAYLAND_DISPLAY are not "
                                 "set); start it in a desktop session, or use suanpan-cli\n");
            return 1;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
#endif
    GuardedApplication app(argc, argv);
    setApplicationNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Suanpan"));
    // The installed desktop entry's name (packaging/linux), so docks and
    // Wayland match the window to its icon and launcher.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.suanpan.Suanpan"));

    // The remembered (or system) language first, so --help is translated too.
    LanguageManager::instance()->installTranslators();

    QCommandLineParser parser;
    const Options options;
    setUpParser(parser, options);
    parser.process(filesAsFiles(QCoreApplication::arguments(), parser));

    // A headless export runs and exits without a window; memory running
    // out on the way ends it in one line (ReportExport), not in a handler
    // that carries on.
    app.setPassesOnOutOfMemory(true);
    if (const auto exported = ReportExport::runIfAsked(parser))
        return *exported;
    app.setPassesOnOutOfMemory(false);

    if (parser.isSet(options.lang) && !useLanguageOption(parser.value(options.lang)))
        return 2;
    return runWindow(app, parser, options);
}
