#include "ErrorText.h"

#include <QDir>
#include <QStringList>

#include "i18n/CostText.h"
#include "util/Utf8.h"

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

// Catalog errors carry "file:json-path" in the subject (Catalog.cpp).
void splitCatalogSubject(const std::string &subject, QString *file, std::string *path)
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

// json.invalid details read "code: value" (or just "code").
void splitDetail(const std::string &detail, QString *code, QString *value)
{
    const auto sep = detail.find(": ");
    if (sep == std::string::npos) {
        *code = oneLineText(detail);
        value->clear();
        return;
    }
    *code = oneLineText(detail.substr(0, sep));
    *value = oneLineText(detail.substr(sep + 2));
}

QString leafOf(const std::string &field)
{
    QString f = oneLineText(field);
    const int cut = int(std::max(f.lastIndexOf(QLatin1Char('.')), f.lastIndexOf(QLatin1Char('/'))));
    return cut < 0 ? f : f.mid(cut + 1);
}

} // namespace

QString ErrorText::jsonType(const QString &type)
{
    if (type == QLatin1String("number"))
        return tr("a number");
    if (type == QLatin1String("integer"))
        return tr("a whole number");
    if (type == QLatin1String("string"))
        return tr("text");
    if (type == QLatin1String("boolean"))
        return tr("true or false");
    if (type == QLatin1String("object"))
        //: JSON object: a group of named fields
        return tr("a group of fields");
    if (type == QLatin1String("array"))
        return tr("a list");
    return type;
}

QString ErrorText::validationSentence(const QString &code, const QString &leafField,
                                      const QString &label, const QString &value,
                                      const QString &limit)
{
    if (code == QLatin1String("too_large"))
        //: %2 the value, %3 the largest value Suanpan accepts there
        return limit.isEmpty() ? tr("%1 is larger than Suanpan handles (%2).").arg(label, value)
                               : tr("%1 is larger than Suanpan handles: %2, at most %3.")
                                     .arg(label, value, limit);
    if (code == QLatin1String("too_long"))
        //: %2 and %3 lengths in bytes of UTF-8 (a Chinese character takes 3)
        return limit.isEmpty()
                   ? tr("%1 is too long (%2 bytes).").arg(label, value)
                   : tr("%1 is too long: %2 bytes, at most %3.").arg(label, value, limit);
    if (code == QLatin1String("required"))
        return tr("%1 is required.").arg(label);
    if (code == QLatin1String("not_date"))
        //: %2 what was written instead of a date
        return tr("%1 is not a date (YYYY-MM-DD): \"%2\".").arg(label, value);
    if (code == QLatin1String("not_number"))
        //: %2 what was written instead of a number
        return tr("%1 is not a number: \"%2\".").arg(label, value);
    if (code == QLatin1String("not_finite"))
        return tr("%1 must be a finite number.").arg(label);
    if (code == QLatin1String("negative"))
        return tr("%1 cannot be negative.").arg(label);
    if (code == QLatin1String("not_positive"))
        return tr("%1 must be greater than zero.").arg(label);
    if (code == QLatin1String("out_of_range"))
        return value.isEmpty() ? tr("%1 is out of range.").arg(label)
                               //: %2 is the offending value
                               : tr("%1 is out of range (%2).").arg(label, value);
    if (code == QLatin1String("range_order"))
        return tr("%1: low, likely and high must be in increasing order.").arg(label);
    if (code == QLatin1String("duplicate_id"))
        //: %2 is an identifier such as "o-4090-cloud"
        return tr("%1 \"%2\" is used more than once.").arg(label, value);
    if (code == QLatin1String("unknown_reference"))
        return tr("%1 refers to \"%2\", which no catalog entry has.").arg(label, value);
    if (code == QLatin1String("unknown_code"))
        //: %2 is a code this version of Suanpan does not know, e.g. a cost line "bribes"
        return tr("%1 has a value this version of Suanpan does not know (\"%2\").")
            .arg(label, value);
    if (code == QLatin1String("inconsistent")) {
        if (leafField == QLatin1String("params_active"))
            return tr("Active parameters cannot exceed total parameters.");
        if (leafField == QLatin1String("kv_heads"))
            return tr("KV heads must divide the attention heads evenly.");
        if (leafField == QLatin1String("experts_per_token"))
            return tr("Experts per token cannot exceed the number of experts.");
        if (leafField == QLatin1String("min_cards"))
            return tr("Minimum cards cannot exceed maximum cards.");
        return tr("%1 contradicts another field.").arg(label);
    }
    //: %2 is a technical code for support
    return tr("%1 is not valid (%2).").arg(label, code);
}

