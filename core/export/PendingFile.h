#pragma once

#include <string>
#include <string_view>

#include "util/Result.h"

namespace suanpan {

// A file that appears at its path whole or not at all, written as a project
// is saved: to a temporary file beside the destination (same folder, so the
// rename cannot cross file systems), renamed over it only when complete.
// Destroyed uncommitted, it removes the temporary file, so a failed export
// (disk full, a read-only folder) leaves no half-written file and an
// existing file at the path as it was.
//
// What is at the path is checked first, as saves check it (util/WriteTarget.h):
// a symbolic link is followed to the file it names (the link stays), and
// only a regular file is replaced -- never a FIFO, a device or a folder,
// never a Suanpan project (the one exported from, by identity, or any other),
// never a read-only file.
//
// The temporary file is ".<name>.XXXXXX" (<name> cut to 64 bytes), held
// under an flock() while it is written: a killed export leaves one behind
// with no lock on it, and the next export to the same name removes it.
//
// Errors (subject: the destination path, detail: the system's reason or
// the resolved path):
//   "export.not_writable"  the folder does not exist or cannot be written,
//                          or the path is a folder
//   "export.not_regular"   a FIFO, device or socket is there (detail: the
//                          resolved path)
//   "export.is_project"    a Suanpan project is there (detail: the resolved path)
//   "export.read_only"     the file there is read-only
//   "export.write_failed"  writing, flushing or renaming failed (disk full)
class PendingFile final
{
public:
    // `project`: the project file exported from, refused as a destination
    // whatever the spelling (by device and inode); may be empty.
    static Result<PendingFile> create(const std::string &path, const std::string &project = {});
    PendingFile(PendingFile &&other) noexcept;
    PendingFile &operator=(PendingFile &&) = delete;
    PendingFile(const PendingFile &) = delete;
    PendingFile &operator=(const PendingFile &) = delete;
    ~PendingFile();

    // Where a writer that opens files by name (libxlsxwriter) writes.
    const std::string &tempPath() const { return m_tempPath; }
    // Writes `bytes` to the temporary file (for writers with bytes in hand).
    Status write(std::string_view bytes);
    // Flushes the temporary file to disk and renames it over the destination.
    Status commit();

    // Removes the temporary files of exports to `path` that were killed
    // (ours by name, with no live export holding their lock). create() does
    // this; returns how many it removed.
    static int removeStaleTemporaries(const std::string &path);

private:
    PendingFile(std::string path, std::string subject, std::string tempPath, int fd);
    Status fail(ErrorCode code, int error) const;

    std::string m_path;    // the file replaced (a link's target)
    std::string m_subject; // the path as given, for errors
    std::string m_tempPath;
    int m_fd = -1;
    bool m_committed = false;
};

} // namespace suanpan
