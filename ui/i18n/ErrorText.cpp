#include "ErrorText.h"

#include <QDir>
#include <QStringList>

#include "i18n/CostText.h"
#include "i18n/QuoteText.h"
#include "i18n/YearText.h"
#include "util/Utf8.h"

using suanpan::Contradiction;
using suanpan::Error;
using suanpan::ErrorCode;
using suanpan::IssueCode;
using suanpan::JsonKind;

namespace {

// Errors and issues quote what a file said (an id, a value): shown as one
// line of valid text, as the CLI prints them.
QString oneLineText(const std::string &s)
{
    return QString::fromStdString(suanpan::oneLine(s));
}

// Paths in errors are shown the way the platform writes them.
QString fileName(const std::string &subject)
{
    return QDir::toNativeSeparators(oneLineText(subject));
}

// Catalog and checklist errors carry "file:json-path" in the subject
// (io/JsonRead.h fileError).
void splitFileSubject(const std::string &subject, QString *file, std::string *path)
{
    const auto colon = subject.find(":/");
    if (colon == std::string::npos) {
        *file = fileName(subject);
        path->clear();
        return;
    }
    *file = fileName(subject.substr(0, colon));
    *path = subject.substr(colon + 1);
}

} // namespace

QString ErrorText::jsonType(const Error &e)
{
    switch (e.expected) {
    case JsonKind::Object:
        //: JSON object: a group of named fields
        return tr("a group of fields");
    case JsonKind::Array:
        return tr("a list");
    case JsonKind::Number:
        return tr("a number");
    case JsonKind::Integer:
        return tr("a whole number");
    case JsonKind::Boolean:
        return tr("true or false");
    case JsonKind::String:
        return tr("text");
    case JsonKind::Count:
        break;
    }
    // A JSON library's own message (io/JsonCodec.cpp, guarded).
    return oneLineText(e.detail);
}

QString ErrorText::validationSentence(IssueCode code, Contradiction rule, const QString &label,
                                      const QString &value, const QString &limit)
{
    switch (code) {
    case IssueCode::TooLarge:
        //: %2 the value, %3 the largest value Suanpan accepts there
        return limit.isEmpty() ? tr("%1 is larger than Suanpan handles (%2).").arg(label, value)
                               : tr("%1 is larger than Suanpan handles: %2, at most %3.")
                                     .arg(label, value, limit);
    case IssueCode::TooLong:
        //: %2 and %3 lengths in bytes of UTF-8 (a Chinese character takes 3)
        return limit.isEmpty()
                   ? tr("%1 is too long (%2 bytes).").arg(label, value)
                   : tr("%1 is too long: %2 bytes, at most %3.").arg(label, value, limit);
    case IssueCode::Required:
        return tr("%1 is required.").arg(label);
    case IssueCode::NotDate:
        //: %2 what was written instead of a date
        return tr("%1 is not a date (YYYY-MM-DD): \"%2\".").arg(label, value);
    case IssueCode::NotNumber:
        //: %2 what was written instead of a number
        return tr("%1 is not a number: \"%2\".").arg(label, value);
    case IssueCode::NotFinite:
        return tr("%1 must be a finite number.").arg(label);
    case IssueCode::Negative:
        return tr("%1 cannot be negative.").arg(label);
    case IssueCode::NotPositive:
        return tr("%1 must be greater than zero.").arg(label);
    case IssueCode::OutOfRange:
        return value.isEmpty() ? tr("%1 is out of range.").arg(label)
                               //: %2 is the offending value
                               : tr("%1 is out of range (%2).").arg(label, value);
    case IssueCode::RangeOrder:
        return tr("%1: low, likely and high must be in increasing order.").arg(label);
    case IssueCode::DuplicateId:
        //: %2 is an identifier such as "o-4090-cloud"
        return tr("%1 \"%2\" is used more than once.").arg(label, value);
    case IssueCode::UnknownReference:
        return tr("%1 refers to \"%2\", which no catalog entry has.").arg(label, value);
    case IssueCode::UnknownCode:
        //: %2 is a code this version of Suanpan does not know, e.g. a cost line "bribes"
        return tr("%1 has a value this version of Suanpan does not know (\"%2\").")
            .arg(label, value);
    case IssueCode::Inconsistent:
        return inconsistentSentence(rule, label);
    case IssueCode::IdFormat:
        //: %2 the identifier as written
        return tr("%1 \"%2\" is not an identifier: use lower-case letters, digits, \"-\", "
                  "\"_\" and \".\".")
            .arg(label, value);
    case IssueCode::Empty:
        return tr("%1 is empty.").arg(label);
    case IssueCode::UnknownField:
        //: %2 a field name as written in a checklist file
        return tr("%1 names \"%2\", which is not a field of a Suanpan plan.").arg(label, value);
    case IssueCode::UnknownItem:
        //: %2 a checklist item's identifier
        return tr("%1 names the checklist item \"%2\", which no checklist has.").arg(label, value);
    case IssueCode::SelfReference:
        return tr("%1 names the item itself (\"%2\").").arg(label, value);
    case IssueCode::Count:
        break;
    }
    //: %2 is the offending value
    return tr("%1 is not valid (%2).").arg(label, value);
}