QString ErrorText::evaluationRefusal(const suanpan::Evaluation &evaluation)
{
    QString first;
    if (!evaluation.issues.empty())
        first = issue(evaluation.issues.front());
    else if (!evaluation.problems.empty())
        first = CostText::problem(evaluation.problems.front());
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
    QString sentence = validationSentence(oneLineText(issue.code), leafOf(issue.field), label,
                                          oneLineText(issue.value), oneLineText(issue.limit));
    // Cross-field sentences do not name the entity themselves.
    if (withContext && issue.code == "inconsistent") {
        QString context, leafLabel;
        splitLabel(issue.field, &context, &leafLabel);
        if (!context.isEmpty())
            sentence = tr("%1: %2").arg(context, sentence);
    }
    return sentence;
}

QString ErrorText::documentSentence(const std::string &kind, const std::string &path,
                                    const std::string &detailText)
{
    const QString detail = oneLineText(detailText);
    if (kind == "parse")
        return tr("The text is not valid JSON: %1").arg(detail);
    if (kind == "too_large")
        return tr("The JSON document is too large (%1 bytes).").arg(detail);
    if (kind == "too_deep")
        return tr("The JSON document is nested too deeply (more than %1 levels).").arg(detail);
    if (kind == "not_project")
        return tr("The JSON document is not a Suanpan project (its format is \"%1\").").arg(detail);
    if (kind == "too_new")
        return tr("The document was written by a newer version of Suanpan (format %1). Update "
                  "Suanpan to read it.")
            .arg(detail);
    if (kind == "missing")
        return tr("%1 is missing.").arg(fieldLabel(path));
    if (kind == "type")
        return tr("%1 must be %2.").arg(fieldLabel(path), jsonType(detail));
    if (kind == "enum")
        return tr("%1 has an unknown value \"%2\".").arg(fieldLabel(path), detail);
    if (kind == "unknown_field")
        //: %1 is the name of a field in a JSON document that Suanpan does not know
        return tr("\"%1\" is not a field Suanpan knows; check its spelling.").arg(detail);
    if (kind == "duplicate_id")
        return tr("The identifier \"%1\" is used more than once.").arg(detail);
    if (kind == "invalid") {
        QString code, value;
        splitDetail(detailText, &code, &value);
        return validationSentence(code, leafOf(path), fieldLabel(path), value);
    }
    return {};
}

QString ErrorText::placeOf(const std::string &subject)
{
    // Text parsers name lines as "line N" (core/verify/TextScan.cpp).
    if (subject.starts_with("line "))
        //: A line of an imported file; %1 is its number
        return tr("Line %1").arg(oneLineText(subject.substr(5)));
    return oneLineText(subject);
}

