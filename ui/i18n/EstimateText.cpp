#include "EstimateText.h"

#include <cmath>

#include <QLocale>
#include <QStringList>

#include "catalog/Catalog.h"
#include "i18n/CitationText.h"
#include "i18n/DisplayText.h"
#include "i18n/DurationFormat.h"

using namespace suanpan;

namespace {

const QChar kTimes(0x00d7);
const QChar kEnDash(0x2013);

bool available(double v)
{
    return std::isfinite(v);
}

// Three significant digits at most, never fewer than the integer part.
QString number(double v)
{
    const double a = std::fabs(v);
    const int decimals = a >= 100.0 ? 0 : a >= 10.0 ? 1 : 2;
    return QLocale().toString(v, 'f', decimals);
}

QString decimals(double v, int places)
{
    return QLocale().toString(v, 'f', places);
}

// A number and its unit stay on one line.
QString keepTogether(QString text)
{
    return text.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString dashRange(const QString &low, const QString &high)
{
    return low + kEnDash + high;
}

QString superscript(int n)
{
    static const char16_t digits[] = {0x2070, 0x00b9, 0x00b2, 0x00b3, 0x2074,
                                      0x2075, 0x2076, 0x2077, 0x2078, 0x2079};
    QString out;
    if (n < 0) {
        out += QChar(0x207b);
        n = -n;
    }
    const QString plain = QString::number(n);
    for (QChar c : plain)
        out += QChar(digits[c.digitValue()]);
    return out;
}

} // namespace

QString EstimateText::unavailable()
{
    return QString(QChar(0x2014));
}

QString EstimateText::smallBytes(double bytes)
{
    if (!available(bytes) || bytes <= 0.0)
        return unavailable();
    if (bytes < 1024.0 * 1024.0)
        //: Kilobytes (binary); %1 is a number
        return keepTogether(tr("%1 KB").arg(number(bytes / 1024.0)));
    //: Megabytes (binary); %1 is a number
    return keepTogether(tr("%1 MB").arg(number(bytes / (1024.0 * 1024.0))));
}

QString EstimateText::flops(double flops)
{
    if (!available(flops) || flops <= 0.0)
        return unavailable();
    const int exponent = int(std::floor(std::log10(flops)));
    const double mantissa = flops / std::pow(10.0, exponent);
    const QString value = decimals(mantissa, 2) + QChar::Nbsp + kTimes + QChar::Nbsp +
                          QLatin1String("10") + superscript(exponent);
    //: Floating-point operations; %1 is a number such as 4.31 x 10^21
    return keepTogether(tr("%1 FLOPs").arg(value));
}

QString EstimateText::flopRate(double flopsPerSecond)
{
    if (!available(flopsPerSecond) || flopsPerSecond <= 0.0)
        return unavailable();
    //: Compute rate in tera floating-point operations per second
    return keepTogether(tr("%1 TFLOP/s").arg(number(flopsPerSecond / 1e12)));
}

QString EstimateText::percent(double fraction)
{
    if (!available(fraction))
        return unavailable();
    const double p = fraction * 100.0;
    //: A percentage; %1 is a number. Chinese writes it without a space: %1%
    return keepTogether(tr("%1 %").arg(decimals(p, std::fabs(p) < 10.0 ? 1 : 0)));
}

QString EstimateText::percentRange(const Range &r)
{
    if (!available(r.low) || !available(r.likely) || !available(r.high))
        return unavailable();
    if (r.isExact())
        return percent(r.likely);
    const QString range = dashRange(decimals(r.low * 100.0, 0), decimals(r.high * 100.0, 0));
    //: MFU range: %1 is "29-50", %2 the likely value with its unit
    return tr("%1 % (likely %2)").arg(range, percent(r.likely));
}

QString EstimateText::factor(double f)
{
    if (!available(f))
        return unavailable();
    return kTimes + QChar::Nbsp + decimals(f, 2);
}

QString EstimateText::duration(double seconds)
{
    return DurationFormat::value(seconds);
}

QString EstimateText::durationRange(const Range &s)
{
    return DurationFormat::range(s);
}

QString EstimateText::cardHours(double hours)
{
    if (!available(hours) || hours <= 0.0)
        return unavailable();
    //: Card-hours: cards x hours; %1 is a number
    return keepTogether(tr("%1 card-hours").arg(integer(hours)));
}

QString EstimateText::cardHoursRange(const Range &h)
{
    if (!available(h.low) || !available(h.likely) || !available(h.high) || h.likely <= 0.0)
        return unavailable();
    if (h.isExact())
        return cardHours(h.likely);
    //: %1 is a range such as "21,000-36,000", %2 the likely value
    return tr("%1 card-hours (likely %2)")
        .arg(dashRange(integer(h.low), integer(h.high)), integer(h.likely));
}

QString EstimateText::cardHoursSpan(const Range &h)
{
    if (!available(h.low) || !available(h.high) || h.high <= 0.0)
        return unavailable();
    if (integer(h.low) == integer(h.high))
        return cardHours(h.high);
    //: %1 is a range such as "21,000-36,000" (P10-P90)
    return tr("%1 card-hours").arg(dashRange(integer(h.low), integer(h.high)));
}

QString EstimateText::latency(double seconds)
{
    if (!available(seconds) || seconds <= 0.0)
        return unavailable();
    if (seconds < 1.0)
        //: Milliseconds; %1 is a number
        return keepTogether(tr("%1 ms").arg(number(seconds * 1000.0)));
    //: Seconds; %1 is a number
    return keepTogether(tr("%1 s").arg(number(seconds)));
}

QString EstimateText::tokensPerSecond(double v)
{
    if (!available(v) || v <= 0.0)
        return unavailable();
    //: Throughput; %1 is a number of tokens per second
    return keepTogether(tr("%1 tokens/s").arg(v >= 100.0 ? integer(v) : number(v)));
}

QString EstimateText::integer(double value)
{
    if (!available(value))
        return unavailable();
    return QLocale().toString(std::round(value), 'f', 0);
}

QString EstimateText::recompute(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return tr("no recomputation");
    case Recompute::Selective:
        //: Activation recomputation of the attention part only
        return tr("selective recomputation");
    case Recompute::Full:
        return tr("full recomputation");
    }
    return {};
}

