#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "util/Result.h"

struct sqlite3;
struct sqlite3_stmt;

namespace suanpan::store {

// Owns one sqlite3 connection and closes it on destruction. Internal to the
// store: callers turn result codes into Errors themselves because only they
// know which file and which step failed.
class SqliteDb final
{
public:
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb &) = delete;
    SqliteDb &operator=(const SqliteDb &) = delete;
    SqliteDb(SqliteDb &&other) noexcept;
    SqliteDb &operator=(SqliteDb &&other) noexcept;

    // sqlite3_open_v2 with extended result codes on. On failure the handle is
    // released at once (SQLite allocates one even when open fails) and the
    // message is kept for errorMessage().
    int open(const std::string &filename, int flags);

    // Closes now, so that the caller sees a failing close (a save must know
    // the file was released before it syncs and renames it).
    int close();

    sqlite3 *handle() const { return m_db; }
    bool isOpen() const { return m_db != nullptr; }

    // Runs SQL text that carries no values (DDL, constant PRAGMAs), one
    // prepared statement at a time; stops at the first failure.
    int exec(std::string_view sql);

    // Reads a PRAGMA (or any one-value query) that returns one integer.
    int queryInt(const char *sql, std::int64_t &out);

    std::string errorMessage() const;

private:
    sqlite3 *m_db = nullptr;
    std::string m_openError;
};

// One prepared statement, finalized on destruction. Bind errors are kept and
// returned by the next step(), so a sequence of binds needs one check.
class Statement final
{
public:
    Statement(sqlite3 *db, std::string_view sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    int prepareResult() const { return m_prepareRc; }
    bool isPrepared() const { return m_stmt != nullptr; }

    // Binding by name (":column") keeps column lists and values in step
    // without counting positions by hand.
    void bindText(const char *name, std::string_view value);
    void bindDouble(const char *name, double value);
    void bindInt64(const char *name, std::int64_t value);
    void bindNull(const char *name);

    // SQLITE_ROW, SQLITE_DONE or an error (including a deferred bind error).
    int step();
    // Ready for the next set of bindings.
    void reset();

    int columnCount() const;
    int columnType(int column) const;
    std::int64_t columnInt64(int column) const;
    double columnDouble(int column) const;
    std::string columnText(int column) const;
    // Size in bytes of a TEXT or BLOB value, read before copying it.
    int columnBytes(int column) const;

private:
    int parameterIndex(const char *name);

    sqlite3_stmt *m_stmt = nullptr;
    int m_prepareRc = 0;
    int m_bindRc = 0;
};

// The store's Error for a failed SQLite call: store.corrupt when SQLite says
// the file is damaged, store.hot_journal for a hot journal that a read-only
// load must not roll back, store.io otherwise. `context` names the step ("quick_check",
// "insert options", ...) and leads the detail.
Error sqliteError(const SqliteDb &db, int rc, const std::string &subject, std::string_view context);

} // namespace suanpan::store
