#pragma once

#include <optional>
#include <string>
#include <vector>

#include "estimate/Inference.h"
#include "estimate/LayoutSearch.h"
#include "estimate/Memory.h"
#include "estimate/Training.h"
#include "model/Card.h"
#include "model/Facility.h"
#include "model/Range.h"
#include "model/Workload.h"

namespace suanpan {

// The one path from a workload to its sizing (DESIGN.md, "one path per
// figure"): the Sizing page, the cost engine, the option search, plan vs
// measured and `suanpan-cli estimate` all call sizeJob(), so the same job
// on the same cards gets the same layout, memory and time everywhere.

// The project figures the sizing engine reads: assumptions.json keys a
// project may override (CostInputs.h sizingAssumptions() reads them).
struct SizingAssumptions {
    double frameworkBytes = 0.8 * (1ull << 30); // framework_overhead_bytes (likely)
    double fragmentation = 0.075;               // allocator_fragmentation (likely)
    double rerunReserve = 1.5;                  // rerun_reserve_factor (likely)
    std::optional<Range> mfu;                   // the project's own end-to-end "mfu", if set
    FaultModel faults;                          // interruptions, recovery, restart, checkpoints

    bool operator==(const SizingAssumptions &) const = default;
};

// Between servers when no facility says otherwise: 400 Gb/s InfiniBand per
// card, the rail-optimised fabric of a GPU cloud's training cluster (DGX
// SuperPOD reference: one 400 Gb/s NIC per H100; seed 004 asks for IB).
NetworkSpec defaultNetwork();

// What a workload is sized on. `layout`, when given, is used as it is:
// training takes its TP, PP, ZeRO stage, recomputation and micro-batch (DP
// follows from the card count), serving its TP (cards per replica). Without
// one the engine chooses, as it does for every priced option: training the
// fastest layout that fits at exactly `cards` (bestLayoutAt), serving the
// fewest cards per replica that fit and meet the latency target.
struct SizingTarget {
    const Card *card = nullptr;
    int cards = 1;
    NetworkSpec network = defaultNetwork();
    std::optional<ParallelLayout> layout;
    std::optional<Range> mfu; // end-to-end MFU in place of the assumptions' (a measurement)
    // Training without a layout: the recomputation the team's framework fixes
    // (LayoutSearchInputs::recompute); the engine chooses the rest.
    std::optional<Recompute> recompute;
    // Serving: how the engine's decode kernel reads the KV cache. The app
    // plans with current engines (once per KV head); a published result
    // from an older engine says which kernel it ran (PublishedRuns).
    KvReadPattern kvReads = KvReadPattern::OncePerKvHead;

    bool operator==(const SizingTarget &) const = default;
};

struct JobSizing {
    enum class Problem {
        None,
        NoModel,        // neither parameters nor an architecture
        NoCard,         // no card to size on
        NoCards,        // fewer than one card
        LayoutMismatch, // cards is not a multiple of TP x PP (TP for serving)
    };
    Problem problem = Problem::None;
    bool training = false;
    bool layoutChosen = false; // the engine chose the layout (none was given)
    bool fits = false;         // memory fits at `layout` (and, chosen, the batch splits)
    // Chosen training layouts only: no layout at this count divides the
    // global batch (more data-parallel ranks than sequences per step).
    bool batchTooSmall = false;
    ParallelLayout layout;
    MemoryInputs memoryInputs; // at `layout`
    MemoryBreakdown memory;
    // Training, when the workload has training tokens.
    TrainingInputs trainingInputs;
    std::optional<TrainingEstimate> train;
    // Serving, when the workload has prompt and output lengths.
    InferenceInputs inferenceInputs;
    std::optional<InferenceEstimate> infer;
    bool meetsLatency = true; // first-token target and request rate (serving)

    bool ok() const { return problem == Problem::None; }
};

JobSizing sizeJob(const Workload &workload, const SizingTarget &target,
                  const SizingAssumptions &assumptions);

struct Catalog;

// One change that makes a job fit, with what it leads to, as sizeJob() sizes
// it (RemedyCode, EstimateCodes.h). Exactly one thing changes, except
// QloraFullRecompute (QLoRA and full recomputation, a given layout's usual
// pair) and what a chosen layout adapts.
// Apply it by taking `workload` and `target` as they are.
struct Remedy {
    RemedyCode code = RemedyCode::AutoLayout;
    Workload workload;   // the workload after the change
    SizingTarget target; // the target after the change (cards, card, layout)
    ParallelLayout layout;
    bool layoutChosen = false;
    double totalBytes = 0.0; // per card after the change
    double capacityBytes = 0.0;
    bool fits = false;
};

// The remedies for a job that does not fit, those that fit first, each group
// least disruptive first (layout, method, precision, load, more cards,
// another card). `catalog` may be null (no bigger_card then).
std::vector<Remedy> remediesFor(const Workload &workload, const SizingTarget &target,
                                const SizingAssumptions &assumptions, const Catalog *catalog);

// Where to size a workload that no option names yet (a new workload, a
// scenario template): the first card the seeds recommend for its scenario
// that the catalog has (Advice.h rec.cards.*), at the fewest cards that fit
// and meet its deadline or latency target (the layout search's counts), the
// engine choosing the layout, over `network` (the facility it will sit in);
// the largest count tried when none does. `card` is null when the catalog
// has none of the recommended cards.
SizingTarget recommendedTarget(const Workload &workload, const Catalog &catalog,
                               const SizingAssumptions &assumptions,
                               const NetworkSpec &network = defaultNetwork());

// The one mapping from a workload to the estimators' inputs (sizeJob uses
// these; so do the charts' scaling curves and the layout search).
int loraRankOf(const Workload &workload); // 16 when unset (QLoRA paper's default)
// KV cache precision for serving weights: FP8 with FP8/FP4 weights, else 16-bit
// (32-bit with fp32 weights).
Precision kvPrecisionFor(Precision weights);
// The KV cache precision the workload serves with: its own choice, or
// kvPrecisionFor(weights) when it leaves it to the engine (Auto).
Precision kvCachePrecision(const Workload &workload);
MemoryInputs memoryInputsFor(const Workload &workload, const ParallelLayout &layout,
                             const SizingAssumptions &assumptions);
TrainingInputs trainingInputsFor(const Workload &workload, const ParallelLayout &layout,
                                 const NetworkSpec &network, const SizingAssumptions &assumptions,
                                 const std::optional<Range> &mfu = std::nullopt);
// Serving on `target` (its card count and KV read pattern) with TP
// `tensorParallel` per replica.
InferenceInputs inferenceInputsFor(const Workload &workload, const SizingTarget &target,
                                   int tensorParallel, const SizingAssumptions &assumptions);
// The layout search's inputs, with the workload's deadline.
LayoutSearchInputs layoutSearchInputsFor(const Workload &workload, const NetworkSpec &network,
                                         const SizingAssumptions &assumptions,
                                         const std::optional<Range> &mfu = std::nullopt);

// Scaling efficiency of the workload against card count, data parallel
// growing over `counts` with the TP and PP of `layout` held (the scaling
// chart); at layout.cards() it equals the sizing's own efficiency.
std::vector<ScalingCurvePoint> scalingCurveFor(const Workload &workload, const Card &card,
                                               const ParallelLayout &layout,
                                               const NetworkSpec &network,
                                               const SizingAssumptions &assumptions,
                                               const std::vector<int> &counts);

} // namespace suanpan
