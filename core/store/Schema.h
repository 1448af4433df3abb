#pragma once

#include <string>

#include "store/SqliteDb.h"
#include "util/Result.h"

namespace suanpan::store {

// Schema of the .suanpan file and its migrations. A new file is made by
// running the version 1 script and then every migration, so a fresh file
// and a migrated old file have exactly the same schema by construction.

// Creates the current schema, application_id and user_version in an empty
// database.
Status createSchema(SqliteDb &db, const std::string &subject);

// Upgrades a database at schema `fromVersion` to ProjectStore::kSchemaVersion.
// Each step runs in its own BEGIN IMMEDIATE transaction that also bumps
// user_version, so a failure leaves the database at the last complete
// version. A step that fails on SQL (the file's tables are not what its
// version promises) is store.corrupt with detail "migration N->M: message".
Status migrate(SqliteDb &db, int fromVersion, const std::string &subject);

} // namespace suanpan::store
