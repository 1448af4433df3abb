#include "RecoveryFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

#include "store/ProjectStore.h"

namespace {

const QLatin1String kSuffix(".suanpan");

QString lockPathFor(const QString &recoveryPath)
{
    return recoveryPath + QLatin1String(".lock");
}

QString originPathFor(const QString &recoveryPath)
{
    return recoveryPath + QLatin1String(".origin");
}

} // namespace

RecoveryFile::RecoveryFile()
{
    const QString dir = directory();
    QDir().mkpath(dir);
    m_path = dir + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces) + kSuffix;
    m_lock = std::make_unique<QLockFile>(lockPathFor(m_path));
    // A running session's lock must never look stale to another instance.
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
}

RecoveryFile::~RecoveryFile()
{
    remove();
}

QString RecoveryFile::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QLatin1String("/recovery");
}

suanpan::Status RecoveryFile::write(const suanpan::Project &project, const QString &originalPath)
{
    QDir().mkpath(directory());
    suanpan::Status saved =
        suanpan::ProjectStore::save(project, QFile::encodeName(m_path).toStdString());
    if (!saved)
        return saved;
    QFile origin(originPathFor(m_path));
    if (origin.open(QIODevice::WriteOnly | QIODevice::Truncate))
        origin.write(originalPath.toUtf8());
    return suanpan::Ok{};
}

void RecoveryFile::remove()
{
    QFile::remove(m_path);
    QFile::remove(originPathFor(m_path));
}

bool RecoveryFile::exists() const
{
    return QFileInfo::exists(m_path);
}

std::vector<RecoveryFile::Orphan> RecoveryFile::orphans()
{
    std::vector<Orphan> found;
    const QDir dir(directory());
    const QFileInfoList files =
        dir.entryInfoList({QLatin1String("*") + kSuffix}, QDir::Files, QDir::Time);
    for (const QFileInfo &info : files) {
        const QString path = info.absoluteFilePath();
        QLockFile lock(lockPathFor(path));
        lock.setStaleLockTime(0);
        // Held by a live process: that session is still running.
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QString original;
        QFile origin(originPathFor(path));
        if (origin.open(QIODevice::ReadOnly))
            original = QString::fromUtf8(origin.readAll());
        found.push_back({path, original, info.lastModified()});
    }
    return found;
}

void RecoveryFile::discard(const Orphan &orphan)
{
    QFile::remove(orphan.path);
    QFile::remove(originPathFor(orphan.path));
    QFile::remove(lockPathFor(orphan.path));
}
