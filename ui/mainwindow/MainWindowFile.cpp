// MainWindow: the file life cycle -- new, open, save, close, recent files,
// unsaved-changes questions and crash recovery.
#include "MainWindow.h"

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>

#include "document/ProjectDocument.h"
#include "document/RecoveryFile.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "io/Example.h"
#include "settings/Settings.h"
#include "store/ProjectStore.h"
#include "widgets/Prompts.h"

using namespace suanpan;

namespace {

constexpr int kStatusMs = 5000;
const QLatin1String kSuffix(".suanpan");

} // namespace

void MainWindow::reportError(const QString &title, const Error &error)
{
    Prompts::error(this, title, ErrorText::error(error));
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (Prompts::unsavedChanges(this, documentName())) {
    case Prompts::Unsaved::Save:
        return save();
    case Prompts::Unsaved::Discard:
        return true;
    case Prompts::Unsaved::Cancel:
        break;
    }
    return false;
}

bool MainWindow::newProject()
{
    if (!maybeSave())
        return false;
    m_document->setProject(Project{}, ProjectDocument::Origin::Untitled);
    m_recovery->remove();
    return true;
}

bool MainWindow::newFromTemplate(Scenario scenario)
{
    if (!maybeSave())
        return false;
    Project project = projectTemplate(scenario);
    // Core names the template's workload in English; name it in the UI language.
    for (Workload &w : project.workloads)
        DisplayText::setUiName(w.nameZh, w.name, DisplayText::scenario(w.scenario));
    m_document->setProject(std::move(project), ProjectDocument::Origin::Untitled);
    m_recovery->remove();
    m_navigator->setCurrentRow(0);
    return true;
}

bool MainWindow::openExample()
{
    if (!maybeSave())
        return false;
    Result<Project> example = exampleProject();
    if (!example) {
        reportError(tr("Could not open the example project"), example.error());
        return false;
    }
    m_document->setProject(std::move(example).value(), ProjectDocument::Origin::Example);
    m_recovery->remove();
    return true;
}

bool MainWindow::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    return replaceProject(path);
}

bool MainWindow::replaceProject(const QString &path)
{
    const Status loaded = m_document->load(path);
    if (!loaded) {
        reportError(tr("Could not open the project"), loaded.error());
        if (loaded.error().code == ErrorCode::StoreNotFound)
            Settings::removeRecentFile(path);
        return false;
    }
    m_recovery->remove();
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    //: Status bar message; %1 is a file name
    statusBar()->showMessage(tr("Opened \"%1\"").arg(QFileInfo(path).fileName()), kStatusMs);
    return true;
}

bool MainWindow::save()
{
    if (m_document->origin() != ProjectDocument::Origin::File || m_document->isReadOnly())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty() || m_document->isReadOnly()) {
        QString base = DisplayText::title(m_document->project().meta).trimmed();
        // Titles may hold characters that are not allowed in file names.
        base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("-"));
        if (base.isEmpty() || base.size() > 60)
            base = documentName();
        if (!base.endsWith(kSuffix))
            base += kSuffix;
        suggested = QDir(Settings::lastDirectory()).filePath(base);
    }
    QString path = Prompts::saveFileName(this, suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += kSuffix;
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &path, bool overwrite)
{
    const Status saved = m_document->save(path, overwrite);
    if (!saved && saved.error().code == ErrorCode::StoreChanged)
        return resolveChangedOnDisk(path);
    if (!saved) {
        Prompts::error(this, tr("Could not save the project"), ErrorText::saveError(saved.error()));
        return false;
    }
    m_recovery->remove();
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    if (!m_document->lastSaveSynced())
        statusBar()->showMessage(ErrorText::error(Error{ErrorCode::StoreFolderNotSynced,
                                                        QFile::encodeName(path).toStdString(), ""}),
                                 kStatusMs * 2);
    else
        statusBar()->showMessage(tr("Saved \"%1\"").arg(QFileInfo(path).fileName()), kStatusMs);
    return true;
}

// Another program (the CLI importing evidence, a second window) saved the
// file after it was opened here: never overwrite its work without asking.
bool MainWindow::resolveChangedOnDisk(const QString &path)
{
    switch (Prompts::changedOnDisk(this, QFileInfo(path).fileName())) {
    case Prompts::ChangedOnDisk::Reload: {
        const Status loaded = m_document->load(path);
        if (!loaded) {
            reportError(tr("Could not open the project"), loaded.error());
            return false;
        }
        m_recovery->remove();
        //: Status bar message; %1 is a file name
        statusBar()->showMessage(tr("Reloaded \"%1\"").arg(QFileInfo(path).fileName()), kStatusMs);
        return false; // the edits were not saved: they were dropped
    }
    case Prompts::ChangedOnDisk::SaveAs:
        return saveAs();
    case Prompts::ChangedOnDisk::Overwrite:
        return saveTo(path, true);
    case Prompts::ChangedOnDisk::Cancel:
        break;
    }
    return false;
}

bool MainWindow::closeProject()
{
    if (!maybeSave())
        return false;
    m_document->setProject(Project{}, ProjectDocument::Origin::Untitled);
    m_recovery->remove();
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_autosave->stop();
    m_recovery->remove();
    Settings::setWindowGeometry(saveGeometry());
    event->accept();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        // "&1 plan.suanpan": the number is the keyboard accelerator.
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(name));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecent);
    m_clearRecent->setEnabled(!files.isEmpty());
    m_recentMenu->setEnabled(true);
}

// --- Recovery ---------------------------------------------------------------

void MainWindow::setAutosaveInterval(int milliseconds)
{
    m_autosave->setInterval(milliseconds);
}

QString MainWindow::recoveryCopyPath() const
{
    return m_recovery->path();
}

void MainWindow::writeRecoveryCopy()
{
    if (!m_document->isModified())
        return;
    const Status written = m_recovery->write(m_document->project(), m_document->filePath());
    if (!written)
        // Not modal: a failing autosave must not interrupt the work it protects.
        statusBar()->showMessage(
            tr("Could not write the recovery copy: %1").arg(ErrorText::error(written.error())),
            kStatusMs * 2);
}

bool MainWindow::offerRecovery()
{
    for (const RecoveryFile::Orphan &orphan : RecoveryFile::orphans()) {
        const QString name = orphan.originalPath.isEmpty()
                                 ? tr("Untitled")
                                 : QFileInfo(orphan.originalPath).fileName();
        if (!Prompts::restoreRecovery(this, name, orphan.written)) {
            RecoveryFile::discard(orphan);
            continue;
        }
        Result<ProjectStore::Loaded> loaded =
            ProjectStore::load(QFile::encodeName(orphan.path).toStdString());
        if (!loaded) {
            reportError(tr("Could not restore the recovery copy"), loaded.error());
            RecoveryFile::discard(orphan);
            continue;
        }
        const bool hasOriginal = !orphan.originalPath.isEmpty();
        m_document->setProject(std::move(loaded.value().project),
                               hasOriginal ? ProjectDocument::Origin::File
                                           : ProjectDocument::Origin::Untitled,
                               orphan.originalPath);
        // The restored changes are not in any file yet.
        m_document->setModifiedWithoutUndo();
        RecoveryFile::discard(orphan);
        // Keep a fresh copy right away: the restored edits stay protected.
        writeRecoveryCopy();
        statusBar()->showMessage(tr("Restored unsaved changes of \"%1\".").arg(name),
                                 kStatusMs * 2);
        return true;
    }
    return false;
}
