#include "JobSizing.h"

#include <algorithm>

#include "catalog/Catalog.h"
#include "estimate/Advice.h"
#include "estimate/ModelMath.h"

namespace suanpan {

namespace {

constexpr int kDefaultLoraRank = 16; // QLoRA paper's default; Workload.h's too

bool adapterTraining(Scenario s)
{
    return s == Scenario::LoRA || s == Scenario::QLoRA;
}

// A layout as given, made consistent with the card count: at least one of
// each degree, DP from the count, ZeRO only over more than one DP rank.
ParallelLayout normalised(ParallelLayout l, int cards, bool training)
{
    l.tensorParallel = std::max(l.tensorParallel, 1);
    l.pipelineParallel = training ? std::max(l.pipelineParallel, 1) : 1;
    l.dataParallel = std::max(1, cards / (l.tensorParallel * l.pipelineParallel));
    l.zeroStage = training && l.dataParallel > 1 ? std::clamp(l.zeroStage, 0, 3) : 0;
    l.microBatch = std::max(l.microBatch, 1);
    if (!training)
        l.recompute = Recompute::None;
    return l;
}

int modelParallel(const ParallelLayout &l, bool training)
{
    return training ? std::max(l.tensorParallel, 1) * std::max(l.pipelineParallel, 1)
                    : std::max(l.tensorParallel, 1);
}

bool meetsTargets(const Workload &w, const InferenceEstimate &e)
{
    const bool fast = w.ttftTargetSeconds <= 0.0 || e.at.ttftSeconds <= w.ttftTargetSeconds;
    const bool enough = w.requestsPerSecond <= 0.0 ||
                        e.at.tokensPerSecond >= w.requestsPerSecond * std::max(w.outputTokens, 1);
    return fast && enough;
}

void sizeTraining(JobSizing &s, const Workload &w, const SizingTarget &t,
                  const SizingAssumptions &a)
{
    const Card &card = *t.card;
    const std::optional<Range> mfu = t.mfu ? t.mfu : a.mfu;
    if (t.layout) {
        s.layout = normalised(*t.layout, t.cards, true);
    } else {
        LayoutSearchInputs in = layoutSearchInputsFor(w, t.network, a, mfu);
        in.recompute = t.recompute;
        const LayoutSearchResult r = bestLayoutAt(in, card, t.cards);
        s.layoutChosen = true;
        s.layout = r.best.layout;
        s.batchTooSmall = r.outcome == LayoutSearchResult::Outcome::NoLayout;
    }
    s.memoryInputs = memoryInputsFor(w, s.layout, a);
    s.memory = estimateMemory(s.memoryInputs, card.memoryBytes);
    s.fits = s.memory.fits && !s.batchTooSmall;
    s.trainingInputs = trainingInputsFor(w, s.layout, t.network, a, mfu);
    if (w.trainingTokens > 0.0)
        s.train = estimateTraining(s.trainingInputs, card);
}

// The most generated tokens per second the option can reach: the best
// point of the curve that fits (at the KV-limited batch, usually).
double peakThroughput(const InferenceEstimate &e)
{
    double best = 0.0;
    for (const InferencePoint &p : e.curve)
        if (p.fits)
            best = std::max(best, p.tokensPerSecond);
    return best;
}

// Cards per replica, as a serving engineer picks them: among the splits
// that hold the weights, fit the requests in flight and meet the latency
// targets, the one that reaches the most throughput at its KV-limited batch
// (a replica whose weights leave little room for KV cache serves few
// requests at a time); a wider split only when it is 10 % better, since it
// adds collectives and shrinks the number of replicas. If none qualifies,
// the split that fits with the fastest first token; else the widest.
int servingTensorParallel(const Workload &w, const SizingTarget &t, const SizingAssumptions &a)
{
    const Card &card = *t.card;
    int chosen = 0;
    double chosenScore = 0.0;
    int fallback = 0;
    std::optional<InferenceEstimate> fallbackEstimate;
    for (int k = 1; k <= std::min(t.cards, 8); k *= 2) {
        if (t.cards % k != 0)
            continue;
        const InferenceEstimate e = estimateInference(inferenceInputsFor(w, t, k, a), card);
        if (e.at.fits && meetsTargets(w, e)) {
            const double score = peakThroughput(e);
            if (chosen == 0 || score > 1.1 * chosenScore) {
                chosen = k;
                chosenScore = score;
            }
            continue;
        }
        const bool better = !fallbackEstimate ||
                            (e.at.fits && (!fallbackEstimate->at.fits ||
                                           e.at.ttftSeconds < fallbackEstimate->at.ttftSeconds)) ||
                            (!e.at.fits && !fallbackEstimate->at.fits);
        if (better) {
            fallbackEstimate = e;
            fallback = k;
        }
    }
    return std::max(chosen > 0 ? chosen : fallback, 1);
}

void sizeServing(JobSizing &s, const Workload &w, const SizingTarget &t, const SizingAssumptions &a)
{
    const Card &card = *t.card;
    const bool lengths = w.promptTokens > 0 && w.outputTokens > 0;
    int tp = 1;
    if (t.layout) {
        tp = std::max(t.layout->tensorParallel, 1);
    } else if (lengths) {
        s.layoutChosen = true;
        tp = servingTensorParallel(w, t, a);
    }
    s.layout = normalised({tp, 1, 1, 0, 1, Recompute::None}, t.cards, false);
    s.memoryInputs = memoryInputsFor(w, s.layout, a);
    s.memory = estimateMemory(s.memoryInputs, card.memoryBytes);
    s.fits = s.memory.fits;
    s.inferenceInputs = inferenceInputsFor(w, t, tp, a);
    if (lengths) {
        s.infer = estimateInference(s.inferenceInputs, card);
        s.meetsLatency = meetsTargets(w, *s.infer);
    }
}

} // namespace

NetworkSpec defaultNetwork()
{
    return {400.0, NetworkFabric::InfiniBand, true};
}

int loraRankOf(const Workload &w)
{
    return w.loraRank > 0 ? w.loraRank : kDefaultLoraRank;
}

Precision kvPrecisionFor(Precision weights)
{
    // FP8 and FP4 checkpoints ship with an FP8 KV cache (TensorRT-LLM and
    // vLLM FP8 deployments, NIM FP8 profiles); otherwise the activations' width.
    if (weights == Precision::FP8 || weights == Precision::FP4)
        return Precision::FP8;
    return weights == Precision::FP32 ? Precision::FP32 : Precision::BF16;
}

Precision kvCachePrecision(const Workload &w)
{
    switch (w.kvPrecision) {
    case KvPrecision::FP32:
        return Precision::FP32;
    case KvPrecision::BF16:
        return Precision::BF16;
    case KvPrecision::FP16:
        return Precision::FP16;
    case KvPrecision::FP8:
        return Precision::FP8;
    case KvPrecision::INT8:
        return Precision::INT8;
    case KvPrecision::Auto:
        break;
    }
    return kvPrecisionFor(w.precision);
}

MemoryInputs memoryInputsFor(const Workload &w, const ParallelLayout &layout,
                             const SizingAssumptions &a)
{
    MemoryInputs in;
    in.mode = memoryModeFor(w.scenario);
    in.model = w.model;
    in.precision = w.precision;
    in.kvPrecision = kvCachePrecision(w);
    in.optimizer = Optimizer::AdamW;
    in.layout = layout;
    in.sequenceLength = std::max(w.sequenceLength, 1);
    in.loraRank = loraRankOf(w);
    in.frameworkBytes = a.frameworkBytes;
    in.fragmentation = a.fragmentation;
    if (in.mode == MemoryMode::Infer) {
        // One replica of TP cards holds its share of the requests in flight.
        const int context = w.promptTokens + w.outputTokens;
        in.contextTokens = context > 0 ? context : in.sequenceLength;
        const int replicas = std::max(1, layout.dataParallel);
        const int concurrency = std::max(w.concurrency, 1);
        in.concurrency = (concurrency + replicas - 1) / replicas;
        in.layout.pipelineParallel = 1;
        in.layout.zeroStage = 0;
    }
    return in;
}

TrainingInputs trainingInputsFor(const Workload &w, const ParallelLayout &layout,
                                 const NetworkSpec &network, const SizingAssumptions &a,
                                 const std::optional<Range> &mfu)
{
    TrainingInputs in;
    in.model = w.model;
    in.tokens = w.trainingTokens;
    in.sequenceLength = std::max(w.sequenceLength, 1);
    in.globalBatch = w.globalBatch; // 0: the engine's default
    in.precision = w.precision;
    in.layout = layout;
    in.network = network;
    in.mfu = mfu;
    in.rerunReserve = a.rerunReserve;
    in.faults = a.faults;
    if (adapterTraining(w.scenario))
        in.trainableParams = loraParams(w.model, loraRankOf(w));
    return in;
}

InferenceInputs inferenceInputsFor(const Workload &w, const SizingTarget &t, int tensorParallel,
                                   const SizingAssumptions &a)
{
    InferenceInputs in;
    in.model = w.model;
    in.precision = w.precision;
    in.kvPrecision = kvCachePrecision(w);
    in.promptTokens = std::max(w.promptTokens, 1);
    in.outputTokens = std::max(w.outputTokens, 1);
    in.concurrency = std::max(w.concurrency, 1);
    in.cards = std::max(t.cards, 1);
    in.tensorParallel = std::max(tensorParallel, 1);
    in.kvReads = t.kvReads;
    in.frameworkBytes = a.frameworkBytes;
    in.fragmentation = a.fragmentation;
    return in;
}

LayoutSearchInputs layoutSearchInputsFor(const Workload &w, const NetworkSpec &network,
                                         const SizingAssumptions &a,
                                         const std::optional<Range> &mfu)
{
    LayoutSearchInputs in;
    in.training = trainingInputsFor(w, ParallelLayout{}, network, a, mfu);
    in.memory = memoryInputsFor(w, ParallelLayout{}, a);
    in.deadlineSeconds = w.deadlineDays * 86400.0;
    return in;
}

std::vector<ScalingCurvePoint> scalingCurveFor(const Workload &w, const Card &card,
                                               const ParallelLayout &layout,
                                               const NetworkSpec &network,
                                               const SizingAssumptions &a,
                                               const std::vector<int> &counts)
{
    TrainingInputs in = trainingInputsFor(w, layout, network, a);
    in.explain = false;
    return scalingCurve(in, card, counts);
}

JobSizing sizeJob(const Workload &w, const SizingTarget &t, const SizingAssumptions &a)
{
    JobSizing s;
    s.training = isTraining(w.scenario);
    if (!hasArchitecture(w.model) && !(w.model.paramsTotal > 0.0)) {
        s.problem = JobSizing::Problem::NoModel;
        return s;
    }
    if (!t.card) {
        s.problem = JobSizing::Problem::NoCard;
        return s;
    }
    if (t.cards < 1) {
        s.problem = JobSizing::Problem::NoCards;
        return s;
    }
    if (t.layout) {
        const int mp = modelParallel(*t.layout, s.training);
        if (t.cards < mp || t.cards % mp != 0) {
            s.problem = JobSizing::Problem::LayoutMismatch;
            return s;
        }
    }
    if (s.training)
        sizeTraining(s, w, t, a);
    else
        sizeServing(s, w, t, a);
    return s;
}

namespace {

Remedy remedyOf(RemedyCode code, const Workload &w, const SizingTarget &t,
                const SizingAssumptions &a)
{
    const JobSizing s = sizeJob(w, t, a);
    Remedy r;
    r.code = code;
    r.workload = w;
    r.target = t;
    r.layout = s.layout;
    r.layoutChosen = s.layoutChosen;
    r.totalBytes = s.memory.total;
    r.capacityBytes = s.memory.capacity;
    r.fits = s.ok() && s.fits;
    return r;
}

// The fewest cards above the target's at which the job fits with the
// engine's layout (the layout search's counts), up to 64 times as many.
std::optional<Remedy> moreCards(const Workload &w, SizingTarget t, const SizingAssumptions &a)
{
    t.layout.reset();
    const int from = t.cards;
    for (int n : candidateCardCounts(std::max(from * 64, 8))) {
        if (n <= from)
            continue;
        t.cards = n;
        Remedy r = remedyOf(RemedyCode::MoreCards, w, t, a);
        if (r.fits)
            return r;
    }
    return std::nullopt;
}

// The smallest card with more memory on which the job fits at the same count.
std::optional<Remedy> biggerCard(const Workload &w, SizingTarget t, const SizingAssumptions &a,
                                 const Catalog &catalog)
{
    const double now = t.card->memoryBytes;
    std::optional<Remedy> best;
    for (const Card &c : catalog.cards) {
        if (c.memoryBytes <= now || (best && c.memoryBytes >= best->target.card->memoryBytes))
            continue;
        t.card = &c;
        Remedy r = remedyOf(RemedyCode::BiggerCard, w, t, a);
        if (r.fits)
            best = std::move(r);
    }
    return best;
}

} // namespace

std::vector<Remedy> remediesFor(const Workload &w, const SizingTarget &t,
                                const SizingAssumptions &a, const Catalog *catalog)
{
    std::vector<Remedy> out;
    if (!t.card || t.cards < 1)
        return out;
    const bool training = isTraining(w.scenario);
    if (t.layout) {
        SizingTarget chosen = t;
        chosen.layout.reset();
        out.push_back(remedyOf(RemedyCode::AutoLayout, w, chosen, a));
    }
    const auto withWorkload = [&](RemedyCode code, auto change) {
        Workload changed = w;
        change(changed);
        out.push_back(remedyOf(code, changed, t, a));
    };
    if (training) {
        if (w.scenario == Scenario::PreTraining || w.scenario == Scenario::FullFineTune)
            withWorkload(RemedyCode::Lora, [](Workload &x) { x.scenario = Scenario::LoRA; });
        if (w.scenario != Scenario::QLoRA) {
            withWorkload(RemedyCode::Qlora, [](Workload &x) { x.scenario = Scenario::QLoRA; });
            if (t.layout && t.layout->recompute != Recompute::Full) {
                Workload changed = w;
                changed.scenario = Scenario::QLoRA;
                SizingTarget full = t;
                full.layout->recompute = Recompute::Full;
                out.push_back(remedyOf(RemedyCode::QloraFullRecompute, changed, full, a));
            }
        }
    } else {
        for (Precision p : {Precision::INT8, Precision::INT4}) {
            if (bytesPerValue(p) >= bytesPerValue(w.precision))
                continue;
            withWorkload(p == Precision::INT8 ? RemedyCode::Int8Weights : RemedyCode::Int4Weights,
                         [p](Workload &x) { x.precision = p; });
        }
        const JobSizing now = sizeJob(w, t, a);
        const int perReplica = now.memory.maxConcurrency;
        const int replicas = std::max(now.layout.dataParallel, 1);
        if (perReplica > 0 && perReplica * replicas < w.concurrency)
            withWorkload(RemedyCode::FewerConcurrent,
                         [&](Workload &x) { x.concurrency = perReplica * replicas; });
    }
    if (auto r = moreCards(w, t, a))
        out.push_back(std::move(*r));
    if (catalog)
        if (auto r = biggerCard(w, t, a, *catalog))
            out.push_back(std::move(*r));
    // Stable: fitting remedies first, the order above (least disruptive first) within.
    std::stable_partition(out.begin(), out.end(), [](const Remedy &r) { return r.fits; });
    return out;
}

SizingTarget recommendedTarget(const Workload &w, const Catalog &catalog,
                               const SizingAssumptions &a, const NetworkSpec &network)
{
    SizingTarget t;
    t.network = network;
    for (const Advice &advice : adviseWorkload(w)) {
        const AdviceCode c = advice.code;
        if (c != AdviceCode::CardsPretraining && c != AdviceCode::CardsFinetune &&
            c != AdviceCode::CardsInference)
            continue;
        for (const std::string &id : advice.ids)
            if (const Card *card = catalog.findCard(id); card && !t.card)
                t.card = card;
    }
    if (!t.card)
        return t;
    constexpr int kMostCards = 4096;
    for (int n : candidateCardCounts(kMostCards)) {
        t.cards = n;
        const JobSizing s = sizeJob(w, t, a);
        const bool inTime = !s.train || w.deadlineDays <= 0.0 ||
                            s.train->wallSeconds.likely <= w.deadlineDays * 86400.0;
        if (s.ok() && s.fits && inTime && s.meetsLatency)
            return t;
    }
    return t;
}

} // namespace suanpan
