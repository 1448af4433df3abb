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
    // A sentence for any core error, in the words of its area (a cost
    // problem as CostText words it, a quote table's as QuoteText does).
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

    // The sentence for a code no area words (the published-run table's, or a
    // value that is not a code): the code itself, for support.
    static QString unexpected(const suanpan::Error &error);

private:
    // The entity ("Workload 2", empty at top level) and the field's own name.
    static void splitLabel(std::string_view path, QString *context, QString *label);
    static QString validationSentence(suanpan::IssueCode code, suanpan::Contradiction rule,
                                      const QString &label, const QString &value,
                                      const QString &limit = {});
    // Fields that contradict each other, worded by the rule they break.
    static QString inconsistentSentence(suanpan::Contradiction rule, const QString &label);
    static QString jsonType(const suanpan::Error &error);
    // One area of codes each (error() routes them).
    static QString storeSentence(const suanpan::Error &error);
    static QString projectSentence(const suanpan::Error &error);
    static QString exportSentence(const suanpan::Error &error);
    static QString fileSentence(const suanpan::Error &error);
    static QString inFileSentence(const suanpan::Error &error);
    static QString configSentence(const suanpan::Error &error);
    static QString unitsSentence(const suanpan::Error &error);
    // Imported tool output (iperf3.*, nvidia_smi.*, topology.*, scaling.*,
    // training_log.*, evidence.*).
    static QString evidenceSentence(const suanpan::Error &error);
    static QString columnsSentence(const suanpan::Error &error);
    // "Line 4" for a parser's "line 4"; other subjects as they are.
    static QString placeOf(const std::string &subject);
    // Problems in a JSON document (a json.* code; catalog.* and checklist.*
    // pass theirs through jsonKindOf).
    static QString documentSentence(suanpan::ErrorCode kind, const std::string &path,
                                    const suanpan::Error &error);
    static QString codeText(suanpan::ErrorCode code);
};
