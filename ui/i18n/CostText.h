#pragma once

#include <functional>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "cost/Evaluation.h"

namespace suanpan {
struct Catalog;
}

// Words for the cost engine's codes (core/cost/Evaluation.h): cost lines,
// formula inputs and units, risk flags, ranking reasons, break-evens and
// decision flips. Core never words anything; every sentence the Compare
// page shows about money comes from here, in the current UI language.
class CostText final
{
    Q_DECLARE_TR_FUNCTIONS(CostText)

public:
    // "Rent", "Engineer time", ...
    static QString lineName(suanpan::LineCode code);
    // A line's stored code (Project::disabledCostLines); unknown codes are
    // shown as they are.
    static QString lineName(const std::string &code);
    // Formula inputs, assumption keys and "<entity>.<field>" codes.
    static QString inputName(const std::string &code);
    // A value in its unit: "8 cards", "70 %", "0.7 CNY/kWh"; ranges as "low-high".
    static QString inputValue(const suanpan::Range &value, const std::string &unit);
    // "billed cards x price per card-hour x run hours".
    static QString formula(const std::string &code);
    // How a computed input is worked out, in words.
    static QString derivation(suanpan::Derivation how);
    // Tooltip of a cost line: formula in words, each input with its unit and source.
    static QString lineTooltip(const suanpan::CostLine &line);

    // A risk flag in one or two words ("Does not fit"), and in a sentence;
    // with a catalog, the cards and contracts it names are named for people.
    static QString flagShort(suanpan::FlagCode code);
    static QString flagSentence(const suanpan::Flag &flag,
                                const suanpan::Catalog *catalog = nullptr);
    // The workload's decision flips as sentences, each once, at most `max`
    // (-1: all), naming options with `optionName` (an input of one option,
    // "<option>/<key>", names that option too).
    static QStringList flipSentences(const suanpan::Evaluation &evaluation,
                                     const std::string &workloadId,
                                     const std::function<QString(const std::string &)> &optionName,
                                     const suanpan::Catalog *catalog, int max = -1);

    // Time of a training job in the unit that reads well (DurationFormat):
    // "45 minutes", "20-26 hours", "3.1-4.0 days".
    static QString jobTime(const suanpan::Range &hours);
    // Inference: "TTFT 0.42 s, 1,830 tok/s".
    static QString servingTime(double ttftSeconds, double tokensPerSecond);

    // A problem of the evaluation, one of the cost.* codes; ErrorText::error
    // routes them here and words every other code.
    static QString problem(const suanpan::Error &error);

    // What a money figure covers, said wherever one is shown: "per run" or
    // "over 24 months" (the evaluation's horizon).
    static QString scope(suanpan::CostScope scope, const suanpan::Evaluation &evaluation);
    // A total's name with its scope, for headers, axes and legends: "Cost
    // per run", "Total over 24 months".
    static QString totalName(suanpan::CostScope scope, const suanpan::Evaluation &evaluation);
    // For an owned option priced per run: the work its cost is spread over
    // (this workload's scheduled runs, other work declared) and this run's share.
    static QString capacitySentence(const suanpan::CapacityUse &capacity);
    // For a purchase priced cheaper per run mostly by the other work the
    // project declares for its cards (the search's "needs other work").
    static QString otherWorkSentence(const suanpan::CapacityUse &capacity);

    // "Owning A pays back against renting the same work on B after 14 months
    // (cards busy 70 %); within the 24-month plan it needs them busy over 82 %."
    static QString breakEvenSentence(const QString &own, const QString &rent,
                                     const suanpan::BreakEven &b);
    // "B wins over A if utilisation stays above 82 %."
    // `inputOption` names the option when the input is one option's own
    // ("<option id>/<key>"); empty for shared assumptions. With a catalog, the
    // threshold is given in its assumption's unit ("2.8 years").
    static QString flipSentence(const suanpan::DecisionFlip &f, const QString &above,
                                const QString &below, const QString &inputOption = {},
                                const suanpan::Catalog *catalog = nullptr);

    // The cost of a workload on an option as its header reads: "Cost per
    // run" (training), "This workload over 24 months" (serving, priced over
    // the horizon).
    static QString workloadCostName(suanpan::CostScope scope,
                                    const suanpan::Evaluation &evaluation);
    // What the money columns of a comparison cover, in one line: the
    // horizon total's months and busy share, and the workload's scope.
    static QString comparisonScope(suanpan::CostScope scope, const suanpan::Evaluation &evaluation);
    // What a shown range is: "Ranges: P10-P90 of 10 000 draws ..." (or that
    // the draws are still running).
    static QString rangesNote(const suanpan::Evaluation &evaluation);
    // What goes between two sentences: a space, none in Chinese.
    static QString sentenceGap();
    // A flip's or driver's input value in its unit ("55 %", "Y4.1", "2.8 years").
    static QString inputThreshold(const std::string &input, double value,
                                  const suanpan::Catalog *catalog = nullptr);

    // A pair the engine could not price (PairResult::priced false): "Not
    // priced" for narrow cells, and why in a sentence ("Not priced: it does
    // not fit, it needs 180 GB per card and the card has 24 GB.").
    static QString notPriced();
    static QString notPricedReason(const suanpan::PairResult &pair);
    // The shortest why, for a chart's note: "does not fit".
    static QString notPricedShort(const suanpan::PairResult &pair);
    // The layout a pair is priced with and its memory per card: "TP 2 x PP 4
    // x DP 1, ZeRO-1, selective recomputation, micro-batch 1; 23.3 of 24 GB
    // per card".
    static QString layoutSentence(const suanpan::PairResult &pair);

    // A validation issue of the project that kept something from being
    // priced, worded by ErrorText::issue and led by the workload's or the
    // option's own name ("7B LoRA: LoRA rank is required.").
    static QString issue(const suanpan::ValidationIssue &issue, const suanpan::Project &project);

private:
    static QString number(double v, int decimals);
    // flagSentence() of the flags that name catalog entries.
    static QString lowConfidenceSentence(const suanpan::Flag &flag,
                                         const suanpan::Catalog *catalog);
    static QString otherChannelSentence(const suanpan::Flag &flag, const suanpan::Catalog *catalog);
    static QString restrictedSentence(const suanpan::Flag &flag, const suanpan::Catalog *catalog);
};