QString EstimateText::zeroStage(int stage)
{
    if (stage <= 0)
        return tr("no ZeRO");
    //: ZeRO optimizer sharding stage, e.g. "ZeRO-3"
    return tr("ZeRO-%1").arg(stage);
}

QString EstimateText::parallelSplit(const ParallelLayout &l)
{
    return QStringLiteral("TP %1 %4 PP %2 %4 DP %3")
        .arg(l.tensorParallel)
        .arg(l.pipelineParallel)
        .arg(l.dataParallel)
        .arg(kTimes);
}

QString EstimateText::layout(const ParallelLayout &l)
{
    const QString split = parallelSplit(l);
    //: A parallel layout: %1 "TP 8 x PP 2 x DP 4", %2 ZeRO stage, %3 recomputation, %4 the
    //: sequences per micro-batch
    return tr("%1, %2, %3, micro-batch %4")
        .arg(split, zeroStage(l.zeroStage), recompute(l.recompute))
        .arg(l.microBatch);
}

QString EstimateText::remedy(const Remedy &r, const Workload &before, const SizingTarget &target)
{
    const QString layoutText = layout(r.layout);
    switch (r.code) {
    case RemedyCode::AutoLayout:
        //: %1 the layout the engine chose, e.g. "TP 2 x PP 1 x DP 4, ZeRO-3, ..."
        return tr("The layout the engine chooses, as options are priced: %1").arg(layoutText);
    case RemedyCode::Lora:
    case RemedyCode::Qlora: {
        const QString method = r.code == RemedyCode::Lora
                                   ? tr("LoRA (frozen base, small adapters)")
                                   : tr("QLoRA (4-bit frozen base with adapters)");
        //: %1 the new method, %2 the old one ("Full fine-tune"), %3 the layout
        return (r.layoutChosen ? tr("%1 instead of %2, in the layout the engine chooses: %3")
                               : tr("%1 instead of %2; the layout stays %3"))
            .arg(method, DisplayText::scenario(before.scenario), layoutText);
    }
    case RemedyCode::QloraFullRecompute:
        //: Two changes at once; %1 the layout after them
        return tr("QLoRA and full recomputation together: %1").arg(layoutText);
    case RemedyCode::Int8Weights:
        return tr("INT8 weights instead of %1").arg(DisplayText::precision(before.precision));
    case RemedyCode::Int4Weights:
        return tr("INT4 weights (AWQ/GPTQ) instead of %1")
            .arg(DisplayText::precision(before.precision));
    case RemedyCode::FewerConcurrent:
        //: %1 requests that fit, %2 requests asked for
        return tr("At most %1 requests at a time instead of %2")
            .arg(QLocale().toString(r.workload.concurrency),
                 QLocale().toString(before.concurrency));
    case RemedyCode::MoreCards:
        //: %1 new card count, %2 current, %3 the layout at the new count
        return tr("%1 cards instead of %2: %3")
            .arg(QLocale().toString(r.target.cards), QLocale().toString(target.cards), layoutText);
    case RemedyCode::BiggerCard:
        // remediesFor() always names both cards for this remedy.
        //: %1 the new card with its memory, %2 the current card
        return tr("%1 instead of %2")
            .arg(r.target.card ? DisplayText::cardWithMemory(*r.target.card) : QString(),
                 target.card ? DisplayText::cardName(*target.card) : QString());
    case RemedyCode::Count:
        break;
    }
    return {};
}

