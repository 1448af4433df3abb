#pragma once

// Set-up shared by the GUI tests that drive the real main window.
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>

#include "i18n/LanguageManager.h"
#include "mainwindow/Prompts.h"

namespace uitest {

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

// Runs what an edit queued for the event loop, as the event loop does before
// the window is next painted: the document's one evaluation of the edit and
// the pages showing it (ProjectDocument::evaluated).
inline void settle()
{
    QCoreApplication::sendPostedEvents();
}

} // namespace uitest
