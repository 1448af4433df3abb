#include "store/ProjectStore.h"

#include <dirent.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "model/Limits.h"
#include "store/ProjectRows.h"
#include "store/Schema.h"
#include "store/SqliteDb.h"
#include "util/Utf8.h"
#include "util/WriteTarget.h"

namespace suanpan {

using store::SqliteDb;
using store::sqliteError;
using store::Statement;

namespace {

Error osError(ErrorCode code, const std::string &subject, std::string_view step, int err)
{
    std::string detail(step);
    detail += ": ";
    detail += std::strerror(err);
    return Error{code, subject, detail};
}

bool isReadOnlyErrno(int err)
{
    return err == EACCES || err == EPERM || err == EROFS;
}

// ---------------------------------------------------------------------------
// Opening untrusted files

FileStamp stampFrom(const struct stat &st)
{
    FileStamp s;
    s.exists = true;
    s.device = static_cast<unsigned long long>(st.st_dev);
    s.inode = static_cast<unsigned long long>(st.st_ino);
    s.size = static_cast<long long>(st.st_size);
    s.mtimeSeconds = static_cast<long long>(st.st_mtim.tv_sec);
    s.mtimeNanoseconds = static_cast<long long>(st.st_mtim.tv_nsec);
    return s;
}

// What the 100-byte database header tells before SQLite opens the file.
struct Header {
    bool wal = false; // journal_mode=WAL was set on the file at some point
    FileStamp stamp;  // taken before the first byte is read: a later change
                      // makes the next save refuse, never slip through
};

std::uint32_t bigEndian32(const unsigned char *p)
{
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) |
           std::uint32_t(p[3]);
}

// The first `got` bytes (at most 100) of a file: is it one of ours?
Result<Header> checkHeader(const unsigned char *header, std::size_t got, const std::string &subject)
{
    static constexpr char kMagic[] = "SQLite format 3"; // 16 bytes with its NUL
    static constexpr std::size_t kHeaderBytes = 100;
    if (got < sizeof kMagic || std::memcmp(header, kMagic, sizeof kMagic) != 0)
        return Error{ErrorCode::StoreNotSqlite, subject, got == 0 ? "empty" : ""};
    if (got < kHeaderBytes)
        return Error{ErrorCode::StoreCorrupt, subject, "header: " + std::to_string(got) + " bytes"};
    const std::uint32_t appId = bigEndian32(header + 68);
    if (appId != static_cast<std::uint32_t>(ProjectStore::kApplicationId))
        return Error{ErrorCode::StoreNotProject, subject, std::to_string(appId)};
    Header h;
    // Bytes 18 and 19: file format write/read version, 1 = rollback, 2 = WAL.
    h.wal = header[18] == 2 || header[19] == 2;
    return h;
}

// Checked by hand before SQLite sees the file: SQLite treats an empty file as
// a valid empty database, and opening a WAL-mode file, even read-only,
// creates -wal and -shm files next to it -- so foreign files (browsers and
// many apps use WAL) are refused from the header alone, untouched.
// https://www.sqlite.org/fileformat.html#the_database_header
Result<Header> readHeader(const std::string &path)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0) {
        const int err = errno;
        if (err == ENOENT || err == ENOTDIR)
            return Error{ErrorCode::StoreNotFound, path, ""};
        return osError(ErrorCode::StoreIo, path, "stat", err);
    }
    if (S_ISDIR(st.st_mode))
        return osError(ErrorCode::StoreIo, path, "open", EISDIR);
    if (!S_ISREG(st.st_mode)) // a FIFO or device would block or never end
        return Error{ErrorCode::StoreNotSqlite, path, "not a regular file"};
    const FileStamp stamp = stampFrom(st);

    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        if (err == ENOENT)
            return Error{ErrorCode::StoreNotFound, path, ""};
        return osError(ErrorCode::StoreIo, path, "open", err);
    }
    unsigned char header[100] = {};
    std::size_t got = 0;
    while (got < sizeof header) {
        const ssize_t n = ::read(fd, header + got, sizeof header - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            return osError(ErrorCode::StoreIo, path, "read", err);
        }
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    ::close(fd);

    Result<Header> h = checkHeader(header, got, path);
    if (h)
        h.value().stamp = stamp;
    return h;
}

