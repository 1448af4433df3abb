#include "Messages.h"

#include <string_view>

namespace suanpan::cli {

namespace {

std::string withDetail(std::string sentence, const std::string &detail)
{
    if (!detail.empty())
        sentence += " (" + detail + ")";
    return sentence;
}

// What each error code means, one plain-English line for the terminal.
struct Line {
    ErrorCode code;
    std::string_view text;
};

constexpr Line kSentences[] = {
    {ErrorCode::StoreBadData, "the project file holds a value Suanpan cannot read"},
    {ErrorCode::StoreCancelled, "the save was cancelled while it waited; nothing was written"},
    {ErrorCode::StoreChanged,
     "the file changed on disk since it was read (another program saved it); nothing was "
     "written: run the command again"},
    {ErrorCode::StoreCorrupt, "the project file is damaged"},
    {ErrorCode::StoreFolderNotSynced, "saved, but the folder could not be synced"},
    {ErrorCode::StoreHotJournal,
     "a save by another program was interrupted and its rollback journal (FILE-journal) "
     "is "
     "next to the file; open the file once with that program or the sqlite3 shell to "
     "roll it "
     "back, then try again"},
    {ErrorCode::StoreIo, "could not read or write the file"},
    {ErrorCode::StoreLocked, "another program kept saving in this folder; nothing was written: try "
                             "again"},
    {ErrorCode::StoreNotFound, "no such file"},
    {ErrorCode::StoreNotProject,
     "not a Suanpan project: an SQLite database of another application"},
    {ErrorCode::StoreNotRegular, "cannot save over something that is not a regular file"},
    {ErrorCode::StoreNotSqlite, "not a Suanpan project: the file is not an SQLite database"},
    {ErrorCode::StoreReadOnly, "the location is read-only; save somewhere else"},
    {ErrorCode::StoreSidecar,
     "the project's FILE-journal or FILE-wal is not a regular file (a pipe, device or "
     "folder), so SQLite cannot open the project safely; move it away (path shown)"},
    {ErrorCode::StoreTooNew,
     "made by a newer Suanpan (schema version shown); update Suanpan to open it"},
    {ErrorCode::ProjectOverLimit, "a value is larger than Suanpan handles; see README, Limits"},
    {ErrorCode::ProjectTooLarge,
     "the project is larger than Suanpan handles (at most 50 workloads, 200 options, "
     "2000 "
     "workload x option pairs, 1000 evidence records; see README, Limits)"},
    {ErrorCode::ExportCancelled, "the export was cancelled; nothing was written"},
    {ErrorCode::ExportCharts, "the charts could not be saved"},
    {ErrorCode::ExportFormatFailed, "the workbook could not be built; nothing was written"},
    {ErrorCode::ExportIsProject,
     "that is a Suanpan project; an export never replaces one: choose another name"},
    {ErrorCode::ExportNotRegular,
     "not a regular file (a pipe, device or socket): exports only replace files; nothing "
     "was "
     "written"},
    {ErrorCode::ExportNotWritable, "cannot write there: the folder is missing or read-only"},
    {ErrorCode::ExportReadOnly, "the file is read-only; nothing was written"},
    {ErrorCode::ExportWriteFailed, "writing the file failed (disk full?); nothing was written"},
    {ErrorCode::FileIo, "could not read or write the file"},
    {ErrorCode::FileNotFound, "no such file"},
    {ErrorCode::FileTooLarge, "the file is too large"},
    {ErrorCode::JsonDuplicateId, "an id is used more than once"},
    {ErrorCode::JsonEnum, "unknown value"},
    {ErrorCode::JsonInvalid, "invalid value"},
    {ErrorCode::JsonMissing, "required field is missing"},
    {ErrorCode::JsonNotProject, "the JSON document is not a Suanpan project (its format shown)"},
    {ErrorCode::JsonParse, "not valid JSON"},
    {ErrorCode::JsonTooDeep, "the JSON document is nested too deeply"},
    {ErrorCode::JsonTooLarge, "the JSON document is too large"},
    {ErrorCode::JsonTooNew, "the JSON document is from a newer Suanpan"},
    {ErrorCode::JsonType, "wrong type, expected"},
    {ErrorCode::JsonUnknownField, "a field this version does not know (check its spelling)"},
    {ErrorCode::CatalogDuplicateId, "catalog file uses an id more than once"},
    {ErrorCode::CatalogEnum, "catalog field has an unknown value"},
    {ErrorCode::CatalogInvalid, "catalog field has an invalid value"},
    {ErrorCode::CatalogIo, "could not read the catalog file"},
    {ErrorCode::CatalogMissing, "catalog field is missing"},
    {ErrorCode::CatalogNotFound, "catalog folder not found"},
    {ErrorCode::CatalogNotProject, "catalog file is not a catalog"},
    {ErrorCode::CatalogParse, "catalog file is not valid JSON"},
    {ErrorCode::CatalogTooDeep, "catalog file is nested too deeply"},
    {ErrorCode::CatalogTooLarge, "catalog file is too large"},
    {ErrorCode::CatalogTooNew, "catalog file is from a newer Suanpan"},
    {ErrorCode::CatalogType, "catalog field has the wrong type, expected"},
    {ErrorCode::CatalogUnknownField, "catalog file has a field this version does not know"},
    {ErrorCode::ChecklistDuplicateId, "checklist uses an id more than once"},
    {ErrorCode::ChecklistEnum, "checklist field has an unknown value"},
    {ErrorCode::ChecklistInvalid, "checklist field has an invalid value"},
    {ErrorCode::ChecklistMissing, "checklist field is missing"},
    {ErrorCode::ChecklistNotFound, "checklist not found"},
    {ErrorCode::ChecklistNotProject, "not a checklist template"},
    {ErrorCode::ChecklistParse, "checklist is not valid JSON"},
    {ErrorCode::ChecklistTooDeep, "checklist is nested too deeply"},
    {ErrorCode::ChecklistTooLarge, "checklist is too large"},
    {ErrorCode::ChecklistTooNew, "checklist is from a newer Suanpan"},
    {ErrorCode::ChecklistType, "checklist field has the wrong type, expected"},
    {ErrorCode::ChecklistUnknownField, "checklist has a field this version does not know"},
    {ErrorCode::ConfigInconsistent, "does not agree with"},
    {ErrorCode::ConfigMissing, "missing; Suanpan needs it to size the model"},
    {ErrorCode::ConfigNotObject,
     "not a model configuration (config.json holds a group of named fields)"},
    {ErrorCode::ConfigImplausibleSize,
     "with the other sizes, describes a model of an implausible number of parameters"},
    {ErrorCode::ConfigOutOfRange, "out of range"},
    {ErrorCode::ConfigParse, "the model configuration is not valid JSON"},
    {ErrorCode::ConfigType, "wrong type, expected"},
    {ErrorCode::UnitsEmpty, "no amount given"},
    {ErrorCode::UnitsOutOfRange, "the amount is out of range"},
    {ErrorCode::UnitsSyntax, "not an amount (for example 2.5k or 1e6)"},
    {ErrorCode::EvidenceEmpty, "the file is empty; there is nothing to keep as evidence"},
    {ErrorCode::EvidenceTooLarge, "too large to keep as evidence (at most 4 MiB; size shown)"},
    {ErrorCode::EvidenceUnknownKind, "cannot tell which tool wrote this file: give --kind"},
    {ErrorCode::Iperf3Invalid, "an iperf3 field has an impossible value"},
    {ErrorCode::Iperf3Missing, "the iperf3 output lacks a field it should have"},
    {ErrorCode::Iperf3Parse, "not iperf3 -J output (no JSON document)"},
    {ErrorCode::Iperf3RunError, "iperf3 reported a failed run"},
    {ErrorCode::Iperf3TooDeep, "the iperf3 output is nested too deeply"},
    {ErrorCode::Iperf3TooLarge, "the iperf3 output is too large"},
    {ErrorCode::Iperf3Truncated, "the iperf3 output is cut off"},
    {ErrorCode::Iperf3Type, "an iperf3 field has the wrong type"},
    {ErrorCode::NvidiaSmiColumns, "a row has the wrong number of columns"},
    {ErrorCode::NvidiaSmiNoGpus, "the nvidia-smi output lists no GPU"},
    {ErrorCode::NvidiaSmiNoHeader, "not nvidia-smi output: no known column header"},
    {ErrorCode::NvidiaSmiRunError, "nvidia-smi reported its own failure"},
    {ErrorCode::NvidiaSmiTooLarge, "the nvidia-smi output is too large"},
    {ErrorCode::NvidiaSmiTooMany, "the nvidia-smi output lists too many GPUs"},
    {ErrorCode::TopologyColumns, "a topology row has the wrong number of columns"},
    {ErrorCode::TopologyDuplicateRow, "a topology row appears twice"},
    {ErrorCode::TopologyMissingRow, "the topology matrix lacks a row"},
    {ErrorCode::TopologyNoHeader, "not nvidia-smi topo -m output: no GPU0 header"},
    {ErrorCode::TopologyTooLarge, "the topology output is too large"},
    {ErrorCode::TopologyTooMany, "the topology lists too many GPUs"},
    {ErrorCode::ScalingColumns, "a scaling row has the wrong number of columns"},
    {ErrorCode::ScalingInvalid, "card counts must be whole and positive, throughput positive"},
    {ErrorCode::ScalingParse, "cannot read the scaling table"},
    {ErrorCode::ScalingTooFew, "a scaling table needs at least two card counts"},
    {ErrorCode::ScalingTooLarge, "the scaling table is too large"},
    {ErrorCode::TrainingLogColumns, "a training log row has the wrong number of columns"},
    {ErrorCode::TrainingLogEmpty, "the training log has no steps"},
    {ErrorCode::TrainingLogInvalid, "the training log has an impossible value"},
    {ErrorCode::TrainingLogParse, "cannot read the training log"},
    {ErrorCode::TrainingLogTooLarge, "the training log is too large"},
    {ErrorCode::QuoteDuplicateColumn, "a column is named twice"},
    {ErrorCode::QuoteMissingColumn, "a required column is missing"},
    {ErrorCode::QuoteNoHeader, "the table is empty: the first line must name the columns"},
    {ErrorCode::QuoteTooLarge, "too many rows for one project's quotes"},
    {ErrorCode::QuoteUnknownColumn,
     "a column this version does not know (README, Quote import format)"},
    {ErrorCode::XlsxCorrupt, "the workbook is damaged (part shown)"},
    {ErrorCode::XlsxNoSheet, "the archive holds no worksheet: not an .xlsx workbook"},
    {ErrorCode::XlsxNotZip, "not a workbook or a text table (the file looks like a cut-off .xlsx)"},
    {ErrorCode::XlsxTooLarge, "a part of the workbook is larger than Suanpan reads (64 MiB, part "
                              "shown)"},
    {ErrorCode::XlsxUnsupported, "the workbook is stored in a way Suanpan does not read (save it "
                                 "again as a plain .xlsx or as CSV)"},
    {ErrorCode::CostBuildNeedsPremises,
     "building needs premises of your own, not a GPU cloud; the facility's kind is shown"},
    {ErrorCode::CostHostNeedsCabinet,
     "hosting your own servers needs a cabinet site (an IDC cabinet or a hosted "
     "cluster); "
     "the facility's kind is shown"},
    {ErrorCode::CostInvalid, "invalid value for costing"},
    {ErrorCode::CostMissingAssumption, "a default assumption is missing"},
    {ErrorCode::CostNoPrice, "no price for this card under this contract"},
    {ErrorCode::CostNotFinite, "a cost input is not a finite number"},
    {ErrorCode::CostQuoteNotRent,
     "a provider's quote prices rented cards: the option must rent (its acquisition "
     "shown)"},
    {ErrorCode::CostQuoteOtherCard,
     "the quote is for another card than the option's (the quote's card shown)"},
    {ErrorCode::CostUnknownReference, "names an entry that does not exist"},
    {ErrorCode::PortfolioNoOwnedOption,
     "no hosted or built option to own cards with (give --owned an option of the project "
     "that hosts or builds)"},
    {ErrorCode::PortfolioNoRentPrice, "no GPU-cloud price to rent this card by the hour or month"},
    {ErrorCode::PortfolioNoWorkloads, "the project has no workload that can be scheduled"},
    {ErrorCode::PortfolioNotPlanned, "the year plan has not been worked out"},
    {ErrorCode::ValidationConfig,
     "the published run names a model configuration Suanpan cannot read"},
    {ErrorCode::ValidationNoFit, "no request of the published run fits the cards"},
    {ErrorCode::ValidationNoModel, "the published run names no model (config or params)"},
    {ErrorCode::ValidationNoOutcome, "the published run gives no outcome to compare"},
    {ErrorCode::ValidationSizing, "the job of the published run cannot be sized"},
    {ErrorCode::ValidationTolerance, "the published table has an invalid tolerance"},
    {ErrorCode::ValidationUnknownCard, "the published run names an unknown card"},
    {ErrorCode::ValidationUnknownFacility, "the published run names an unknown facility"},
};

// Every code has exactly one line: a new code without its line does not
// compile.
constexpr bool everyCodeOnce()
{
    for (int c = 0; c < int(ErrorCode::Count); ++c) {
        int n = 0;
        for (const Line &line : kSentences)
            n += line.code == ErrorCode(c) ? 1 : 0;
        if (n != 1)
            return false;
    }
    return true;
}
static_assert(everyCodeOnce(), "each ErrorCode needs one line in kSentences");

std::string_view sentence(ErrorCode code)
{
    for (const Line &line : kSentences)
        if (line.code == code)
            return line.text;
    return {};
}

std::string_view issueSentence(IssueCode code)
{
    switch (code) {
    case IssueCode::Required:
        return "is required";
    case IssueCode::NotFinite:
        return "must be a finite number";
    case IssueCode::Negative:
        return "must not be negative";
    case IssueCode::NotPositive:
        return "must be greater than zero";
    case IssueCode::OutOfRange:
        return "is out of range";
    case IssueCode::RangeOrder:
        return "needs low <= likely <= high";
    case IssueCode::DuplicateId:
        return "repeats an id used before";
    case IssueCode::UnknownReference:
        return "names an entry that does not exist";
    case IssueCode::UnknownCode:
        return "is not a code this version knows";
    case IssueCode::Inconsistent:
        return "contradicts another field";
    case IssueCode::TooLarge:
        return "is larger than Suanpan handles";
    case IssueCode::TooLong:
        return "is longer than Suanpan keeps";
    case IssueCode::NotNumber:
        return "is not a number";
    case IssueCode::NotDate:
        return "is not a date (YYYY-MM-DD)";
    case IssueCode::IdFormat:
        return "is not an id (lower-case letters, digits, '-', '_', '.')";
    case IssueCode::Empty:
        return "is empty";
    case IssueCode::UnknownField:
        return "names a field this version does not have";
    case IssueCode::UnknownItem:
        return "names a checklist item that does not exist";
    case IssueCode::SelfReference:
        return "names its own item";
    case IssueCode::Count:
        break;
    }
    return "is not valid";
}

// An inconsistent value, by the rule it breaks.
std::string_view ruleSentence(Contradiction rule)
{
    switch (rule) {
    case Contradiction::ActiveAboveTotal:
        return "exceeds model.params_total";
    case Contradiction::KvHeadsNotDivisor:
        return "does not divide model.attention_heads evenly";
    case Contradiction::ExpertsPerTokenAbove:
        return "exceeds model.experts";
    case Contradiction::MinCardsAboveMax:
        return "exceeds max_cards";
    case Contradiction::QuoteOnlyForRent:
        return "prices rented cards only, and this option does not rent";
    case Contradiction::ValidUntilBeforeQuoted:
        return "is before quoted_on";
    case Contradiction::None:
    case Contradiction::Count:
        break;
    }
    return issueSentence(IssueCode::Inconsistent);
}

} // namespace

std::string describe(const Error &e)
{
    const std::string &s = e.subject;
    // Every code has its sentence (kSentences is checked complete); Count is
    // no code at all.
    const std::string what(e.code == ErrorCode::Count ? "unknown error" : sentence(e.code));
    std::string line = withDetail(s.empty() ? what : s + ": " + what, detailText(e));
    if (e.contradiction != Contradiction::None)
        line += ": it " + std::string(ruleSentence(e.contradiction));
    return line;
}

std::string describe(const ValidationIssue &issue)
{
    const std::string_view sentence = issue.contradiction == Contradiction::None
                                          ? issueSentence(issue.code)
                                          : ruleSentence(issue.contradiction);
    std::string line = issue.field + " " + std::string(sentence);
    if (issue.code == IssueCode::TooLong)
        line += " (" + issue.value + " bytes, at most " + issue.limit + ")";
    else if (!issue.limit.empty())
        line += " (got " + issue.value + ", at most " + issue.limit + ")";
    else if (!issue.value.empty())
        line += " (got " + issue.value + ")";
    return line;
}

std::string_view describe(AskCode ask)
{
    switch (ask) {
    case AskCode::Impossible:
        return "ask for the raw output of a new run on the delivered machines; do not sign on "
               "these figures";
    case AskCode::Unprovable:
        return "ask for the test repeated between two different delivered machines, with one "
               "stream per network link and at least 10 seconds";
    case AskCode::CardModel:
        return "ask for the card model ordered, or a lower price agreed in writing";
    case AskCode::CardCount:
        return "ask why the card count differs from the order and for the ordered number on "
               "each machine";
    case AskCode::PersistenceMode:
        return "ask for persistence mode on every card (nvidia-smi -pm 1), kept after a restart";
    case AskCode::PowerAndCooling:
        return "ask whether power or cooling holds the cards back, then repeat the test with a "
               "job that keeps every card busy";
    case AskCode::PowerLimit:
        return "ask for the power cap to be lifted (nvidia-smi -pl), or stated with a lower "
               "price in the contract";
    case AskCode::NvlinkMachine:
        return "ask for a machine whose cards are all joined by NVLink (SXM / HGX), or re-plan "
               "without splitting layers across cards";
    case AskCode::NetworkBandwidth:
        return "ask for the promised bandwidth: network cards, cables and switch ports checked, "
               "then measure again before paying";
    case AskCode::ScalingInterconnect:
        return "ask for NVLink, the PCIe switches and the network between machines to be "
               "checked, then repeat the scaling run";
    case AskCode::FrameworkSupport:
        return "ask for help tuning the training setup (parallel layout, communication), or "
               "re-plan time and cost with the measured MFU";
    case AskCode::Count:
        break;
    }
    return {};
}

} // namespace suanpan::cli
