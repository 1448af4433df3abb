#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

#include "util/ErrorCodes.h"
#include "util/IssueCodes.h"
#include "util/JsonKind.h"

namespace suanpan {

// A coded error: core never words messages for people. `code` says what
// went wrong (ErrorCodes.h), `subject` names where (a file, a JSON path, a
// field) and `detail` carries the offending value or a technical reason.
// An invalid value (json.invalid, cost.invalid and the areas they are filed
// under) also carries the validation issue behind it, typed, and for
// too_large / too_long the bound. The few codes whose sentence needs more
// carry it typed too, never inside `detail`: the UI and the CLI turn the
// parts into a sentence.
struct Error {
    ErrorCode code = ErrorCode::Count;
    std::string subject;
    std::string detail;
    IssueCode issue = IssueCode::Count; // Count: not an invalid value
    std::string limit{};
    // project.over_limit: the field over its bound (a validation path, such
    // as "options[2].card_count"); `subject` is the file.
    std::string field{};
    // json.type, config.type, iperf3.type: the kind of value the field
    // should hold.
    JsonKind expected = JsonKind::Count;
    // The *.columns codes: the columns a row should have; `detail` holds
    // how many it has.
    int columnsExpected = 0;
    // json.invalid / cost.invalid of an inconsistent value: the rule broken.
    Contradiction contradiction = Contradiction::None;

    bool operator==(const Error &) const = default;
};

// The detail as one stable text, for JSON output and stored messages: an
// invalid value reads "<issue>: <value>" and its bound " > <limit>"
// ("too_large: 2147483647 > 1000000"), a value over a project's bound
// "<field> <value> > <limit>", a wrong JSON type the kind expected, a short
// row "expected <columns>, got <columns>". Never for people: the UI and the
// CLI word the parts.
inline std::string detailText(const Error &e)
{
    if (e.expected != JsonKind::Count)
        return std::string(jsonKindText(e.expected));
    if (e.columnsExpected > 0)
        return "expected " + std::to_string(e.columnsExpected) + ", got " + e.detail;
    if (!e.field.empty())
        return e.field + " " + e.detail + " > " + e.limit;
    if (e.issue == IssueCode::Count)
        return e.detail;
    std::string out(issueCodeText(e.issue));
    out += ": " + e.detail;
    if (!e.limit.empty())
        out += " > " + e.limit;
    return out;
}

// A json.type, config.type or iperf3.type error: the value at `subject` is not of the
// kind expected.
inline Error wrongType(ErrorCode code, std::string subject, JsonKind expected)
{
    Error e{code, std::move(subject), {}};
    e.expected = expected;
    return e;
}

// A *.columns error: the row at `subject` has `found` columns where
// `expected` are needed.
inline Error columnCount(ErrorCode code, std::string subject, std::size_t expected,
                         std::size_t found)
{
    Error e{code, std::move(subject), std::to_string(found)};
    e.columnsExpected = int(expected);
    return e;
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