QString ErrorText::inconsistentSentence(Contradiction rule, const QString &label)
{
    switch (rule) {
    case Contradiction::ActiveAboveTotal:
        return tr("Active parameters cannot exceed total parameters.");
    case Contradiction::KvHeadsNotDivisor:
        return tr("KV heads must divide the attention heads evenly.");
    case Contradiction::ExpertsPerTokenAbove:
        return tr("Experts per token cannot exceed the number of experts.");
    case Contradiction::MinCardsAboveMax:
        return tr("Minimum cards cannot exceed maximum cards.");
    case Contradiction::QuoteOnlyForRent:
        return tr("A provider quote prices rented cards only: rent this option or remove its "
                  "quote.");
    case Contradiction::ValidUntilBeforeQuoted:
        return tr("The quote is valid until a day before it was quoted.");
    case Contradiction::None:
    case Contradiction::Count:
        break;
    }
    return tr("%1 contradicts another field.").arg(label);
}

QString ErrorText::evaluationRefusal(const suanpan::Evaluation &evaluation)
{
    QString first;
    if (!evaluation.issues.empty())
        first = issue(evaluation.issues.front());
    else if (!evaluation.problems.empty())
        first = ErrorText::error(evaluation.problems.front());
    else
        return {};
    const int more = int(evaluation.issues.size() + evaluation.problems.size()) - 1;
    if (more > 0)
        //: %1 a sentence about a problem; %n further problems
        first = tr("%1 (and %n more problem(s))", "", more).arg(first);
    return first;
}

QString ErrorText::issue(const suanpan::ValidationIssue &issue, bool withContext)
{
    const QString label = fieldLabel(issue.field, withContext);
    QString sentence = validationSentence(issue.code, issue.contradiction, label,
                                          oneLineText(issue.value), oneLineText(issue.limit));
    // Cross-field sentences do not name the entity themselves.
    if (withContext && issue.code == IssueCode::Inconsistent) {
        QString context, leafLabel;
        splitLabel(issue.field, &context, &leafLabel);
        if (!context.isEmpty())
            sentence = tr("%1: %2").arg(context, sentence);
    }
    return sentence;
}

QString ErrorText::documentSentence(ErrorCode kind, const std::string &path, const Error &e)
{
    const QString detail = oneLineText(e.detail);
    switch (kind) {
    case ErrorCode::JsonParse:
        return tr("The text is not valid JSON: %1").arg(detail);
    case ErrorCode::JsonTooLarge:
        return tr("The JSON document is too large (%1 bytes).").arg(detail);
    case ErrorCode::JsonTooDeep:
        return tr("The JSON document is nested too deeply (more than %1 levels).").arg(detail);
    case ErrorCode::JsonNotProject:
        return tr("The JSON document is not a Suanpan project (its format is \"%1\").").arg(detail);
    case ErrorCode::JsonTooNew:
        return tr("The document was written by a newer version of Suanpan (format %1). Update "
                  "Suanpan to read it.")
            .arg(detail);
    case ErrorCode::JsonMissing:
        return tr("%1 is missing.").arg(fieldLabel(path));
    case ErrorCode::JsonType:
        return tr("%1 must be %2.").arg(fieldLabel(path), jsonType(e));
    case ErrorCode::JsonEnum:
        return tr("%1 has an unknown value \"%2\".").arg(fieldLabel(path), detail);
    case ErrorCode::JsonUnknownField:
        //: %1 is the name of a field in a JSON document that Suanpan does not know
        return tr("\"%1\" is not a field Suanpan knows; check its spelling.").arg(detail);
    case ErrorCode::JsonDuplicateId:
        return tr("The identifier \"%1\" is used more than once.").arg(detail);
    case ErrorCode::JsonInvalid:
        return validationSentence(e.issue, e.contradiction, fieldLabel(path), detail,
                                  oneLineText(e.limit));
    default:
        break;
    }
    return tr("Unexpected problem (%1).").arg(codeText(kind));
}

