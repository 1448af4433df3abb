#include "export/PendingFile.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace suanpan {

namespace {

std::string folderOf(const std::string &path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string baseOf(const std::string &path)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

PendingFile::PendingFile(std::string path, std::string tempPath, int fd)
    : m_path(std::move(path)), m_tempPath(std::move(tempPath)), m_fd(fd)
{
}

PendingFile::PendingFile(PendingFile &&other) noexcept
    : m_path(std::move(other.m_path)), m_tempPath(std::move(other.m_tempPath)), m_fd(other.m_fd),
      m_committed(other.m_committed)
{
    other.m_fd = -1;
    other.m_tempPath.clear();
    other.m_committed = true;
}

PendingFile::~PendingFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (!m_committed && !m_tempPath.empty())
        ::unlink(m_tempPath.c_str());
}

Result<PendingFile> PendingFile::create(const std::string &path)
{
    const std::string base = baseOf(path);
    if (path.empty() || base.empty() || base == "." || base == "..")
        return Error{"export.not_writable", path, std::strerror(EISDIR)};
    struct stat st {
    };
    if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
        return Error{"export.not_writable", path, std::strerror(EISDIR)};
    // Hidden and named after the destination, so a crash leaves a file a
    // user can recognise; mkstemp makes the name unique.
    std::string pattern = folderOf(path) + "/." + base + ".XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0)
        return Error{"export.not_writable", path, std::strerror(errno)};
    // mkstemp makes the file private (0600); an export is an ordinary file.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    return PendingFile(path, std::string(name.data()), fd);
}

Status PendingFile::fail(const char *code, int error) const
{
    return Error{code, m_path, std::strerror(error)};
}

Status PendingFile::write(std::string_view bytes)
{
    if (m_fd < 0)
        return fail("export.write_failed", EBADF);
    while (!bytes.empty()) {
        const ssize_t n = ::write(m_fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail("export.write_failed", errno);
        }
        bytes.remove_prefix(size_t(n));
    }
    return Ok{};
}

Status PendingFile::commit()
{
    // A writer that opened tempPath() itself has written and closed it; the
    // descriptor still reaches the same file, so fsync covers its bytes.
    if (m_fd >= 0) {
        if (::fsync(m_fd) != 0 && errno != EINVAL)
            return fail("export.write_failed", errno);
        const int closed = ::close(m_fd);
        m_fd = -1;
        if (closed != 0)
            return fail("export.write_failed", errno);
    }
    if (::rename(m_tempPath.c_str(), m_path.c_str()) != 0)
        return fail("export.write_failed", errno);
    m_committed = true;
    return Ok{};
}

} // namespace suanpan
