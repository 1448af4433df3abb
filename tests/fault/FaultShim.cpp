// LD_PRELOAD shim that fails one system call of a save, for
// tests/fault/fault_injection.cmake. Configured by the environment:
//
//   SUANPAN_FAULT_CALL  write | fsync | rename | close  (the kind to fail)
//   SUANPAN_FAULT_AT    N: fail the N-th call of that kind (1 = the first)
//   SUANPAN_FAULT_ERRNO optional errno number (default EIO)
//   SUANPAN_FAULT_LOG   file that receives one line when a call was failed
//
// Counting starts when the process creates a save's temporary file (an
// O_CREAT | O_EXCL open of a name containing ".tmp-"), so the calls of
// loading the project before the save are not counted; standard input,
// output and error are never touched. The failed call does nothing, except
// close(): Linux releases the descriptor even when close() reports an
// error, so the shim closes it and then reports the error.
//
// Plain C ABI, no sanitizers (it is preloaded ahead of them) and no
// allocation in the hooks.

#include <dlfcn.h>
#include <fcntl.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

enum class Kind { None, Write, Fsync, Rename, Close };

struct Config {
    Kind kind = Kind::None;
    long at = 0;
    int error = EIO;
    const char *log = nullptr;
};

const Config &config()
{
    static const Config c = [] {
        Config out;
        const char *call = std::getenv("SUANPAN_FAULT_CALL");
        const char *at = std::getenv("SUANPAN_FAULT_AT");
        if (!call || !at)
            return out;
        if (std::strcmp(call, "write") == 0)
            out.kind = Kind::Write;
        else if (std::strcmp(call, "fsync") == 0)
            out.kind = Kind::Fsync;
        else if (std::strcmp(call, "rename") == 0)
            out.kind = Kind::Rename;
        else if (std::strcmp(call, "close") == 0)
            out.kind = Kind::Close;
        out.at = std::strtol(at, nullptr, 10);
        if (const char *e = std::getenv("SUANPAN_FAULT_ERRNO"))
            out.error = static_cast<int>(std::strtol(e, nullptr, 10));
        out.log = std::getenv("SUANPAN_FAULT_LOG");
        return out;
    }();
    return c;
}

bool g_armed = false;
long g_count = 0;
bool g_fired = false;

template <class F> F next(const char *name)
{
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

// Appends "<kind> #<n> <what>" to the log, with the raw syscalls so the
// shim never re-enters itself.
void record(const char *kind, const char *what)
{
    const char *path = config().log;
    if (!path)
        return;
    char line[512];
    const int n = std::snprintf(line, sizeof line, "%s #%ld %s\n", kind, g_count, what);
    using OpenFn = int (*)(const char *, int, ...);
    using WriteFn = ssize_t (*)(int, const void *, size_t);
    using CloseFn = int (*)(int);
    const int fd = next<OpenFn>("open")(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        return;
    if (n > 0)
        next<WriteFn>("write")(fd, line,
                               static_cast<size_t>(n) < sizeof line ? n : sizeof line - 1);
    next<CloseFn>("close")(fd);
}

// The path behind a descriptor, for the log line.
void describeFd(int fd, char *out, size_t size)
{
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = readlink(link, out, size - 1);
    out[n > 0 ? n : 0] = '\0';
}

// True when this call is the one to fail (and records it).
bool shouldFail(Kind kind, const char *name, const char *what)
{
    if (!g_armed || g_fired || config().kind != kind)
        return false;
    if (++g_count != config().at)
        return false;
    g_fired = true;
    record(name, what);
    return true;
}

bool shouldFailFd(Kind kind, const char *name, int fd)
{
    if (fd <= 2 || !g_armed || g_fired || config().kind != kind)
        return false;
    char path[256];
    describeFd(fd, path, sizeof path);
    return shouldFail(kind, name, path);
}

void armOnTemporary(const char *path, int flags)
{
    if ((flags & O_CREAT) && (flags & O_EXCL) && path && std::strstr(path, ".tmp-"))
        g_armed = true;
}

int failWith()
{
    errno = config().error;
    return -1;
}

mode_t modeOf(int flags, va_list args)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? static_cast<mode_t>(va_arg(args, int)) : 0;
}

} // namespace

extern "C" {

int open(const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    armOnTemporary(path, flags);
    return next<int (*)(const char *, int, ...)>("open")(path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    armOnTemporary(path, flags);
    return next<int (*)(const char *, int, ...)>("open64")(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    armOnTemporary(path, flags);
    return next<int (*)(int, const char *, int, ...)>("openat")(dirfd, path, flags, mode);
}

ssize_t write(int fd, const void *buf, size_t count)
{
    if (shouldFailFd(Kind::Write, "write", fd))
        return failWith();
    return next<ssize_t (*)(int, const void *, size_t)>("write")(fd, buf, count);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset)
{
    if (shouldFailFd(Kind::Write, "pwrite", fd))
        return failWith();
    return next<ssize_t (*)(int, const void *, size_t, off_t)>("pwrite")(fd, buf, count, offset);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset)
{
    if (shouldFailFd(Kind::Write, "pwrite64", fd))
        return failWith();
    return next<ssize_t (*)(int, const void *, size_t, off64_t)>("pwrite64")(fd, buf, count,
                                                                             offset);
}

ssize_t writev(int fd, const struct iovec *iov, int count)
{
    if (shouldFailFd(Kind::Write, "writev", fd))
        return failWith();
    return next<ssize_t (*)(int, const struct iovec *, int)>("writev")(fd, iov, count);
}

int fsync(int fd)
{
    if (shouldFailFd(Kind::Fsync, "fsync", fd))
        return failWith();
    return next<int (*)(int)>("fsync")(fd);
}

int fdatasync(int fd)
{
    if (shouldFailFd(Kind::Fsync, "fdatasync", fd))
        return failWith();
    return next<int (*)(int)>("fdatasync")(fd);
}

int rename(const char *from, const char *to)
{
    if (shouldFail(Kind::Rename, "rename", to))
        return failWith();
    return next<int (*)(const char *, const char *)>("rename")(from, to);
}

int renameat(int fromDir, const char *from, int toDir, const char *to)
{
    if (shouldFail(Kind::Rename, "renameat", to))
        return failWith();
    return next<int (*)(int, const char *, int, const char *)>("renameat")(fromDir, from, toDir,
                                                                           to);
}

int close(int fd)
{
    const bool fail = shouldFailFd(Kind::Close, "close", fd);
    const int rc = next<int (*)(int)>("close")(fd);
    return fail ? failWith() : rc;
}

} // extern "C"
