#pragma once

#include <optional>
#include <string>
#include <vector>

#include "catalog/Catalog.h"
#include "estimate/Advice.h"
#include "estimate/Inference.h"
#include "estimate/Memory.h"
#include "estimate/Training.h"
#include "model/Project.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

// Evaluation is a pure function Project x Catalog -> Evaluation (DESIGN.md).
// Every money figure is a Range in CNY; every line says how it was computed
// (a formula code plus its inputs with their sources), so the UI can explain
// any number it shows without recomputing it.

// One input of a formula: "cards" 8, "cny_per_card_hour" 12.5 (seed 003), ...
struct FormulaInput {
    std::string name; // stable code, e.g. "cards", "hours", "cny_per_card_hour", "pue"
    Range value;
    std::string unit;   // "cards", "hours", "cny_per_card_hour", "kwh", "fraction", ...
    std::string source; // provenance of the figure ("seed 003", "catalog h100-sxm", "user")
};

// One cost line of an option for a workload or over the horizon.
// Codes (stable, model/CostLineCodes.h): rent, spot_interruptions, minimum_term, upload,
// bandwidth, storage, support, engineer_time, interruption_recovery, environment_rebuild,
// rerun_reserve, hardware_depreciation, network_hardware, storage_hardware, spares,
// cabinet_rent, power, cooling, ops_staff, electrical_work, residual_value (negative),
// deposit_interest.
struct CostLine {
    std::string code;
    Range cny;
    bool hidden = false; // a hidden cost the brochures leave out (switchable)
    bool enabled = true; // disabled lines are shown but count zero
    std::string formula; // stable formula code, e.g. "cards*hours*cny_per_card_hour"
    std::vector<FormulaInput> inputs;
};

// Risk flags raised while evaluating (besides the seeds' traps in Advice).
//   risk.does_not_fit, risk.misses_deadline, risk.misses_latency, risk.spot_long_job,
//   risk.thermal_derating, risk.low_confidence_price, risk.no_price
struct Flag {
    std::string code;
    std::vector<std::string> params;
};

// A workload priced on one option.
struct PairResult {
    std::string workloadId;
    std::string optionId;
    bool feasible = false; // fits memory and meets deadline/latency target
    // Fit and time (the sizing engine's results at the option's card count).
    ParallelLayout layout;
    MemoryBreakdown memory;
    std::optional<TrainingEstimate> training;
    std::optional<InferenceEstimate> inference;
    Range jobHours; // training: wall hours incl. derating; inference: 0
    bool meetsDeadline = true;
    bool meetsLatency = true;
    // Money.
    std::vector<CostLine> lines;
    Range total;                    // sum of enabled lines
    Range cnyPerEffectivePflopHour; // hourly price / (peak x MFU) (seed 003)
    Range cnyPerRun;                // training: one completed run incl. reserve
    Range cnyPerMillionTokens;      // inference
    Range costEffectiveness;        // useful output / total cost (seed 003):
                             // training: runs per 10 000 CNY; inference: M tokens per 10 000 CNY
    std::vector<Advice> advice; // traps for this option (seed rules)
    std::vector<Flag> flags;
    double score = 0.0; // lower is better (likely total; infeasible = DBL_MAX,
                        // never inf: results hold no NaN or inf)
};

// One option over the planning horizon (all the project's workloads on it).
struct OptionResult {
    std::string optionId;
    Acquisition acquisition = Acquisition::Rent;
    std::vector<CostLine> lines; // over the horizon
    Range total;
    // Spend from month 0 to the horizon, CNY. Month 0 is `upfront` without the
    // deposit: a deposit is cash out on day one but comes back, so it is no cost.
    std::vector<Range> cumulativeByMonth;
    Range upfront; // cash out on day one: capex, start-up work, refundable deposit
    Range monthly;                        // steady monthly spend
};

// Build vs rent: when owning beats renting the same card-hours.
struct BreakEven {
    std::string ownOptionId; // host or build
    std::string rentOptionId;
    std::optional<double> month; // capex / (monthly rent - monthly own opex); none if never
    std::optional<double>
        trainingDaysPerYear; // busy days/year above which owning wins (seed 003: ~200)
};

// One bar of the tornado: total cost of an option with one input at its low
// and its high value, the others at likely.
struct SensitivityBar {
    std::string input; // assumption key or "<entity>.<field>"
    Range inputValue;
    double totalAtLow = 0.0;
    double totalAtHigh = 0.0;
    double swing() const
    {
        return totalAtHigh > totalAtLow ? totalAtHigh - totalAtLow : totalAtLow - totalAtHigh;
    }
};

// "Building wins if utilisation stays above 68 %": the value of an input at
// which the ranking of the two best options changes.
struct DecisionFlip {
    std::string input;
    double threshold = 0.0;
    std::string winnerAbove; // option id that wins above the threshold
    std::string winnerBelow;
};

struct WorkloadRanking {
    std::string workloadId;
    std::vector<std::string> optionIds; // best first (feasible before infeasible)
    std::vector<std::string> reasons;   // reason codes for the winner: "cheapest", "fastest",
                                        // "only_feasible", "meets_deadline", ...
};

struct Evaluation {
    std::vector<PairResult> pairs;
    std::vector<OptionResult> options;
    std::vector<WorkloadRanking> rankings;
    std::vector<BreakEven> breakEvens;
    std::vector<SensitivityBar> tornado; // for the overall best option, ordered by swing
    std::string tornadoOptionId;         // that option (the most workloads' winner)
    std::vector<DecisionFlip> flips;
    std::vector<Error> problems; // options that could not be evaluated (unknown card, ...)
    int horizonMonths = 24;

    const PairResult *pair(const std::string &workloadId, const std::string &optionId) const;
    const OptionResult *option(const std::string &optionId) const;
};

struct EvaluateSettings {
    bool sensitivity = true; // tornado and flips (costs ~2 evaluations per ranged input)
    // Cost line codes to switch off on top of the project's own
    // Project::disabledCostLines, which evaluate() always honours (a what-if
    // such as the CLI's --disable). Unknown codes here are ignored.
    std::vector<std::string> disabledLines;
    bool explain = true;                    // fill CostLine::inputs (the formula's inputs and
                                            // sources); off, lines carry code, CNY and formula only
                                            // (about half the time of a large project)
};

// Lines in project.disabledCostLines and settings.disabledLines count zero
// (CostLine::enabled = false) in every total, unit cost, ranking, break-even,
// tornado and flip; they are still listed with their amounts.
Evaluation evaluate(const Project &project, const Catalog &catalog,
                    const EvaluateSettings &settings = {});

// Unit effective compute cost: CNY per card-hour / (peak FLOP/s x MFU) in
// CNY per effective PFLOP-hour (seed 003).
double cnyPerEffectivePflopHour(double cnyPerCardHour, double peakFlops, double mfu);

// Linear scaling efficiency from a measured speed-up: speedup / (cardsTo /
// cardsFrom) (seed 003: 16 -> 64 cards at 2.5x is 62.5 %; below 75 % a
// cluster is unfit for large parallel training). Useful output per CNY
// scales with it. 0 for invalid counts.
double measuredScalingEfficiency(int cardsFrom, int cardsTo, double speedup);

} // namespace suanpan
