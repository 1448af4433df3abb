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
    LayoutSearchResult result;
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

LayoutSearchResult bestLayoutAt(const LayoutSearchInputs &in, const Card &card, int cards)
{
    LayoutSearchResult result;
    result.smallestMemoryBytes = std::numeric_limits<double>::infinity();
    if (cards < 1)
        return result;
    TrainingInputs training = in.training;
    training.explain = false; // only the chosen layout's figures are shown
    MemoryInputs memory = in.memory;
    // A bare parameter count stays one (its active count is the MoE's); the
    // estimators assume its shape the same way for every layout.
    memory.model = training.model;
    const ModelShape &shape =
        hasArchitecture(training.model) ? training.model : assumedShape(training.model.paramsTotal);
    const int layers = std::max(shape.layers, 1);
    // Tensor parallelism stays inside the NVLink/HCCS domain, where tuned
    // runs hide its collectives; cards without one split at most in pairs
    // over PCIe (the time model charges the exposed traffic; wider splits
    // lose to pipeline parallelism there).
    const int domain = std::max(card.link.domainSize, 1);
    const int maxTp = std::min(8, hasFastLink(card) ? domain : 2 * domain);

    // The global batch of this many cards (its default grows with the cluster).
    training.layout = ParallelLayout{1, 1, cards, 0, 1, Recompute::None};
    const int batch = globalBatchOf(training);
    bool splits = false; // some TP x PP x DP split has DP <= batch
    bool foundMeeting = false;
    bool anyFits = false;
    LayoutCandidate meeting;
    LayoutCandidate fastest;
    fastest.wallSeconds = std::numeric_limits<double>::infinity();
    LayoutCandidate closest;
    // Dominance keeps the search exact and small. In the time model (Training.cpp) more
    // recomputation only lowers MFU and a higher ZeRO stage only adds communication, both
    // adding complexity: once (stage z, recomputation r) fits, every (z' >= z, r' >= r) is
    // no better and is skipped. A larger micro-batch only lengthens the pipeline bubble
    // and needs more memory, so 1 is always the best micro-batch.
    constexpr Recompute kLevels[] = {Recompute::None, Recompute::Selective, Recompute::Full};
    constexpr int kLevelCount = 3;
    // A recomputation the framework fixes is the only level tried.
    static_assert(int(Recompute::None) == 0 && int(Recompute::Full) == kLevelCount - 1);
    const int lowest = in.recompute ? int(*in.recompute) : 0;
    const int levels = in.recompute ? lowest + 1 : kLevelCount;
    for (int tp = 1; tp <= std::min(maxTp, cards); tp *= 2) {
        for (int pp = 1; pp <= std::min(64, layers) && tp * pp <= cards; pp *= 2) {
            if (cards % (tp * pp) != 0)
                continue;
            const int dp = cards / (tp * pp);
            // Each data-parallel rank needs at least one sequence per step.
            if (dp > batch)
                continue;
            splits = true;
            int fittingLevel = levels; // least recomputation that fits at a lower stage
            for (int zero = 0; zero <= (dp > 1 ? 3 : 0) && fittingLevel > lowest; ++zero) {
                if (memory.mode != MemoryMode::Train && zero > 0)
                    break;
                for (int level = lowest; level < fittingLevel; ++level) {
                    const ParallelLayout l{tp, pp, dp, zero, 1, kLevels[level]};
                    memory.layout = l;
                    ++result.evaluated;
                    const MemoryBreakdown m = estimateMemory(memory, card.memoryBytes);
                    if (m.total < result.smallestMemoryBytes) {
                        result.smallestMemoryBytes = m.total;
                        closest = {l, m.total, 0.0, 1.0};
                    }
                    if (!m.fits)
                        continue;
                    fittingLevel = level;
                    training.layout = l;
                    const TrainingEstimate t = estimateTraining(training, card);
                    const LayoutCandidate c{l, m.total, t.wallSeconds.likely, t.scalingEfficiency};
                    anyFits = true;
                    if (better(c, fastest))
                        fastest = c;
                    if (in.deadlineSeconds <= 0.0 || c.wallSeconds <= in.deadlineSeconds) {
                        if (!foundMeeting || better(c, meeting)) {
                            meeting = c;
                            foundMeeting = true;
                        }
                    }
                }
            }
        }
    }
    if (foundMeeting) {
        result.outcome = LayoutSearchResult::Outcome::Found;
        result.best = meeting;
    } else if (anyFits) {
        result.outcome = LayoutSearchResult::Outcome::DeadlineMissed;
        result.best = fastest;
    } else {
        result.outcome = splits ? LayoutSearchResult::Outcome::NothingFitsMemory
                                : LayoutSearchResult::Outcome::NoLayout;
        result.best = closest;
        if (!splits)
            result.best.layout = {1, 1, cards, 0, 1, in.recompute.value_or(Recompute::Selective)};
    }
    return result;
}

} // namespace suanpan
