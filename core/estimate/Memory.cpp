#include "Memory.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "estimate/ModelMath.h"

namespace suanpan {

MemoryMode memoryModeFor(Scenario s)
{
    switch (s) {
    case Scenario::LoRA:
        return MemoryMode::LoRA;
    case Scenario::QLoRA:
        return MemoryMode::QLoRA;
    case Scenario::Inference:
        return MemoryMode::Infer;
    case Scenario::PreTraining:
    case Scenario::FullFineTune:
        break;
    }
    return MemoryMode::Train;
}

StateBytes stateBytesPerParam(Precision precision, Optimizer optimizer)
{
    // Pure fp32 training keeps no master copy; mixed precision keeps an fp32
    // master (4 B) besides the 16-bit weights (ZeRO paper sec. 3.1).
    const bool fp32 = precision == Precision::FP32 || precision == Precision::TF32;
    const double master = fp32 ? 0.0 : 4.0;
    double states = 0.0;
    switch (optimizer) {
    case Optimizer::AdamW:
        states = 8.0; // m and v in fp32
        break;
    case Optimizer::Adam8bit:
        states = 2.0; // m and v in 8 bits (bitsandbytes, Dettmers et al. 2021)
        break;
    case Optimizer::SgdMomentum:
        states = 4.0; // momentum in fp32
        break;
    }
    // FP8 training (Transformer Engine) keeps bf16 weights plus an fp8 copy.
    const double weights = fp32 ? 4.0 : precision == Precision::FP8 ? 3.0 : 2.0;
    const double gradients = fp32 ? 4.0 : 2.0;
    return {weights, gradients, master + states};
}

double loraParams(const ModelShape &model, int rank)
{
    const ModelShape &m = hasArchitecture(model) ? model : assumedShape(model.paramsTotal);
    if (m.layers <= 0 || rank <= 0)
        return 0.0;
    const double h = m.hiddenSize;
    const double d = headDim(m);
    const double q = m.attentionHeads * d;
    const double kv = (m.kvHeads > 0 ? m.kvHeads : m.attentionHeads) * d;
    const double f = m.experts > 0 && m.moeFfnSize > 0 ? m.moeFfnSize : m.ffnSize;
    const double attention = (h + q) + 2.0 * (h + kv) + (q + h);
    const double ffn = (m.gatedFfn ? 3.0 : 2.0) * (h + f);
    // MoE: every expert's FFN gets its own adapter.
    const double experts = m.experts > 0 ? double(m.experts) + m.sharedExperts : 1.0;
    // In doubles: rank x layers alone can pass INT_MAX (65 536 x 100 000).
    return double(rank) * m.layers * (attention + experts * ffn);
}

namespace {

constexpr double kBatchedTokenBudget = 8192.0;

// Activation bytes of one transformer layer for one micro-batch, 16-bit,
// with tensor + sequence parallelism over t (Korthikanti et al. 2022,
// arXiv 2205.05198, table 2).
double layerActivationBytes(const ModelShape &m, double s, double b, int t, Recompute r)
{
    const double h = m.hiddenSize;
    const double a = m.attentionHeads;
    switch (r) {
    case Recompute::Full:
        return 2.0 * s * b * h / t;
    case Recompute::Selective:
        return 34.0 * s * b * h / t;
    case Recompute::None:
        break;
    }
    return s * b * h * (34.0 + 5.0 * a * s / h) / t;
}

double activationBytes(const MemoryInputs &in, const ModelShape &m)
{
    const ParallelLayout &l = in.layout;
    const double s = in.sequenceLength;
    const double b = std::max(l.microBatch, 1);
    const int t = std::max(l.tensorParallel, 1);
    const int p = std::max(l.pipelineParallel, 1);
    const double perLayer = layerActivationBytes(m, s, b, t, l.recompute);
    // fp32 logits for the loss on the last stage (vocabulary split over t).
    const double logits = 4.0 * s * b * m.vocabSize / t;
    // 1F1B: the first stage keeps p micro-batches of L/p layers in flight, the
    // last stage one micro-batch plus the logits.
    // When p does not divide the layers, the fullest stage holds ceil(L / p).
    const double stageLayers = m.layers > 0 ? std::ceil(double(m.layers) / p) : 0.0;
    const double first = p * stageLayers * perLayer;
    const double last = stageLayers * perLayer + logits;
    const double scale = in.precision == Precision::FP32 ? 2.0 : 1.0;
    return scale * (p > 1 ? std::max(first, last) : first + logits);
}

void finish(MemoryBreakdown &out, const MemoryInputs &in, double capacity)
{
    const double body = out.weights + out.gradients + out.optimizer + out.activations + out.kvCache;
    // A serving engine's KV cache is one pool of fixed-size blocks allocated
    // up front (PagedAttention: Kwon et al. 2023, arXiv 2309.06180, under 4 %
    // waste, in the partly filled last block): the allocator's fragmentation
    // does not apply to it.
    const double fragmenting = in.mode == MemoryMode::Infer ? body - out.kvCache : body;
    out.overhead = in.frameworkBytes + in.fragmentation * fragmenting;
    out.total = body + out.overhead;
    out.capacity = capacity;
    out.fits = out.total <= capacity;
    out.shortBy = out.fits ? 0.0 : out.total - capacity;
}

MemoryBreakdown trainingMemory(const MemoryInputs &in, double capacity)
{
    MemoryBreakdown out;
    const ModelShape m = hasArchitecture(in.model) ? in.model : assumedShape(in.model.paramsTotal);
    const double params =
        in.model.paramsTotal > 0 ? in.model.paramsTotal : modelSizes(m).paramsTotal;
    const ParallelLayout &l = in.layout;
    const double split = std::max(l.tensorParallel, 1) * std::max(l.pipelineParallel, 1);
    const double dp = std::max(l.dataParallel, 1);
    // An MoE's routed experts are split over the expert-parallel ranks; the
    // rest is replicated over data parallelism.
    const double ep = expertParallelOf(m, l);
    const double routed = std::min(routedExpertParams(m), params);
    const double dense = (params - routed) / split;
    const double experts = routed / (split * ep);
    const double perCard = dense + experts;
    if (in.mode == MemoryMode::Train) {
        // ZeRO (Rajbhandari et al. 2020): stage 1 shards optimizer states,
        // stage 2 also gradients, stage 3 also weights, over the ranks that
        // hold the same parameters (dp for dense ones, dp / ep for experts).
        const StateBytes b = stateBytesPerParam(in.precision, in.optimizer);
        const auto sharded = [&](double bytes, int stage) {
            const bool shard = l.zeroStage >= stage;
            return dense * bytes / (shard ? dp : 1.0) + experts * bytes / (shard ? dp / ep : 1.0);
        };
        out.weights = sharded(b.weights, 3);
        out.gradients = sharded(b.gradients, 2);
        out.optimizer = sharded(b.optimizer, 1);
        out.trainableParams = params;
    } else {
        // LoRA: frozen 16-bit base; QLoRA: 4-bit NormalFloat with double
        // quantisation, 4.127 bits per parameter (Dettmers et al. 2023), for
        // the linear layers; embeddings stay 16-bit.
        const double embed = modelSizes(m).embeddingParams;
        const double linear = std::max(params - embed, 0.0);
        const double base =
            in.mode == MemoryMode::QLoRA ? linear * 4.127 / 8.0 + embed * 2.0 : params * 2.0;
        const double adapters = loraParams(m, in.loraRank);
        const double share = params > 0.0 ? perCard * split / params : 1.0; // experts split
        out.weights = base * share / split + adapters * 2.0 / split;
        out.gradients = adapters * 2.0 / split;
        out.optimizer = adapters * 12.0 / split;
        out.trainableParams = adapters;
    }
    MemoryInputs shaped = in;
    shaped.model = m;
    out.activations = activationBytes(shaped, m);
    finish(out, in, capacity);
    return out;
}

MemoryBreakdown inferenceMemory(const MemoryInputs &in, double cardBytes)
{
    MemoryBreakdown out;
    const ModelShape m = hasArchitecture(in.model) ? in.model : assumedShape(in.model.paramsTotal);
    const double params =
        in.model.paramsTotal > 0 ? in.model.paramsTotal : modelSizes(m).paramsTotal;
    const int t = std::max(in.layout.tensorParallel, 1);
    out.weights = params * servingBytesPerParam(in.precision) / t;
    const double kvPerToken = kvBytesPerToken(m, in.kvPrecision, t);
    const double context = std::max(in.contextTokens, 1);
    out.kvCache = kvPerToken * context * std::max(in.concurrency, 0);
    // One layer's working set for the engine's batched-token budget: vLLM
    // reserves it for max_num_batched_tokens (8192 with chunked prefill)
    // whatever the concurrency, so the requests that fit do not depend on it.
    out.activations = kBatchedTokenBudget * (4.0 * m.hiddenSize + 2.0 * m.ffnSize) * 2.0 / t;
    const double capacity = cardBytes * in.inferenceMemoryFraction;
    finish(out, in, capacity);
    const double free =
        capacity - in.frameworkBytes - (1.0 + in.fragmentation) * (out.weights + out.activations);
    const double perRequest = kvPerToken * context; // paged: no fragmentation (finish())
    // A tiny model on a huge card holds more requests than an int counts.
    const double requests = free > 0.0 && perRequest > 0.0 ? std::floor(free / perRequest) : 0.0;
    out.maxConcurrency = int(std::min(requests, double(std::numeric_limits<int>::max())));
    return out;
}

} // namespace

MemoryBreakdown estimateMemory(const MemoryInputs &in, double capacityBytes)
{
    if (in.mode == MemoryMode::Infer)
        return inferenceMemory(in, capacityBytes);
    return trainingMemory(in, capacityBytes);
}

int expertParallelOf(const ModelShape &model, const ParallelLayout &layout)
{
    if (!hasArchitecture(model) || model.experts <= 1)
        return 1;
    const int dp = std::max(layout.dataParallel, 1);
    int ep = 1;
    while (ep * 2 <= model.experts && dp % (ep * 2) == 0)
        ep *= 2;
    return ep;
}

double servingBytesPerParam(Precision p)
{
    // INT4 weight-only (AWQ/GPTQ, group 128): 4 bits plus an fp16 scale and
    // zero point per group = 4.25 bits. NVFP4 (Blackwell): an FP8 scale per
    // 16 values = 4.5 bits (NVIDIA, "Introducing NVFP4", 2025).
    if (p == Precision::INT4)
        return 4.25 / 8.0;
    if (p == Precision::FP4)
        return 4.5 / 8.0;
    return bytesPerValue(p);
}

} // namespace suanpan
