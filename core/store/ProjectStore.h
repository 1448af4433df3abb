#pragma once

#include <string>

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
//     the file is damaged, has a hot journal or a non-empty -wal that a
//     read-only load must not apply, or has tables that do not match its
//     schema version),
//   store.bad_data (a row that does not decode; detail "table.column (row id)"),
//   store.io (detail = SQLite/OS message),
//   store.read_only (save to a location that cannot be written).
//
// save() refuses with store.bad_data (same detail) a project it could write
// but not load back: a non-finite number, a duplicate id, card_count < 1, or
// a user catalog entry the catalog JSON reader rejects, evidence text that is
// not UTF-8 or longer than kMaxEvidenceBytes, a switched-off cost line code
// this version does not know or listed twice, a budget that is not positive.
class ProjectStore final
{
public:
    static constexpr int kApplicationId = 0x5355414E;
    static constexpr int kSchemaVersion = 6;

    struct Loaded {
        Project project;
        bool readOnly = false; // the location is not writable: opened read-only
        int migratedFrom = 0;  // schema version the file had, if it was migrated in memory
    };

    // Reads a project. Files from an older schema are migrated in a private
    // in-memory copy (the file itself is only rewritten by save()).
    static Result<Loaded> load(const std::string &path);

    // Writes the project atomically (temp file + fsync + rename).
    static Status save(const Project &project, const std::string &path);
};

} // namespace suanpan
