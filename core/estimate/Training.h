#pragma once

#include <optional>
#include <string>
#include <vector>

#include "estimate/Memory.h"
#include "model/Card.h"
#include "model/Facility.h"
#include "model/Range.h"
#include "model/Workload.h"

namespace suanpan {

// Dense peak of a card at a precision; a card without that precision runs at
// the nearest one it has (fp8 on an A100 runs at bf16). Returns 0 if none.
struct Peak {
    double flops = 0.0;
    Precision precision = Precision::BF16;  // the precision actually used
};
Peak peakFlops(const Card &card, Precision wanted);

// One reason behind a default MFU: a stable code and the factor it applied.
struct MfuReason {
    std::string code;   // "card_class.<class>", "small_model", "recompute.<mode>",
                        // "scaling", "fp8_partial", "domestic_software"
    double factor = 1.0;
};

struct TrainingInputs {
    ModelShape model;
    double tokens = 0.0;                 // D
    int sequenceLength = 4096;
    int globalBatch = 1024;              // sequences per optimizer step
    Precision precision = Precision::BF16;
    ParallelLayout layout;               // layout.cards() = N
    NetworkSpec network;                 // between nodes
    std::optional<Range> mfu;            // user-given end-to-end MFU at this scale
    double rerunReserve = 1.5;           // seed 000, step 2
    double commOverlap = 0.5;            // share of backward time that hides gradient all-reduce
    bool explain = true;                 // fill mfuReasons (layout searches turn it off)
    double trainableParams = 0.0;        // 0 = all (full training); LoRA/QLoRA: the adapters
};

struct TrainingEstimate {
    double modelFlops = 0.0;       // 6 . N_active . D + causal attention (model FLOPs)
    double hardwareFlops = 0.0;    // 8/6 of that with full recomputation
    Range mfu;                     // used (user's, or the default with its reasons)
    bool mfuFromUser = false;
    std::vector<MfuReason> mfuReasons;
    double scalingEfficiency = 1.0;   // step time at N cards vs linear from one card
    double pipelineBubble = 0.0;      // (p - 1) / m
    double commSecondsPerStep = 0.0;  // exposed communication per step
    double computeSecondsPerStep = 0.0;
    double steps = 0.0;
    Range wallSeconds;                // from the MFU range (high MFU -> low time)
    Range cardHours;
    Range cardHoursWithReserve;       // x rerunReserve, shown as its own line
    Peak peak;
    int cards = 0;
};

// Sequences per optimizer step: the workload's global batch, or about 4 M
// tokens per step as the Llama 2 runs used.
int globalBatchOf(const TrainingInputs &in);

// FLOPs of training on D tokens: 6 . N_active . D (forward 2 + backward 4,
// Kaplan et al. 2020) plus causal attention 6 . L . h . s per token (PaLM
// appendix B's 12 . L . h . s, halved because causal masking skips half).
// A frozen base (LoRA/QLoRA) costs 4 . N_active . D instead of 6: no
// weight gradients for the frozen matrices.
double trainingModelFlops(const ModelShape &model, double tokens, int sequenceLength,
                          bool frozenBase = false);

// Scaling efficiency and its parts for a layout (network physics, no MFU).
struct ScalingBreakdown {
    double efficiency = 1.0;
    double bubble = 0.0;
    double dpCommSeconds = 0.0;     // all-reduce time per step (before overlap)
    double tpCommSeconds = 0.0;
    double exposedCommSeconds = 0.0;
    double computeSeconds = 0.0;    // per step at the base efficiency, no communication
};
ScalingBreakdown scalingFor(const TrainingInputs &in, const Card &card);

// The MFU a tuned framework reaches on this card class and model at 100 %
// scaling (before communication losses), with its reasons.
double baseMfu(const TrainingInputs &in, const Card &card, std::vector<MfuReason> *reasons);

TrainingEstimate estimateTraining(const TrainingInputs &in, const Card &card);

// Efficiency against card count, data parallel growing over the given counts
// (tensor and pipeline degrees held).
struct ScalingCurvePoint {
    int cards = 0;
    double efficiency = 1.0;
};
std::vector<ScalingCurvePoint> scalingCurve(const TrainingInputs &in, const Card &card,
                                       const std::vector<int> &cardCounts);

} // namespace suanpan