// A read-only URI for `path`. Everything but unreserved characters is
// percent-encoded so that '?', '#' and '%' in file names stay part of the
// name; an absolute path gets an empty authority ("file:///...") so that a
// path starting with "//" is not read as a host. `immutable` makes SQLite
// skip locks, journals and the WAL index entirely.
std::string readOnlyUri(const std::string &path, bool immutable)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string uri = "file:";
    if (!path.empty() && path[0] == '/')
        uri += "//";
    for (const char ch : path) {
        const auto c = static_cast<unsigned char>(ch);
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '/' || c == '-' || c == '.' || c == '_' ||
                           c == '~';
        if (plain) {
            uri += ch;
        } else {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 0x0f];
        }
    }
    uri += immutable ? "?mode=ro&immutable=1" : "?mode=ro";
    return uri;
}

// Settings for a connection whose schema and content come from a file we
// did not write: no triggers or views run, schema functions are not
// trusted, the schema cannot be written through, and oversized values and
// SQL are refused.
int harden(SqliteDb &db)
{
    sqlite3 *h = db.handle();
    const std::array<int, 4> flags{SQLITE_DBCONFIG_DEFENSIVE, SQLITE_DBCONFIG_TRUSTED_SCHEMA,
                                   SQLITE_DBCONFIG_ENABLE_TRIGGER, SQLITE_DBCONFIG_ENABLE_VIEW};
    const std::array<int, 4> values{1, 0, 0, 0};
    for (std::size_t i = 0; i < flags.size(); ++i) {
        const int rc = sqlite3_db_config(h, flags[i], values[i], nullptr);
        if (rc != SQLITE_OK)
            return rc;
    }
    // Notes and catalog JSON are far below these; a hostile file is not.
    sqlite3_limit(h, SQLITE_LIMIT_LENGTH, 64 * 1024 * 1024);
    sqlite3_limit(h, SQLITE_LIMIT_SQL_LENGTH, 1024 * 1024);
    sqlite3_limit(h, SQLITE_LIMIT_ATTACHED, 0);
    return db.exec("PRAGMA trusted_schema = OFF");
}

// PRAGMA page_size cannot take a bound parameter, so pick the statement from
// the valid sizes instead of pasting a number read from the file.
const char *pageSizePragma(std::int64_t size)
{
    switch (size) {
    case 512:
        return "PRAGMA page_size = 512";
    case 1024:
        return "PRAGMA page_size = 1024";
    case 2048:
        return "PRAGMA page_size = 2048";
    case 4096:
        return "PRAGMA page_size = 4096";
    case 8192:
        return "PRAGMA page_size = 8192";
    case 16384:
        return "PRAGMA page_size = 16384";
    case 32768:
        return "PRAGMA page_size = 32768";
    case 65536:
        return "PRAGMA page_size = 65536";
    default:
        return nullptr;
    }
}

// Copies the whole database behind `from` into a new in-memory database.
Result<SqliteDb> copyToMemory(SqliteDb &from, const std::string &subject)
{
    SqliteDb mem;
    int rc = mem.open(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (rc != SQLITE_OK)
        return sqliteError(mem, rc, subject, "open memory copy");
    if ((rc = harden(mem)) != SQLITE_OK)
        return sqliteError(mem, rc, subject, "configure memory copy");
    // The backup API refuses to copy into an in-memory database with another
    // page size.
    std::int64_t pageSize = 0;
    if ((rc = from.queryInt("PRAGMA page_size", pageSize)) != SQLITE_OK)
        return sqliteError(from, rc, subject, "page_size");
    const char *pragma = pageSizePragma(pageSize);
    if (!pragma)
        return Error{ErrorCode::StoreCorrupt, subject, "page_size " + std::to_string(pageSize)};
    if ((rc = mem.exec(pragma)) != SQLITE_OK)
        return sqliteError(mem, rc, subject, "page_size");
    if ((rc = mem.exec("PRAGMA foreign_keys = ON")) != SQLITE_OK)
        return sqliteError(mem, rc, subject, "foreign_keys");

    sqlite3_backup *backup = sqlite3_backup_init(mem.handle(), "main", from.handle(), "main");
    if (!backup)
        return sqliteError(mem, sqlite3_errcode(mem.handle()), subject, "backup to memory");
    rc = sqlite3_backup_step(backup, -1);
    const int finishRc = sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        // The step's error is reported on the source or the destination;
        // the file's side is the likelier culprit for a read.
        return sqliteError(from, rc, subject, "backup to memory");
    }
    if (finishRc != SQLITE_OK)
        return sqliteError(mem, finishRc, subject, "backup to memory");
    return mem;
}

