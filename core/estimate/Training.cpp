#include "Training.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "estimate/FaultLoss.h"
#include "estimate/ModelMath.h"
#include "model/Units.h"

namespace suanpan {

namespace {

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
    case P::FP4:
        // Weight-only 4 bit where the card has no FP4 tensor cores (Hopper: FP8).
        return {{P::FP4, P::FP8, P::FP16, P::BF16}, 4};
    }
    return {{p}, 1};
}

// Bytes per second one card can send to another server: its own NIC on a
// rail-optimised cluster, else its share of the server's port.
double interServerBytesPerCard(const NetworkSpec &n, int cardsInServer)
{
    const double port = std::max(n.gbitPerS, 0.001) * 1e9 / 8.0;
    return n.perCard ? port : port / std::max(cardsInServer, 1);
}

// Tokens per optimizer step in published runs: GPT-3 (Brown et al. 2020,
// table 2.1: 0.5 M tokens at 125-760 M parameters, 1-2 M at 1.3-6.7 B),
// Llama 1/2 (4 M tokens from 7 B up), and about 1 000 tokens per card on big
// clusters (Llama 3: 16 M tokens on 16 384 H100s).
double publishedBatchTokens(double activeParams, int cards)
{
    double bySize = 4.0 * 1024 * 1024;
    if (activeParams < 1e9)
        bySize = 0.5 * 1024 * 1024;
    else if (activeParams < 6e9)
        bySize = 2.0 * 1024 * 1024;
    const double byCluster = 1024.0 * cards;
    return std::min(std::max(bySize, byCluster), 64.0 * 1024 * 1024);
}

// A ring collective moving `passes` x (n - 1) / n x `bytes` per card (2 for
// an all-reduce, 1 for a reduce-scatter or an all-gather), hierarchical as
// NCCL runs it: inside each server over its link, then between servers, each
// card carrying its 1/k share over its NIC (or its share of the server's port).
double ringSeconds(double bytes, int ranks, int ranksInServer, double passes, const Card &card,
                   const NetworkSpec &network, int cardsInServer)
{
    if (ranks <= 1 || bytes <= 0.0)
        return 0.0;
    double seconds = 0.0;
    const int k = std::max(1, std::min(ranks, ranksInServer));
    if (k > 1)
        seconds += passes * (k - 1.0) / k * bytes / intraServerBytesPerS(card, cardsInServer);
    const int servers = (ranks + k - 1) / k;
    if (servers > 1)
        seconds += passes * (servers - 1.0) / servers * (bytes / k) /
                   interServerBytesPerCard(network, cardsInServer);
    return seconds;
}

// Communication hides behind compute it runs beside: NCCL kernels take some
// of the cards' SMs and memory bandwidth, so not all of it (Megatron and
// DeepSpeed overlap measurements).
constexpr double kOverlap = 0.9;

} // namespace

bool hasFastLink(const Card &card)
{
    return card.link.kind == LinkKind::NVLink || card.link.kind == LinkKind::HCCS;
}

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

