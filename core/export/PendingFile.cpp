#include "export/PendingFile.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/ProjectStore.h"
#include "util/WriteTarget.h"

namespace suanpan {

namespace {

// mkstemp's six characters.
constexpr std::size_t kUniqueChars = 6;

std::string temporaryPrefix(const std::string &target)
{
    return "." + shortStem(baseNameOf(target)) + ".";
}

// ".<stem>." followed by mkstemp's six letters and digits.
bool isOurTemporary(std::string_view entry, std::string_view prefix)
{
    if (entry.size() != prefix.size() + kUniqueChars || entry.substr(0, prefix.size()) != prefix)
        return false;
    for (const char c : entry.substr(prefix.size())) {
        const bool alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum)
            return false;
    }
    return true;
}

// Whether the regular file at `path` is a Suanpan project: the SQLite magic
// and our application id in the 100-byte header (store/ProjectStore.h).
bool isProjectFile(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    unsigned char header[72] = {};
    std::size_t got = 0;
    while (got < sizeof header) {
        const ssize_t n = ::read(fd, header + got, sizeof header - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += std::size_t(n);
    }
    ::close(fd);
    static constexpr char kMagic[] = "SQLite format 3"; // 16 bytes with its NUL
    if (got < sizeof header || std::memcmp(header, kMagic, sizeof kMagic) != 0)
        return false;
    const std::uint32_t appId = (std::uint32_t(header[68]) << 24) |
                                (std::uint32_t(header[69]) << 16) |
                                (std::uint32_t(header[70]) << 8) | std::uint32_t(header[71]);
    return appId == static_cast<std::uint32_t>(ProjectStore::kApplicationId);
}

bool sameFile(const WriteTarget &target, const std::string &other)
{
    struct stat st {
    };
    return !other.empty() && ::stat(other.c_str(), &st) == 0 &&
           static_cast<unsigned long long>(st.st_dev) == target.device &&
           static_cast<unsigned long long>(st.st_ino) == target.inode;
}

} // namespace

PendingFile::PendingFile(std::string path, std::string subject, std::string tempPath, int fd)
    : m_path(std::move(path)), m_subject(std::move(subject)), m_tempPath(std::move(tempPath)),
      m_fd(fd)
{
}

PendingFile::PendingFile(PendingFile &&other) noexcept
    : m_path(std::move(other.m_path)), m_subject(std::move(other.m_subject)),
      m_tempPath(std::move(other.m_tempPath)), m_fd(other.m_fd), m_committed(other.m_committed)
{
    other.m_fd = -1;
    other.m_tempPath.clear();
    other.m_committed = true;
}

PendingFile::~PendingFile()
{
    // Unlinked before the descriptor (and its lock) goes: no cleaner can
    // take the name for a stale one in between.
    if (!m_committed && !m_tempPath.empty())
        ::unlink(m_tempPath.c_str());
    if (m_fd >= 0)
        ::close(m_fd);
}

int PendingFile::removeStaleTemporaries(const std::string &path)
{
    const std::string folder = folderOf(path);
    const std::string prefix = temporaryPrefix(path);
    DIR *dir = ::opendir(folder.c_str());
    if (!dir)
        return 0;
    std::vector<std::string> candidates;
    while (const dirent *entry = ::readdir(dir))
        if (isOurTemporary(entry->d_name, prefix))
            candidates.emplace_back(folder + "/" + entry->d_name);
    ::closedir(dir);
    int removed = 0;
    for (const std::string &name : candidates) {
        const int fd = ::open(name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            continue;
        struct stat st {
        };
        // A live export holds its file's lock until it has renamed it.
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0 &&
            ::unlink(name.c_str()) == 0)
            ++removed;
        ::close(fd);
    }
    return removed;
}

Result<PendingFile> PendingFile::create(const std::string &path, const std::string &project)
{
    const std::string base = baseNameOf(path);
    if (path.empty() || base.empty() || base == "." || base == "..")
        return Error{ErrorCode::ExportNotWritable, path, std::strerror(EISDIR)};
    WriteTarget target;
    std::string step;
    if (const int err = resolveWriteTarget(path, target, step); err != 0)
        return Error{ErrorCode::ExportNotWritable, path, step + ": " + std::strerror(err)};
    if (target.exists && !target.regular) {
        struct stat st {
        };
        if (::stat(target.path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
            return Error{ErrorCode::ExportNotWritable, path, std::strerror(EISDIR)};
        return Error{ErrorCode::ExportNotRegular, path, target.path};
    }
    if (target.exists && (sameFile(target, project) || isProjectFile(target.path)))
        return Error{ErrorCode::ExportIsProject, path, target.path};

    removeStaleTemporaries(target.path);
    // Hidden and named after the destination, so a crash leaves a file a
    // user can recognise; mkstemp makes the name unique.
    const std::string pattern =
        folderOf(target.path) + "/" + temporaryPrefix(target.path) + "XXXXXX";
    for (int attempt = 0; attempt < 10; ++attempt) {
        std::vector<char> name(pattern.begin(), pattern.end());
        name.push_back('\0');
        const int fd = ::mkstemp(name.data());
        if (fd < 0)
            return Error{ErrorCode::ExportNotWritable, path, std::strerror(errno)};
        // Locked, then checked to be still ours: a cleaner that took the
        // name for a stale one between mkstemp and flock has unlinked it.
        struct stat held {
        }, named{};
        const bool ours = ::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::fstat(fd, &held) == 0 &&
                          ::stat(name.data(), &named) == 0 && held.st_ino == named.st_ino &&
                          held.st_dev == named.st_dev;
        if (!ours) {
            ::close(fd);
            continue;
        }
        // mkstemp makes the file private (0600); an export is an ordinary
        // file, or keeps the mode of the one it replaces (as saves do).
        const mode_t mask = ::umask(0);
        ::umask(mask);
        struct stat replaced {
        };
        const bool hasMode = target.exists && ::stat(target.path.c_str(), &replaced) == 0;
        ::fchmod(fd, hasMode ? (replaced.st_mode & 07777) : (0666 & ~mask));
        PendingFile file(target.path, path, std::string(name.data()), fd);
        // Replacing a file the user made read-only would go through (rename
        // only needs the folder), but is not what read-only means. Root may
        // write anything: its mode bits say what the user meant.
        if (hasMode && (replaced.st_mode & 0222) == 0)
            return Error{ErrorCode::ExportReadOnly, path, std::strerror(EACCES)};
        if (target.exists && ::access(target.path.c_str(), W_OK) != 0)
            return Error{ErrorCode::ExportReadOnly, path, std::strerror(errno)};
        return file;
    }
    return Error{ErrorCode::ExportNotWritable, path, std::strerror(EEXIST)};
}

Status PendingFile::fail(ErrorCode code, int error) const
{
    return Error{code, m_subject, std::strerror(error)};
}

Status PendingFile::write(std::string_view bytes)
{
    if (m_fd < 0)
        return fail(ErrorCode::ExportWriteFailed, EBADF);
    while (!bytes.empty()) {
        const ssize_t n = ::write(m_fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail(ErrorCode::ExportWriteFailed, errno);
        }
        bytes.remove_prefix(size_t(n));
    }
    return Ok{};
}

Status PendingFile::commit()
{
    if (m_fd < 0)
        return fail(ErrorCode::ExportWriteFailed, EBADF);
    // A writer that opened tempPath() itself has written and closed it; the
    // descriptor still reaches the same file, so fsync covers its bytes.
    if (::fsync(m_fd) != 0 && errno != EINVAL)
        return fail(ErrorCode::ExportWriteFailed, errno);
    // Renamed while the lock is held (see the destructor), then closed.
    if (::rename(m_tempPath.c_str(), m_path.c_str()) != 0)
        return fail(ErrorCode::ExportWriteFailed, errno);
    m_committed = true;
    // The bytes are synced and in place: a failing close() no longer
    // changes what a reader gets.
    ::close(m_fd);
    m_fd = -1;
    return Ok{};
}

} // namespace suanpan
