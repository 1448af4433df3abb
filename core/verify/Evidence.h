#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "Checks.h"
#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "estimate/Memory.h"
#include "model/Project.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

// Evidence stored in the project (EvidenceRecord) and what it says against
// the plan. The CLI and the Verify page share these, so an import shows the
// same findings everywhere.

// Build a record from a file's bytes: invalid UTF-8 replaced by U+FFFD, refused
// (Error code "evidence.too_large", subject = fileName) above kMaxEvidenceBytes,
// "evidence.empty" when blank. id is left empty (the caller assigns).
Result<EvidenceRecord> makeEvidence(EvidenceKind kind, std::string fileName, std::string_view bytes,
                                    std::string optionId, std::string importedUtc);

// The checklist item a kind evidences by default (iperf3 -> the acceptance iperf3 item, ...).
std::string defaultItemFor(EvidenceKind kind);

// The id for a new record, "ev-N" with N one above the highest N in use, so
// an id once shown is not given to another record while the one above it
// stays (the GUI's undo and the CLI give the same ids). Ids of another shape
// are ignored; the result is never one in use.
std::string nextEvidenceId(const std::vector<EvidenceRecord> &evidence);

// What the plan of one option expects of the delivered machines, and the run a
// training log is read against: the option's first training job (its cards,
// the card's peak at the job's precision, and "params" = the plan's model
// FLOPs per token / 6, so a log's MFU counts attention and a frozen LoRA base
// exactly as the plan's MFU does).
struct EvidencePlan {
    PlanExpectations expectations;
    std::optional<TrainingRunSpec> run;
};
// An unknown option ("" included) gives the empty plan: only the checks that
// need no plan (scaling, persistence mode on H-series cards) find anything.
//
// `planned` is the project's evaluation the caller already has (the
// document's, the CLI's own): the plan's layouts and MFU are read from its
// pairs, never evaluated again. The overloads without it evaluate the
// project once (no draws) for one-off callers and tests.
EvidencePlan evidencePlanFor(const Project &project, const Catalog &catalog,
                             const Evaluation &planned, const std::string &optionId);
EvidencePlan evidencePlanFor(const Project &project, const Catalog &catalog,
                             const std::string &optionId);

// Parse a stored record and check it against its option's plan (expectationsFor with the
// plan's tensor parallel from the evaluation/layout and MFU assumption). Parse errors come
// back as the parser's coded Error. Document/Photo/Note kinds give no findings.
struct EvidenceCheck {
    std::vector<Finding> findings;
    // Measured facts for display, code -> value, by kind: iperf3 gbit_per_s,
    // retransmits, streams, duration_s; nvidia-smi gpus, min_power_draw_w,
    // min_power_limit_w; topo gpus, gpu_pairs, nvlink_pairs; scaling
    // scaling_efficiency, worst_step_efficiency, max_cards; training log steps,
    // step_seconds, tokens_per_second, step_seconds_cv, mfu. A fact the output
    // does not hold is left out, never reported as zero.
    std::vector<std::pair<FactCode, double>> facts;
};
// The plan evidence is held against when the caller has no evaluation: the
// project at its likely values, no draws, no sensitivity (plan vs measured
// compares likely values and corners). Also each measured what-if.
Evaluation evaluatePlan(const Project &project, const Catalog &catalog);

Result<EvidenceCheck> checkEvidence(const EvidenceRecord &record, const Project &project,
                                    const Catalog &catalog, const Evaluation &planned);
Result<EvidenceCheck> checkEvidence(const EvidenceRecord &record, const Project &project,
                                    const Catalog &catalog);
// The same against a given plan (the CLI overrides tensor parallel and the
// promised bandwidth); `cards` are the catalog's cards with the project's own.
Result<EvidenceCheck> checkEvidence(const EvidenceRecord &record, const EvidencePlan &plan,
                                    const std::vector<Card> &cards);

// What the evidence of one option measured (the latest record of each kind wins;
// records of other options and project-wide ones ("") are not used, and a
// record that does not parse gives way to the one before it).
struct MeasuredFacts {
    std::optional<double> mfu;               // from a training log
    std::optional<double> scalingEfficiency; // from a scaling table (overall)
    std::optional<double> interNodeGbitPerS; // from iperf3
    // That iperf3 result failed the option's bandwidth check (below the
    // share of the promise the check asks for).
    bool bandwidthCheckFailed = false;
    bool operator==(const MeasuredFacts &) const = default;
};
MeasuredFacts measuredFacts(const Project &project, const Catalog &catalog,
                            const Evaluation &planned, const std::string &optionId);
MeasuredFacts measuredFacts(const Project &project, const Catalog &catalog,
                            const std::string &optionId);

// The option re-evaluated with the measured facts in place of the plan's assumptions,
// side by side with the plan, per workload on that option. Substituted at the
// inputs: a measured MFU is the end-to-end MFU of every training job (a point
// range); a measured scaling efficiency replaces the modelled one inside the
// plan's MFU (MFU = base x scaling, so the range becomes plan x measured /
// modelled); a measured bandwidth replaces the facility's network between
// nodes (and, under a project MFU, scales it by the modelled scaling at that
// bandwidth). No facts: measured == planned. Unknown option: empty.
//
// The plan is `planned` (the caller's evaluation, read, never re-run); only
// the measured what-ifs are evaluated, on the option alone and without
// draws (samples = 0), and only when there are facts. So both sides are
// compared alike: `likely` is every input at its likely value and the range
// the corners (every input at its cost-lowering / cost-raising end), the
// plan's taken from its worstBest figures when it was sampled. They are not
// P10-P90.
struct PlanVsMeasured {
    std::string workloadId;
    std::string optionId;
    // false: the workload does not fit on the option (or cannot split its
    // batch), so neither the plan nor the measurement has a time or a cost
    // and the four ranges are 0. Callers show "does not fit", never 0.
    bool priced = true;
    Range plannedHours, measuredHours; // job wall hours (training); 0 for inference
    Range plannedCny, measuredCny;     // the pair's total
    // The parallel layout of each, as the engine chose it (with the measured
    // network it may choose another, sending less between servers).
    ParallelLayout plannedLayout, measuredLayout;
    // When the training layout changed: how much longer than planned the
    // planned layout would run with the measured facts (sizeJob with that
    // layout forced; 0.42 = 42 % slower, on the sizing's likely wall time).
    // None when the layout held or it cannot be sized so.
    std::optional<double> plannedLayoutSlowdown;
    MeasuredFacts used;
    bool operator==(const PlanVsMeasured &) const = default;
};
std::vector<PlanVsMeasured> planVsMeasured(const Project &project, const Catalog &catalog,
                                           const Evaluation &planned, const std::string &optionId,
                                           const MeasuredFacts &facts);
std::vector<PlanVsMeasured> planVsMeasured(const Project &project, const Catalog &catalog,
                                           const std::string &optionId, const MeasuredFacts &facts);
// True when the split of the cards (TP, PP, DP) changed between plan and
// measurement.
inline bool layoutChanged(const PlanVsMeasured &row)
{
    const ParallelLayout &a = row.plannedLayout;
    const ParallelLayout &b = row.measuredLayout;
    return row.priced &&
           (a.tensorParallel != b.tensorParallel || a.pipelineParallel != b.pipelineParallel ||
            a.dataParallel != b.dataParallel);
}

} // namespace suanpan
