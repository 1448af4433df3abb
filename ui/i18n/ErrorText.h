#pragma once

#include <string>
#include <string_view>

#include <QCoreApplication>
#include <QString>

#include "cost/Evaluation.h"
#include "model/Validation.h"
#include "util/Result.h"

// Core never words messages: it returns stable codes. This turns them into
// translated sentences, naming fields in human words.
class ErrorText final
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    // A sentence for any core error code (store.*, json.*, catalog.*, config.*); unknown
    // codes still give a readable sentence with the code for support.
    static QString error(const suanpan::Error &error);
    // The same for a failed save: core refuses to write data it could not
    // read back (store.bad_data), which reads differently from a bad file.
    static QString saveError(const suanpan::Error &error);

    // Why `evaluation` cannot be reported on, in one line: its first
    // validation issue or problem and how many more there are (as
    // `suanpan-cli evaluate` refuses); empty when it has none. Exports
    // refuse what evaluate refuses.
    static QString evaluationRefusal(const suanpan::Evaluation &evaluation);

    // A sentence for a validation issue. With `withContext`, a field inside a
    // collection is introduced by its entity ("Option 2: Card count ..."); an
    // inline message next to the field leaves that out.
    static QString issue(const suanpan::ValidationIssue &issue, bool withContext = true);

    // The human name of a field, from a dotted path ("workloads[1].sequence_length")
    // or a JSON pointer ("/workloads/1/sequence_length"). With `withContext`,
    // the entity it belongs to comes first ("Workload 2: Sequence length").
    static QString fieldLabel(std::string_view path, bool withContext = true);

private:
    // The entity ("Workload 2", empty at top level) and the field's own name.
    static void splitLabel(std::string_view path, QString *context, QString *label);
    static QString validationSentence(const QString &code, const QString &leafField,
                                      const QString &label, const QString &value,
                                      const QString &limit = {});
    static QString jsonType(const QString &type);
    // Imported tool output (iperf3.*, nvidia_smi.*, topology.*, scaling.*,
    // training_log.*, evidence.*); empty for other codes.
    static QString evidenceSentence(const suanpan::Error &error);
    // "Line 4" for a parser's "line 4"; other subjects as they are.
    static QString placeOf(const std::string &subject);
    // Problems in a JSON document, shared by json.<kind> and catalog.<kind>;
    // empty for a kind this version does not know.
    static QString documentSentence(const std::string &kind, const std::string &path,
                                    const std::string &detail);
};
