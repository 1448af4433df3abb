#include "util/WriteTarget.h"

#include <cerrno>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace suanpan {

std::string folderOf(const std::string &path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string baseNameOf(const std::string &path)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

int resolveWriteTarget(const std::string &path, WriteTarget &out, std::string &step)
{
    out = WriteTarget{};
    std::string current = path;
    for (int hop = 0; hop < 40; ++hop) { // Linux's own limit (ELOOP)
        struct stat st = {};
        if (::lstat(current.c_str(), &st) != 0) {
            const int err = errno;
            if (err == ENOENT) { // a new file (possibly where a dangling link points)
                out.path = current;
                return 0;
            }
            step = "lstat";
            return err;
        }
        if (!S_ISLNK(st.st_mode)) {
            out.path = current;
            out.exists = true;
            out.regular = S_ISREG(st.st_mode);
            out.device = static_cast<unsigned long long>(st.st_dev);
            out.inode = static_cast<unsigned long long>(st.st_ino);
            return 0;
        }
        std::vector<char> buf(4096);
        const ssize_t n = ::readlink(current.c_str(), buf.data(), buf.size());
        step = "readlink";
        if (n < 0)
            return errno;
        if (static_cast<std::size_t>(n) >= buf.size())
            return ENAMETOOLONG;
        std::string next(buf.data(), static_cast<std::size_t>(n));
        if (next.empty())
            return ENOENT;
        if (next.front() != '/')
            next = folderOf(current) + "/" + next;
        current = next;
    }
    step = "resolve link";
    return ELOOP;
}

std::string shortStem(std::string_view name, std::size_t maxBytes)
{
    if (name.size() <= maxBytes)
        return std::string(name);
    std::size_t cut = maxBytes;
    // Back up over continuation bytes (10xxxxxx) to the start of a character.
    while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80)
        --cut;
    return std::string(name.substr(0, cut));
}

} // namespace suanpan
