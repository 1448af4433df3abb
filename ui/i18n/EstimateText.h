#pragma once

#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "estimate/Advice.h"
#include "estimate/Inference.h"
#include "estimate/JobSizing.h"
#include "estimate/Memory.h"
#include "estimate/Training.h"
#include "model/Range.h"

namespace suanpan {
struct Catalog;
}

// The sizing engine's results in words and numbers of the UI language: its
// quantities formatted with QLocale (unit after a no-break space), and its
// stable codes (remedies, MFU reasons, advice) as translated sentences.
// A value that is not available (not finite, or zero where zero means "could
// not be computed") reads as a dash, never as "nan" or "inf".
class EstimateText final
{
    Q_DECLARE_TR_FUNCTIONS(EstimateText)

public:
    static QString unavailable();

    // Small sizes, binary ("320 KB", "1.5 MB").
    static QString smallBytes(double bytes);
    static QString flops(double flops);             // "4.31 x 10^21 FLOPs", with a superscript
    static QString flopRate(double flopsPerSecond); // "989 TFLOP/s"
    static QString percent(double fraction);
    static QString percentRange(const suanpan::Range &fractions);
    static QString factor(double factor); // "x 0.80", with a multiplication sign
    static QString duration(double seconds);
    static QString durationRange(const suanpan::Range &seconds);
    static QString cardHours(double hours);
    static QString cardHoursRange(const suanpan::Range &hours);
    // "21,000-36,000 card-hours": a P10-P90 band (no middle value: it is the
    // median once the draws are in, the likely value before).
    static QString cardHoursSpan(const suanpan::Range &h);
    static QString latency(double seconds);
    static QString tokensPerSecond(double tokensPerSecond);
    static QString integer(double value);

    static QString recompute(suanpan::Recompute r);
    static QString zeroStage(int stage);
    // "TP 8 x PP 2 x DP 4, ZeRO-1, selective recomputation, micro-batch 1"
    static QString layout(const suanpan::ParallelLayout &layout);
    // Only how the cards are split: "TP 8 x PP 2 x DP 4".
    static QString parallelSplit(const suanpan::ParallelLayout &layout);

    // What a remedy changes ("Use ZeRO stage 3"), without its result.
    // The one change a remedy makes, in words, with the layout it is sized
    // with: "QLoRA instead of LoRA (the layout stays: ...)".
    static QString remedy(const suanpan::Remedy &remedy, const suanpan::Workload &before,
                          const suanpan::SizingTarget &target);
    // Why the default MFU is what it is, one reason.
    static QString mfuReason(const suanpan::MfuReason &reason, int cards);
    // One term of a decode step, with its source.
    static QString latencyReason(const suanpan::LatencyReason &reason);
    // Lines as a bulleted list, one a line (the bullet joined to its text by a
    // no-break space); a single line stays a sentence, without a bullet.
    static QString bulleted(const QStringList &lines);
    // A recommendation or trap with its source: "... (seed 001)".
    static QString advice(const suanpan::Advice &advice, const suanpan::Catalog &catalog);
    // Catalog card names in the UI language, as a list ("H800 SXM, H20 and A800").
    static QString cardList(const std::vector<std::string> &ids, const suanpan::Catalog &catalog);

private:
    static QString adviceSentence(const suanpan::Advice &advice, const suanpan::Catalog &catalog);
};