int globalBatchOf(const TrainingInputs &in)
{
    if (in.globalBatch > 0)
        return in.globalBatch;
    const double active = modelSizes(in.model).paramsActive;
    const double tokens = publishedBatchTokens(active, std::max(in.layout.cards(), 1));
    const int sequences = std::max(1, int(std::lround(tokens / std::max(in.sequenceLength, 1))));
    // Whole micro-batches on every data-parallel rank: DP x micro-batch x
    // gradient accumulation, rounded to the nearest such multiple. Fewer
    // sequences than ranks is a layout no run would use (the search skips it).
    const int perStep = std::max(in.layout.dataParallel, 1) * std::max(in.layout.microBatch, 1);
    if (sequences < perStep)
        return sequences;
    return perStep * int(std::lround(double(sequences) / perStep));
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

double lowPrecisionShare(const Card &card, Precision wanted, double width)
{
    const Peak low = peakFlops(card, wanted);
    const double wide = peakFlops(card, Precision::BF16).flops;
    const double bits = 8.0 * bytesPerValue(low.precision);
    if (bits >= 16.0 || !(low.flops > wide) || !(wide > 0.0))
        return 1.0;
    // Time against 16 bits: the GEMM at the low peak, plus the quantisation,
    // which reads each input once (O(M K)) against the GEMM's O(M K N): its
    // share falls as 1 / width. Measured at width 4096 (Transformer Engine's
    // 5 B config): 1 / 1.4 for 8-bit, 1 / 2.0 for 4-bit.
    constexpr double kMeasuredWidth = 4096.0;
    const double ratio = low.flops / wide;
    const double measured = 1.0 / (bits <= 4.0 ? 2.0 : 1.4);
    const double quantise = std::max(0.0, measured - 1.0 / ratio);
    const double scale = width > 0.0 ? kMeasuredWidth / width : 1.0;
    const double time = std::min(1.0, 1.0 / ratio + quantise * scale);
    return 1.0 / (ratio * time);
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
    // Build the reasons only when asked (searches don't).
    const auto note = [reasons](MfuReasonCode code, double factor) {
        if (reasons)
            reasons->push_back({code, factor});
    };
    // What tuned Megatron/DeepSpeed kernels reach per card class on a whole
    // step, before the pipeline bubble and exposed communication, which the
    // scaling model adds (formulas.md: Megatron-LM ~52 % on A100 counting
    // recomputation; Llama 3 38-43 % on H100; seed 004: 40-55 % tuned, under
    // 30 % with the wrong framework or topology).
    const double bf16 = peakFlops(card, Precision::BF16).flops;
    const bool fastLink = hasFastLink(card);
    double base = 0.0;
    MfuReasonCode cls = MfuReasonCode::CardClassConsumer;
    if (card.marketStatus == MarketStatus::Domestic) {
        base = 0.35;
        cls = MfuReasonCode::CardClassDomestic;
    } else if (fastLink && card.link.domainSize >= 8 && bf16 >= 500e12) {
        base = 0.45; // Hopper/Blackwell: compute outgrew memory and network
        cls = MfuReasonCode::CardClassHopperSxm;
    } else if (fastLink && card.link.domainSize >= 8) {
        base = 0.50;
        cls = MfuReasonCode::CardClassAmpereSxm;
    } else if (card.memoryBytes >= 40.0 * (1ull << 30)) {
        base = 0.40;
        cls = MfuReasonCode::CardClassPcieDatacenter;
    } else {
        base = 0.35;
        cls = MfuReasonCode::CardClassConsumer;
    }
    note(cls, base);
    double mfu = base;
    const double active = modelSizes(in.model).paramsActive;
    if (active > 0.0 && active < 3e9) {
        mfu *= 0.8; // small GEMMs leave the tensor cores underfed
        note(MfuReasonCode::SmallModel, 0.8);
    }
    if (in.precision == Precision::FP8 &&
        peakFlops(card, Precision::FP8).precision == Precision::FP8) {
        // Only the GEMMs run in fp8, slower than twice bf16; MFU counts the fp8 peak.
        // Sequence parallelism quantises activations before the all-gather:
        // the full hidden size is the GEMMs' width, whatever the TP degree.
        const ModelShape &m =
            hasArchitecture(in.model) ? in.model : assumedShape(in.model.paramsTotal);
        const double share = lowPrecisionShare(card, Precision::FP8, m.hiddenSize);
        mfu *= share;
        note(MfuReasonCode::Fp8Partial, share);
    }
    switch (in.layout.recompute) {
    case Recompute::Full: {
        // The forward pass runs twice: 8 instead of 6 N D (6 instead of 4
        // with a frozen base).
        const double perParam = in.trainableParams > 0.0 ? 4.0 : 6.0;
        const double factor = perParam / (perParam + 2.0);
        mfu *= factor;
        note(MfuReasonCode::RecomputeFull, factor);
        break;
    }
    case Recompute::Selective:
        mfu *= 0.97; // recomputes attention only (Korthikanti et al.: ~3 % overhead)
        note(MfuReasonCode::RecomputeSelective, 0.97);
        break;
    case Recompute::None:
        break;
    }
    return mfu;
}

namespace {

// What every phase of a step's scaling reads: the layout, the model, and
// where one data-parallel group's cards sit.
struct StepShape {
    const TrainingInputs &in;
    const Card &card;
    const ModelShape &m;
    int n, t, p, dp, mb;
    double params = 0.0;
    bool frozenBase = false;
    // Model parallelism fills a server first (TP, then PP), data parallelism
    // spans the rest.
    int cardsInServer = 1;
    int modelParallel = 1;
    int dpInServer = 1;
    int ep = 1;              // expert-parallel ranks (MoE)
    double activation = 0.0; // s . b . h 16-bit values of one micro-batch
};

// Pipeline: 1F1B's bubble (p - 1) / m, interleaved over v chunks per card
// when each stage holds several layers and m fills the pipeline
// (Narayanan et al. 2021): (p - 1) / (v . m).
void pipelineBubble(const StepShape &s, int batch, ScalingBreakdown &out)
{
    out.microBatches = std::max(1, batch / (s.dp * s.mb));
    const int layers = std::max(s.m.layers, 1);
    const int layersPerStage = layers / s.p;
    out.stageImbalance = s.p > 1 ? double((layers + s.p - 1) / s.p) * s.p / layers : 1.0;
    out.virtualStages = s.p > 1 && layersPerStage >= 2 && out.microBatches >= s.p ? 2 : 1;
    out.bubble = (s.p - 1.0) / (double(out.virtualStages) * out.microBatches);
}

// Data parallel. Only trainable parameters have gradients (adapters for
// LoRA); each card holds 1/(t p) of them. An MoE's routed experts are split
// over EP of the DP ranks: their gradients and weights travel only among the
// dp / EP ranks that hold the same experts, one per server or group of
// servers.
void dataParallelComm(const StepShape &s, ScalingBreakdown &out)
{
    const TrainingInputs &in = s.in;
    const int t = s.t, p = s.p, dp = s.dp, ep = s.ep;
    const double bytes = in.precision == Precision::FP32 ? 4.0 : 2.0;
    const double routed = std::min(routedExpertParams(s.m), s.params);
    const double denseParams = s.params - routed;
    const double grads = bytes * (s.frozenBase ? in.trainableParams : denseParams) / (t * p);
    const double weights = bytes * denseParams / (t * p);
    const double expertGrads = s.frozenBase ? 0.0 : bytes * routed / (t * p * ep);
    const double expertWeights = bytes * routed / (t * p * ep);
    const auto ringOf = [&](double b, double e, double passes) {
        return ringSeconds(b, dp, s.dpInServer, passes, s.card, in.network, s.cardsInServer) +
               ringSeconds(e, dp / ep, std::max(1, s.dpInServer / ep), passes, s.card, in.network,
                           s.cardsInServer);
    };
    const double forward = out.computeSeconds / 3.0;
    const double backward = out.computeSeconds - forward;
    double window = 0.0; // compute the data-parallel traffic can hide behind
    switch (std::clamp(in.layout.zeroStage, 0, 3)) {
    case 0:
    case 1:
        // Gradients reduced once per step (all-reduce, or reduce-scatter plus
        // the distributed optimizer's all-gather), bucketed behind the last
        // micro-batch's backward pass.
        out.dpCommSeconds = ringOf(grads, expertGrads, 2.0);
        window = backward / out.microBatches;
        break;
    case 2:
        // Gradients reduce-scattered after every micro-batch's backward,
        // the updated weights all-gathered once.
        out.dpCommSeconds = out.microBatches * ringOf(grads, expertGrads, 1.0) +
                            ringOf(weights, expertWeights, 1.0);
        window = backward;
        break;
    case 3:
        // Weights all-gathered for every micro-batch's forward and backward,
        // gradients reduce-scattered after it (Rajbhandari et al.: 1.5x a
        // data-parallel all-reduce per micro-batch), prefetched beside compute.
        out.dpCommSeconds = out.microBatches * (2.0 * ringOf(weights, expertWeights, 1.0) +
                                                ringOf(grads, expertGrads, 1.0));
        window = out.computeSeconds;
        break;
    }
    out.exposedDpSeconds = std::max(0.0, out.dpCommSeconds - kOverlap * window);
}

// Tensor parallel: per layer and micro-batch, two all-reduces forward and
// two backward of s . b . h 16-bit activations (Megatron-LM). Inside an
// NVLink/HCCS domain tuned runs overlap most of it and the rest is in the
// class's efficiency; over PCIe or between servers it is exposed.
void tensorParallelComm(const StepShape &s, ScalingBreakdown &out)
{
    const int t = s.t;
    const bool fastTensorParallel = hasFastLink(s.card) && t <= std::max(s.card.link.domainSize, 1);
    if (t > 1 && !fastTensorParallel) {
        const double perCollective = 2.0 * (t - 1) / t * s.activation;
        const double bw = t <= kCardsPerServer
                              ? intraServerBytesPerS(s.card, t)
                              : interServerBytesPerCard(s.in.network, s.cardsInServer);
        out.tpCommSeconds = 4.0 * double(s.m.layers) / s.p * out.microBatches * perCollective / bw;
    }
}

// Expert parallelism: every MoE layer sends each token's hidden state to
// its k experts and back, in the forward and the backward pass (four
// all-to-alls of k . h 16-bit values per token; DeepSeek-V3 report, sec.
// 3.2: about one part communication to one of compute across servers).
// It sits between attention and the experts; tuned schedules run one
// micro-batch's all-to-all beside another's compute (DeepSeek's DualPipe,
// Megatron-Core's overlapped 1F1B), so it hides like the other traffic.
// Tokens whose experts are on another server cross its NIC; with
// sequence parallelism each TP rank sends its 1/t.
void expertParallelComm(const StepShape &s, ScalingBreakdown &out)
{
    const ModelShape &m = s.m;
    const int ep = s.ep;
    if (ep <= 1)
        return;
    const int moeLayers = m.layers - std::clamp(m.denseLayers, 0, m.layers);
    const double k = std::max(m.expertsPerToken, 1);
    const double tokens = double(s.in.sequenceLength) * s.mb / s.t;
    const double perLayer = 4.0 * k * m.hiddenSize * 2.0 * tokens;
    const int epInServer = std::max(1, std::min(ep, s.dpInServer));
    const double away = 1.0 - double(epInServer) / ep;
    const double seconds =
        perLayer * (away / interServerBytesPerCard(s.in.network, s.cardsInServer) +
                    (1.0 - away) / intraServerBytesPerS(s.card, s.cardsInServer));
    out.epCommSeconds = out.microBatches * double(moeLayers) / s.p * seconds;
    out.exposedEpSeconds = std::max(0.0, out.epCommSeconds - kOverlap * out.computeSeconds);
}

// Pipeline point-to-point: each stage boundary passes a micro-batch's
// activations forward and their gradients back (split over the TP ranks
// with sequence parallelism), v times with interleaving. Stages on one
// server use its link; otherwise every card sends over its NIC. It runs
// beside the other micro-batches' compute.
void pipelineComm(const StepShape &s, ScalingBreakdown &out)
{
    if (s.p <= 1)
        return;
    const bool crossServer =
        s.modelParallel > s.cardsInServer || s.dpInServer * s.modelParallel > 8;
    const double bw = crossServer ? interServerBytesPerCard(s.in.network, s.cardsInServer)
                                  : intraServerBytesPerS(s.card, s.t * s.p);
    const double perMicroBatch = 2.0 * out.virtualStages * s.activation / s.t / bw;
    out.ppCommSeconds = out.microBatches * perMicroBatch;
    out.exposedPpSeconds = std::max(0.0, out.ppCommSeconds - kOverlap * out.computeSeconds);
}

} // namespace

ScalingBreakdown scalingFor(const TrainingInputs &in, const Card &card)
{
    ScalingBreakdown out;
    const ParallelLayout &l = in.layout;
    const ModelShape &m = hasArchitecture(in.model) ? in.model : assumedShape(in.model.paramsTotal);
    StepShape s{in,
                card,
                m,
                std::max(l.cards(), 1),
                std::max(l.tensorParallel, 1),
                std::max(l.pipelineParallel, 1),
                std::max(l.dataParallel, 1),
                std::max(l.microBatch, 1)};
    s.params = in.model.paramsTotal > 0 ? in.model.paramsTotal : modelSizes(m).paramsTotal;
    const int batch = globalBatchOf(in);
    const double stepTokens = double(batch) * in.sequenceLength;
    const Peak peak = peakFlops(card, in.precision);
    const double base = baseMfu(in, card, nullptr);
    if (!(peak.flops > 0.0) || !(base > 0.0))
        return out;
    s.frozenBase = in.trainableParams > 0.0;
    out.computeSeconds = trainingModelFlops(in.model, stepTokens, in.sequenceLength, s.frozenBase) /
                         (double(s.n) * peak.flops * base);
    pipelineBubble(s, batch, out);

    s.cardsInServer = std::min(s.n, kCardsPerServer);
    s.modelParallel = s.t * s.p;
    s.dpInServer =
        std::max(1, std::min(s.dp, s.cardsInServer / std::min(s.modelParallel, s.cardsInServer)));
    s.ep = expertParallelOf(m, l);
    s.activation = 2.0 * in.sequenceLength * s.mb * m.hiddenSize;
    dataParallelComm(s, out);
    tensorParallelComm(s, out);
    expertParallelComm(s, out);
    pipelineComm(s, out);

    out.exposedCommSeconds =
        out.exposedDpSeconds + out.tpCommSeconds + out.exposedEpSeconds + out.exposedPpSeconds;
    const double step =
        out.computeSeconds * out.stageImbalance * (1.0 + out.bubble) + out.exposedCommSeconds;
    out.efficiency = step > 0.0 ? out.computeSeconds / step : 1.0;
    return out;
}

FaultLoss faultLossFor(const FaultModel &f, int cards)
{
    const BasicFaultLoss<double> l =
        faultLossAt(f.perCardHour, f.recoveryHours, f.restartHours, f.checkpointStallHours, cards);
    return {l.interruptionsPerHour, l.checkpointIntervalHours, l.waitHours, l.lostPerHour};
}

double goodputFor(const FaultModel &f, int cards)
{
    return 1.0 / (1.0 + faultLossFor(f, cards).lostPerHour);
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
    out.hardwareFlops = out.modelFlops + (in.layout.recompute == Recompute::Full ? forward : 0.0);
    const ScalingBreakdown scaling = scalingFor(in, card);
    out.scalingEfficiency = scaling.efficiency;
    out.pipelineBubble = scaling.bubble;
    out.stageImbalance = scaling.stageImbalance;
    out.commSecondsPerStep = scaling.exposedCommSeconds;
    out.computeSecondsPerStep = scaling.computeSeconds;
    out.globalBatch = globalBatchOf(in);
    out.steps = in.tokens / (double(out.globalBatch) * in.sequenceLength);
    out.goodput = goodputFor(in.faults, out.cards);
    out.faults = in.faults;

    if (in.mfu) {
        // The user's figure is per step at this scale, as papers report it:
        // no scaling loss on top (interruptions still take their time).
        out.mfu = *in.mfu;
        out.mfuFromUser = true;
    } else {
        const double base = baseMfu(in, card, in.explain ? &out.mfuReasons : nullptr);
        if (in.explain) {
            const double bubble = 1.0 / (1.0 + scaling.bubble);
            const double uneven = 1.0 / scaling.stageImbalance;
            if (uneven < 1.0)
                out.mfuReasons.push_back({MfuReasonCode::PipelineUneven, uneven});
            out.mfuReasons.push_back({MfuReasonCode::PipelineBubble, bubble});
            out.mfuReasons.push_back(
                {MfuReasonCode::Communication, scaling.efficiency / (bubble * uneven)});
        }
        const double likely = base * scaling.efficiency;
        // Tuned vs untuned spread (seed 004: 40-55 % tuned, < 30 % untuned).
        out.mfu = {likely * 0.7, likely, std::min(likely * 1.2, 0.75)};
    }
    if (in.explain)
        out.mfuReasons.push_back({MfuReasonCode::Goodput, out.goodput});
    const double rate = double(out.cards) * out.peak.flops;
    const auto seconds = [&](double mfu) {
        return mfu > 0.0 && rate > 0.0 ? out.modelFlops / (rate * mfu * out.goodput) : 0.0;
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
