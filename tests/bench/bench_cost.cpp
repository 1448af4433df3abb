// Cost engine benchmarks (Google Benchmark). Goals (issue "Performance"):
// - the option search for a 70B pre-training over the whole catalog under
//   0.5 s on one core;
// - evaluate() of a normal project (<= 20 options) under 1 ms without
//   sensitivity, a few ms with it, so the UI can recompute on every keystroke.
#include <benchmark/benchmark.h>

#include "catalog/Catalog.h"
#include "cost/CostEngine.h"
#include "cost/Evaluation.h"
#include "cost/OptionSearch.h"
#include "cost/Portfolio.h"
#include "cost/Prepared.h"
#include "io/Example.h"

using namespace suanpan;

namespace {

const Catalog &catalog()
{
    return builtinCatalog().value();
}

const Project &example()
{
    static const Project p = exampleProject().value();
    return p;
}

// The example with its options repeated up to `count` (ids made unique).
Project withOptions(int count)
{
    Project p = example();
    const std::vector<Option> base = p.options;
    p.options.clear();
    for (int i = 0; i < count; ++i) {
        Option o = base[size_t(i) % base.size()];
        o.id += "-" + std::to_string(i);
        // Vary the size so the sizing is not shared between copies.
        if (i >= int(base.size()))
            o.cardCount = o.cardCount * 2;
        p.options.push_back(o);
    }
    return p;
}

// range(0): sensitivity on; range(1): cold, i.e. the process-wide sizing
// memo emptied before every evaluation (a project just opened); warm is the
// UI's case, re-evaluating after an edit of a price or an assumption;
// range(2): explain (every cost line's formula inputs and sources).
void evaluateBench(benchmark::State &state, const Project &p, const char *what)
{
    EvaluateSettings settings{state.range(0) != 0, {}, state.range(2) != 0};
    settings.samples = 0; // the instant answer; the draws are measured below
    const bool cold = state.range(1) != 0;
    evaluate(p, catalog(), settings);
    for (auto _ : state) {
        if (cold)
            clearSizingMemo();
        const Evaluation ev = evaluate(p, catalog(), settings);
        benchmark::DoNotOptimize(ev.pairs.data());
    }
    state.SetLabel(
        std::string(what) + (settings.sensitivity ? ", sensitivity on" : ", sensitivity off") +
        (cold ? ", cold" : ", warm") + (settings.explain ? ", explained" : ", lines only"));
}

void BM_EvaluateExample(benchmark::State &state)
{
    evaluateBench(state, example(), "5 options x 3 workloads");
}
BENCHMARK(BM_EvaluateExample)->ArgsProduct({{0, 1}, {0, 1}, {0, 1}})->Unit(benchmark::kMicrosecond);

void BM_EvaluateTwentyOptions(benchmark::State &state)
{
    static const Project p = withOptions(20);
    evaluateBench(state, p, "20 options x 3 workloads");
}
BENCHMARK(BM_EvaluateTwentyOptions)
    ->ArgsProduct({{0, 1}, {0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);

// How the draws are priced, the second argument of the draw benchmarks:
// 0 the compiled cost form (as the app does), 1 the model per draw (as
// before it), for before/after figures from one binary (cost/Prepared.h).
class DrawPathArg
{
public:
    explicit DrawPathArg(const benchmark::State &state)
    {
        setDrawPath(state.range(1) == 0 ? DrawPath::Compiled : DrawPath::Model);
    }
    ~DrawPathArg() { setDrawPath(DrawPath::Compiled); }
    DrawPathArg(const DrawPathArg &) = delete;
    DrawPathArg &operator=(const DrawPathArg &) = delete;
};

const char *pathLabel(const benchmark::State &state)
{
    return state.range(1) == 0 ? ", compiled" : ", model per draw";
}

// The Monte Carlo ranges: 10 000 draws of the example (the UI's worker
// after each edit; goal < 10 ms on one core, issue 34), with the instant
// evaluation it includes. Warm sizing memo, as after an edit.
void BM_SampleExample(benchmark::State &state)
{
    const DrawPathArg path(state);
    EvaluateSettings settings;
    settings.samples = int(state.range(0));
    evaluate(example(), catalog(), settings);
    for (auto _ : state) {
        const Evaluation ev = evaluate(example(), catalog(), settings);
        benchmark::DoNotOptimize(ev.pairs.data());
    }
    state.SetLabel(std::to_string(settings.samples) + " draws, 5 options x 3 workloads" +
                   pathLabel(state));
}
BENCHMARK(BM_SampleExample)
    ->ArgsProduct({{10000, 1000, 100000}, {0, 1}})
    ->Unit(benchmark::kMillisecond);

// The year plan of the example: its three workloads on their schedules,
// owned A800s from 0 to the peak by server, each N with its P10-P90 from
// the draws (goal < 50 ms for the full search, README).
void BM_PortfolioExample(benchmark::State &state)
{
    const DrawPathArg path(state);
    PortfolioSettings settings;
    settings.samples = int(state.range(0));
    size_t points = 0;
    for (auto _ : state) {
        const auto p = planPortfolio(example(), catalog(), settings);
        points = p.ok() ? p.value().curve.size() : 0;
        benchmark::DoNotOptimize(points);
    }
    state.SetLabel(std::to_string(settings.samples) + " draws, " + std::to_string(points) +
                   " owned-card counts" + pathLabel(state));
}
BENCHMARK(BM_PortfolioExample)
    ->Args({1000, 0})
    ->Args({1000, 1})
    ->Args({0, 0})
    ->Unit(benchmark::kMillisecond);

// The example's 70B continued pre-training (100 B tokens, 60-day deadline)
// over every catalog card, count, facility and contract.
void BM_Search70BWholeCatalog(benchmark::State &state)
{
    long long candidates = 0;
    for (auto _ : state) {
        clearSizingMemo(); // cold: every sizing computed
        const SearchResult r = searchOptions(example(), "w-cpt-70b", catalog());
        candidates = r.candidates;
        benchmark::DoNotOptimize(r.front.data());
    }
    state.counters["candidates"] = benchmark::Counter(double(candidates));
}
BENCHMARK(BM_Search70BWholeCatalog)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
