#pragma once

#include <array>
#include <string>
#include <vector>

#include "charts/Charts.h"
#include "cost/Evaluation.h"
#include "estimate/Inference.h"
#include "estimate/Memory.h"
#include "estimate/Training.h"
#include "model/Enums.h"
#include "model/Facility.h"
#include "model/Range.h"

namespace suanpan {
struct Workload;
}

// The numbers behind each chart, taken from an Evaluation as plain series
// (no Qt Charts): the chart builders only draw and word them, and tests check
// them against the evaluation's own figures. Money stays in CNY, memory in
// bytes, time in seconds; scaling to axis units happens when drawing.
namespace ChartData {

// The options a context shows, in order: its optionIds that were evaluated,
// else every evaluated option in project order.
std::vector<std::string> shownOptions(const ChartContext &context);
const suanpan::Workload *workloadOf(const ChartContext &context);
// The pairs of the context's workload on its shown options (skips options
// without a result for it).
std::vector<const suanpan::PairResult *> shownPairs(const ChartContext &context);
// Of those, the ones the engine priced: the money charts draw these.
std::vector<const suanpan::PairResult *> pricedPairs(const ChartContext &context);
// The shown options that cannot run the workload (not priced): the money
// charts leave them out and say so instead of drawing them at zero.
std::vector<const suanpan::PairResult *> notPriced(const ChartContext &context);

struct BandPoint {
    double x = 0.0;
    suanpan::Range y;
};

// 1. Cumulative spend per option over the horizon at the assumed
// utilisation; month 0 is the day-one spend (OptionResult::upfront without
// the refundable deposit). Options that cannot run the context's workload
// are left out (notPriced()).
struct CumulativeSeries {
    std::string optionId;
    suanpan::Acquisition acquisition = suanpan::Acquisition::Rent;
    std::vector<BandPoint> points; // x = month
};
struct CumulativeData {
    int horizonMonths = 0;
    std::vector<CumulativeSeries> series;
    // Per drawn owned option, its payback against the best drawn rent option
    // for the workload (as Compare says it); without a workload, the
    // earliest, else (never at this busy share) the first. Said in words,
    // not drawn: it compares owning with renting the SAME busy card-hours,
    // which is not the rent line drawn (that option's own work).
    std::vector<suanpan::BreakEven> breakEvens;
};
CumulativeData cumulative(const ChartContext &context);

// 2. The workload's enabled cost lines per priced option, one stack segment
// per code, in the pairs' scope (per run, or over the horizon for serving).
struct BreakdownData {
    suanpan::CostScope scope = suanpan::CostScope::PerRun;
    std::vector<std::string> optionIds;
    std::vector<suanpan::LineCode> codes;         // stack order (the engine's line order)
    std::vector<std::vector<suanpan::Range>> cny; // [code][option]
    std::vector<suanpan::Range> totals;           // per option
};
BreakdownData breakdown(const ChartContext &context);

// 3. Unit costs per priced option.
struct UnitCostData {
    bool inference = false; // cost per million tokens too
    std::vector<std::string> optionIds;
    std::vector<suanpan::Range> perEffectivePflopHour;
    std::vector<suanpan::Range> perMillionTokens;
};
UnitCostData unitCost(const ChartContext &context);

// The distribution of each priced option's cost for the workload: the
// draws' quantiles (0, 1, ..., 100 %) with P10 / P50 / P90 (Evaluation.h).
// Empty until the draws are in.
struct DistributionSeries {
    std::string optionId;
    std::vector<double> quantiles;
    suanpan::Percentiles cost;
    double chanceCheapest = 0.0;
};
struct DistributionData {
    suanpan::CostScope scope = suanpan::CostScope::PerRun;
    int samples = 0;
    std::vector<DistributionSeries> series;
};
DistributionData distribution(const ChartContext &context);

// 4. Memory per card, stacked, against the card's capacity.
enum class MemoryPartCode { Weights, Gradients, Optimizer, Activations, KvCache, Overhead };
struct MemoryPart {
    MemoryPartCode code;
    double suanpan::MemoryBreakdown::*bytes;
};
const std::array<MemoryPart, 6> &memoryParts();
struct MemoryData {
    std::vector<std::string> optionIds;
    std::vector<suanpan::MemoryBreakdown> perCard;
};
MemoryData memory(const ChartContext &context);

// 5. Scaling efficiency against card count, one curve per distinct card and
// network among the options (data parallel grown, the first option's tensor
// and pipeline degrees held), each option's own point, and the 75 % line
// below which a cluster is unfit for large parallel training (seed 003).
inline constexpr double kScalingThreshold = 0.75;
struct ScalingSeries {
    std::string cardId;
    suanpan::NetworkSpec network;
    std::vector<std::string> optionIds;
    std::vector<suanpan::ScalingCurvePoint> curve;
};
struct ScalingMarker {
    std::string optionId;
    int cards = 0;
    double efficiency = 0.0;
};
struct ScalingData {
    double threshold = kScalingThreshold;
    int maxCards = 1;
    std::vector<ScalingSeries> series;
    std::vector<ScalingMarker> options;
};
ScalingData scaling(const ChartContext &context);

// 6. Serving latency against concurrency per option, with the knee and the
// workload's first-token target (0 = none).
struct LatencySeries {
    std::string optionId;
    std::vector<suanpan::InferencePoint> curve;
    int knee = 0;
    int requested = 0;
};
struct LatencyData {
    double ttftTargetSeconds = 0.0;
    std::vector<LatencySeries> series;
};
LatencyData latency(const ChartContext &context);

// 7. The tornado of the context's tornado (the selected option's), else of
// the workload's winner, in the pair's scope; largest swing first, at most
// `maxBars` bars.
inline constexpr int kTornadoBars = 10;
struct TornadoData {
    std::string optionId;
    suanpan::CostScope scope = suanpan::CostScope::PerRun;
    double likelyTotal = 0.0;
    std::vector<suanpan::SensitivityBar> bars;
};
TornadoData tornado(const ChartContext &context, int maxBars = kTornadoBars);

} // namespace ChartData
