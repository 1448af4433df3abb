#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <string_view>

#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {

// The .suanpan project file: SQLite as an application file format.
//
// - application_id 0x5355414E ("SUAN"), schema version in user_version,
//   migrations each in one transaction;
// - journal_mode=DELETE, synchronous=FULL, foreign_keys=ON, prepared
//   statements only;
// - untrusted files are opened with SQLITE_DBCONFIG_DEFENSIVE,
//   trusted_schema=OFF and checked with quick_check before use; a refused file
//   is never modified;
// - save writes a temporary file in the target folder, syncs it, then renames
//   it over the target, so a crash never leaves a half-written project.
//
// Error codes (Error::subject = the file path):
//   store.not_found, store.not_sqlite, store.not_project (foreign SQLite file),
//   store.too_new (detail = file's schema version),
//   store.corrupt (detail = quick_check message, or the SQLite message when
//     the file is damaged, has a non-empty -wal that a read-only load must
//     not apply, or has tables that do not match its
//     schema version),
//   store.bad_data (a row that does not decode; detail "table.column (row id)"),
//   store.io (detail = SQLite/OS message),
//   store.read_only (save to a location that cannot be written),
//   store.hot_journal (a rollback journal next to the file holds an
//     interrupted write of another tool; detail = the SQLite message),
//   store.sidecar (load: FILE-journal or FILE-wal next to the file is not a
//     regular file -- a FIFO would block SQLite forever; detail = its path),
//   store.not_regular (save: the target, or what a link points to, is a
//     FIFO, device or folder; detail = the resolved path),
//   store.changed (save: the file on disk is not the one that was read;
//     another program saved it meanwhile),
//   store.locked (save: another program kept the folder's save lock longer
//     than kLockWaitMs),
//   store.cancelled (save: the caller cancelled the wait for that lock).
//
// save() refuses with store.bad_data (same detail) a project it could write
// but not load back: a non-finite number, a duplicate id, card_count < 1, or
// a user catalog entry the catalog JSON reader rejects, evidence text that is
// not UTF-8 or longer than kMaxEvidenceBytes, a switched-off cost line code
// this version does not know or listed twice, a budget that is not positive.
//
// Saving through a symbolic link writes the file the link points to (the
// link stays). Saves in one folder take an flock() on the folder, so two
// processes never interleave a check and a rename, and a lock held by a
// process that died is released by the kernel (no stale lock files). Under
// the lock, temporary files of our own pattern ("<name>.tmp-XXXXXX" and its
// "-journal"; <name> cut to its first 64 bytes, so a long file name leaves
// room for the suffix) that a killed save left behind are removed.

// Identity of the file on disk as load() read it: any save by another
// program replaces the inode (rename) and changes the modification time.
struct FileStamp {
    bool exists = false;
    unsigned long long device = 0;
    unsigned long long inode = 0;
    long long size = 0;
    long long mtimeSeconds = 0;
    long long mtimeNanoseconds = 0;

    bool operator==(const FileStamp &) const = default;
};

class ProjectStore final
{
public:
    static constexpr int kApplicationId = 0x5355414E;
    static constexpr int kSchemaVersion = 11;
    // How long a save waits for another process's save in the same folder.
    static constexpr int kLockWaitMs = 10000;

    struct Loaded {
        Project project;
        bool readOnly = false; // the location is not writable: opened read-only
        int migratedFrom = 0;  // schema version the file had, if it was migrated in memory
        FileStamp stamp;       // the file as it was read (for save's changed-on-disk check)
    };

    // Reads a project. Files from an older schema are migrated in a private
    // in-memory copy (the file itself is only rewritten by save()).
    static Result<Loaded> load(const std::string &path);
    // The same checks on the bytes of a project file held in memory (read
    // through sqlite3_deserialize): header, quick_check, schema version,
    // migration, rows. Errors as load()'s with `subject` as the subject; the
    // result is readOnly with an empty stamp. tests/fuzz/fuzz_project_open.cpp
    // feeds it arbitrary bytes.
    static Result<Loaded> loadBytes(std::string_view bytes, const std::string &subject);

    struct Saved {
        FileStamp stamp;          // the file as written: the next save's `expected`
        bool folderSynced = true; // false: the file is saved and complete, but the
                                  // folder's fsync failed, so a power cut could still
                                  // bring back the previous file
    };
    // Writes the project atomically (temp file + fsync + rename). With
    // `expected`, refuses with store.changed unless the file on disk is still
    // that one (what load() or the previous save returned). `cancel`, set by
    // another thread, ends a wait for the folder's lock with store.cancelled
    // (nothing written); a save past the wait runs to its end.
    static Result<Saved> save(const Project &project, const std::string &path,
                              const std::optional<FileStamp> &expected,
                              const std::atomic<bool> *cancel = nullptr);
    // The same without the changed-on-disk check (a new file, Save As, the
    // recovery copy); a failed folder sync is not an error here.
    static Status save(const Project &project, const std::string &path);

    // The stamp of `path` now (exists = false when there is no file).
    static Result<FileStamp> stampOf(const std::string &path);
};

} // namespace suanpan
