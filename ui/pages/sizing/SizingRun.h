#pragma once

#include <optional>
#include <string>
#include <vector>

#include "estimate/Advice.h"
#include "estimate/Inference.h"
#include "estimate/JobSizing.h"
#include "estimate/LayoutSearch.h"
#include "estimate/Memory.h"
#include "estimate/Training.h"
#include "model/Workload.h"

namespace suanpan {
struct Catalog;
}

// What the Sizing page sizes a workload on: an option of the project (its
// card, count and facility's network), or a card and count of the user's
// choice; the layout the engine chooses (as every option is priced) or one
// set by hand. View settings, not project data.
struct SizingSetup {
    std::string optionId; // the option sized; empty: the card and count below
    bool layoutByHand = false;
    std::string cardId;
    int cards = 8;
    std::string facilityId;
    // By hand only (the engine's choice is in SizingRun::sizing.layout).
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int zeroStage = 1;
    suanpan::Recompute recompute = suanpan::Recompute::Selective;
    int microBatch = 1;
    std::optional<double> mfu; // the user's end-to-end MFU (fraction), else the default

    bool operator==(const SizingSetup &) const = default;
};

// The engine's answers for one workload on one setup, driven the way
// `suanpan-cli estimate memory|train|infer` drives it (app/cli/EstimateCommands.cpp).
// Plain values: the page only words and shows them.
struct SizingRun {
    enum class Problem {
        None,
        NoModel,        // neither parameters nor an architecture
        NoCard,         // the card id is in no catalog
        LayoutMismatch, // cards is not a multiple of TP x PP (TP for serving)
    };
    Problem problem = Problem::None;
    bool training = false;
    suanpan::JobSizing sizing;  // core's answer; the fields below are views of it
    suanpan::Workload workload; // what was sized
    suanpan::SizingTarget target;

    suanpan::MemoryInputs memoryInputs;
    suanpan::MemoryBreakdown memory;
    std::vector<suanpan::Remedy> remedies; // only when it does not fit

    // Training: needs training tokens.
    bool hasTraining = false;
    suanpan::TrainingInputs trainingInputs;
    suanpan::TrainingEstimate train;

    // Serving: needs prompt and output tokens.
    bool hasInference = false;
    suanpan::InferenceInputs inferenceInputs;
    suanpan::InferenceEstimate infer;
    int replicasForTarget = 0; // 0: none up to 4096 cards

    std::vector<suanpan::Advice> advice; // the workload's recommendations, then the traps
};

// The network between servers a setup uses: its facility template's, or the
// engine's default (400 Gb/s InfiniBand) without one.
suanpan::NetworkSpec networkFor(const SizingSetup &setup, const suanpan::Catalog &catalog);

// The setup's layout as given (DP from the card count).
suanpan::ParallelLayout layoutOf(const SizingSetup &setup);

// Sizes the workload on the setup with core's sizeJob(), the function the
// cost engine and `suanpan-cli estimate` call, and adds what only this page
// shows: remedies, replicas for the latency target, the seeds' advice.
SizingRun runSizing(const suanpan::Workload &workload, const SizingSetup &setup,
                    const suanpan::Catalog &catalog, const suanpan::SizingAssumptions &assumptions);

// The inputs of the layout search (LayoutSearch.h) for a workload on the
// setup's card and network, with the workload's deadline.
suanpan::LayoutSearchInputs layoutSearchInputs(const suanpan::Workload &workload,
                                               const SizingSetup &setup,
                                               const suanpan::Catalog &catalog,
                                               const suanpan::SizingAssumptions &assumptions);
