#pragma once

#include <string>
#include <string_view>

#include "util/Result.h"

namespace suanpan {

// A file that appears at its path whole or not at all: it is written to a
// temporary file beside the destination (same folder, so the rename cannot
// cross file systems) and renamed over it only when complete. Destroyed
// uncommitted, it removes the temporary file, so a failed export (disk
// full, a read-only folder) leaves no half-written file and an existing
// file at the path as it was.
//
// Errors (subject: the destination path, detail: the system's reason):
//   "export.not_writable"  the folder does not exist or cannot be written
//   "export.write_failed"  writing, flushing or renaming failed (disk full)
class PendingFile final
{
public:
    static Result<PendingFile> create(const std::string &path);
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

private:
    PendingFile(std::string path, std::string tempPath, int fd);
    Status fail(const char *code, int error) const;

    std::string m_path;
    std::string m_tempPath;
    int m_fd = -1;
    bool m_committed = false;
};

} // namespace suanpan