QString EstimateText::mfuReason(const MfuReason &r, int cards)
{
    const QString f = factor(r.factor);
    switch (r.code) {
    case MfuReasonCode::CardClassHopperSxm:
        return tr("Hopper-class card in an 8-card NVLink domain: tuned runs reach about %1 (Llama "
                  "3: "
                  "38-43 % on H100)")
            .arg(percent(r.factor));
    case MfuReasonCode::CardClassAmpereSxm:
        return tr("A100/A800-class card in an 8-card NVLink domain: about %1 (Megatron-LM: about "
                  "52 % on A100)")
            .arg(percent(r.factor));
    case MfuReasonCode::CardClassPcieDatacenter:
        return tr("Data-centre card without an 8-card NVLink domain: about %1")
            .arg(percent(r.factor));
    case MfuReasonCode::CardClassConsumer:
        return tr("Consumer or small PCIe card: about %1").arg(percent(r.factor));
    case MfuReasonCode::CardClassDomestic:
        return tr("Domestic card: about %1, its software stack is younger (%2)")
            .arg(percent(r.factor), CitationText::cite("seed 004"));
    case MfuReasonCode::SmallModel:
        return tr("Small model (under 3 B active parameters): %1, small matrix multiplications "
                  "leave the tensor cores underfed")
            .arg(f);
    case MfuReasonCode::Fp8Partial:
        return tr("FP8: %1, only the matrix multiplications run in FP8, and quantising their "
                  "inputs costs more the narrower they are (Transformer Engine: about 1.4x BF16 "
                  "at hidden size 4096), while MFU is counted against the FP8 peak")
            .arg(f);
    case MfuReasonCode::RecomputeFull:
        return tr("Full recomputation: %1, the forward pass runs twice").arg(f);
    case MfuReasonCode::RecomputeSelective:
        return tr("Selective recomputation: %1, attention only (Korthikanti et al. 2022)").arg(f);
    case MfuReasonCode::PipelineUneven:
        //: MFU reason: the pipeline stages hold unequal numbers of layers
        return tr("Uneven pipeline stages: %1, the stage with the most layers sets the pace "
                  "(ceil(L / p) x p / L)")
            .arg(f);
    case MfuReasonCode::PipelineBubble:
        return tr("Pipeline bubble: %1, stages wait while the pipeline fills and drains "
                  "((p - 1) / (v x m), Narayanan et al. 2021)")
            .arg(f);
    case MfuReasonCode::Communication:
        return tr("Communication not hidden behind compute over %n card(s): %1", "", cards).arg(f);
    case MfuReasonCode::Goodput:
        return tr("Interruptions: %1 of the wall time trains, restarts and checkpoints take the "
                  "rest (Llama 3: over 90 % on 16 K H100s); this lengthens the time, not the MFU")
            .arg(percent(r.factor));
    case MfuReasonCode::Count:
        break;
    }
    return {};
}

