#pragma once

#include <string>
#include <vector>

#include "estimate/EstimateCodes.h"
#include "model/Card.h"
#include "model/Workload.h"

namespace suanpan {

struct InferenceInputs {
    ModelShape model;
    Precision precision = Precision::BF16; // weights
    Precision kvPrecision = Precision::BF16;
    int promptTokens = 1024;
    int outputTokens = 256;
    int concurrency = 1; // requests in flight over the whole option
    int cards = 1;
    int tensorParallel = 1; // cards per replica
    KvReadPattern kvReads = KvReadPattern::OncePerKvHead;
    // Achieved fractions of peak (MBU typically 0.6-0.85 in vLLM/TensorRT-LLM
    // decode; prefill GEMMs 0.5-0.7 of peak).
    double bandwidthEfficiency = 0.8;
    double prefillEfficiency = 0.6;
    double decodeComputeEfficiency = 0.5;
    double frameworkBytes = 0.8 * (1ull << 30);
    double fragmentation = 0.075; // allocator, of weights, KV and activations
    double memoryFraction = 0.9;  // vLLM gpu_memory_utilization
};

struct InferencePoint {
    int concurrency = 0;
    double ttftSeconds = 0.0;
    double tpotSeconds = 0.0;
    double tokensPerSecond = 0.0; // generated tokens/s over all cards of the option
    bool fits = true;             // KV cache for this concurrency fits
};

// One decode iteration term by term, per replica card. Each kernel is bound
// by its own compute or memory traffic and kernels run one after another
// (per-operator roofline: Yuan et al. 2024, "LLM Inference Unveiled: Survey
// and Roofline Model Insights", arXiv 2402.16363): the matrix
// multiplications read the weights or compute, whichever takes longer;
// attention then reads every request's KV cache (memory-bound: a few FLOPs
// per byte); tensor-parallel all-reduces follow.
struct DecodeStep {
    double weightsSeconds = 0.0;   // the weights read once per step
    double matmulSeconds = 0.0;    // the batch's matrix multiplications at their compute rate
    double attentionSeconds = 0.0; // the batch's KV cache read (or attention's compute)
    double commSeconds = 0.0;      // tensor-parallel all-reduces
    // Share of the weights' precision peak the matrix multiplications reach
    // (lowPrecisionShare: 0.7 for FP8, 0.5 for FP4; 1 at 16 bits).
    double lowPrecisionShare = 1.0;

    double linearSeconds() const; // max(weights, matmul)
    double seconds() const;       // linear + attention + communication
};

// A decode step's terms as the Sizing page lists them, in step order: a
// code (LatencyReasonCode, EstimateCodes.h) with its seconds, and for
// LowPrecision the share as factor.
struct LatencyReason {
    LatencyReasonCode code = LatencyReasonCode::DecodeWeights;
    double seconds = 0.0;
    double factor = 1.0;
};
std::vector<LatencyReason> decodeReasons(const DecodeStep &step);

struct InferenceEstimate {
    InferencePoint at; // at the requested concurrency
    int replicas = 0;
    int maxConcurrency = 0;         // over all replicas
    double criticalBatch = 0.0;     // decode turns compute-bound above this batch per replica
    bool computeBound = false;      // at the requested concurrency
    double prefillSeconds = 0.0;    // one prompt, alone
    double decodeStepSeconds = 0.0; // one decode iteration at the requested batch
    DecodeStep decode;              // the same, term by term
    double mbu = 0.0;               // bytes read per step / step time / peak bandwidth
    double tokensPerSecondPerCard = 0.0;
    int knee = 0; // concurrency with the best throughput / latency
    std::vector<InferencePoint> curve;
};

// Prefill is compute-bound (2 . N_active . s + causal attention), decode's
// matrix multiplications are bandwidth-bound until the batch passes
// peak . bytes / (2 . bandwidth) (formulas.md), and decode's attention reads
// the batch's KV cache on top (DecodeStep). With continuous batching every
// request's prefill stalls the others' decode, which is what bends the
// latency curve at high concurrency.
InferenceEstimate estimateInference(const InferenceInputs &in, const Card &card);

// The fewest replicas (of in.tensorParallel cards) that serve `concurrency`
// requests with a first-token latency at or under `ttftTarget` seconds and
// fit in memory; 0 if none up to 4096 cards.
int replicasNeeded(const InferenceInputs &in, const Card &card, int concurrency, double ttftTarget);

// CNY per million generated tokens (formulas.md).
double costPerMillionTokens(double cnyPerCardHour, int cards, double tokensPerSecond);
// The same generic over the price's scalar (the cost model's compiled draws,
// cost/CostTape.h); the function above is this at double.
template <class T> T costPerMillionTokens(T cnyPerCardHour, int cards, double tokensPerSecond)
{
    if (!(tokensPerSecond > 0.0))
        return 0.0;
    return 1e6 * cnyPerCardHour * cards / (3600.0 * tokensPerSecond);
}

} // namespace suanpan