bool isWritable(const std::string &path)
{
    return ::access(path.c_str(), W_OK) == 0;
}

std::string parentDir(const std::string &path)
{
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

// An error while reading the file: a failing read or allocation is about
// the machine (store.io), anything else SQLite says about the content
// ("unsupported file format", a malformed schema) is damage.
Error readError(const SqliteDb &db, int rc, const std::string &subject, std::string_view step)
{
    Error error = sqliteError(db, rc, subject, step);
    const int primary = rc & 0xff;
    const bool machine = primary == SQLITE_IOERR || primary == SQLITE_NOMEM ||
                         primary == SQLITE_CANTOPEN || primary == SQLITE_PERM ||
                         primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
    if (error.code == ErrorCode::StoreIo && !machine)
        error.code = ErrorCode::StoreCorrupt;
    return error;
}

// Reads the file through `db` (open, hardened, read-only) with the checks in
// the order the header promises.
Result<ProjectStore::Loaded> loadFrom(SqliteDb &db, const std::string &path)
{
    // One read transaction: every check and every table sees the same state.
    int rc = db.exec("BEGIN");
    if (rc != SQLITE_OK)
        return sqliteError(db, rc, path, "begin");

    std::int64_t appId = 0;
    if ((rc = db.queryInt("PRAGMA application_id", appId)) != SQLITE_OK)
        return readError(db, rc, path, "application_id");
    if (appId != ProjectStore::kApplicationId)
        return Error{ErrorCode::StoreNotProject, path, std::to_string(appId)};

    std::int64_t version = 0;
    if ((rc = db.queryInt("PRAGMA user_version", version)) != SQLITE_OK)
        return readError(db, rc, path, "user_version");
    if (version > ProjectStore::kSchemaVersion)
        return Error{ErrorCode::StoreTooNew, path, std::to_string(version)};
    if (version < 1)
        return Error{ErrorCode::StoreCorrupt, path, "schema version " + std::to_string(version)};

    {
        Statement check(db.handle(), "PRAGMA quick_check(10)");
        if (!check.isPrepared())
            return readError(db, check.prepareResult(), path, "quick_check");
        std::string messages;
        while ((rc = check.step()) == SQLITE_ROW) {
            if (!messages.empty())
                messages += "; ";
            // One row can hold several lines, and names from the file; a
            // refusal is one line.
            messages += oneLine(check.columnText(0));
        }
        if (rc != SQLITE_DONE) {
            // quick_check stops on damage it cannot walk past; only a failing
            // read or allocation is not about the file's content.
            return readError(db, rc, path, "quick_check");
        }
        if (messages != "ok")
            return Error{ErrorCode::StoreCorrupt, path, messages};
    }

    ProjectStore::Loaded loaded;
    if (version < ProjectStore::kSchemaVersion) {
        // Migrate a private copy: the file is only rewritten by save().
        Result<SqliteDb> mem = copyToMemory(db, path);
        db.exec("COMMIT");
        if (!mem)
            return mem.error();
        if (auto st = store::migrate(mem.value(), static_cast<int>(version), path); !st)
            return st.error();
        Result<Project> project = store::readProject(mem.value(), path);
        if (!project)
            return project.error();
        loaded.project = std::move(project).value();
        loaded.migratedFrom = static_cast<int>(version);
    } else {
        Result<Project> project = store::readProject(db, path);
        db.exec("COMMIT");
        if (!project)
            return project.error();
        loaded.project = std::move(project).value();
    }
    return loaded;
}

// ---------------------------------------------------------------------------
// Saving

// The start of a save's temporary file names: the target's name, cut so
// that the whole name stays under NAME_MAX however long the target's is.
std::string temporaryPrefix(const std::string &target)
{
    return shortStem(std::filesystem::path(target).filename().string()) + ".tmp-";
}

// A temporary file next to the target, removed unless committed by rename.
class TempFile final
{
public:
    TempFile() = default;
    ~TempFile() { discard(); }
    TempFile(const TempFile &) = delete;
    TempFile &operator=(const TempFile &) = delete;

    // Creates "<target>.tmp-XXXXXX" (the target's name cut to its first 64
    // bytes: temporaryPrefix) with O_EXCL and mode 0666 minus the umask
    // (mkstemp would force 0600), then takes the target's mode if it exists,
    // so replacing a project does not change who may read it.
    Status create(const std::string &target)
    {
        static constexpr char kChars[] =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        std::random_device seed;
        std::mt19937 gen(seed());
        std::uniform_int_distribution<std::size_t> pick(0, sizeof kChars - 2);
        for (int attempt = 0; attempt < 100; ++attempt) {
            std::string name = parentDir(target) + "/" + temporaryPrefix(target);
            for (int i = 0; i < 6; ++i)
                name += kChars[pick(gen)];
            const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (fd < 0) {
                const int err = errno;
                if (err == EEXIST)
                    continue;
                return osError(isReadOnlyErrno(err) ? ErrorCode::StoreReadOnly : ErrorCode::StoreIo,
                               target, "create temporary file", err);
            }
            m_path = name;
            struct stat st = {};
            if (::stat(target.c_str(), &st) == 0 && S_ISREG(st.st_mode))
                ::fchmod(fd, st.st_mode & 07777); // best effort: a default mode is fine
            if (::close(fd) != 0)
                return osError(ErrorCode::StoreIo, target, "create temporary file", errno);
            return Ok{};
        }
        return osError(ErrorCode::StoreIo, target, "create temporary file", EEXIST);
    }

    const std::string &path() const { return m_path; }
    void release() { m_path.clear(); }

    void discard()
    {
        if (m_path.empty())
            return;
        ::unlink(m_path.c_str());
        // A failed write can leave SQLite's rollback journal behind.
        ::unlink((m_path + "-journal").c_str());
        m_path.clear();
    }

private:
    std::string m_path;
};

// The file a save replaces (util/WriteTarget.h); one that exists must be a
// regular file.
Result<std::string> saveTarget(const std::string &path)
{
    WriteTarget target;
    std::string step;
    if (const int err = resolveWriteTarget(path, target, step); err != 0)
        return osError(isReadOnlyErrno(err) ? ErrorCode::StoreReadOnly : ErrorCode::StoreIo, path,
                       step, err);
    if (target.exists && !target.regular)
        return Error{ErrorCode::StoreNotRegular, path, target.path};
    return target.path;
}

// flock() on the folder while a save checks, writes and renames: saves of
// other processes in the folder wait, and the kernel drops the lock of a
// process that dies, so no stale lock can block anyone. File systems without
// flock (some network mounts) save unlocked, as before.
class FolderLock final
{
public:
    FolderLock() = default;
    ~FolderLock()
    {
        if (m_fd >= 0)
            ::close(m_fd); // releases the lock
    }
    FolderLock(const FolderLock &) = delete;
    FolderLock &operator=(const FolderLock &) = delete;

    Status acquire(const std::string &folder, const std::string &subject,
                   const std::atomic<bool> *cancel)
    {
        m_fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (m_fd < 0)
            return Ok{}; // creating the temporary file reports the real problem
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::milliseconds(ProjectStore::kLockWaitMs);
        while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
            const int err = errno;
            if (err == EINTR)
                continue;
            if (err != EWOULDBLOCK)
                return Ok{};
            if (std::chrono::steady_clock::now() >= deadline)
                return Error{ErrorCode::StoreLocked, subject, folder};
            if (cancel && cancel->load())
                return Error{ErrorCode::StoreCancelled, subject, folder};
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return Ok{};
    }

private:
    int m_fd = -1;
};

// "<name>.tmp-" + 6 of TempFile's characters, optionally + "-journal".
bool isOurTemporary(std::string_view entry, std::string_view prefix)
{
    if (entry.substr(0, prefix.size()) != prefix)
        return false;
    std::string_view rest = entry.substr(prefix.size());
    static constexpr std::string_view kJournal = "-journal";
    if (rest.size() == 6 + kJournal.size() && rest.substr(6) == kJournal)
        rest = rest.substr(0, 6);
    if (rest.size() != 6)
        return false;
    for (const char c : rest) {
        const bool alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum)
            return false;
    }
    return true;
}