QString ErrorText::placeOf(const std::string &subject)
{
    // Text parsers name lines as "line N" (core/verify/TextScan.cpp).
    if (subject.starts_with("line "))
        //: A line of an imported file; %1 is its number
        return tr("Line %1").arg(oneLineText(subject.substr(5)));
    return oneLineText(subject);
}

QString ErrorText::evidenceSentence(const Error &e)
{
    const QString detail = oneLineText(e.detail);
    switch (e.code) {
    case ErrorCode::EvidenceEmpty:
        return tr("The file is empty.");
    // Set by the Verification page when the content matches no known tool.
    case ErrorCode::EvidenceUnknownKind:
        return tr("Suanpan cannot tell which tool wrote this file. Choose its kind in the list "
                  "next to the import button and import it again.");
    case ErrorCode::EvidenceTooLarge:
        return tr("The file is too large to keep as evidence (%1 bytes; at most 4 MB).")
            .arg(detail);
    case ErrorCode::Iperf3Parse:
        return tr("This is not iperf3 output: run iperf3 with -J to get its JSON report (%1).")
            .arg(detail);
    case ErrorCode::Iperf3Truncated:
        return tr("The iperf3 report is cut off before its end; copy the whole output or run "
                  "the test again.");
    case ErrorCode::Iperf3RunError:
        //: %1 is iperf3's own error message, in English
        return tr("iperf3 reports that the test failed: %1").arg(detail);
    case ErrorCode::Iperf3Missing:
        //: %1 is a position in a JSON document, such as "/end/sum_received"
        return tr("The iperf3 report has no result summary (%1 is missing); the test may not have "
                  "finished.")
            .arg(placeOf(e.subject));
    case ErrorCode::Iperf3Type:
        return tr("In the iperf3 report, %1 must be %2.").arg(placeOf(e.subject), jsonType(e));
    case ErrorCode::Iperf3Invalid:
        return tr("The iperf3 report holds an impossible value at %1.").arg(placeOf(e.subject));
    case ErrorCode::Iperf3TooLarge:
    case ErrorCode::NvidiaSmiTooLarge:
    case ErrorCode::TopologyTooLarge:
    case ErrorCode::ScalingTooLarge:
    case ErrorCode::TrainingLogTooLarge:
        return tr("The output is too large to read.");
    case ErrorCode::Iperf3TooDeep:
        return tr("The iperf3 report is nested too deeply to read.");
    case ErrorCode::NvidiaSmiRunError:
        //: %1 is nvidia-smi's own message, in English
        return tr("nvidia-smi reports that it failed: %1").arg(detail);
    case ErrorCode::NvidiaSmiNoHeader:
        return tr("This is not nvidia-smi output: no line names a column such as \"name\" or "
                  "\"memory.total\", and there is no \"NVSMI LOG\" report.");
    case ErrorCode::NvidiaSmiColumns:
    case ErrorCode::TopologyColumns:
    case ErrorCode::ScalingColumns:
    case ErrorCode::TrainingLogColumns:
        return columnsSentence(e);
    case ErrorCode::NvidiaSmiNoGpus:
        return tr("The nvidia-smi output lists no card.");
    case ErrorCode::NvidiaSmiTooMany:
        return tr("The nvidia-smi output lists more cards than one machine can hold.");
    case ErrorCode::TopologyNoHeader:
        return tr("This is not \"nvidia-smi topo -m\" output: no row names GPU0.");
    case ErrorCode::TopologyMissingRow:
        return tr("The card topology has no row for %1; copy the whole matrix.")
            .arg(placeOf(e.subject));
    case ErrorCode::TopologyDuplicateRow:
        return tr("The card topology lists %1 twice.").arg(placeOf(e.subject));
    case ErrorCode::TopologyTooMany:
        return tr("The card topology lists more cards than one machine can hold.");
    case ErrorCode::ScalingParse:
    case ErrorCode::TrainingLogParse:
        //: %1 is a place such as "line 4", %2 the text found there
        return tr("%1 is not a number (\"%2\").").arg(placeOf(e.subject), detail);
    case ErrorCode::ScalingInvalid:
        return tr("%1: card counts must be whole numbers above zero and throughput must be "
                  "above zero.")
            .arg(placeOf(e.subject));
    case ErrorCode::ScalingTooFew:
        return tr("A scaling table needs results for at least two card counts.");
    case ErrorCode::TrainingLogInvalid:
        return tr("%1: step times and tokens per step must be above zero.").arg(placeOf(e.subject));
    case ErrorCode::TrainingLogEmpty:
        return tr("The training log has no steps to measure.");
    default:
        break;
    }
    return unexpected(e);
}

