#include "SizingRun.h"

#include <algorithm>

#include "catalog/Catalog.h"
#include "estimate/ModelMath.h"
#include "model/Option.h"

using namespace suanpan;

namespace {

SizingRun::Problem problemOf(JobSizing::Problem p)
{
    switch (p) {
    case JobSizing::Problem::NoModel:
        return SizingRun::Problem::NoModel;
    case JobSizing::Problem::NoCard:
        return SizingRun::Problem::NoCard;
    case JobSizing::Problem::NoCards:
    case JobSizing::Problem::LayoutMismatch:
        return SizingRun::Problem::LayoutMismatch;
    case JobSizing::Problem::None:
        break;
    }
    return SizingRun::Problem::None;
}

} // namespace

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

NetworkSpec networkFor(const SizingSetup &setup, const Catalog &catalog)
{
    if (const Facility *f = catalog.findFacility(setup.facilityId))
        return f->network;
    return defaultNetwork();
}

SizingTarget targetOf(const SizingSetup &s, const Catalog &catalog)
{
    SizingTarget t;
    t.card = catalog.findCard(s.cardId);
    t.cards = s.cards;
    t.network = networkFor(s, catalog);
    if (s.layoutByHand)
        t.layout = layoutOf(s);
    if (s.mfu)
        t.mfu = Range::exactly(*s.mfu);
    return t;
}

SizingRun runSizing(const Workload &w, const SizingSetup &s, const Catalog &catalog,
                    const SizingAssumptions &assumptions)
{
    SizingRun run;
    run.training = isTraining(w.scenario);
    run.advice = adviseWorkload(w);
    const SizingTarget target = targetOf(s, catalog);
    run.workload = w;
    run.target = target;
    run.sizing = sizeJob(w, target, assumptions);
    run.problem = problemOf(run.sizing.problem);
    if (run.problem != SizingRun::Problem::None)
        return run;
    const JobSizing &z = run.sizing;
    run.memoryInputs = z.memoryInputs;
    run.memory = z.memory;
    if (!run.memory.fits)
        run.remedies = remediesFor(w, target, assumptions, &catalog);

    OptionContext context;
    context.card = target.card;
    context.facility = catalog.findFacility(s.facilityId);
    context.tensorParallel = z.layout.tensorParallel;
    context.layoutChosen = !s.layoutByHand;
    if (run.training) {
        run.trainingInputs = z.trainingInputs;
        run.hasTraining = z.train.has_value();
        if (z.train) {
            run.train = *z.train;
            context.jobHours = run.train.wallSeconds.likely / 3600.0;
            context.scalingEfficiency = run.train.scalingEfficiency;
        }
    } else {
        run.inferenceInputs = z.inferenceInputs;
        run.hasInference = z.infer.has_value();
        if (z.infer) {
            run.infer = *z.infer;
            run.replicasForTarget =
                replicasNeeded(run.inferenceInputs, *target.card, run.inferenceInputs.concurrency,
                               w.ttftTargetSeconds);
        }
    }

    Option option;
    option.cardId = target.card->id;
    option.cardCount = s.cards;
    option.facilityId = s.facilityId;
    const std::vector<Advice> traps = adviseOption(w, option, context);
    run.advice.insert(run.advice.end(), traps.begin(), traps.end());
    return run;
}

LayoutSearchInputs layoutSearchInputs(const Workload &w, const SizingSetup &s,
                                      const Catalog &catalog, const SizingAssumptions &assumptions)
{
    const std::optional<Range> mfu =
        s.mfu ? std::optional<Range>(Range::exactly(*s.mfu)) : assumptions.mfu;
    return layoutSearchInputsFor(w, networkFor(s, catalog), assumptions, mfu);
}
