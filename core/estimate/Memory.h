#pragma once

#include "model/Card.h"
#include "model/Workload.h"

namespace suanpan {

// How a training job is split over cards.
struct ParallelLayout {
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    int zeroStage = 0;  // 0-3 over the data-parallel ranks
    int microBatch = 1; // sequences per micro-batch
    Recompute recompute = Recompute::Selective;

    int cards() const { return tensorParallel * pipelineParallel * dataParallel; }
    bool operator==(const ParallelLayout &) const = default;
};

enum class MemoryMode { Train, LoRA, QLoRA, Infer };

MemoryMode memoryModeFor(Scenario s);

struct MemoryInputs {
    MemoryMode mode = MemoryMode::Train;
    ModelShape model;
    Precision precision = Precision::BF16; // training precision or serving weights
    Optimizer optimizer = Optimizer::AdamW;
    ParallelLayout layout;
    int sequenceLength = 4096;
    int loraRank = 16;
    // Inference
    int contextTokens = 4096; // prompt + output per request
    int concurrency = 1;
    Precision kvPrecision = Precision::BF16;
    // Overheads (formulas.md): CUDA context and framework buffers, plus the
    // allocator's fragmentation as a fraction of everything else. Zero both to
    // compare model-state figures exactly (ZeRO paper).
    double frameworkBytes = 0.8 * (1ull << 30);
    double fragmentation = 0.075;
    // Inference engines reserve only part of the card (vLLM
    // gpu_memory_utilization = 0.9): the rest is headroom.
    double inferenceMemoryFraction = 0.9;
};

struct MemoryBreakdown {
    double weights = 0.0;
    double gradients = 0.0;
    double optimizer = 0.0;
    double activations = 0.0;
    double kvCache = 0.0;
    double overhead = 0.0;
    double total = 0.0;
    double capacity = 0.0; // the card's memory (usable fraction for inference)
    bool fits = false;
    double shortBy = 0.0; // bytes missing when it does not fit
    double trainableParams = 0.0;
    int maxConcurrency = 0; // inference: requests of this context that fit
};

// Memory per card for a job on a card with `capacityBytes` of memory.
MemoryBreakdown estimateMemory(const MemoryInputs &in, double capacityBytes);

// Expert-parallel ranks of an MoE model's training layout: its routed
// experts are split over the data-parallel ranks (as Megatron-LM and
// DeepSpeed-MoE place them), EP = the largest power of two that divides DP
// and is at most the number of experts; 1 for a dense model.
int expertParallelOf(const ModelShape &model, const ParallelLayout &layout);

// Bytes per parameter of model states (weights, gradients, optimizer) before
// sharding, for mixed precision training (ZeRO paper: 2 + 2 + K, K = 12 for AdamW).
struct StateBytes {
    double weights;
    double gradients;
    double optimizer;
};
StateBytes stateBytesPerParam(Precision precision, Optimizer optimizer);

// Trainable adapter parameters: r . (d_in + d_out) for every linear layer of
// every block (q, k, v, o, gate, up, down), as in the QLoRA paper.
double loraParams(const ModelShape &model, int rank);

// Bytes per parameter of served weights: the precision's width plus its
// quantisation scales (INT4 AWQ/GPTQ 4.25 bits, NVFP4 4.5 bits).
double servingBytesPerParam(Precision p);

} // namespace suanpan
