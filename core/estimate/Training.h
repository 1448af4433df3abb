#pragma once

#include <optional>
#include <string>
#include <vector>

#include "estimate/EstimateCodes.h"
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
    Precision precision = Precision::BF16; // the precision actually used
};
Peak peakFlops(const Card &card, Precision wanted);

// The share of a sub-16-bit peak that matrix multiplications `width` wide
// (their output features per card) reach: they speed up by less than the
// peaks' ratio, because the activations are quantised and scaled first, a
// pass over the GEMM's input whose cost against the GEMM falls as 1 / width.
// Measured at width 4096 (Transformer Engine, "GEMM Speedups Across
// Precisions", a 5 B model of hidden size 4096: FP8 1.41-1.61x, MXFP8 1.44x,
// NVFP4 2.03x over BF16 with that work included; Megatron-LM issue 396: FP8
// 1.35x end to end at 13 B): 1.4x for 8-bit and 2.0x for 4-bit there, so
// 0.7 of the FP8 peak on Hopper and 0.5 of the FP4 peak on Blackwell at
// width 4096, more for wider GEMMs, never slower than 16 bits. 1 at 16 bits
// or wider, and where the card runs the precision at its 16-bit rate.
double lowPrecisionShare(const Card &card, Precision wanted, double width);

// One reason behind a default MFU: a stable code and the factor it applied.
struct MfuReason {
    MfuReasonCode code = MfuReasonCode::CardClassConsumer;
    double factor = 1.0;
};

// What breaks a long run (Llama 3 paper, arXiv 2407.21783, sec. 3.3.4: 419
// unexpected interruptions in 54 days on 16 384 H100s, more than 90 %
// effective training time with automated recovery). One server waits for
// its fix (seed 003: 2-5 h); a multi-server job restarts on its remaining
// or spare servers from the last checkpoint while people fix the broken one.
struct FaultModel {
    double perCardHour = 2e-5;          // interruptions_per_card_hour
    double recoveryHours = 3.5;         // interruption_recovery_hours: people's time per fault
    double restartHours = 0.25;         // restart_hours: a multi-server job's automated restart
    double checkpointStallHours = 0.01; // checkpoint_stall_hours: training paused per checkpoint

    bool operator==(const FaultModel &) const = default;
};

struct TrainingInputs {
    ModelShape model;
    double tokens = 0.0; // D
    int sequenceLength = 4096;
    int globalBatch = 0; // sequences per optimizer step; 0 = published practice
    Precision precision = Precision::BF16;
    ParallelLayout layout;     // layout.cards() = N
    NetworkSpec network;       // between servers
    std::optional<Range> mfu;  // user-given MFU per step at this scale
    double rerunReserve = 1.5; // seed 000, step 2
    FaultModel faults;
    bool explain = true;          // fill mfuReasons (layout searches turn it off)
    double trainableParams = 0.0; // 0 = all (full training); LoRA/QLoRA: the adapters
};

struct TrainingEstimate {
    double modelFlops = 0.0;    // 6 . N_active . D + causal attention (model FLOPs)
    double hardwareFlops = 0.0; // 8/6 of that with full recomputation
    Range mfu;                  // per training step, as papers report it (user's, or the default)
    bool mfuFromUser = false;
    std::vector<MfuReason> mfuReasons; // the default's factors, then goodput (time, not MFU)
    double scalingEfficiency = 1.0;    // step time at N cards vs linear from one card
    double pipelineBubble = 0.0;       // (p - 1) / (v . m)
    double stageImbalance = 1.0;       // ScalingBreakdown::stageImbalance
    double commSecondsPerStep = 0.0;   // exposed communication per step
    double computeSecondsPerStep = 0.0;
    int globalBatch = 0; // sequences per step used
    double steps = 0.0;
    double goodput = 1.0; // share of wall time spent training (interruptions)
    FaultModel faults;    // what goodput assumed
    Range wallSeconds;    // from the MFU range and goodput (high MFU -> low time)
    Range cardHours;
    Range cardHoursWithReserve; // x rerunReserve, shown as its own line
    Peak peak;
    int cards = 0;
};