QString ErrorText::columnsSentence(const Error &e)
{
    //: %1 is a place such as "Line 4" or "GPU2"; %2 and %3 are column counts
    return tr("%1 has %3 columns where %2 are expected.")
        .arg(placeOf(e.subject), QString::number(e.columnsExpected), oneLineText(e.detail));
}

QString ErrorText::saveError(const Error &e)
{
    if (e.code == ErrorCode::ProjectOverLimit)
        //: %1 a file name, %2 a field such as "Option 2: Card count", %3 its value, %4
        //: the largest value Suanpan handles (for a text: lengths in bytes)
        return tr("\"%1\" was not saved: %2 is larger than Suanpan handles (%3, at most "
                  "%4). Correct it and save again.")
            .arg(fileName(e.subject), fieldLabel(e.field), oneLineText(e.detail),
                 oneLineText(e.limit));
    if (e.code == ErrorCode::StoreBadData)
        //: %1 is a file name, %2 the technical name of the refused value
        return tr("\"%1\" was not saved: some of the project's data is invalid (%2). Correct the "
                  "fields marked in red and save again.")
            .arg(fileName(e.subject), oneLineText(e.detail));
    return error(e);
}

QString ErrorText::storeSentence(const Error &e)
{
    const QString file = fileName(e.subject);
    const QString detail = oneLineText(e.detail);
    switch (e.code) {
    case ErrorCode::StoreNotFound:
        return tr("The file \"%1\" does not exist.").arg(file);
    case ErrorCode::StoreNotSqlite:
        return tr("\"%1\" is not a Suanpan project file.").arg(file);
    case ErrorCode::StoreNotProject:
        return tr("\"%1\" is a database, but not a Suanpan project.").arg(file);
    case ErrorCode::StoreTooNew:
        return tr("\"%1\" was saved by a newer version of Suanpan (file format %2). Update "
                  "Suanpan to open it.")
            .arg(file, detail);
    case ErrorCode::StoreCorrupt:
        return tr("\"%1\" is damaged and was not opened, so nothing in it was changed. "
                  "Details: %2")
            .arg(file, detail);
    case ErrorCode::StoreBadData:
        return tr("\"%1\" contains data Suanpan cannot read (%2).").arg(file, detail);
    case ErrorCode::StoreIo:
        return tr("Could not read or write \"%1\": %2").arg(file, detail);
    case ErrorCode::StoreReadOnly:
        return tr("\"%1\" cannot be written here. Use Save As to choose another folder.").arg(file);
    case ErrorCode::StoreSidecar:
        //: %1 a file name, %2 the path of its FILE-journal or FILE-wal
        return tr("\"%1\" was not opened: \"%2\" next to it is not a regular file (a pipe, "
                  "device or folder), so the database cannot be opened safely. Move it away "
                  "and try again.")
            .arg(file, fileName(e.detail));
    case ErrorCode::StoreHotJournal:
        //: A rollback journal: the FILE-journal file SQLite writes while saving
        return tr("\"%1\" was not opened: another program was interrupted while saving it, and "
                  "its rollback journal is still next to the file. Open the file once in that "
                  "program (or the sqlite3 shell) to finish the rollback, then try again.")
            .arg(file);
    case ErrorCode::StoreNotRegular:
        return tr("\"%1\" was not saved: it is not a regular file (a device, pipe or folder).")
            .arg(file);
    case ErrorCode::StoreChanged:
        return tr("\"%1\" was not saved: another program changed it after it was opened.")
            .arg(file);
    case ErrorCode::StoreLocked:
        return tr("\"%1\" was not saved: another program kept saving in its folder. Try again.")
            .arg(file);
    case ErrorCode::StoreCancelled:
        return tr("\"%1\" was not saved: the save was cancelled while another program was "
                  "saving in its folder. The file is as it was.")
            .arg(file);
    case ErrorCode::StoreFolderNotSynced:
        return tr("\"%1\" was saved, but its folder could not be synced to disk: a power cut "
                  "now could bring back the previous version.")
            .arg(file);
    default:
        break;
    }
    return unexpected(e);
}

