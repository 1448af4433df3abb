#pragma once

#include <vector>

#include "model/Card.h"
#include "model/Workload.h"

namespace suanpan {

struct InferenceInputs {
    ModelShape model;
    Precision precision = Precision::BF16;     // weights
    Precision kvPrecision = Precision::BF16;
    int promptTokens = 1024;
    int outputTokens = 256;
    int concurrency = 1;                       // requests in flight over the whole option
    int cards = 1;
    int tensorParallel = 1;                    // cards per replica
    // Achieved fractions of peak (MBU typically 0.6-0.85 in vLLM/TensorRT-LLM
    // decode; prefill GEMMs 0.5-0.7 of peak).
    double bandwidthEfficiency = 0.8;
    double prefillEfficiency = 0.6;
    double decodeComputeEfficiency = 0.5;
    double frameworkBytes = 0.8 * (1ull << 30);
    double fragmentation = 0.075;               // allocator, of weights, KV and activations
    double memoryFraction = 0.9;               // vLLM gpu_memory_utilization
};

struct InferencePoint {
    int concurrency = 0;
    double ttftSeconds = 0.0;
    double tpotSeconds = 0.0;
    double tokensPerSecond = 0.0;   // generated tokens/s over all cards of the option
    bool fits = true;               // KV cache for this concurrency fits
};

struct InferenceEstimate {
    InferencePoint at;              // at the requested concurrency
    int replicas = 0;
    int maxConcurrency = 0;         // over all replicas
    double criticalBatch = 0.0;     // decode turns compute-bound above this batch per replica
    bool computeBound = false;      // at the requested concurrency
    double prefillSeconds = 0.0;    // one prompt, alone
    double decodeStepSeconds = 0.0; // one decode iteration at the requested batch
    double mbu = 0.0;               // bytes read per step / step time / peak bandwidth
    double tokensPerSecondPerCard = 0.0;
    int knee = 0;                   // concurrency with the best throughput / latency
    std::vector<InferencePoint> curve;
};

// Prefill is compute-bound (2 . N_active . s + causal attention), decode is
// bandwidth-bound until the batch passes peak . bytes / (2 . bandwidth)
// (formulas.md). With continuous batching every request's prefill stalls the
// others' decode, which is what bends the latency curve at high concurrency.
InferenceEstimate estimateInference(const InferenceInputs &in, const Card &card);

// The fewest replicas (of in.tensorParallel cards) that serve `concurrency`
// requests with a first-token latency at or under `ttftTarget` seconds and
// fit in memory; 0 if none up to 4096 cards.
int replicasNeeded(const InferenceInputs &in, const Card &card, int concurrency,
                   double ttftTarget);

// CNY per million generated tokens (formulas.md).
double costPerMillionTokens(double cnyPerCardHour, int cards, double tokensPerSecond);

} // namespace suanpan
