#pragma once

#include <string>
#include <utility>
#include <variant>

#include "util/ErrorCodes.h"
#include "util/IssueCodes.h"

namespace suanpan {

// A coded error: core never words messages for people. `code` says what
// went wrong (ErrorCodes.h), `subject` names where (a file, a JSON path, a
// field) and `detail` carries the offending value or a technical reason.
// An invalid value (json.invalid, cost.invalid and the areas they are filed
// under) also carries the validation issue behind it, typed, and for
// too_large / too_long the bound. The UI and the CLI turn the codes into a
// sentence.
struct Error {
    ErrorCode code = ErrorCode::Count;
    std::string subject;
    std::string detail;
    IssueCode issue = IssueCode::Count; // Count: not an invalid value
    std::string limit{};

    bool operator==(const Error &) const = default;
};

// The detail as one stable text, for JSON output and stored messages: an
// invalid value reads "<issue>: <value>" and its bound " > <limit>"
// ("too_large: 2147483647 > 1000000"). Never for people: the UI and the CLI
// word the parts.
inline std::string detailText(const Error &e)
{
    if (e.issue == IssueCode::Count)
        return e.detail;
    std::string out(issueCodeText(e.issue));
    out += ": " + e.detail;
    if (!e.limit.empty())
        out += " > " + e.limit;
    return out;
}

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
