#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cost/CostEngine.h"
#include "cost/Uncertainty.h"

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
    std::vector<BusyUse> uses;                    // per option (planBusyShares)
    double rentPriceCorrelation = 0.0; // between billing modes of one seller (assumptions)
    std::string today;                 // quotes' validity is judged on it (quoteDay)
};

// Steps 1-2 of evaluate(): assumptions read, entities validated and
// prepared, every pair sized. False when the assumptions cannot be read
// (ev.problems says why); entities with issues are left out (ev.issues).
bool preparePlan(const Project &project, const Catalog &catalog, const EvaluateSettings &settings,
                 Prepared &in, Evaluation &ev);

// Step 2b of evaluate() (OwnUse.cpp): each option's busy share -- the
// project's scheduled work on its cards (WorkPlan.h) plus declared other
// work for owned ones -- into the option's and its pairs' BusyShare input,
// and each training pair's scheduled runs.
void planBusyShares(Prepared &in, const CatalogView &merged);

// The verdict of workload `wi` (Verdict.h) from the evaluation's pairs and
// options as they stand (likely values, or the draws' medians once
// published), with each option's pair totals per draw when given
// (`draws[oi]`, aligned across options; Standings.cpp).
WorkloadVerdict judgeWorkload(const Prepared &in, const Project &project, const Evaluation &ev,
                              size_t wi, const std::vector<std::span<const double>> *draws);

// One ranged input's Monte Carlo stream (Sampling.cpp says which inputs share
// a stream): its uniform draws, correlated with a common stream for rented
// prices of one card at one seller.
struct Stream {
    InputId id;
    Range range;
    UniformStream own;
    UniformStream common; // rented price: the card at this seller
    double rho = 0.0;     // weight of `common`
    std::string name;     // the input as DecisionFlip names it
    int shared = -1;      // index in the project's shared streams (an assumption), or -1

    double uniform(std::uint64_t draw) const
    {
        const double u = own.at(draw);
        return rho > 0.0 ? correlatedUniform(common.at(draw), u, rho) : u;
    }
    double value(std::uint64_t draw) const { return triangularQuantile(range, uniform(draw)); }
    // value() of draws [first, first + n), `shape` being Triangular(range).
    void values(const Triangular &shape, std::uint64_t first, double *out, size_t n) const
    {
        for (size_t j = 0; j < n; ++j)
            out[j] = own.at(first + j);
        if (rho > 0.0) {
            std::array<double, 64> shared; // `common`'s draws, a part at a time
            for (size_t part = 0; part < n; part += shared.size()) {
                const size_t m = std::min(shared.size(), n - part);
                for (size_t j = 0; j < m; ++j)
                    shared[j] = common.at(first + part + j);
                correlatedUniforms(shared.data(), out + part, m, rho);
            }
        }
        shape.quantiles(out, n);
    }
};

// The stream an option's input draws from, named so that the same input of
// the same entity draws the same values in every option and every caller.
std::string streamName(InputId id, const PreparedOption &o);
Stream streamOf(InputId id, const InputValue &value, const PreparedOption &o, const Prepared &in,
                std::uint64_t seed);
// The ranged inputs of a table that the model reads (the horizon held; the
// MFU only when `withMfu`).
std::vector<Stream> streamsOf(const InputTable &table, const PreparedOption &o, const Prepared &in,
                              std::uint64_t seed, bool withMfu);

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

// How sampleRanges and the year plan (planPortfolio) price their draws, for
// this thread's next evaluations (tests): Compiled, each option's model compiled once (CostForm.h)
// and replayed per draw, the model itself for a draw that leaves the recorded branches; Model, the
// model for every draw; Checked, both, every compiled draw compared bit for bit with the model's
// (which is kept).
enum class DrawPath { Compiled, Model, Checked };
struct DrawAudit {
    size_t compiled = 0;   // draws replayed (an option's, or the year plan's)
    size_t fallbacks = 0;  // draws that left the recorded branches
    size_t values = 0;     // figures compared (Checked)
    size_t mismatches = 0; // of them, not bit-identical
    size_t operations = 0; // on the tapes recorded (after folding and pruning)
    size_t guards = 0;     // of them, guards
    size_t tapeSlots = 0;  // the most slots one tape needs (CostTape.h: its scratch)
};
// Also clears drawAudit().
void setDrawPath(DrawPath path);
DrawAudit drawAudit();
// The thread's path and its audit, for the samplers: Compare's
// (Sampling.cpp) and the year plan's (Portfolio.cpp).
DrawPath currentDrawPath();
DrawAudit &currentDrawAudit();

// Step 7 of evaluate(): the Monte Carlo ranges, chances and drivers
// (Evaluation.h). Replaces the ranges priceAll() left at the corners.
void sampleRanges(const Prepared &in, const Project &project, const EvaluateSettings &settings,
                  Evaluation &ev);

} // namespace suanpan