QString EstimateText::latencyReason(const LatencyReason &r)
{
    const QString t = latency(r.seconds);
    switch (r.code) {
    case LatencyReasonCode::DecodeWeights:
        return tr("Matrix multiplications: %1, reading every weight once per step at 80 % of the "
                  "memory bandwidth (formulas.md)")
            .arg(t);
    case LatencyReasonCode::DecodeMatmul:
        return tr("Matrix multiplications: %1, compute-bound at this batch (2 x active parameters "
                  "x batch FLOPs at 50 % of the peak)")
            .arg(t);
    case LatencyReasonCode::DecodeAttention:
        return tr("Attention: %1, reading every request's KV cache, a step of its own after the "
                  "matrix multiplications (per-operator roofline, Yuan et al. 2024)")
            .arg(t);
    case LatencyReasonCode::DecodeAllreduce:
        return tr("Tensor-parallel all-reduces: %1, two per layer between the replica's cards")
            .arg(t);
    case LatencyReasonCode::LowPrecision:
        return tr("Low precision: %1 of the peak, the matrix multiplications speed up less than "
                  "the peak because their inputs are quantised every step, which costs more the "
                  "narrower each card's share of them (Transformer Engine: FP8 about 1.4x, NVFP4 "
                  "about 2x BF16 at width 4096)")
            .arg(factor(r.factor));
    case LatencyReasonCode::Count:
        break;
    }
    return {};
}

QString EstimateText::bulleted(const QStringList &lines)
{
    if (lines.size() < 2)
        return lines.join(QString());
    QStringList out;
    for (const QString &line : lines)
        out << QString(QChar(0x2022)) + QChar::Nbsp + line;
    return out.join(QLatin1Char('\n'));
}

QString EstimateText::cardList(const std::vector<std::string> &ids, const Catalog &catalog)
{
    QStringList names;
    for (const std::string &id : ids) {
        const Card *card = catalog.findCard(id);
        names << (card ? DisplayText::cardName(*card) : QString::fromStdString(id));
    }
    return QLocale().createSeparatedList(names);
}

