#pragma once

#include <functional>
#include <memory>
#include <vector>

#include <QMainWindow>
#include <QPointer>

#include "mainwindow/PageSlot.h"
#include "model/Enums.h"
#include "util/Result.h"

class AccuracyDialog;
class ProjectDocument;
class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;
class QTimer;
class RecoveryFile;

// The main window: a navigator over the pages that work today, the File,
// Edit, Language and Help menus, and the file life cycle (unsaved-changes
// questions, read-only files, recovery copies). File handling lives in
// MainWindowFile.cpp.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    ProjectDocument *document() const { return m_document; }

    // Shows the page with this object name ("workloadPage", "sizingPage",
    // "optionsPage", "comparePage", ...); false if there is none.
    bool showPage(const QString &objectName);
    // The page with this object name, built if it was not yet (pages are
    // built when first shown); null if there is none.
    QWidget *page(const QString &objectName);
    // The object name of the page on show, and of every page in the
    // navigator's order, built or not.
    QString currentPageName() const;
    QStringList pageNames() const;

    // Each asks about unsaved changes first (Prompts::unsavedChanges) and
    // reports failures through Prompts::error. They return false when
    // cancelled or when nothing changed.
    bool openFile(const QString &path);
    bool openExample();
    bool newProject();
    bool newFromTemplate(suanpan::Scenario scenario);
    bool save();
    bool saveAs();
    bool closeProject();

    // Start-up: offers the newest recovery copy left by a crashed session.
    // Returns true if one was restored.
    bool offerRecovery();
    // Writes the recovery copy now if there are unsaved changes (the autosave
    // timer calls this every minute).
    void writeRecoveryCopy();
    QString recoveryCopyPath() const;
    void setAutosaveInterval(int milliseconds);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    // Adds a page to the stack, built when first shown, and an entry to the
    // navigator; `title` is asked again on every language change. `name` is
    // the object name the page gives itself.
    void addPage(const QString &name, std::function<QString()> title, PageSlot::Build build);
    template <typename Page> void addPage(const QString &name, std::function<QString()> title)
    {
        addPage(name, std::move(title),
                [this](QWidget *parent) { return new Page(m_document, parent); });
    }
    void addPages();
    PageSlot *pageSlot(int row) const;
    int pageRow(const QString &objectName) const; // -1 if none
    void showPageAt(int row);
    // Shows the Workload page on workload `index`.
    void showWorkload(int index);
    void connectDocument();
    void createActions();
    void createMenus();
    void rebuildUndoActions();
    void retranslateUi();
    void updateTitle();
    void updateFileNotice();
    void updateRecentMenu();
    void updateLanguageActions();

    bool maybeSave();
    bool saveTo(const QString &path, bool overwrite = false);
    bool resolveChangedOnDisk(const QString &path);
    bool replaceProject(const QString &path);
    void reportError(const QString &title, const suanpan::Error &error);
    QString documentName() const;
    void showAbout();
    // Help > How accurate are the estimates? (non-modal, one at a time).
    void showAccuracy();
    void startPresentation();
    void editProperties();
    void editVoucher();
    // A message about what the last edit did, in the status bar until the
    // next edit, undo or redo; worded again after a language switch.
    void showEditNote(const std::function<QString()> &text);
    void clearEditNote();

    ProjectDocument *m_document;
    std::unique_ptr<RecoveryFile> m_recovery;
    QTimer *m_autosave;

    QListWidget *m_navigator = nullptr;
    QStackedWidget *m_pages = nullptr;
    std::vector<std::function<QString()>> m_pageTitles; // navigator row -> title
    QLabel *m_fileNotice = nullptr;
    std::function<QString()> m_editNote;
    QString m_editNoteShown; // the words on show, to tell the note from later messages

    QMenu *m_fileMenu = nullptr;
    QMenu *m_newMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_present = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newEmpty = nullptr;
    QAction *m_newTemplates[5] = {};
    QAction *m_openExample = nullptr;
    QAction *m_open = nullptr;
    QAction *m_clearRecent = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_properties = nullptr;
    QAction *m_voucher = nullptr; // File > Compute Voucher
    QAction *m_close = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QActionGroup *m_languages = nullptr;
    QAction *m_chinese = nullptr;
    QAction *m_english = nullptr;
    QAction *m_about = nullptr;
    QAction *m_accuracy = nullptr;
    QPointer<AccuracyDialog> m_accuracyDialog;
};