// Removes what a save of `target` that was killed left behind. Called under
// the folder lock: every live save holds it, so whatever matches is stale.
void removeStaleTemporaries(const std::string &target)
{
    const std::string folder = parentDir(target);
    const std::string prefix = temporaryPrefix(target);
    DIR *dir = ::opendir(folder.c_str());
    if (!dir)
        return;
    std::vector<std::string> stale;
    while (const dirent *entry = ::readdir(dir))
        if (isOurTemporary(entry->d_name, prefix))
            stale.emplace_back(entry->d_name);
    ::closedir(dir);
    for (const std::string &name : stale)
        ::unlink((folder + "/" + name).c_str()); // best effort: the save goes on regardless
}

Result<FileStamp> currentStamp(const std::string &path, const std::string &subject)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0) {
        const int err = errno;
        if (err == ENOENT)
            return FileStamp{};
        return osError(ErrorCode::StoreIo, subject, "stat", err);
    }
    return stampFrom(st);
}

Status syncPath(const std::string &path, int openFlags, const std::string &subject,
                std::string_view step)
{
    const int fd = ::open(path.c_str(), openFlags | O_CLOEXEC);
    if (fd < 0)
        return osError(ErrorCode::StoreIo, subject, step, errno);
    int rc = 0;
    do {
        rc = ::fsync(fd);
    } while (rc != 0 && errno == EINTR);
    const int err = errno;
    ::close(fd);
    // Some file systems cannot sync a directory; the rename is done anyway.
    if (rc != 0 && !(err == EINVAL && (openFlags & O_DIRECTORY)))
        return osError(ErrorCode::StoreIo, subject, step, err);
    return Ok{};
}