QString EstimateText::adviceSentence(const Advice &a, const Catalog &catalog)
{
    // Figures as numbers, worded here in the UI's locale.
    const auto value = [&a](std::size_t i) { return i < a.values.size() ? a.values[i] : 0.0; };
    const auto count = [&value](std::size_t i) {
        return QLocale().toString(qlonglong(std::llround(value(i))));
    };
    const auto cardParam = [&a, &catalog](std::size_t i) {
        const Card *card = i < a.ids.size() ? catalog.findCard(a.ids[i]) : nullptr;
        return card               ? DisplayText::cardName(*card)
               : i < a.ids.size() ? QString::fromStdString(a.ids[i])
                                  : QString();
    };
    switch (a.code) {
    // Recommendations for the workload (seeds 000, 001, 004).
    case AdviceCode::CardsPretraining:
        return tr("Cards for pre-training and full fine-tuning: data-centre cards with large "
                  "memory "
                  "and NVLink, such as %1.")
            .arg(cardList(a.ids, catalog));
    case AdviceCode::CardsFinetune:
        return tr("Cards for LoRA and QLoRA fine-tuning: cost-effective 24-48 GB cards, such as "
                  "%1.")
            .arg(cardList(a.ids, catalog));
    case AdviceCode::CardsInference:
        return tr("Cards for serving: efficient inference cards, such as %1.")
            .arg(cardList(a.ids, catalog));
    case AdviceCode::TierSingleNode:
        return tr("Scale: a 7B-13B-class model fits one server with 4-8 cards and at least 160 GB "
                  "of card memory in all.");
    case AdviceCode::TierMultiNode:
        return tr("Scale: a 10B-100B-class model needs several servers with tensor and pipeline "
                  "parallelism, at least 80 GB per card and 400 Gb/s between servers.");
    case AdviceCode::TierPlatform:
        return tr("Scale: a 100B+ model needs hundreds of cards from a platform provider.");
    case AdviceCode::BillingLongTerm:
        return tr("Billing: monthly, quarterly or yearly, for long and steady training runs.");
    case AdviceCode::BillingHourly:
        return tr("Billing: by the hour, released as soon as the job is done.");
    case AdviceCode::BillingElastic:
        return tr("Billing: a monthly base plus elastic capacity for peaks.");
    case AdviceCode::NetworkFast:
        return tr("Interconnect: NVLink inside each server, and InfiniBand or RoCE of at least "
                  "100 Gb/s between servers.");
    // Traps of the chosen card and count.
    case AdviceCode::ConsumerCardHugeModel:
        return tr("%1 is a consumer card: do not train a 100B+ model on it.").arg(cardParam(0));
    case AdviceCode::PcieTensorParallelChosen:
        //: %1 card, %2 cards in tensor parallel, %3 the layout's scaling efficiency
        return tr("%1 has no NVLink, so tensor parallel over %2 cards goes through PCIe; the "
                  "engine still chose it because no faster layout fits at this card count "
                  "(scaling %3 with it).")
            .arg(cardParam(0), count(0), percent(value(1)));
    case AdviceCode::PcieTensorParallel:
        return tr("%1 has no NVLink: tensor parallel over %2 cards goes through PCIe and loses "
                  "much "
                  "of its speed.")
            .arg(cardParam(0), count(0));
    case AdviceCode::SmallCardFullFinetune:
        return tr("24 GB cards such as %1 are too small for a full fine-tune of a 7B model: use "
                  "LoRA or QLoRA, or 80 GB cards.")
            .arg(cardParam(0));
    case AdviceCode::SpotLongJob:
        return tr("A spot instance for a job of about %1 hours will likely be reclaimed before it "
                  "ends.")
            .arg(count(0));
    case AdviceCode::SlowScaling:
        return tr("Scaling efficiency is only %1: below 75 %, every added card wastes more money; "
                  "ask for a 16-to-64-card scaling test before signing.")
            .arg(percent(value(0)));
    case AdviceCode::OfficePower:
        return tr("%1 cards on office power sockets: have an electrician check the circuit and "
                  "plan for a UPS.")
            .arg(count(0));
    case AdviceCode::DomesticPorting:
        return tr("%1 is a domestic card: verify your operators and framework on a small instance "
                  "before renting many.")
            .arg(cardParam(0));
    case AdviceCode::OfficeHeat:
        return tr("An office room in summer: cards throttle above 35 degrees C without dedicated "
                  "cooling.");
    case AdviceCode::Count:
        break;
    }
    return {};
}

QString EstimateText::advice(const Advice &a, const Catalog &catalog)
{
    //: A recommendation and its source in parentheses, e.g. "... (seed 001)"
    return tr("%1 (%2)").arg(adviceSentence(a, catalog), CitationText::cite(a.source));
}