// NVLink or HCCS between the cards of a server (a domain where tuned runs
// hide tensor-parallel traffic), as opposed to PCIe or a two-card bridge.
bool hasFastLink(const Card &card);

// Per-direction bytes per second between `groupSize` cards of one server:
// NVLink/HCCS inside its domain (catalog figures are bidirectional
// aggregates, as vendors quote them), else PCIe x16 (16 GB/s per direction
// at gen 3, doubling each generation).
double intraServerBytesPerS(const Card &card, int groupSize);

// Sequences per optimizer step: the workload's global batch, or what
// published runs used for the model's size and the cluster's (GPT-3 table
// 2.1, Llama 2, Llama 3: 0.5 M tokens below 1 B active parameters, 2 M
// below 6 B, 4 M above, at least ~1 000 tokens per card, at most 64 M),
// rounded to whole micro-batches on every data-parallel rank.
int globalBatchOf(const TrainingInputs &in);

// FLOPs of training on D tokens: 6 . N_active . D (forward 2 + backward 4,
// Kaplan et al. 2020) plus causal attention 6 . L . h . s per token (PaLM
// appendix B's 12 . L . h . s, halved because causal masking skips half).
// A frozen base (LoRA/QLoRA) costs 4 . N_active . D instead of 6: no
// weight gradients for the frozen matrices.
double trainingModelFlops(const ModelShape &model, double tokens, int sequenceLength,
                          bool frozenBase = false);

// Scaling efficiency and its parts for a layout (network physics, no MFU):
// the step's compute at the card class's efficiency, the pipeline bubble,
// and each collective's time before and after what overlaps it. Sources:
// Narayanan et al. 2021 (arXiv 2104.04473: 1F1B and interleaved bubbles,
// TP and PP volumes), Rajbhandari et al. 2020 (ZeRO volumes), PyTorch DDP
// / Megatron bucketed gradient overlap.
struct ScalingBreakdown {
    double efficiency = 1.0;
    double bubble = 0.0;
    // The fullest pipeline stage sets the pace: its layers over the average,
    // ceil(L / p) . p / L (1 when p divides the layers; 70 layers over 16
    // stages: 5 . 16 / 70 = 1.14).
    double stageImbalance = 1.0;
    int microBatches = 1;        // per data-parallel rank per step
    int virtualStages = 1;       // interleaved pipeline chunks per card
    double computeSeconds = 0.0; // per step at the base efficiency, no communication
    double dpCommSeconds = 0.0;  // data-parallel / ZeRO collectives per step (before overlap)
    double tpCommSeconds = 0.0;  // tensor-parallel collectives outside a fast domain
    double ppCommSeconds = 0.0;  // pipeline point-to-point per step (before overlap)
    double epCommSeconds = 0.0;  // MoE all-to-all per step (before overlap)
    double exposedEpSeconds = 0.0;
    double exposedDpSeconds = 0.0;
    double exposedPpSeconds = 0.0;
    double exposedCommSeconds = 0.0; // all exposed communication
};
ScalingBreakdown scalingFor(const TrainingInputs &in, const Card &card);

// Cluster hours lost per hour of training on `cards` cards: interruptions
// arrive at perCardHour x cards per hour; each costs the wait (one server:
// recoveryHours; more: restartHours) and half a checkpoint interval of work;
// every checkpoint pauses training. Checkpoints at the Young/Daly interval
// sqrt(2 . stall / rate) (Young 1974; Daly 2006).
struct FaultLoss {
    double interruptionsPerHour = 0.0;
    double checkpointIntervalHours = 0.0;
    double waitHours = 0.0;   // cluster idle per interruption before the restart
    double lostPerHour = 0.0; // cluster hours lost per hour of training
};
FaultLoss faultLossFor(const FaultModel &f, int cards);

// Share of wall time spent training: 1 / (1 + lostPerHour).
double goodputFor(const FaultModel &f, int cards);

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
