#pragma once

#include <memory>
#include <vector>

#include <QDateTime>
#include <QString>

#include "model/Project.h"
#include "util/Result.h"

class QLockFile;

// Crash recovery. While a window has unsaved changes it writes a copy of the
// project (a normal project file, through ProjectStore) into
// <AppDataLocation>/recovery/, next to a small file naming the original, and
// holds a lock for as long as it runs. A copy whose lock nobody holds belongs
// to a session that ended without cleaning up: it is offered on start.
class RecoveryFile final
{
public:
    RecoveryFile();
    ~RecoveryFile();
    RecoveryFile(const RecoveryFile &) = delete;
    RecoveryFile &operator=(const RecoveryFile &) = delete;

    static QString directory();

    // Writes (or overwrites) this session's recovery copy.
    suanpan::Status write(const suanpan::Project &project, const QString &originalPath);
    // Removes this session's copy (after a save, on close).
    void remove();
    bool exists() const;
    QString path() const { return m_path; }

    // A copy left behind by a session that is gone.
    struct Orphan {
        QString path;         // the recovery project file
        QString originalPath; // the file it was a copy of; empty if never saved
        QDateTime written;
    };
    // Orphans, newest first. Copies of running sessions are skipped.
    static std::vector<Orphan> orphans();
    // Deletes an orphan and its companion files.
    static void discard(const Orphan &orphan);

private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};