// Copies the finished in-memory database into the temporary file.
Status writeFile(SqliteDb &mem, const std::string &tempPath, const std::string &subject)
{
    SqliteDb out;
    // No URI flag: the name is taken literally, whatever characters it has.
    int rc = out.open(tempPath, SQLITE_OPEN_READWRITE);
    if (rc != SQLITE_OK)
        return sqliteError(out, rc, subject, "open temporary file");
    if ((rc = out.exec("PRAGMA journal_mode = DELETE")) != SQLITE_OK)
        return sqliteError(out, rc, subject, "journal_mode");
    if ((rc = out.exec("PRAGMA synchronous = FULL")) != SQLITE_OK)
        return sqliteError(out, rc, subject, "synchronous");

    sqlite3_backup *backup = sqlite3_backup_init(out.handle(), "main", mem.handle(), "main");
    if (!backup)
        return sqliteError(out, sqlite3_errcode(out.handle()), subject, "backup");
    rc = sqlite3_backup_step(backup, -1);
    const int finishRc = sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE)
        return sqliteError(out, rc, subject, "backup");
    if (finishRc != SQLITE_OK)
        return sqliteError(out, finishRc, subject, "backup");
    if ((rc = out.close()) != SQLITE_OK)
        return sqliteError(out, rc, subject, "close");
    return Ok{};
}

} // namespace

