#pragma once

#include <string>
#include <utility>
#include <variant>

#include "util/ErrorCodes.h"

namespace suanpan {

// A coded error: core never words messages for people. `code` says what
// went wrong (ErrorCodes.h), `subject` names where (a file, a JSON path, a
// field) and `detail` carries the offending value or a technical reason.
// The UI and the CLI turn the code into a sentence.
struct Error {
    ErrorCode code = ErrorCode::Count;
    std::string subject;
    std::string detail;

    bool operator==(const Error &) const = default;
};

// Value-or-error return type (std::expected arrives with C++23).
template <class T> class Result final
{
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_v); }
    T &value() & { return std::get<T>(m_v); }
    T &&value() && { return std::get<T>(std::move(m_v)); }
    const Error &error() const { return std::get<Error>(m_v); }

private:
    std::variant<T, Error> m_v;
};

// For operations that return nothing on success.
struct Ok {
};
using Status = Result<Ok>;

} // namespace suanpan
