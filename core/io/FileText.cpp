#include "FileText.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace suanpan {

Result<std::string> readFileText(const std::string &path, std::size_t maxBytes)
{
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        return Error{ErrorCode::FileNotFound, path, ""};
    if (std::filesystem::is_directory(status))
        return Error{ErrorCode::FileIo, path, "is a directory"};
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > maxBytes)
        return Error{ErrorCode::FileTooLarge, path, std::to_string(size) + " bytes"};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error{ErrorCode::FileIo, path, std::strerror(errno)};
    std::string text;
    text.resize(ec ? 0 : static_cast<std::size_t>(size));
    if (!ec && size > 0)
        in.read(text.data(), static_cast<std::streamsize>(size));
    if (ec || in.gcount() != static_cast<std::streamsize>(size)) {
        // Size unknown or the file changed under us (a pipe, /proc): read to the cap.
        std::ostringstream rest;
        in.clear();
        in.seekg(0);
        rest << in.rdbuf();
        text = rest.str();
        if (text.size() > maxBytes)
            return Error{ErrorCode::FileTooLarge, path, std::to_string(text.size()) + " bytes"};
    }
    return text;
}

Status writeFileText(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        return Error{ErrorCode::FileIo, path, std::strerror(errno)};
    out << text;
    out.flush();
    if (!out)
        return Error{ErrorCode::FileIo, path, std::strerror(errno)};
    return Ok{};
}

} // namespace suanpan