QString ErrorText::projectSentence(const Error &e)
{
    const QString detail = oneLineText(e.detail);
    if (e.code == ErrorCode::ProjectTooLarge)
        //: %1 is a file name, %2 what is over the limit, e.g. "options 5000 > 200"
        return tr("\"%1\" is larger than Suanpan handles (%2). The limits are 50 workloads, 200 "
                  "options, 2000 workload-option pairs and 1000 evidence records.")
            .arg(fileName(e.subject), detail);
    //: %1 a file name, %2 a field such as "Option 2: Card count", %3 its value, %4
    //: the largest value Suanpan handles (for a text: lengths in bytes)
    return tr("\"%1\" was not opened: %2 is larger than Suanpan handles (%3, at most "
              "%4). Nothing in the file was changed.")
        .arg(fileName(e.subject), fieldLabel(e.field), detail, oneLineText(e.limit));
}

QString ErrorText::exportSentence(const Error &e)
{
    const QString file = fileName(e.subject);
    const QString detail = oneLineText(e.detail);
    switch (e.code) {
    case ErrorCode::ExportNotWritable:
        return tr("Could not write \"%1\": the folder does not exist or is read-only (%2).")
            .arg(file, detail);
    case ErrorCode::ExportWriteFailed:
        return tr("Writing \"%1\" failed, so nothing was written (%2). Is the disk full?")
            .arg(file, detail);
    case ErrorCode::ExportFormatFailed:
        //: %2 the workbook library's reason, in English
        return tr("The workbook \"%1\" could not be built, so nothing was written (%2).")
            .arg(file, detail);
    case ErrorCode::ExportNotRegular:
        return tr("\"%1\" is not a regular file (a pipe, device or socket); an export only "
                  "replaces files. Nothing was written.")
            .arg(file);
    case ErrorCode::ExportIsProject:
        return tr("\"%1\" is a Suanpan project; an export never replaces one. Choose another "
                  "name.")
            .arg(file);
    case ErrorCode::ExportReadOnly:
        return tr("\"%1\" is read-only, so nothing was written. Choose another name.").arg(file);
    case ErrorCode::ExportCancelled:
        return tr("The export was cancelled; nothing was written.");
    case ErrorCode::ExportCharts:
        //: %1 a folder, %2 the reason a chart image could not be written
        return tr("The charts could not be saved in \"%1\": %2").arg(file, detail);
    default:
        break;
    }
    return unexpected(e);
}

QString ErrorText::fileSentence(const Error &e)
{
    const QString file = fileName(e.subject);
    if (e.code == ErrorCode::FileNotFound)
        return tr("The file \"%1\" does not exist.").arg(file);
    if (e.code == ErrorCode::FileTooLarge)
        return tr("\"%1\" is too large to read (%2).").arg(file, oneLineText(e.detail));
    return tr("Could not read or write \"%1\": %2").arg(file, oneLineText(e.detail));
}

// Catalog files and checklist templates: the same checks as any JSON
// document, naming the file ("file:json-path" in the subject, JsonRead.h).
QString ErrorText::inFileSentence(const Error &e)
{
    QString file;
    std::string path;
    splitFileSubject(e.subject, &file, &path);
    const QString detail = oneLineText(e.detail);
    switch (e.code) {
    case ErrorCode::CatalogNotFound:
        return tr("The catalog \"%1\" was not found.").arg(file);
    case ErrorCode::CatalogIo:
        return tr("Could not read the catalog \"%1\": %2").arg(file, detail);
    case ErrorCode::CatalogTooLarge:
        return tr("The catalog \"%1\" is too large to read (%2).").arg(file, detail);
    case ErrorCode::ChecklistNotFound:
        return tr("The checklist \"%1\" was not found.").arg(file);
    default:
        break;
    }
    const QString sentence = documentSentence(suanpan::jsonKindOf(e.code), path, e);
    if (suanpan::areaOf(e.code) == suanpan::ErrorArea::Checklist)
        //: %1 is a checklist template's file name, %2 a sentence about the problem in it
        return tr("In the checklist \"%1\": %2").arg(file, sentence);
    //: %1 is a catalog file name, %2 a sentence about the problem in it
    return tr("In the catalog \"%1\": %2").arg(file, sentence);
}

