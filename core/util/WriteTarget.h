#pragma once

#include <string>
#include <string_view>

namespace suanpan {

// What a save or an export would replace at a path (ProjectStore::save,
// export/PendingFile). Both write a temporary file beside it and rename
// that over it, so both must first know what is there.
struct WriteTarget {
    // `path` itself, or the end of its chain of symbolic links (relative
    // links resolve from the link's folder): the link stays a link and its
    // target gets the new content.
    std::string path;
    bool exists = false;
    // exists and is a regular file; anything else (a FIFO, a device, a
    // socket, a folder) must not be replaced: renaming over /dev/null or a
    // FIFO would replace it, and a folder cannot be replaced.
    bool regular = false;
    unsigned long long device = 0;
    unsigned long long inode = 0;
};

// Resolves `path` into `out`. Returns 0, or the errno of the step that
// failed, named in `step` ("lstat", "readlink", "resolve link" for ELOOP).
int resolveWriteTarget(const std::string &path, WriteTarget &out, std::string &step);

// The folder of `path` ("." for a bare name).
std::string folderOf(const std::string &path);
// The last component of `path`.
std::string baseNameOf(const std::string &path);

// `name` cut to at most `maxBytes` bytes at a UTF-8 character boundary, for
// temporary file names: a project named with 80 Chinese characters is 240
// bytes, and its temporary file's name must stay under NAME_MAX (255).
std::string shortStem(std::string_view name, std::size_t maxBytes = 64);

} // namespace suanpan
