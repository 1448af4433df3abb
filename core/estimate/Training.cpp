#include "Training.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "estimate/ModelMath.h"

namespace suanpan {

namespace {

constexpr int kCardsPerServer = 8;  // HGX boards and most PCIe GPU servers

// Which precisions a card can stand in with, nearest first.
struct Fallbacks {
    std::array<Precision, 5> order;
    int count;
};

Fallbacks fallbacks(Precision p)
{
    using P = Precision;
    switch (p) {
    case P::FP32:
        return {{P::FP32, P::TF32}, 2};
    case P::TF32:
        return {{P::TF32, P::FP32}, 2};
    case P::BF16:
        return {{P::BF16, P::FP16, P::FP32}, 3};
    case P::FP16:
        return {{P::FP16, P::BF16, P::FP32}, 3};
    case P::FP8:
        return {{P::FP8, P::BF16, P::FP16}, 3};
    case P::INT8:
        return {{P::INT8, P::FP8, P::FP16, P::BF16}, 4};
    case P::INT4:
        return {{P::INT4, P::INT8, P::FP8, P::FP16, P::BF16}, 5};
    }
    return {{p}, 1};
}

// Per-direction bandwidth of the link between cards of one server. Catalog
// figures are bidirectional aggregates, as vendors quote them.
double intraServerBytesPerS(const Card &card, int groupSize)
{
    const double nvlink = card.link.bytesPerS / 2.0;
    if (groupSize <= std::max(card.link.domainSize, 1))
        return nvlink;
    // Beyond the NVLink/HCCS domain the traffic crosses PCIe: x16 carries
    // 16 GB/s per direction at gen 3, doubling each generation.
    const double pcie = 16e9 * std::pow(2.0, std::max(card.pcieGen, 3) - 3);
    return card.link.kind == LinkKind::PCIe ? std::min(nvlink, pcie) : pcie;
}

double nodeBytesPerS(const NetworkSpec &n)
{
    return std::max(n.gbitPerS, 0.001) * 1e9 / 8.0;
}

} // namespace

int globalBatchOf(const TrainingInputs &in)
{
    if (in.globalBatch > 0)
        return in.globalBatch;
    return std::max(1, int(4.0 * 1024 * 1024 / std::max(in.sequenceLength, 1)));
}

Peak peakFlops(const Card &card, Precision wanted)
{
    const Fallbacks f = fallbacks(wanted);
    for (int i = 0; i < f.count; ++i) {
        const Precision p = f.order[size_t(i)];
        const auto it = card.peakFlops.find(p);
        if (it != card.peakFlops.end() && it->second > 0.0)
            return {it->second, p};
    }
    return {0.0, wanted};
}

double trainingModelFlops(const ModelShape &model, double tokens, int sequenceLength,
                          bool frozenBase)
{
    const ModelSizes sizes = modelSizes(model);
    const ModelShape &m = hasArchitecture(model) ? model : assumedShape(model.paramsTotal);
    const double attentionPerToken = 6.0 * m.layers * double(m.hiddenSize) * sequenceLength;
    // A frozen base (LoRA, QLoRA) skips the weight-gradient GEMMs: forward 2 +
    // input gradients 2 per parameter. Attention has no weights, so its
    // backward stays twice its forward.
    const double perParam = frozenBase ? 4.0 : 6.0;
    return (perParam * sizes.paramsActive + attentionPerToken) * tokens;
}

double baseMfu(const TrainingInputs &in, const Card &card, std::vector<MfuReason> *reasons)
{
    // Reasons are strings: build them only when asked (searches don't).
    const auto note = [reasons](const char *prefix, const char *code, double factor) {
        if (reasons)
            reasons->push_back({std::string(prefix) + code, factor});
    };
    // What tuned Megatron/DeepSpeed runs report per card class (formulas.md:
    // Megatron-LM ~52 % on A100; Llama 3 38-43 % on H100; seed 004: 40-55 %
    // tuned, under 30 % with the wrong framework or topology).
    const double bf16 = peakFlops(card, Precision::BF16).flops;
    const bool fastLink = card.link.kind == LinkKind::NVLink || card.link.kind == LinkKind::HCCS;
    double base = 0.0;
    const char *cls = "";
    if (card.marketStatus == MarketStatus::Domestic) {
        base = 0.35;
        cls = "domestic";
    } else if (fastLink && card.link.domainSize >= 8 && bf16 >= 500e12) {
        base = 0.42;  // Hopper/Blackwell: compute outgrew memory and network
        cls = "hopper_sxm";
    } else if (fastLink && card.link.domainSize >= 8) {
        base = 0.50;
        cls = "ampere_sxm";
    } else if (card.memoryBytes >= 40.0 * (1ull << 30)) {
        base = 0.40;
        cls = "pcie_datacenter";
    } else {
        base = 0.35;
        cls = "consumer";
    }
    note("card_class.", cls, base);
    double mfu = base;
    const double active = modelSizes(in.model).paramsActive;
    if (active > 0.0 && active < 3e9) {
        mfu *= 0.8;  // small GEMMs leave the tensor cores underfed
        note("", "small_model", 0.8);
    }
    if (in.precision == Precision::FP8 && peakFlops(card, Precision::FP8).precision ==
                                              Precision::FP8) {
        mfu *= 0.7;  // only the GEMMs run in fp8; attention, norms and comms do not speed up
        note("", "fp8_partial", 0.7);
    }
    switch (in.layout.recompute) {
    case Recompute::Full: {
        // The forward pass runs twice: 8 instead of 6 N D (6 instead of 4
        // with a frozen base).
        const double perParam = in.trainableParams > 0.0 ? 4.0 : 6.0;
        const double factor = perParam / (perParam + 2.0);
        mfu *= factor;
        note("", "recompute.full", factor);
        break;
    }
    case Recompute::Selective:
        mfu *= 0.97;  // recomputes attention only (Korthikanti et al.: ~3 % overhead)
        note("", "recompute.selective", 0.97);
        break;
    case Recompute::None:
        break;
    }
    return mfu;
}

ScalingBreakdown scalingFor(const TrainingInputs &in, const Card &card)
{
    ScalingBreakdown out;
    const ParallelLayout &l = in.layout;
    const int n = std::max(l.cards(), 1);
    const int t = std::max(l.tensorParallel, 1);
    const int p = std::max(l.pipelineParallel, 1);
    const int dp = std::max(l.dataParallel, 1);
    const ModelShape &m = hasArchitecture(in.model) ? in.model : assumedShape(in.model.paramsTotal);
    const double params = in.model.paramsTotal > 0 ? in.model.paramsTotal : modelSizes(m).paramsTotal;
    const int batch = globalBatchOf(in);
    const double stepTokens = double(batch) * in.sequenceLength;
    const Peak peak = peakFlops(card, in.precision);
    const double base = baseMfu(in, card, nullptr);
    if (!(peak.flops > 0.0) || !(base > 0.0))
        return out;
    out.computeSeconds = trainingModelFlops(in.model, stepTokens, in.sequenceLength,
                                            in.trainableParams > 0.0) /
                         (double(n) * peak.flops * base);

    // Pipeline bubble, 1F1B (Narayanan et al. 2021): (p - 1) / m.
    const double microBatches =
        std::max(1.0, double(batch) / (double(dp) * std::max(l.microBatch, 1)));
    out.bubble = (p - 1) / microBatches;

    // Gradient all-reduce over dp ranks, hierarchical: inside the server over
    // NVLink/PCIe, then across servers where all cards of a server share its
    // network port (ring: 2 (k - 1) / k of the bytes each way).
    // Only trainable parameters have gradients to all-reduce (adapters for LoRA).
    const double trainable = in.trainableParams > 0.0 ? in.trainableParams : params;
    const double gradBytes = (in.precision == Precision::FP32 ? 4.0 : 2.0) * trainable / (t * p) *
                             (l.zeroStage >= 3 ? 1.5 : 1.0);
    const int modelParallel = t * p;
    const int cardsInServer = std::min(n, kCardsPerServer);
    const int dpInServer = std::max(1, std::min(dp, cardsInServer / std::min(modelParallel,
                                                                             cardsInServer)));
    const int servers = (dp + dpInServer - 1) / dpInServer;
    if (dpInServer > 1)
        out.dpCommSeconds += 2.0 * (dpInServer - 1) / dpInServer * gradBytes /
                             intraServerBytesPerS(card, cardsInServer);
    if (servers > 1)
        out.dpCommSeconds += 2.0 * (servers - 1) / servers * gradBytes * cardsInServer /
                             (dpInServer * nodeBytesPerS(in.network));

    // Tensor parallel: per layer and micro-batch, two all-reduces forward and
    // two backward of s . b . h 16-bit activations (Megatron-LM). Inside an
    // NVLink/HCCS domain tuned runs overlap most of it and the rest is already
    // in the base MFU; over PCIe or between servers it is exposed.
    const bool fastTensorParallel =
        (card.link.kind == LinkKind::NVLink || card.link.kind == LinkKind::HCCS) &&
        t <= std::max(card.link.domainSize, 1);
    if (t > 1 && !fastTensorParallel) {
        const double actBytes = 2.0 * in.sequenceLength * std::max(l.microBatch, 1) * m.hiddenSize;
        const double perCollective = 2.0 * (t - 1) / t * actBytes;
        const double bw = t <= kCardsPerServer ? intraServerBytesPerS(card, t)
                                               : nodeBytesPerS(in.network) / kCardsPerServer;
        out.tpCommSeconds = 4.0 * double(m.layers) / p * microBatches * perCollective / bw;
    }
    const double backward = out.computeSeconds * 2.0 / 3.0;
    out.exposedCommSeconds =
        std::max(0.0, out.dpCommSeconds - in.commOverlap * backward) + out.tpCommSeconds;
    const double step = out.computeSeconds * (1.0 + out.bubble) + out.exposedCommSeconds;
    out.efficiency = step > 0.0 ? out.computeSeconds / step : 1.0;
    return out;
}

TrainingEstimate estimateTraining(const TrainingInputs &in, const Card &card)
{
    TrainingEstimate out;
    out.cards = std::max(in.layout.cards(), 1);
    out.peak = peakFlops(card, in.precision);
    const bool frozenBase = in.trainableParams > 0.0;
    out.modelFlops = trainingModelFlops(in.model, in.tokens, in.sequenceLength, frozenBase);
    // Full recomputation runs the forward pass (2 N + causal attention 2 L h s
    // per token, a third of full training's 6 N + 6 L h s) once more:
    // 8 N D instead of 6 N D for full training.
    const double forward = trainingModelFlops(in.model, in.tokens, in.sequenceLength) / 3.0;
    out.hardwareFlops =
        out.modelFlops + (in.layout.recompute == Recompute::Full ? forward : 0.0);
    const ScalingBreakdown scaling = scalingFor(in, card);
    out.scalingEfficiency = scaling.efficiency;
    out.pipelineBubble = scaling.bubble;
    out.commSecondsPerStep = scaling.exposedCommSeconds;
    out.computeSecondsPerStep = scaling.computeSeconds;
    const int batch = globalBatchOf(in);
    out.steps = in.tokens / (double(batch) * in.sequenceLength);

    if (in.mfu) {
        // The user's figure is end-to-end at this scale, as papers report it:
        // no scaling loss on top.
        out.mfu = *in.mfu;
        out.mfuFromUser = true;
    } else {
        const double base = baseMfu(in, card, in.explain ? &out.mfuReasons : nullptr);
        if (in.explain)
            out.mfuReasons.push_back({"scaling", scaling.efficiency});
        const double likely = base * scaling.efficiency;
        // Tuned vs untuned spread (seed 004: 40-55 % tuned, < 30 % untuned).
        out.mfu = {likely * 0.7, likely, std::min(likely * 1.2, 0.75)};
    }
    const double rate = double(out.cards) * out.peak.flops;
    const auto seconds = [&](double mfu) {
        return mfu > 0.0 && rate > 0.0 ? out.modelFlops / (rate * mfu) : 0.0;
    };
    out.wallSeconds = {seconds(out.mfu.high), seconds(out.mfu.likely), seconds(out.mfu.low)};
    const auto hours = [&](double s) { return s * out.cards / 3600.0; };
    out.cardHours = {hours(out.wallSeconds.low), hours(out.wallSeconds.likely),
                     hours(out.wallSeconds.high)};
    out.cardHoursWithReserve = {out.cardHours.low * in.rerunReserve,
                                out.cardHours.likely * in.rerunReserve,
                                out.cardHours.high * in.rerunReserve};
    return out;
}

std::vector<ScalingCurvePoint> scalingCurve(const TrainingInputs &in, const Card &card,
                                       const std::vector<int> &cardCounts)
{
    std::vector<ScalingCurvePoint> out;
    const int modelParallel =
        std::max(in.layout.tensorParallel, 1) * std::max(in.layout.pipelineParallel, 1);
    for (int n : cardCounts) {
        if (n < modelParallel || n % modelParallel != 0)
            continue;
        TrainingInputs at = in;
        at.layout.dataParallel = n / modelParallel;
        out.push_back({n, scalingFor(at, card).efficiency});
    }
    return out;
}

} // namespace suanpan
