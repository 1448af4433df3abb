#pragma once

#include <optional>
#include <vector>

#include "cost/CostEngine.h"

namespace suanpan {

// Everything evaluate() prices, prepared once: its steps (Evaluation.cpp),
// tornadoFor() and the Monte Carlo ranges (Sampling.cpp) read it. Internal
// to core/cost.
struct Prepared {
    AssumptionSet assumptions;
    LineMask enabled{};
    std::vector<const Workload *> workloads;
    std::vector<PreparedOption> options;
    SizingCache sizing;
    std::vector<std::vector<PreparedPair>> pairs; // [option][workload]
    std::vector<Demand> demands;                  // per option, all its workloads
    double rentPriceCorrelation = 0.0; // between billing modes of one seller (assumptions)
};

// Card-hours of `rent` that do the work of one card-hour of `own` (1 for the
// same card; else the ratio of useful compute per card, BreakEven).
double sameWorkFactor(const Prepared &in, const Project &project, size_t own, size_t rent);

// One option's horizon at one point, as the break-even reads it.
struct HorizonAt {
    double busyHours = 0.0;
    TimingSums sums;
};
HorizonAt horizonAt(const Prepared &in, size_t option, const Sheet &sheet);

// The month owning pays back against renting the same work, from the two
// options' horizons at one point (BreakEven; none: never).
std::optional<double> paybackFrom(const Prepared &in, size_t own, const HorizonAt &ownAt,
                                  size_t rent, const HorizonAt &rentAt, double factor);

// Step 7 of evaluate(): the Monte Carlo ranges, chances and drivers
// (Evaluation.h). Replaces the ranges priceAll() left at the corners.
void sampleRanges(const Prepared &in, const Project &project, const EvaluateSettings &settings,
                  Evaluation &ev);

} // namespace suanpan
