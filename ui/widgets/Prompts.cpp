#include "Prompts.h"

#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace {

QString fileFilter()
{
    return Prompts::tr("Suanpan projects (*.suanpan)") + QLatin1String(";;") +
           Prompts::tr("All files (*)");
}

Prompts::Unsaved askUnsaved(QWidget *parent, const QString &documentName)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(Prompts::tr("Unsaved changes"));
    box.setText(Prompts::tr("Save the changes to \"%1\"?").arg(documentName));
    box.setInformativeText(Prompts::tr("Your changes will be lost if you don't save them."));
    box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Prompts::Unsaved::Save;
    case QMessageBox::Discard:
        return Prompts::Unsaved::Discard;
    default:
        return Prompts::Unsaved::Cancel;
    }
}

Prompts::ChangedOnDisk askChangedOnDisk(QWidget *parent, const QString &fileName)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(Prompts::tr("File changed on disk"));
    //: %1 is a file name
    box.setText(
        Prompts::tr("Another program saved \"%1\" after you opened it here.").arg(fileName));
    box.setInformativeText(
        Prompts::tr("Reload it and lose your changes here, save your changes as another file, "
                    "or overwrite it and lose the other program's changes?"));
    QPushButton *saveAs = box.addButton(Prompts::tr("Save As..."), QMessageBox::AcceptRole);
    QPushButton *reload = box.addButton(Prompts::tr("Reload"), QMessageBox::DestructiveRole);
    QPushButton *overwrite = box.addButton(Prompts::tr("Overwrite"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == saveAs)
        return Prompts::ChangedOnDisk::SaveAs;
    if (box.clickedButton() == reload)
        return Prompts::ChangedOnDisk::Reload;
    if (box.clickedButton() == overwrite)
        return Prompts::ChangedOnDisk::Overwrite;
    return Prompts::ChangedOnDisk::Cancel;
}

void showError(QWidget *parent, const QString &title, const QString &message)
{
    QMessageBox::warning(parent, title, message);
}

QString askOpen(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(parent, Prompts::tr("Open project"), directory,
                                        fileFilter());
}

QString askConfig(QWidget *parent, const QString &directory)
{
    //: File dialog filter for Hugging Face model configurations
    const QString filter = Prompts::tr("Model configurations (*.json)") + QLatin1String(";;") +
                           Prompts::tr("All files (*)");
    return QFileDialog::getOpenFileName(parent, Prompts::tr("Import model configuration"),
                                        directory, filter);
}

QString askSave(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, Prompts::tr("Save project as"), suggestedPath,
                                        fileFilter());
}

bool askRestore(QWidget *parent, const QString &originalName, const QDateTime &written)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(Prompts::tr("Recover unsaved changes"));
    //: %1 is a project name, %2 a date and time
    box.setText(Prompts::tr("Suanpan was closed without saving \"%1\". A copy of the unsaved "
                            "changes from %2 was kept.")
                    .arg(originalName, QLocale().toString(written, QLocale::ShortFormat)));
    box.setInformativeText(Prompts::tr("Restore it? If you discard it, the copy is deleted."));
    QPushButton *restore = box.addButton(Prompts::tr("Restore"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Discard);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

} // namespace

std::function<Prompts::Unsaved(QWidget *, const QString &)> Prompts::unsavedChanges = askUnsaved;
std::function<void(QWidget *, const QString &, const QString &)> Prompts::error = showError;
std::function<QString(QWidget *, const QString &)> Prompts::openFileName = askOpen;
std::function<QString(QWidget *, const QString &)> Prompts::openConfigFileName = askConfig;
std::function<QString(QWidget *, const QString &)> Prompts::saveFileName = askSave;
std::function<Prompts::ChangedOnDisk(QWidget *, const QString &)> Prompts::changedOnDisk =
    askChangedOnDisk;
std::function<bool(QWidget *, const QString &, const QDateTime &)> Prompts::restoreRecovery =
    askRestore;

void Prompts::restoreDefaults()
{
    unsavedChanges = askUnsaved;
    error = showError;
    openFileName = askOpen;
    openConfigFileName = askConfig;
    saveFileName = askSave;
    changedOnDisk = askChangedOnDisk;
    restoreRecovery = askRestore;
}
