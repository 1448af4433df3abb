#include "Inference.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "estimate/Memory.h"
#include "estimate/ModelMath.h"
#include "estimate/Training.h"

namespace suanpan {

namespace {

constexpr double kCollectiveLatency = 8e-6; // NCCL small-message all-reduce, seconds

struct Resolved {
    ModelShape shape;
    ModelSizes sizes;
    double weightBytes = 0.0;    // whole model at the serving precision
    double kvPerTokenRank = 0.0; // per tensor-parallel rank
    double peak = 0.0;           // the weights' precision: matrix multiplications
    double peak16 = 0.0;         // 16-bit: attention's math (an FP8 KV cache is widened)
    double share = 1.0;          // lowPrecisionShare of `peak`
    double bandwidth = 0.0;
    double linkBytesPerS = 0.0; // between the replica's cards, per direction
    int t = 1;
    int replicas = 1;
};

Resolved resolve(const InferenceInputs &in, const Card &card)
{
    Resolved r;
    r.shape = hasArchitecture(in.model) ? in.model : assumedShape(in.model.paramsTotal);
    r.sizes = modelSizes(in.model);
    r.t = std::max(in.tensorParallel, 1);
    r.replicas = std::max(in.cards / r.t, 1);
    r.weightBytes = r.sizes.paramsTotal * servingBytesPerParam(in.precision);
    r.kvPerTokenRank = kvBytesPerToken(r.shape, in.kvPrecision, r.t);
    r.peak = peakFlops(card, in.precision).flops;
    r.peak16 = std::min(r.peak, peakFlops(card, Precision::BF16).flops);
    if (!(r.peak16 > 0.0))
        r.peak16 = r.peak;
    // Column-parallel GEMMs (QKV, FFN up), most of the FLOPs, quantise the
    // whole input on every rank for 1/t of the outputs.
    r.share = lowPrecisionShare(card, in.precision, double(r.shape.hiddenSize) / r.t);
    r.bandwidth = card.memoryBandwidthBytesPerS;
    r.linkBytesPerS = intraServerBytesPerS(card, r.t);
    return r;
}

// Weight bytes one decode step reads: for MoE only the experts some request
// in the batch routes to (expected distinct experts, uniform routing).
double weightsReadPerStep(const Resolved &r, double batch)
{
    const ModelShape &m = r.shape;
    if (m.experts <= 0 || r.sizes.paramsTotal <= 0.0)
        return r.weightBytes;
    const double k = std::max(m.expertsPerToken, 1);
    const double touched = 1.0 - std::pow(1.0 - k / m.experts, batch);
    const double expertShare = (r.sizes.paramsTotal - r.sizes.paramsActive) / r.sizes.paramsTotal;
    const double activeShare = 1.0 - expertShare;
    // Active share already holds k experts; the rest are read with probability `touched`.
    return r.weightBytes * std::min(1.0, activeShare + expertShare * touched);
}

// Times each KV head is read in one decode step (KvReadPattern): 1, or the
// query heads that share it when the kernel works per query head.
double kvReadsPerKvHead(const InferenceInputs &in, const ModelShape &m)
{
    if (in.kvReads != KvReadPattern::OncePerQueryHead || m.kvHeads <= 0 ||
        m.attentionHeads <= m.kvHeads)
        return 1.0;
    return double(m.attentionHeads) / m.kvHeads;
}

double prefillSeconds(const InferenceInputs &in, const Resolved &r)
{
    const double s = in.promptTokens;
    const double linear = 2.0 * r.sizes.paramsActive * s / (r.peak * r.share);
    const double attention = 2.0 * r.shape.layers * double(r.shape.hiddenSize) * s * s / r.peak16;
    const double compute = (linear + attention) / (r.t * in.prefillEfficiency);
    const double read = r.weightBytes / r.t / (r.bandwidth * in.bandwidthEfficiency);
    return std::max(compute, read);
}

DecodeStep decodeStep(const InferenceInputs &in, const Resolved &r, double batch)
{
    DecodeStep d;
    d.lowPrecisionShare = r.share;
    const double context = in.promptTokens + in.outputTokens / 2.0;
    const double bandwidth = r.bandwidth * in.bandwidthEfficiency;
    d.weightsSeconds = weightsReadPerStep(r, batch) / r.t / bandwidth;
    d.matmulSeconds =
        2.0 * r.sizes.paramsActive * batch / (r.t * r.peak * r.share * in.decodeComputeEfficiency);
    // Attention: 4 . L . h FLOPs per token of context against 2 . L . n_kv . d
    // bytes of KV cache, a few FLOPs per byte, so the read decides.
    const double kvRead =
        batch * r.kvPerTokenRank * context * kvReadsPerKvHead(in, r.shape) / bandwidth;
    const double attentionFlops =
        4.0 * r.shape.layers * double(r.shape.hiddenSize) * context * batch;
    d.attentionSeconds =
        std::max(kvRead, attentionFlops / (r.t * r.peak16 * in.decodeComputeEfficiency));
    if (r.t > 1) {
        const double perCollective = 2.0 * (r.t - 1) / r.t * batch * r.shape.hiddenSize * 2.0;
        d.commSeconds =
            2.0 * r.shape.layers * (perCollective / r.linkBytesPerS + kCollectiveLatency);
    }
    return d;
}

// Requests one replica holds: the memory model's count (Memory.h), so the
// latency curve and the memory breakdown agree on what fits.
int maxConcurrencyPerReplica(const InferenceInputs &in, const Resolved &r, const Card &card)
{
    MemoryInputs m;
    m.mode = MemoryMode::Infer;
    m.model = in.model;
    m.precision = in.precision;
    m.kvPrecision = in.kvPrecision;
    m.layout.tensorParallel = r.t;
    m.contextTokens = in.promptTokens + in.outputTokens;
    m.concurrency = 1;
    m.frameworkBytes = in.frameworkBytes;
    m.fragmentation = in.fragmentation;
    m.inferenceMemoryFraction = in.memoryFraction;
    return estimateMemory(m, card.memoryBytes).maxConcurrency;
}

InferencePoint pointAt(const InferenceInputs &in, const Resolved &r, int perReplicaMax,
                       int concurrency, DecodeStep *step)
{
    InferencePoint p;
    p.concurrency = concurrency;
    const double batch = std::max(1.0, std::ceil(double(concurrency) / r.replicas));
    p.fits = batch <= perReplicaMax;
    const double prefill = prefillSeconds(in, r);
    const DecodeStep terms = decodeStep(in, r, batch);
    const double decode = terms.seconds();
    if (step)
        *step = terms;
    const double output = std::max(in.outputTokens, 1);
    // Continuous batching: each request's prefill stalls the batch once per
    // request cycle (cycle = batch . prefill + output . step).
    p.ttftSeconds = prefill + decode;
    p.tpotSeconds = decode + (batch - 1.0) * prefill / output;
    const double cycle = batch * prefill + output * decode;
    p.tokensPerSecond = r.replicas * batch * output / cycle;
    return p;
}

} // namespace

double DecodeStep::linearSeconds() const
{
    return std::max(weightsSeconds, matmulSeconds);
}

double DecodeStep::seconds() const
{
    return linearSeconds() + attentionSeconds + commSeconds;
}

std::vector<LatencyReason> decodeReasons(const DecodeStep &step)
{
    std::vector<LatencyReason> out;
    const bool computeBound = step.matmulSeconds > step.weightsSeconds;
    out.push_back(
        {computeBound ? LatencyReasonCode::DecodeMatmul : LatencyReasonCode::DecodeWeights,
         step.linearSeconds(), 1.0});
    out.push_back({LatencyReasonCode::DecodeAttention, step.attentionSeconds, 1.0});
    if (step.commSeconds > 0.0)
        out.push_back({LatencyReasonCode::DecodeAllreduce, step.commSeconds, 1.0});
    if (step.lowPrecisionShare < 1.0)
        out.push_back({LatencyReasonCode::LowPrecision, 0.0, step.lowPrecisionShare});
    return out;
}

InferenceEstimate estimateInference(const InferenceInputs &in, const Card &card)
{
    InferenceEstimate out;
    const Resolved r = resolve(in, card);
    if (!(r.peak > 0.0) || !(r.bandwidth > 0.0) || r.sizes.paramsTotal <= 0.0)
        return out;
    out.replicas = r.replicas;
    const int perReplica = maxConcurrencyPerReplica(in, r, card);
    out.maxConcurrency = int(std::min<std::int64_t>(std::int64_t(perReplica) * r.replicas,
                                                    std::numeric_limits<int>::max()));
    out.prefillSeconds = prefillSeconds(in, r);
    // Roofline crossover of decode's matrix multiplications:
    // 2 . P . B / (peak . share) = P . bytes / bandwidth.
    out.criticalBatch = r.peak * r.share * in.decodeComputeEfficiency *
                        servingBytesPerParam(in.precision) /
                        (2.0 * r.bandwidth * in.bandwidthEfficiency);
    out.at = pointAt(in, r, perReplica, std::max(in.concurrency, 1), &out.decode);
    out.decodeStepSeconds = out.decode.seconds();
    out.computeBound = out.decode.matmulSeconds > out.decode.weightsSeconds;
    const double batch = std::max(1.0, std::ceil(double(std::max(in.concurrency, 1)) / r.replicas));
    const double context = in.promptTokens + in.outputTokens / 2.0;
    const double bytesPerStep =
        weightsReadPerStep(r, batch) / r.t + batch * r.kvPerTokenRank * context;
    out.mbu = bytesPerStep / out.decodeStepSeconds / r.bandwidth;
    out.tokensPerSecondPerCard = out.at.tokensPerSecond / std::max(in.cards, 1);

    // The curve over powers of two up to what fits (and the requested point),
    // and its knee: the best throughput / latency (Kleinrock's "power").
    const int limit = std::max({out.maxConcurrency, in.concurrency, 1});
    std::vector<int> counts;
    for (std::int64_t c = 1; c < limit; c *= 2) // 64 bits: limit may be near INT_MAX
        counts.push_back(int(c));
    counts.push_back(limit);
    double bestPower = -1.0;
    for (int c : counts) {
        const InferencePoint p = pointAt(in, r, perReplica, c, nullptr);
        out.curve.push_back(p);
        const double latency = p.ttftSeconds + in.outputTokens * p.tpotSeconds;
        const double power = p.fits && latency > 0.0 ? p.tokensPerSecond / latency : -1.0;
        if (power > bestPower) {
            bestPower = power;
            out.knee = c;
        }
    }
    return out;
}

int replicasNeeded(const InferenceInputs &in, const Card &card, int concurrency, double ttftTarget)
{
    const int t = std::max(in.tensorParallel, 1);
    for (int replicas = 1; replicas * t <= 4096; ++replicas) {
        InferenceInputs at = in;
        at.cards = replicas * t;
        at.concurrency = concurrency;
        const InferenceEstimate e = estimateInference(at, card);
        if (e.at.fits && (ttftTarget <= 0.0 || e.at.ttftSeconds <= ttftTarget))
            return replicas;
        if (e.prefillSeconds > ttftTarget && ttftTarget > 0.0)
            return 0; // one prompt alone already misses the target
    }
    return 0;
}

double costPerMillionTokens(double cnyPerCardHour, int cards, double tokensPerSecond)
{
    return costPerMillionTokens<double>(cnyPerCardHour, cards, tokensPerSecond);
}

} // namespace suanpan