QString ErrorText::evidenceSentence(const suanpan::Error &e)
{
    const std::string &c = e.code;
    const QString detail = oneLineText(e.detail);
    if (c == "evidence.empty")
        return tr("The file is empty.");
    // Set by the Verification page when the content matches no known tool.
    if (c == "evidence.unknown_kind")
        return tr("Suanpan cannot tell which tool wrote this file. Choose its kind in the list "
                  "next to the import button and import it again.");
    if (c == "evidence.too_large")
        return tr("The file is too large to keep as evidence (%1 bytes; at most 4 MB).")
            .arg(detail);
    if (c == "iperf3.parse")
        return tr("This is not iperf3 output: run iperf3 with -J to get its JSON report (%1).")
            .arg(detail);
    if (c == "iperf3.truncated")
        return tr("The iperf3 report is cut off before its end; copy the whole output or run "
                  "the test again.");
    if (c == "iperf3.run_error")
        //: %1 is iperf3's own error message, in English
        return tr("iperf3 reports that the test failed: %1").arg(detail);
    if (c == "iperf3.missing")
        //: %1 is a position in a JSON document, such as "/end/sum_received"
        return tr("The iperf3 report has no result summary (%1 is missing); the test may not have "
                  "finished.")
            .arg(placeOf(e.subject));
    if (c == "iperf3.type")
        return tr("In the iperf3 report, %1 must be %2.").arg(placeOf(e.subject), jsonType(detail));
    if (c == "iperf3.invalid")
        return tr("The iperf3 report holds an impossible value at %1.").arg(placeOf(e.subject));
    if (c == "iperf3.too_large" || c == "nvidia_smi.too_large" || c == "topology.too_large" ||
        c == "scaling.too_large" || c == "training_log.too_large")
        return tr("The output is too large to read.");
    if (c == "iperf3.too_deep")
        return tr("The iperf3 report is nested too deeply to read.");
    if (c == "nvidia_smi.run_error")
        //: %1 is nvidia-smi's own message, in English
        return tr("nvidia-smi reports that it failed: %1").arg(detail);
    if (c == "nvidia_smi.no_header")
        return tr("This is not nvidia-smi output: no line names a column such as \"name\" or "
                  "\"memory.total\", and there is no \"NVSMI LOG\" report.");
    if (c == "nvidia_smi.columns" || c == "topology.columns" || c == "scaling.columns" ||
        c == "training_log.columns") {
        // detail: "expected N, got M" (core/verify).
        const QStringList counts = detail.split(QLatin1Char(' '));
        const QString expected = counts.value(1).remove(QLatin1Char(','));
        const QString got = counts.value(3);
        //: %1 is a place such as "Line 4" or "GPU2"; %2 and %3 are column counts
        return tr("%1 has %3 columns where %2 are expected.")
            .arg(placeOf(e.subject), expected, got);
    }
    if (c == "nvidia_smi.no_gpus")
        return tr("The nvidia-smi output lists no card.");
    if (c == "nvidia_smi.too_many")
        return tr("The nvidia-smi output lists more cards than one machine can hold.");
    if (c == "topology.no_header")
        return tr("This is not \"nvidia-smi topo -m\" output: no row names GPU0.");
    if (c == "topology.missing_row")
        return tr("The card topology has no row for %1; copy the whole matrix.")
            .arg(placeOf(e.subject));
    if (c == "topology.duplicate_row")
        return tr("The card topology lists %1 twice.").arg(placeOf(e.subject));
    if (c == "topology.too_many")
        return tr("The card topology lists more cards than one machine can hold.");
    if (c == "scaling.parse" || c == "training_log.parse")
        //: %1 is a place such as "line 4", %2 the text found there
        return tr("%1 is not a number (\"%2\").").arg(placeOf(e.subject), detail);
    if (c == "scaling.invalid")
        return tr("%1: card counts must be whole numbers above zero and throughput must be "
                  "above zero.")
            .arg(placeOf(e.subject));
    if (c == "scaling.too_few")
        return tr("A scaling table needs results for at least two card counts.");
    if (c == "training_log.invalid")
        return tr("%1: step times and tokens per step must be above zero.").arg(placeOf(e.subject));
    if (c == "training_log.empty")
        return tr("The training log has no steps to measure.");
    return {};
}

QString ErrorText::saveError(const suanpan::Error &e)
{
    if (e.code == "project.over_limit") {
        const QStringList parts = oneLineText(e.detail).split(QLatin1Char(' '));
        if (parts.size() == 4)
            //: %1 a file name, %2 a field such as "Option 2: Card count", %3 its value, %4
            //: the largest value Suanpan handles (for a text: lengths in bytes)
            return tr("\"%1\" was not saved: %2 is larger than Suanpan handles (%3, at most "
                      "%4). Correct it and save again.")
                .arg(fileName(e.subject), fieldLabel(parts[0].toStdString()), parts[1], parts[3]);
    }
    if (e.code == "store.bad_data")
        //: %1 is a file name, %2 the technical name of the refused value
        return tr("\"%1\" was not saved: some of the project's data is invalid (%2). Correct the "
                  "fields marked in red and save again.")
            .arg(fileName(e.subject), oneLineText(e.detail));
    return error(e);
}

