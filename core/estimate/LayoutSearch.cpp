#include "LayoutSearch.h"

#include <algorithm>
#include <limits>

#include "estimate/ModelMath.h"

namespace suanpan {

std::vector<int> candidateCardCounts(int maxCards)
{
    std::vector<int> out;
    for (int n : {1, 2, 4})
        if (n <= maxCards)
            out.push_back(n);
    for (int n = 8; n <= maxCards;) {
        out.push_back(n);
        const int step = std::max(8, (n / 4) / 8 * 8);
        n += step;
    }
    return out;
}

namespace {

// Orders layouts at one card count: faster first, then simpler (less model
// parallelism, lower ZeRO stage, less recomputation).
bool better(const LayoutCandidate &a, const LayoutCandidate &b)
{
    if (a.wallSeconds != b.wallSeconds)
        return a.wallSeconds < b.wallSeconds * (1.0 - 1e-9);
    const auto complexity = [](const ParallelLayout &l) {
        return l.tensorParallel * l.pipelineParallel * 16 + l.zeroStage * 4 + int(l.recompute);
    };
    return complexity(a.layout) < complexity(b.layout);
}

} // namespace

LayoutSearchResult searchLayout(const LayoutSearchInputs &in, const Card &card)
{
    // The first count whose best layout fits and meets the deadline wins;
    // otherwise report the fastest layout that fits at any count, or how
    // close to fitting the job came.
    LayoutSearchResult result{};
    result.smallestMemoryBytes = std::numeric_limits<double>::infinity();
    LayoutCandidate fastestFitting;
    fastestFitting.wallSeconds = std::numeric_limits<double>::infinity();
    bool anyFits = false;
    for (int n : candidateCardCounts(in.maxCards)) {
        const LayoutSearchResult at = bestLayoutAt(in, card, n);
        result.evaluated += at.evaluated;
        result.smallestMemoryBytes = std::min(result.smallestMemoryBytes, at.smallestMemoryBytes);
        if (at.outcome == LayoutSearchResult::Outcome::Found) {
            result.outcome = at.outcome;
            result.best = at.best;
            return result;
        }
        if (at.outcome == LayoutSearchResult::Outcome::DeadlineMissed) {
            anyFits = true;
            if (better(at.best, fastestFitting))
                fastestFitting = at.best;
        }
    }
    if (anyFits) {
        result.outcome = LayoutSearchResult::Outcome::DeadlineMissed;
        result.best = fastestFitting;
    }
    return result;
}

namespace {

// Dominance keeps the search exact and small. In the time model (Training.cpp) more
// recomputation only lowers MFU and a higher ZeRO stage only adds communication, both
// adding complexity: once (stage z, recomputation r) fits, every (z' >= z, r' >= r) is
// no better and is skipped. A larger micro-batch only lengthens the pipeline bubble
// and needs more memory, so 1 is always the best micro-batch.
constexpr Recompute kLevels[] = {Recompute::None, Recompute::Selective, Recompute::Full};
constexpr int kLevelCount = 3;
static_assert(int(Recompute::None) == 0 && int(Recompute::Full) == kLevelCount - 1);

// One card count's search: the inputs it varies and the best so far.
struct AtCount {
    const LayoutSearchInputs &in;
    const Card &card;
    TrainingInputs training;
    MemoryInputs memory;
    int lowest = 0; // recomputation levels tried: [lowest, levels)
    int levels = kLevelCount;
    bool foundMeeting = false;
    bool anyFits = false;
    LayoutCandidate meeting{};
    LayoutCandidate fastest{};
    LayoutCandidate closest{};
    LayoutSearchResult result{};
};

// Every ZeRO stage and recomputation at one TP x PP x DP split, least first,
// skipping the dominated ones.
void trySplit(AtCount &a, int tp, int pp, int dp)
{
    const int lowest = a.lowest;
    const double capacity = a.card.memoryBytes;
    const bool train = a.memory.mode == MemoryMode::Train;
    int fittingLevel = a.levels; // least recomputation that fits at a lower stage
    for (int zero = 0; zero <= (dp > 1 ? 3 : 0) && fittingLevel > lowest; ++zero) {
        if (!train && zero > 0)
            break;
        for (int level = lowest; level < fittingLevel; ++level) {
            const ParallelLayout l{tp, pp, dp, zero, 1, kLevels[level]};
            a.memory.layout = l;
            ++a.result.evaluated;
            const MemoryBreakdown m = estimateMemory(a.memory, capacity);
            if (m.total < a.result.smallestMemoryBytes) {
                a.result.smallestMemoryBytes = m.total;
                a.closest = {l, m.total, 0.0, 1.0};
            }
            if (!m.fits)
                continue;
            fittingLevel = level;
            a.training.layout = l;
            const TrainingEstimate t = estimateTraining(a.training, a.card);
            const LayoutCandidate c{l, m.total, t.wallSeconds.likely, t.scalingEfficiency};
            a.anyFits = true;
            if (better(c, a.fastest))
                a.fastest = c;
            if (a.in.deadlineSeconds <= 0.0 || c.wallSeconds <= a.in.deadlineSeconds) {
                if (!a.foundMeeting || better(c, a.meeting)) {
                    a.meeting = c;
                    a.foundMeeting = true;
                }
            }
        }
    }
}

} // namespace

LayoutSearchResult bestLayoutAt(const LayoutSearchInputs &in, const Card &card, int cards)
{
    AtCount a{in, card, in.training, in.memory};
    a.result.smallestMemoryBytes = std::numeric_limits<double>::infinity();
    if (cards < 1)
        return a.result;
    a.training.explain = false; // only the chosen layout's figures are shown
    // A bare parameter count stays one (its active count is the MoE's); the
    // estimators assume its shape the same way for every layout.
    a.memory.model = a.training.model;
    const ModelShape &shape = hasArchitecture(a.training.model)
                                  ? a.training.model
                                  : assumedShape(a.training.model.paramsTotal);
    const int layers = std::max(shape.layers, 1);
    // Tensor parallelism stays inside the NVLink/HCCS domain, where tuned
    // runs hide its collectives; cards without one split at most in pairs
    // over PCIe (the time model charges the exposed traffic; wider splits
    // lose to pipeline parallelism there).
    const int domain = std::max(card.link.domainSize, 1);
    const int maxTp = std::min(8, hasFastLink(card) ? domain : 2 * domain);

    // The global batch of this many cards (its default grows with the cluster).
    a.training.layout = ParallelLayout{1, 1, cards, 0, 1, Recompute::None};
    const int batch = globalBatchOf(a.training);
    bool splits = false; // some TP x PP x DP split has DP <= batch
    a.fastest.wallSeconds = std::numeric_limits<double>::infinity();
    // A recomputation the framework fixes is the only level tried.
    a.lowest = in.recompute ? int(*in.recompute) : 0;
    a.levels = in.recompute ? a.lowest + 1 : kLevelCount;
    for (int tp = 1; tp <= std::min(maxTp, cards); tp *= 2) {
        for (int pp = 1; pp <= std::min(64, layers) && tp * pp <= cards; pp *= 2) {
            if (cards % (tp * pp) != 0)
                continue;
            const int dp = cards / (tp * pp);
            // Each data-parallel rank needs at least one sequence per step.
            if (dp > batch)
                continue;
            splits = true;
            trySplit(a, tp, pp, dp);
        }
    }
    LayoutSearchResult &result = a.result;
    if (a.foundMeeting) {
        result.outcome = LayoutSearchResult::Outcome::Found;
        result.best = a.meeting;
    } else if (a.anyFits) {
        result.outcome = LayoutSearchResult::Outcome::DeadlineMissed;
        result.best = a.fastest;
    } else {
        result.outcome = splits ? LayoutSearchResult::Outcome::NothingFitsMemory
                                : LayoutSearchResult::Outcome::NoLayout;
        result.best = a.closest;
        if (!splits)
            result.best.layout = {1, 1, cards, 0, 1, in.recompute.value_or(Recompute::Selective)};
    }
    return result;
}

} // namespace suanpan