// Model configurations (Hugging Face config.json): the subject is the
// config's own field name, shown as written in the file.
QString ErrorText::configSentence(const Error &e)
{
    const QString subject = oneLineText(e.subject);
    const QString detail = oneLineText(e.detail);
    switch (e.code) {
    case ErrorCode::ConfigParse:
        return documentSentence(ErrorCode::JsonParse, {}, e);
    case ErrorCode::ConfigNotObject:
        return tr("This is not a model configuration: a config.json holds a group of named "
                  "fields.");
    case ErrorCode::ConfigMissing:
        //: %1 is a field name in a config.json, e.g. "hidden_size"
        return tr("The model configuration has no \"%1\" field, which Suanpan needs to size the "
                  "model.")
            .arg(subject);
    case ErrorCode::ConfigType:
        //: %1 is a field name in a config.json, %2 a kind of value ("a whole number")
        return tr("In the model configuration, \"%1\" must be %2.").arg(subject, jsonType(e));
    case ErrorCode::ConfigOutOfRange:
        //: %1 is a field name in a config.json, %2 its value
        return tr("In the model configuration, \"%1\" is out of range (%2).").arg(subject, detail);
    case ErrorCode::ConfigImplausibleSize:
        return tr("In the model configuration, \"%1\" leads to an implausible model size.")
            .arg(subject);
    case ErrorCode::ConfigInconsistent:
        //: %1 is a field name in a config.json, %2 another field and its value ("experts = 8")
        return tr("In the model configuration, \"%1\" does not agree with %2.")
            .arg(subject, detail);
    default:
        break;
    }
    return unexpected(e);
}

QString ErrorText::unitsSentence(const Error &e)
{
    const QString text = oneLineText(e.detail);
    if (e.code == ErrorCode::UnitsEmpty)
        return tr("No amount was entered.");
    if (e.code == ErrorCode::UnitsOutOfRange)
        //: %1 an amount as typed, e.g. "3e400"
        return tr("\"%1\" is out of range.").arg(text);
    //: %1 what was typed where an amount was expected
    return tr("\"%1\" is not an amount Suanpan reads (for example 2.5k or 1e6).").arg(text);
}

QString ErrorText::unexpected(const Error &e)
{
    const QString code = codeText(e.code);
    const QString subject = oneLineText(e.subject);
    if (e.detail.empty())
        return tr("Unexpected error %1 (%2).").arg(code, subject);
    return tr("Unexpected error %1 (%2): %3").arg(code, subject, oneLineText(e.detail));
}

