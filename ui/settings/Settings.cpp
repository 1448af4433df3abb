#include "Settings.h"

#include <QDir>
#include <QFileInfo>

namespace {

const SettingValue<QString> kLanguage{"ui/language", QString()};
const SettingValue<QStringList> kRecentFiles{"files/recent", QStringList()};
const SettingValue<QString> kLastDirectory{"files/lastDirectory", QDir::homePath()};
const SettingValue<QByteArray> kWindowGeometry{"window/geometry", QByteArray()};
const SettingValue<QByteArray> kWindowState{"window/state", QByteArray()};

QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath();
    return c.isEmpty() ? info.absoluteFilePath() : c;
}

} // namespace

QString Settings::language()
{
    return kLanguage.get();
}

void Settings::setLanguage(const QString &code)
{
    kLanguage.set(code);
}

QStringList Settings::recentFiles()
{
    return kRecentFiles.get();
}

void Settings::addRecentFile(const QString &path)
{
    const QString entry = canonical(path);
    QStringList files = recentFiles();
    files.removeAll(entry);
    files.prepend(entry);
    setRecentFiles(files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.removeAll(canonical(path));
    setRecentFiles(files);
}

void Settings::clearRecentFiles()
{
    kRecentFiles.reset();
}

void Settings::setRecentFiles(QStringList files)
{
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    kRecentFiles.set(files);
}

QByteArray Settings::windowGeometry()
{
    return kWindowGeometry.get();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    kWindowGeometry.set(geometry);
}

QByteArray Settings::windowState()
{
    return kWindowState.get();
}

void Settings::setWindowState(const QByteArray &state)
{
    kWindowState.set(state);
}

QString Settings::lastDirectory()
{
    return kLastDirectory.get();
}

void Settings::setLastDirectory(const QString &dir)
{
    kLastDirectory.set(dir);
}