QString ErrorText::error(const suanpan::Error &e)
{
    const std::string &c = e.code;
    const QString subject = oneLineText(e.subject);
    const QString detail = oneLineText(e.detail);

    // The project file.
    if (c == "store.not_found")
        return tr("The file \"%1\" does not exist.").arg(fileName(e.subject));
    if (c == "store.not_sqlite")
        return tr("\"%1\" is not a Suanpan project file.").arg(fileName(e.subject));
    if (c == "store.not_project")
        return tr("\"%1\" is a database, but not a Suanpan project.").arg(fileName(e.subject));
    if (c == "store.too_new")
        return tr("\"%1\" was saved by a newer version of Suanpan (file format %2). Update "
                  "Suanpan to open it.")
            .arg(fileName(e.subject), detail);
    if (c == "store.corrupt")
        return tr("\"%1\" is damaged and was not opened, so nothing in it was changed. "
                  "Details: %2")
            .arg(fileName(e.subject), detail);
    if (c == "store.bad_data")
        return tr("\"%1\" contains data Suanpan cannot read (%2).")
            .arg(fileName(e.subject), detail);
    if (c == "store.io")
        return tr("Could not read or write \"%1\": %2").arg(fileName(e.subject), detail);
    if (c == "store.read_only")
        return tr("\"%1\" cannot be written here. Use Save As to choose another folder.")
            .arg(fileName(e.subject));
    if (c == "project.too_large")
        //: %1 is a file name, %2 what is over the limit, e.g. "options 5000 > 200"
        return tr("\"%1\" is larger than Suanpan handles (%2). The limits are 50 workloads, 200 "
                  "options, 2000 workload-option pairs and 1000 evidence records.")
            .arg(fileName(e.subject), detail);
    if (c == "project.over_limit") {
        // detail: "<field> <value> > <limit>" (model/Limits.h).
        const QStringList parts = detail.split(QLatin1Char(' '));
        if (parts.size() == 4)
            //: %1 a file name, %2 a field such as "Option 2: Card count", %3 its value, %4
            //: the largest value Suanpan handles (for a text: lengths in bytes)
            return tr("\"%1\" was not opened: %2 is larger than Suanpan handles (%3, at most "
                      "%4). Nothing in the file was changed.")
                .arg(fileName(e.subject), fieldLabel(parts[0].toStdString()), parts[1], parts[3]);
        return tr("\"%1\" was not opened: it holds a value larger than Suanpan handles (%2).")
            .arg(fileName(e.subject), detail);
    }
    if (c == "store.sidecar")
        //: %1 a file name, %2 the path of its FILE-journal or FILE-wal
        return tr("\"%1\" was not opened: \"%2\" next to it is not a regular file (a pipe, "
                  "device or folder), so the database cannot be opened safely. Move it away "
                  "and try again.")
            .arg(fileName(e.subject), fileName(e.detail));
    if (c == "store.hot_journal")
        //: A rollback journal: the FILE-journal file SQLite writes while saving
        return tr("\"%1\" was not opened: another program was interrupted while saving it, and "
                  "its rollback journal is still next to the file. Open the file once in that "
                  "program (or the sqlite3 shell) to finish the rollback, then try again.")
            .arg(fileName(e.subject));
    if (c == "store.not_regular")
        return tr("\"%1\" was not saved: it is not a regular file (a device, pipe or folder).")
            .arg(fileName(e.subject));
    if (c == "store.changed")
        return tr("\"%1\" was not saved: another program changed it after it was opened.")
            .arg(fileName(e.subject));
    if (c == "store.locked")
        return tr("\"%1\" was not saved: another program kept saving in its folder. Try again.")
            .arg(fileName(e.subject));
    if (c == "store.cancelled")
        return tr("\"%1\" was not saved: the save was cancelled while another program was "
                  "saving in its folder. The file is as it was.")
            .arg(fileName(e.subject));
    if (c == "store.folder_not_synced")
        return tr("\"%1\" was saved, but its folder could not be synced to disk: a power cut "
                  "now could bring back the previous version.")
            .arg(fileName(e.subject));

    // Exported workbooks and tables (core/export).
    if (c == "export.not_writable")
        return tr("Could not write \"%1\": the folder does not exist or is read-only (%2).")
            .arg(fileName(e.subject), detail);
    if (c == "export.write_failed")
        return tr("Writing \"%1\" failed, so nothing was written (%2). Is the disk full?")
            .arg(fileName(e.subject), detail);
    if (c == "export.format_failed")
        //: %2 the workbook library's reason, in English
        return tr("The workbook \"%1\" could not be built, so nothing was written (%2).")
            .arg(fileName(e.subject), detail);
    if (c == "export.not_regular")
        return tr("\"%1\" is not a regular file (a pipe, device or socket); an export only "
                  "replaces files. Nothing was written.")
            .arg(fileName(e.subject));
    if (c == "export.is_project")
        return tr("\"%1\" is a Suanpan project; an export never replaces one. Choose another "
                  "name.")
            .arg(fileName(e.subject));
    if (c == "export.read_only")
        return tr("\"%1\" is read-only, so nothing was written. Choose another name.")
            .arg(fileName(e.subject));

    // Plain files (imports, catalog folders).
    if (c == "file.not_found")
        return tr("The file \"%1\" does not exist.").arg(fileName(e.subject));
    if (c == "file.too_large")
        return tr("\"%1\" is too large to read (%2).").arg(fileName(e.subject), detail);
    if (c == "file.io")
        return tr("Could not read or write \"%1\": %2").arg(fileName(e.subject), detail);

    // JSON documents (the example project, project JSON, checklist templates).
    if (c.starts_with("json.")) {
        const QString sentence = documentSentence(c.substr(5), e.subject, e.detail);
        if (!sentence.isEmpty())
            return sentence;
    }

    // Catalog files: the same checks, naming the file.
    if (c.starts_with("catalog.")) {
        QString file;
        std::string path;
        splitCatalogSubject(e.subject, &file, &path);
        if (c == "catalog.not_found")
            return tr("The catalog \"%1\" was not found.").arg(file);
        if (c == "catalog.io")
            return tr("Could not read the catalog \"%1\": %2").arg(file, detail);
        if (c == "catalog.too_large")
            return tr("The catalog \"%1\" is too large to read (%2).").arg(file, detail);
        QString sentence = documentSentence(c.substr(8), path, e.detail);
        if (sentence.isEmpty())
            sentence = tr("Unexpected problem (%1).").arg(oneLineText(c));
        //: %1 is a catalog file name, %2 a sentence about the problem in it
        return tr("In the catalog \"%1\": %2").arg(file, sentence);
    }

    // Model configurations (Hugging Face config.json): the subject is the
    // config's own field name, shown as written in the file.
    if (c == "config.parse")
        return documentSentence("parse", {}, e.detail);
    if (c == "config.not_object")
        return tr("This is not a model configuration: a config.json holds a group of named "
                  "fields.");
    if (c == "config.missing")
        //: %1 is a field name in a config.json, e.g. "hidden_size"
        return tr("The model configuration has no \"%1\" field, which Suanpan needs to size the "
                  "model.")
            .arg(subject);
    if (c == "config.type")
        //: %1 is a field name in a config.json, %2 a kind of value ("a whole number")
        return tr("In the model configuration, \"%1\" must be %2.").arg(subject, jsonType(detail));
    if (c == "config.out_of_range") {
        bool number = false;
        detail.toDouble(&number);
        if (number)
            //: %1 is a field name in a config.json, %2 its value
            return tr("In the model configuration, \"%1\" is out of range (%2).")
                .arg(subject, detail);
        return tr("In the model configuration, \"%1\" leads to an implausible model size.")
            .arg(subject);
    }
    if (c == "config.inconsistent")
        //: %1 is a field name in a config.json, %2 another field and its value ("experts = 8")
        return tr("In the model configuration, \"%1\" does not agree with %2.")
            .arg(subject, detail);

    // Imported tool output (core/verify parsers); the caller names the file.
    const QString evidence = evidenceSentence(e);
    if (!evidence.isEmpty())
        return evidence;

    // A code this version does not know yet: still say something useful.
    if (detail.isEmpty())
        return tr("Unexpected error %1 (%2).").arg(oneLineText(c), subject);
    return tr("Unexpected error %1 (%2): %3").arg(oneLineText(c), subject, detail);
}
