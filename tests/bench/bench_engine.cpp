// Engine benchmarks (Google Benchmark). Goals (README "Performance"):
// one configuration (memory fit + training time) well under a microsecond,
// i.e. >= 1 000 000 configurations per second on one core.
#include <benchmark/benchmark.h>

#include "catalog/Catalog.h"
#include "estimate/LayoutSearch.h"
#include "estimate/Memory.h"
#include "estimate/ModelMath.h"
#include "estimate/Training.h"

using namespace suanpan;

namespace {

ModelShape llama70b()
{
    ModelShape m;
    m.layers = 80, m.hiddenSize = 8192, m.attentionHeads = 64, m.kvHeads = 8;
    m.ffnSize = 28672, m.vocabSize = 32000;
    const ModelSizes s = modelSizes(m);
    m.paramsTotal = s.paramsTotal;
    m.paramsActive = s.paramsActive;
    return m;
}

const Catalog &catalog()
{
    return builtinCatalog().value();
}

void BM_EvaluateConfiguration(benchmark::State &state)
{
    const Card &card = *catalog().findCard("h800-sxm");
    MemoryInputs mem;
    mem.model = llama70b();
    TrainingInputs train;
    train.model = mem.model;
    train.tokens = 1e12;
    train.network = {400.0, NetworkFabric::InfiniBand};
    ParallelLayout layout{8, 2, 4, 1, 1, Recompute::Selective};
    int i = 0;
    for (auto _ : state) {
        layout.dataParallel = 1 + (i++ & 63); // vary the input so nothing is hoisted
        mem.layout = layout;
        train.layout = layout;
        const MemoryBreakdown m = estimateMemory(mem, card.memoryBytes);
        const TrainingEstimate t = estimateTraining(train, card);
        benchmark::DoNotOptimize(m.total);
        benchmark::DoNotOptimize(t.wallSeconds.likely);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["configs_per_s"] =
        benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EvaluateConfiguration);

// A 70B pre-training over every catalog card and counts 1..4096, with a
// deadline no layout meets, so the search visits every count.
void BM_LayoutSearch70BAllCards(benchmark::State &state)
{
    LayoutSearchInputs in;
    in.training.model = llama70b();
    in.training.tokens = 2e12;
    in.training.network = {400.0, NetworkFabric::InfiniBand};
    in.memory.model = in.training.model;
    in.deadlineSeconds = 3600.0; // one hour: unreachable
    long long evaluated = 0;
    for (auto _ : state) {
        for (const Card &card : catalog().cards) {
            const LayoutSearchResult r = searchLayout(in, card);
            evaluated += r.evaluated;
            benchmark::DoNotOptimize(r.best.wallSeconds);
        }
    }
    state.counters["configs_per_s"] =
        benchmark::Counter(double(evaluated), benchmark::Counter::kIsRate);
    state.counters["configs_per_search"] =
        benchmark::Counter(double(evaluated) / double(state.iterations()));
}
BENCHMARK(BM_LayoutSearch70BAllCards)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
