#include "store/SqliteDb.h"

#include "util/Utf8.h"

#include <sqlite3.h>

#include <string>
#include <utility>

namespace suanpan::store {

SqliteDb::~SqliteDb()
{
    close();
}

SqliteDb::SqliteDb(SqliteDb &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_openError(std::move(other.m_openError))
{
}

SqliteDb &SqliteDb::operator=(SqliteDb &&other) noexcept
{
    if (this != &other) {
        close();
        m_db = std::exchange(other.m_db, nullptr);
        m_openError = std::move(other.m_openError);
    }
    return *this;
}

int SqliteDb::open(const std::string &filename, int flags)
{
    close();
    m_openError.clear();
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(filename.c_str(), &db, flags, nullptr);
    if (rc != SQLITE_OK) {
        m_openError = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
        sqlite3_close(db);
        return rc;
    }
    sqlite3_extended_result_codes(db, 1);
    m_db = db;
    return SQLITE_OK;
}

int SqliteDb::close()
{
    if (!m_db)
        return SQLITE_OK;
    // sqlite3_close (not _v2) reports SQLITE_BUSY if a statement or backup is
    // still alive, which would be a bug here; the handle is then leaked rather
    // than closed under a live statement.
    const int rc = sqlite3_close(m_db);
    if (rc == SQLITE_OK)
        m_db = nullptr;
    return rc;
}

int SqliteDb::exec(std::string_view sql)
{
    const char *tail = sql.data();
    const char *end = sql.data() + sql.size();
    while (tail < end) {
        sqlite3_stmt *stmt = nullptr;
        const char *next = nullptr;
        int rc = sqlite3_prepare_v2(m_db, tail, static_cast<int>(end - tail), &stmt, &next);
        if (rc != SQLITE_OK)
            return rc;
        if (!stmt) // only whitespace or comments left
            break;
        do {
            rc = sqlite3_step(stmt);
        } while (rc == SQLITE_ROW);
        sqlite3_finalize(stmt);
        if (rc != SQLITE_DONE)
            return rc;
        tail = next;
    }
    return SQLITE_OK;
}

int SqliteDb::queryInt(const char *sql, std::int64_t &out)
{
    Statement st(m_db, sql);
    if (!st.isPrepared())
        return st.prepareResult() != SQLITE_OK ? st.prepareResult() : SQLITE_MISUSE;
    const int rc = st.step();
    if (rc != SQLITE_ROW)
        return rc == SQLITE_DONE ? SQLITE_MISMATCH : rc;
    if (st.columnType(0) != SQLITE_INTEGER)
        return SQLITE_MISMATCH;
    out = st.columnInt64(0);
    return SQLITE_OK;
}

std::string SqliteDb::errorMessage() const
{
    return m_db ? std::string(sqlite3_errmsg(m_db)) : m_openError;
}

Statement::Statement(sqlite3 *db, std::string_view sql)
{
    m_prepareRc =
        sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (m_prepareRc != SQLITE_OK) {
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

int Statement::parameterIndex(const char *name)
{
    const int index = sqlite3_bind_parameter_index(m_stmt, name);
    if (index == 0 && m_bindRc == SQLITE_OK)
        m_bindRc = SQLITE_RANGE;
    return index;
}

void Statement::bindText(const char *name, std::string_view value)
{
    const int index = parameterIndex(name);
    if (index == 0)
        return;
    const int rc = sqlite3_bind_text64(m_stmt, index, value.data(), value.size(), SQLITE_TRANSIENT,
                                       SQLITE_UTF8);
    if (rc != SQLITE_OK && m_bindRc == SQLITE_OK)
        m_bindRc = rc;
}

void Statement::bindDouble(const char *name, double value)
{
    const int index = parameterIndex(name);
    if (index == 0)
        return;
    const int rc = sqlite3_bind_double(m_stmt, index, value);
    if (rc != SQLITE_OK && m_bindRc == SQLITE_OK)
        m_bindRc = rc;
}

void Statement::bindInt64(const char *name, std::int64_t value)
{
    const int index = parameterIndex(name);
    if (index == 0)
        return;
    const int rc = sqlite3_bind_int64(m_stmt, index, value);
    if (rc != SQLITE_OK && m_bindRc == SQLITE_OK)
        m_bindRc = rc;
}

void Statement::bindNull(const char *name)
{
    const int index = parameterIndex(name);
    if (index == 0)
        return;
    const int rc = sqlite3_bind_null(m_stmt, index);
    if (rc != SQLITE_OK && m_bindRc == SQLITE_OK)
        m_bindRc = rc;
}

int Statement::step()
{
    if (!m_stmt)
        return SQLITE_MISUSE;
    if (m_bindRc != SQLITE_OK)
        return m_bindRc;
    return sqlite3_step(m_stmt);
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    m_bindRc = SQLITE_OK;
}

int Statement::columnCount() const
{
    return sqlite3_column_count(m_stmt);
}

int Statement::columnType(int column) const
{
    return sqlite3_column_type(m_stmt, column);
}

std::int64_t Statement::columnInt64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double Statement::columnDouble(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

std::string Statement::columnText(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return text ? std::string(text, static_cast<std::size_t>(bytes)) : std::string();
}

int Statement::columnBytes(int column) const
{
    return sqlite3_column_bytes(m_stmt, column);
}

Error sqliteError(const SqliteDb &db, int rc, const std::string &subject, std::string_view context)
{
    std::string detail(context);
    detail += ": ";
    // SQLite words this one "attempt to write a readonly database", which
    // hides the actual cause from whoever reads the detail.
    if (rc == SQLITE_READONLY_ROLLBACK)
        detail += "hot journal: ";
    const std::string message = db.errorMessage();
    // errmsg can lag behind when the failure came from our own checks (a
    // bind error or a missing row), so fall back to the code's own text.
    // SQLite quotes the file's schema text in its messages ("near \"x\":
    // syntax error"): a damaged file puts any bytes there.
    detail += oneLine(message.empty() || message == "not an error" ? sqlite3_errstr(rc) : message);
    // A hot journal is not damage: another tool's write was interrupted and
    // SQLite would finish rolling it back on a writable open.
    if (rc == SQLITE_READONLY_ROLLBACK)
        return Error{ErrorCode::StoreHotJournal, subject, detail};
    const int primary = rc & 0xff;
    const bool damaged = primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
    return Error{damaged ? ErrorCode::StoreCorrupt : ErrorCode::StoreIo, subject, detail};
}

} // namespace suanpan::store