QString ErrorText::codeText(ErrorCode code)
{
    if (code == ErrorCode::Count)
        return QStringLiteral("?");
    const std::string_view text = suanpan::errorCodeText(code);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Each code's area words it; the table lists every code, so a new one that
// is not routed here does not compile (-Wswitch).
QString ErrorText::error(const Error &e)
{
    using C = ErrorCode;
    switch (e.code) {
    // clang-format off
    case C::StoreNotFound: case C::StoreNotSqlite: case C::StoreNotProject: case C::StoreTooNew:
    case C::StoreCorrupt: case C::StoreBadData: case C::StoreIo: case C::StoreReadOnly:
    case C::StoreSidecar: case C::StoreHotJournal: case C::StoreNotRegular: case C::StoreChanged:
    case C::StoreLocked: case C::StoreCancelled: case C::StoreFolderNotSynced:
        return storeSentence(e);
    case C::ProjectTooLarge: case C::ProjectOverLimit:
        return projectSentence(e);
    case C::ExportNotWritable: case C::ExportWriteFailed: case C::ExportFormatFailed:
    case C::ExportNotRegular: case C::ExportIsProject: case C::ExportReadOnly:
    case C::ExportCancelled: case C::ExportCharts:
        return exportSentence(e);
    case C::FileNotFound: case C::FileTooLarge: case C::FileIo:
        return fileSentence(e);
    case C::JsonParse: case C::JsonTooLarge: case C::JsonTooDeep: case C::JsonNotProject:
    case C::JsonTooNew: case C::JsonMissing: case C::JsonType: case C::JsonEnum:
    case C::JsonUnknownField: case C::JsonDuplicateId: case C::JsonInvalid:
        return documentSentence(e.code, e.subject, e);
    case C::CatalogParse: case C::CatalogTooLarge: case C::CatalogTooDeep:
    case C::CatalogNotProject: case C::CatalogTooNew: case C::CatalogMissing: case C::CatalogType:
    case C::CatalogEnum: case C::CatalogUnknownField: case C::CatalogDuplicateId:
    case C::CatalogInvalid: case C::CatalogNotFound: case C::CatalogIo:
    case C::ChecklistParse: case C::ChecklistTooLarge: case C::ChecklistTooDeep:
    case C::ChecklistNotProject: case C::ChecklistTooNew: case C::ChecklistMissing:
    case C::ChecklistType: case C::ChecklistEnum: case C::ChecklistUnknownField:
    case C::ChecklistDuplicateId: case C::ChecklistInvalid: case C::ChecklistNotFound:
        return inFileSentence(e);
    case C::ConfigParse: case C::ConfigNotObject: case C::ConfigMissing: case C::ConfigType:
    case C::ConfigOutOfRange: case C::ConfigImplausibleSize: case C::ConfigInconsistent:
        return configSentence(e);
    case C::UnitsEmpty: case C::UnitsSyntax: case C::UnitsOutOfRange:
        return unitsSentence(e);
    case C::EvidenceEmpty: case C::EvidenceTooLarge: case C::EvidenceUnknownKind:
    case C::Iperf3Parse: case C::Iperf3Truncated: case C::Iperf3RunError: case C::Iperf3Missing:
    case C::Iperf3Type: case C::Iperf3Invalid: case C::Iperf3TooLarge: case C::Iperf3TooDeep:
    case C::NvidiaSmiRunError: case C::NvidiaSmiNoHeader: case C::NvidiaSmiColumns:
    case C::NvidiaSmiNoGpus: case C::NvidiaSmiTooMany: case C::NvidiaSmiTooLarge:
    case C::TopologyNoHeader: case C::TopologyMissingRow: case C::TopologyColumns:
    case C::TopologyDuplicateRow: case C::TopologyTooMany: case C::TopologyTooLarge:
    case C::ScalingParse: case C::ScalingInvalid: case C::ScalingTooFew: case C::ScalingColumns:
    case C::ScalingTooLarge:
    case C::TrainingLogParse: case C::TrainingLogInvalid: case C::TrainingLogEmpty:
    case C::TrainingLogColumns: case C::TrainingLogTooLarge:
        return evidenceSentence(e);
    case C::QuoteNoHeader: case C::QuoteUnknownColumn: case C::QuoteDuplicateColumn:
    case C::QuoteMissingColumn: case C::QuoteTooLarge:
    case C::XlsxNotZip: case C::XlsxUnsupported: case C::XlsxCorrupt: case C::XlsxNoSheet:
    case C::XlsxTooLarge:
        return QuoteText::tableError(e);
    case C::CostInvalid: case C::CostNoPrice: case C::CostNotFinite: case C::CostHostNeedsCabinet:
    case C::CostBuildNeedsPremises: case C::CostQuoteNotRent: case C::CostQuoteOtherCard:
    case C::CostUnknownReference: case C::CostMissingAssumption:
        return CostText::problem(e);
    case C::PortfolioNoOwnedOption: case C::PortfolioNoWorkloads: case C::PortfolioNoRentPrice:
    case C::PortfolioNotPlanned:
        return YearText::error(e);
    // Rows of the published-run table (verify/PublishedRuns): read by the
    // estimates' validation, never by the app, so worded for support only.
    case C::ValidationConfig: case C::ValidationNoFit: case C::ValidationNoModel:
    case C::ValidationNoOutcome: case C::ValidationSizing: case C::ValidationTolerance:
    case C::ValidationUnknownCard: case C::ValidationUnknownFacility:
    case C::Count:
        break;
        // clang-format on
    }
    return unexpected(e);
}
