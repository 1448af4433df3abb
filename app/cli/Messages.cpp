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

// What each error code means, one plain-English line for the terminal.
const std::map<std::string, std::string, std::less<>> kSentences{
    {"store.not_found", "no such file"},
    {"store.not_sqlite", "not a Suanpan project: the file is not an SQLite database"},
    {"store.not_project", "not a Suanpan project: an SQLite database of another application"},
    {"store.too_new", "made by a newer Suanpan (schema version shown); update Suanpan to open it"},
    {"store.corrupt", "the project file is damaged"},
    {"store.bad_data", "the project file holds a value Suanpan cannot read"},
    {"store.io", "could not read or write the file"},
    {"store.read_only", "the location is read-only; save somewhere else"},
    {"store.hot_journal",
     "a save by another program was interrupted and its rollback journal (FILE-journal) is "
     "next to the file; open the file once with that program or the sqlite3 shell to roll it "
     "back, then try again"},
    {"store.not_regular", "cannot save over something that is not a regular file"},
    {"store.changed",
     "the file changed on disk since it was read (another program saved it); nothing was "
     "written: run the command again"},
    {"store.locked", "another program kept saving in this folder; nothing was written: try "
                     "again"},
    {"store.cancelled", "the save was cancelled while it waited; nothing was written"},
    {"store.folder_not_synced", "saved, but the folder could not be synced"},
    {"project.too_large",
     "the project is larger than Suanpan handles (at most 50 workloads, 200 options, 2000 "
     "workload x option pairs, 1000 evidence records; see README, Limits)"},
    {"project.over_limit", "a value is larger than Suanpan handles; see README, Limits"},
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
    {"iperf3.parse", "not iperf3 -J output (no JSON document)"},
    {"iperf3.truncated", "the iperf3 output is cut off"},
    {"iperf3.run_error", "iperf3 reported a failed run"},
    {"iperf3.missing", "the iperf3 output lacks a field it should have"},
    {"iperf3.type", "an iperf3 field has the wrong type"},
    {"iperf3.invalid", "an iperf3 field has an impossible value"},
    {"iperf3.too_large", "the iperf3 output is too large"},
    {"iperf3.too_deep", "the iperf3 output is nested too deeply"},
    {"nvidia_smi.run_error", "nvidia-smi reported its own failure"},
    {"nvidia_smi.no_header", "not nvidia-smi output: no known column header"},
    {"nvidia_smi.columns", "a row has the wrong number of columns"},
    {"nvidia_smi.no_gpus", "the nvidia-smi output lists no GPU"},
    {"nvidia_smi.too_many", "the nvidia-smi output lists too many GPUs"},
    {"nvidia_smi.too_large", "the nvidia-smi output is too large"},
    {"topology.no_header", "not nvidia-smi topo -m output: no GPU0 header"},
    {"topology.missing_row", "the topology matrix lacks a row"},
    {"topology.columns", "a topology row has the wrong number of columns"},
    {"topology.duplicate_row", "a topology row appears twice"},
    {"topology.too_many", "the topology lists too many GPUs"},
    {"topology.too_large", "the topology output is too large"},
    {"scaling.parse", "cannot read the scaling table"},
    {"scaling.invalid", "card counts must be whole and positive, throughput positive"},
    {"scaling.too_few", "a scaling table needs at least two card counts"},
    {"scaling.columns", "a scaling row has the wrong number of columns"},
    {"scaling.too_large", "the scaling table is too large"},
    {"training_log.empty", "the training log has no steps"},
    {"training_log.invalid", "the training log has an impossible value"},
    {"training_log.parse", "cannot read the training log"},
    {"training_log.columns", "a training log row has the wrong number of columns"},
    {"training_log.too_large", "the training log is too large"},
    {"evidence.too_large", "too large to keep as evidence (at most 4 MiB; size shown)"},
    {"evidence.empty", "the file is empty; there is nothing to keep as evidence"},
    {"cost.invalid", "invalid value for costing"},
    {"cost.no_price", "no price for this card under this contract"},
    {"cost.not_finite", "a cost input is not a finite number"},
    {"cost.host_needs_cabinet",
     "hosting your own servers needs a cabinet site (an IDC cabinet or a hosted cluster); "
     "the facility's kind is shown"},
    {"cost.build_needs_premises",
     "building needs premises of your own, not a GPU cloud; the facility's kind is shown"},
    {"cost.quote_not_rent",
     "a provider's quote prices rented cards: the option must rent (its acquisition shown)"},
    {"cost.quote_other_card",
     "the quote is for another card than the option's (the quote's card shown)"},
    {"cost.unknown_reference", "names an entry that does not exist"},
    {"cost.missing_assumption", "a default assumption is missing"},
    {"portfolio.no_owned_option",
     "no hosted or built option to own cards with (give --owned an option of the project "
     "that hosts or builds)"},
    {"portfolio.no_workloads", "the project has no workload that can be scheduled"},
    {"portfolio.no_rent_price", "no GPU-cloud price to rent this card by the hour or month"},
    {"quote.no_header", "the table is empty: the first line must name the columns"},
    {"quote.unknown_column", "a column this version does not know (README, Quote import format)"},
    {"quote.duplicate_column", "a column is named twice"},
    {"quote.missing_column", "a required column is missing"},
    {"quote.too_large", "too many rows for one project's quotes"},
    {"xlsx.not_zip", "not a workbook or a text table (the file looks like a cut-off .xlsx)"},
    {"xlsx.unsupported", "the workbook is stored in a way Suanpan does not read (save it "
                         "again as a plain .xlsx or as CSV)"},
    {"xlsx.corrupt", "the workbook is damaged (part shown)"},
    {"xlsx.no_sheet", "the archive holds no worksheet: not an .xlsx workbook"},
    {"xlsx.too_large", "a part of the workbook is larger than Suanpan reads (64 MiB, part "
                       "shown)"},
    {"file.not_found", "no such file"},
    {"file.too_large", "the file is too large"},
    {"file.io", "could not read or write the file"},
    {"export.not_writable", "cannot write there: the folder is missing or read-only"},
    {"export.write_failed", "writing the file failed (disk full?); nothing was written"},
    {"export.format_failed", "the workbook could not be built; nothing was written"},
    {"export.not_regular",
     "not a regular file (a pipe, device or socket): exports only replace files; nothing was "
     "written"},
    {"export.is_project",
     "that is a Suanpan project; an export never replaces one: choose another name"},
    {"export.read_only", "the file is read-only; nothing was written"},
    {"store.sidecar",
     "the project's FILE-journal or FILE-wal is not a regular file (a pipe, device or "
     "folder), so SQLite cannot open the project safely; move it away (path shown)"},
};

} // namespace

std::string describe(const Error &e)
{
    const std::string &s = e.subject;
    const auto it = kSentences.find(e.code);
    const std::string what = it != kSentences.end() ? it->second : e.code;
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
        {"unknown_code", "is not a code this version knows"},
        {"inconsistent", "contradicts another field"},
        {"not_date", "is not a date (YYYY-MM-DD)"},
        {"not_number", "is not a number"},
        {"too_large", "is larger than Suanpan handles"},
        {"too_long", "is longer than Suanpan keeps"},
    };
    const auto it = sentences.find(issue.code);
    std::string line = issue.field + " " + (it != sentences.end() ? it->second : issue.code);
    if (issue.code == "too_long")
        line += " (" + issue.value + " bytes, at most " + issue.limit + ")";
    else if (!issue.limit.empty())
        line += " (got " + issue.value + ", at most " + issue.limit + ")";
    else if (!issue.value.empty())
        line += " (got " + issue.value + ")";
    return line;
}

} // namespace suanpan::cli
