#pragma once

#include <functional>

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

class QWidget;

// Every modal question the main window asks, behind replaceable hooks. The
// defaults show the real dialogs; GUI tests assign their own functions so a
// test is never blocked by a modal dialog (keepassxc's MessageBox seam).
class Prompts final
{
    Q_DECLARE_TR_FUNCTIONS(Prompts)

public:
    enum class Unsaved { Save, Discard, Cancel };
    enum class ChangedOnDisk { Reload, SaveAs, Overwrite, Cancel };

    // "Save changes to <name>?" before the project is replaced or closed.
    static std::function<Unsaved(QWidget *parent, const QString &documentName)> unsavedChanges;
    // A failure the user must see (title, sentence from ErrorText).
    static std::function<void(QWidget *parent, const QString &title, const QString &message)> error;
    // A project file to open; empty when cancelled.
    static std::function<QString(QWidget *parent, const QString &directory)> openFileName;
    // A model configuration (Hugging Face config.json) to import; empty when cancelled.
    static std::function<QString(QWidget *parent, const QString &directory)> openConfigFileName;
    // Another program saved the file since it was opened here: reload it
    // (dropping the edits here), save these edits elsewhere, or overwrite.
    static std::function<ChangedOnDisk(QWidget *parent, const QString &fileName)> changedOnDisk;
    // Where to save; empty when cancelled.
    static std::function<QString(QWidget *parent, const QString &suggestedPath)> saveFileName;
    // Offer to restore a recovery copy of `originalName` written at `written`.
    static std::function<bool(QWidget *parent, const QString &originalName,
                              const QDateTime &written)>
        restoreRecovery;

    // Puts the real dialogs back.
    static void restoreDefaults();
};
