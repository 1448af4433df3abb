#include "SizingRun.h"

#include <algorithm>

#include "catalog/Catalog.h"
#include "estimate/ModelMath.h"
#include "model/Option.h"

using namespace suanpan;

namespace {

ParallelLayout layoutOf(const SizingSetup &s)
{
    ParallelLayout l;
    l.tensorParallel = std::max(s.tensorParallel, 1);
    l.pipelineParallel = std::max(s.pipelineParallel, 1);
    l.dataParallel = std::max(1, s.cards / (l.tensorParallel * l.pipelineParallel));
    l.zeroStage = std::clamp(s.zeroStage, 0, 3);
    l.microBatch = std::max(s.microBatch, 1);
    l.recompute = s.recompute;
    return l;
}

// The memory of one card as `estimate memory` sets it up from a workload.
MemoryInputs memoryInputs(const Workload &w, const SizingSetup &s)
{
    MemoryInputs in;
    in.mode = memoryModeFor(w.scenario);
    in.model = w.model;
    in.precision = w.precision;
    in.kvPrecision = kvPrecisionFor(w.precision);
    in.optimizer = Optimizer::AdamW;
    in.layout = layoutOf(s);
    in.sequenceLength = std::max(w.sequenceLength, 1);
    in.loraRank = w.loraRank > 0 ? w.loraRank : 16;
    if (in.mode == MemoryMode::Infer) {
        // One replica of TP cards holds its share of the requests in flight.
        const int context = w.promptTokens + w.outputTokens;
        in.contextTokens = context > 0 ? context : in.sequenceLength;
        const int replicas = std::max(1, s.cards / in.layout.tensorParallel);
        const int concurrency = std::max(w.concurrency, 1);
        in.concurrency = (concurrency + replicas - 1) / replicas;
        in.layout.pipelineParallel = 1;
        in.layout.dataParallel = 1;
        in.layout.zeroStage = 0;
    }
    return in;
}

TrainingInputs trainingInputs(const Workload &w, const SizingSetup &s, const Catalog &catalog)
{
    TrainingInputs in;
    in.model = w.model;
    in.tokens = w.trainingTokens;
    in.sequenceLength = std::max(w.sequenceLength, 1);
    in.globalBatch = w.globalBatch; // 0: the engine's default of about 4 M tokens per step
    in.precision = w.precision;
    in.layout = layoutOf(s);
    in.network = networkFor(s, catalog);
    if (w.scenario == Scenario::LoRA || w.scenario == Scenario::QLoRA)
        in.trainableParams = loraParams(w.model, w.loraRank);
    if (s.mfu)
        in.mfu = Range::exactly(*s.mfu);
    return in;
}

} // namespace

Precision kvPrecisionFor(Precision weights)
{
    return weights == Precision::FP32 ? Precision::FP32 : Precision::BF16;
}

NetworkSpec networkFor(const SizingSetup &setup, const Catalog &catalog)
{
    if (const Facility *f = catalog.findFacility(setup.facilityId))
        return f->network;
    return NetworkSpec{400.0, NetworkFabric::InfiniBand};
}

SizingRun runSizing(const Workload &w, const SizingSetup &s, const Catalog &catalog)
{
    SizingRun run;
    run.training = isTraining(w.scenario);
    run.advice = adviseWorkload(w);
    const Card *card = catalog.findCard(s.cardId);
    if (!hasArchitecture(w.model) && !(w.model.paramsTotal > 0.0)) {
        run.problem = SizingRun::Problem::NoModel;
        return run;
    }
    if (!card) {
        run.problem = SizingRun::Problem::NoCard;
        return run;
    }
    const int modelParallel = run.training
                                  ? std::max(s.tensorParallel, 1) * std::max(s.pipelineParallel, 1)
                                  : std::max(s.tensorParallel, 1);
    if (s.cards < modelParallel || s.cards % modelParallel != 0) {
        run.problem = SizingRun::Problem::LayoutMismatch;
        return run;
    }

    run.memoryInputs = memoryInputs(w, s);
    run.memory = estimateMemory(run.memoryInputs, card->memoryBytes);
    if (!run.memory.fits)
        run.remedies = suggestRemedies(run.memoryInputs, *card, &catalog);

    OptionContext context;
    context.card = card;
    context.facility = catalog.findFacility(s.facilityId);
    context.tensorParallel = std::max(s.tensorParallel, 1);
    if (run.training) {
        run.trainingInputs = trainingInputs(w, s, catalog);
        run.hasTraining = w.trainingTokens > 0.0;
        if (run.hasTraining) {
            run.train = estimateTraining(run.trainingInputs, *card);
            context.jobHours = run.train.wallSeconds.likely / 3600.0;
            context.scalingEfficiency = run.train.scalingEfficiency;
        }
    } else {
        InferenceInputs &in = run.inferenceInputs;
        in.model = w.model;
        in.precision = w.precision;
        in.kvPrecision = kvPrecisionFor(w.precision);
        in.promptTokens = w.promptTokens;
        in.outputTokens = w.outputTokens;
        in.concurrency = std::max(w.concurrency, 1);
        in.cards = s.cards;
        in.tensorParallel = std::max(s.tensorParallel, 1);
        run.hasInference = w.promptTokens > 0 && w.outputTokens > 0;
        if (run.hasInference) {
            run.infer = estimateInference(in, *card);
            run.replicasForTarget = replicasNeeded(in, *card, in.concurrency, w.ttftTargetSeconds);
        }
    }

    Option option;
    option.cardId = card->id;
    option.cardCount = s.cards;
    option.facilityId = s.facilityId;
    const std::vector<Advice> traps = adviseOption(w, option, context);
    run.advice.insert(run.advice.end(), traps.begin(), traps.end());
    return run;
}

LayoutSearchInputs layoutSearchInputs(const Workload &w, const SizingSetup &s,
                                      const Catalog &catalog)
{
    LayoutSearchInputs in;
    in.training = trainingInputs(w, s, catalog);
    in.memory = memoryInputs(w, s);
    in.deadlineSeconds = w.deadlineDays * 86400.0;
    return in;
}
