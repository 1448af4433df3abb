#pragma once

#include <optional>
#include <vector>

#include "estimate/Memory.h"
#include "estimate/Training.h"

namespace suanpan {

struct LayoutSearchInputs {
    TrainingInputs training;      // model, tokens, batch, precision, network, MFU
    MemoryInputs memory;          // mode, optimizer, LoRA rank, overheads
    double deadlineSeconds = 0.0; // 0 = no deadline: the fewest cards that fit
    int maxCards = 4096;
    // The recomputation the team's framework fixes (Hugging Face Trainer's
    // gradient checkpointing is full; a published run's launch script says
    // which it used). Unset: the search chooses it with the rest.
    std::optional<Recompute> recompute;
};

struct LayoutCandidate {
    ParallelLayout layout;
    double memoryBytes = 0.0; // per card
    double wallSeconds = 0.0; // likely
    double scalingEfficiency = 1.0;
};

struct LayoutSearchResult {
    // NoLayout: every split of this many cards has more data-parallel ranks
    // than the global batch has sequences per step (best: the closest in memory).
    enum class Outcome { Found, NothingFitsMemory, DeadlineMissed, NoLayout };
    Outcome outcome = Outcome::NothingFitsMemory;
    LayoutCandidate best;             // Found: the choice; DeadlineMissed: the fastest that fits
    double smallestMemoryBytes = 0.0; // NothingFitsMemory: the least per-card memory reached
    long long evaluated = 0;          // configurations evaluated
};

// The card counts the search tries: 1, 2, 4, 8, then multiples of 8 in
// steps that grow by about a quarter (8, 16, 24, 32, 40, 48, 64, 80, ...),
// up to maxCards.
std::vector<int> candidateCardCounts(int maxCards);

// For a workload and a card, the smallest card count and the TP/PP/DP/ZeRO/
// recompute/micro-batch layout that fits in memory and meets the deadline,
// then the fastest at that count.
LayoutSearchResult searchLayout(const LayoutSearchInputs &in, const Card &card);

// The fastest (then simplest) TP/PP/DP/ZeRO/recompute/micro-batch layout at
// exactly `cards` cards, for pricing a given option. Found: fits memory and
// meets in.deadlineSeconds (if any); DeadlineMissed: the fastest layout that
// fits; NothingFitsMemory: `best` is the layout that came closest
// (best.memoryBytes = smallestMemoryBytes). in.maxCards is ignored.
LayoutSearchResult bestLayoutAt(const LayoutSearchInputs &in, const Card &card, int cards);

} // namespace suanpan
