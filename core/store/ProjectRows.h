#pragma once

#include <string>

#include "model/Project.h"
#include "store/SqliteDb.h"
#include "util/Result.h"

namespace suanpan::store {

// A Project as rows of the current schema (Schema.cpp), and back. Errors
// name the file (`subject`). Values that do not decode on read, and values
// that would not read back on write (non-finite numbers, constraint
// violations, user catalog entries the catalog reader rejects), are
// store.bad_data with detail "table.column (row id)".

// Inserts the whole project in one transaction into a database that has the
// current schema and no rows.
Status writeProject(SqliteDb &db, const Project &project, const std::string &subject);

// Reads a database at the current schema; the caller provides a consistent
// snapshot (a read transaction or a private copy).
Result<Project> readProject(SqliteDb &db, const std::string &subject);

} // namespace suanpan::store