Result<ProjectStore::Loaded> ProjectStore::load(const std::string &path)
{
    const Result<Header> header = readHeader(path);
    if (!header)
        return header.error();
    // SQLite opens FILE-journal (a hot journal to roll back) and FILE-wal by
    // name: a FIFO there would block it forever, a device or a folder fail
    // with "disk I/O error". Only a regular file or nothing may be there.
    for (const char *suffix : {"-journal", "-wal"}) {
        const std::string sidecar = path + suffix;
        struct stat st = {};
        if (::stat(sidecar.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
            return Error{ErrorCode::StoreSidecar, path, sidecar};
    }
    // We never write WAL files, but another tool may have switched a project
    // to WAL. Reading one normally would create -wal and -shm files, so read
    // it as immutable -- safe only while no -wal holds data the main file
    // lacks; with one, refuse as for a hot journal.
    bool immutable = false;
    if (header.value().wal) {
        struct stat st = {};
        if (::stat((path + "-wal").c_str(), &st) == 0 && st.st_size > 0)
            return Error{ErrorCode::StoreCorrupt, path, "write-ahead log present"};
        immutable = true;
    }

    SqliteDb db;
    int rc = db.open(readOnlyUri(path, immutable), SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
    if (rc != SQLITE_OK)
        return sqliteError(db, rc, path, "open");
    if ((rc = harden(db)) != SQLITE_OK)
        return sqliteError(db, rc, path, "configure");

    Result<Loaded> loaded = loadFrom(db, path);
    if (!loaded)
        return loaded;
    // The rollback journal and save()'s temporary file live in the folder,
    // so the folder must be writable too.
    loaded.value().readOnly = !isWritable(path) || !isWritable(parentDir(path));
    loaded.value().stamp = header.value().stamp;
    return loaded;
}

Result<ProjectStore::Loaded> ProjectStore::loadBytes(std::string_view bytes,
                                                     const std::string &subject)
{
    const std::size_t got = std::min<std::size_t>(bytes.size(), 100);
    if (const Result<Header> header =
            checkHeader(reinterpret_cast<const unsigned char *>(bytes.data()), got, subject);
        !header)
        return header.error();

    SqliteDb db;
    int rc = db.open(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (rc != SQLITE_OK)
        return sqliteError(db, rc, subject, "open");
    if ((rc = harden(db)) != SQLITE_OK)
        return sqliteError(db, rc, subject, "configure");
    // SQLite owns (and frees) the copy. An in-memory database has no WAL
    // file, so a WAL-mode header is read as rollback mode: what load() does
    // with an immutable WAL-mode file that has no -wal next to it.
    auto *copy = static_cast<unsigned char *>(sqlite3_malloc64(bytes.size()));
    if (!copy)
        return Error{ErrorCode::StoreIo, subject, "out of memory"};
    std::memcpy(copy, bytes.data(), bytes.size());
    for (const std::size_t at : {std::size_t(18), std::size_t(19)})
        if (copy[at] == 2)
            copy[at] = 1;
    const auto size = static_cast<sqlite3_int64>(bytes.size());
    rc = sqlite3_deserialize(db.handle(), "main", copy, size, size,
                             SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY);
    if (rc != SQLITE_OK)
        return readError(db, rc, subject, "deserialize");

    Result<Loaded> loaded = loadFrom(db, subject);
    if (loaded)
        loaded.value().readOnly = true;
    return loaded;
}

Result<FileStamp> ProjectStore::stampOf(const std::string &path)
{
    return currentStamp(path, path);
}

Result<ProjectStore::Saved> ProjectStore::save(const Project &project, const std::string &path,
                                               const std::optional<FileStamp> &expected,
                                               const std::atomic<bool> *cancel)
{
    // A project over the limits would be refused when opened again.
    if (auto e = exceededLimit(project, path))
        return *e;
    // Build the complete file in memory first: nothing touches the disk
    // until the content is known to be valid.
    SqliteDb mem;
    int rc = mem.open(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (rc != SQLITE_OK)
        return sqliteError(mem, rc, path, "open memory database");
    if ((rc = mem.exec("PRAGMA foreign_keys = ON")) != SQLITE_OK)
        return sqliteError(mem, rc, path, "foreign_keys");
    if (auto st = store::createSchema(mem, path); !st)
        return st.error();
    if (auto st = store::writeProject(mem, project, path); !st)
        return st.error();

    const Result<std::string> resolved = saveTarget(path);
    if (!resolved)
        return resolved.error();
    const std::string &target = resolved.value();

    // Replacing a file the user made read-only would go through (rename
    // only needs the folder), but is not what read-only means.
    if (::access(target.c_str(), F_OK) == 0 && !isWritable(target) && isReadOnlyErrno(errno))
        return osError(ErrorCode::StoreReadOnly, path, "access", errno);

    FolderLock lock;
    if (auto st = lock.acquire(parentDir(target), path, cancel); !st)
        return st.error();
    removeStaleTemporaries(target);
    // Checked under the lock, before any work: a cooperating save cannot
    // slip in between this check and the rename below.
    if (expected) {
        const Result<FileStamp> now = currentStamp(target, path);
        if (!now)
            return now.error();
        if (!(now.value() == *expected))
            return Error{ErrorCode::StoreChanged, path, ""};
    }

    TempFile temp;
    if (auto st = temp.create(target); !st)
        return st.error();
    if (auto st = writeFile(mem, temp.path(), path); !st)
        return st.error();
    // SQLite synced on commit (synchronous=FULL); sync again through a
    // descriptor of our own so the rename never overtakes the data.
    if (auto st = syncPath(temp.path(), O_RDONLY, path, "fsync"); !st)
        return st.error();
    if (::rename(temp.path().c_str(), target.c_str()) != 0) {
        const int err = errno;
        return osError(isReadOnlyErrno(err) ? ErrorCode::StoreReadOnly : ErrorCode::StoreIo, path,
                       "rename", err);
    }
    temp.release();
    Saved saved;
    // The rename is done: from here on the new file is what a reader gets.
    // A failing folder sync only means a power cut could still undo it.
    saved.folderSynced =
        syncPath(parentDir(target), O_RDONLY | O_DIRECTORY, path, "fsync folder").ok();
    const Result<FileStamp> written = currentStamp(target, path);
    if (written)
        saved.stamp = written.value();
    return saved;
}

Status ProjectStore::save(const Project &project, const std::string &path)
{
    const Result<Saved> saved = save(project, path, std::nullopt);
    if (!saved)
        return saved.error();
    return Ok{};
}

} // namespace suanpan
