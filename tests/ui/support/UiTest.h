#pragma once

// Set-up shared by the GUI tests that drive the real main window.
#include <utility>

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>

#include "i18n/LanguageManager.h"
#include "widgets/Prompts.h"

namespace uitest {

// The child of `root` with this object name; a missing one ends the test
// run at once, naming it (a renamed widget, not a failed check).
template <typename T> T *find(QObject *root, const char *name)
{
    T *w = root->findChild<T *>(QLatin1String(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

// Settings, recent files and recovery copies of the test's own, never the
// user's: call from initTestCase() with the executable's name.
inline void isolate(const char *name)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SuanpanTest"));
    QCoreApplication::setApplicationName(QLatin1String(name));
}

// Call from init(): each test function starts from default settings in
// English; messages the window would show are collected in `errors` and
// unsaved changes are discarded without asking.
inline void startFunction(QStringList *errors)
{
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    errors->clear();
    Prompts::error = [errors](QWidget *, const QString &, const QString &message) {
        *errors << message;
    };
    Prompts::unsavedChanges = [](QWidget *, const QString &) { return Prompts::Unsaved::Discard; };
}

// Call from cleanup(): an error message the test did not expect fails it
// (every error the window shows goes through Prompts::error). A test that
// provokes one checks it and clears `errors` before it returns.
inline void finishFunction(QStringList *errors)
{
    const QStringList left = std::exchange(*errors, {});
    QVERIFY2(left.isEmpty(), qPrintable(QLatin1String("unexpected error dialog: ") +
                                        left.join(QLatin1String(" | "))));
}

// Runs what an edit queued for the event loop, as the event loop does before
// the window is next painted: the document's one evaluation of the edit and
// the pages showing it (ProjectDocument::evaluated).
inline void settle()
{
    QCoreApplication::sendPostedEvents();
}

} // namespace uitest
