#include "Messages.h"

#include <map>

namespace suanpan::cli {

namespace {

std::string withDetail(std::string sentence, const std::string &detail)
{
    if (!detail.empty())
        sentence += " (" + detail + ")";
    return sentence;
}

} // namespace

std::string describe(const Error &e)
{
    const std::string &s = e.subject;
    static const std::map<std::string, std::string> sentences{
        {"store.not_found", "no such file"},
        {"store.not_sqlite", "not a Suanpan project: the file is not an SQLite database"},
        {"store.not_project", "not a Suanpan project: an SQLite database of another application"},
        {"store.too_new", "made by a newer Suanpan (schema version shown); update Suanpan to open it"},
        {"store.corrupt", "the project file is damaged"},
        {"store.bad_data", "the project file holds a value Suanpan cannot read"},
        {"store.io", "could not read or write the file"},
        {"store.read_only", "the location is read-only; save somewhere else"},
        {"json.parse", "not valid JSON"},
        {"json.too_large", "the JSON document is too large"},
        {"json.too_deep", "the JSON document is nested too deeply"},
        {"json.too_new", "the JSON document is from a newer Suanpan"},
        {"json.missing", "required field is missing"},
        {"json.type", "wrong type, expected"},
        {"json.enum", "unknown value"},
        {"json.invalid", "invalid value"},
        {"catalog.parse", "catalog file is not valid JSON"},
        {"catalog.missing", "catalog field is missing"},
        {"catalog.type", "catalog field has the wrong type, expected"},
        {"catalog.enum", "catalog field has an unknown value"},
        {"catalog.invalid", "catalog field has an invalid value"},
        {"catalog.not_found", "catalog folder not found"},
        {"catalog.io", "could not read the catalog file"},
        {"file.not_found", "no such file"},
        {"file.too_large", "the file is too large"},
        {"file.io", "could not read or write the file"},
    };
    const auto it = sentences.find(e.code);
    const std::string what = it != sentences.end() ? it->second : e.code;
    if (s.empty())
        return withDetail(what, e.detail);
    return withDetail(s + ": " + what, e.detail);
}

std::string describe(const ValidationIssue &issue)
{
    static const std::map<std::string, std::string> sentences{
        {"required", "is required"},
        {"not_finite", "must be a finite number"},
        {"negative", "must not be negative"},
        {"not_positive", "must be greater than zero"},
        {"out_of_range", "is out of range"},
        {"range_order", "needs low <= likely <= high"},
        {"duplicate_id", "repeats an id used before"},
        {"unknown_reference", "names an entry that does not exist"},
        {"inconsistent", "contradicts another field"},
    };
    const auto it = sentences.find(issue.code);
    std::string line = issue.field + " " + (it != sentences.end() ? it->second : issue.code);
    if (!issue.value.empty())
        line += " (got " + issue.value + ")";
    return line;
}

} // namespace suanpan::cli
