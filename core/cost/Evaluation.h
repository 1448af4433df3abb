#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/Catalog.h"
#include "cost/Flags.h"
#include "cost/Uncertainty.h"
#include "cost/Verdict.h"
#include "estimate/Advice.h"
#include "estimate/Inference.h"
#include "estimate/Memory.h"
#include "estimate/Training.h"
#include "model/CostLineCodes.h"
#include "model/Project.h"
#include "model/Range.h"
#include "model/Validation.h"
#include "util/Result.h"

namespace suanpan {

// Evaluation is a pure function Project x Catalog -> Evaluation (DESIGN.md).
// Every money figure is a Range in CNY; every line says how it was computed
// (a formula code plus its inputs with their sources), so the UI can explain
// any number it shows without recomputing it.
//
// What a shown range means (one meaning on every page, chart, slide and CLI
// key): the figures of a pair and of an option that are ranges -- totals,
// job hours, unit costs, day-one cash, monthly spend, cumulative spend --
// hold {P10, P50, P90} of Monte Carlo draws of every ranged input
// (triangular distributions, draws shared across options,
// Evaluation::sampling): the median is the headline, P10-P90 the range.
// Without sampling (samples = 0: the UI's instant answer while the draws
// run) all three are the model with every input at its likely value. That
// value and the corners (every input at its cost-lowering / cost-raising
// end) stay as details: the totals' `worstBest` {best corner, every input
// likely, worst corner}, and each CostLine::cny.

// One input of a formula: "cards" 8, "cny_per_card_hour" 12.5 (seed 003), ...
// How a figure the model works out itself is derived, for the UI to explain
// in its language (CostText::derivation) and the CLI to name
// (derivationCode). None: a plain input, or a quantity the formula shows.
enum class Derivation {
    None,
    EngineerHour,    // salary / working days / working hours
    EngineerDay,     // salary / working days (seed 003)
    ClusterHourRent, // billed cards x price per card-hour
    ClusterHourOwn,  // owned capacity cost / busy hours
    JobReclaim,      // the contract's reclaims per server-hour x servers
    SupportFactor,   // the factor for the contract's support level
    Interruptions,   // interruptions per card-hour x card-hours
    FaultHours,      // wait + half a checkpoint interval per interruption, + pauses
    Cabinets,        // servers per cabinet from its power quota
    ItKwh,           // cards x TDP x (1 + overhead) x busy share x hours
    BilledKwh,       // by the contract's power billing
    Circuits,        // dedicated 16 A circuits for the load (seed 000)
    BookValue,       // 1 - (1 - residual) x months / (12 x depreciation years)
};
std::string_view derivationCode(Derivation how); // "engineer_hour", ...; "" for None

struct FormulaInput {
    std::string name; // stable code, e.g. "cards", "hours", "cny_per_card_hour", "pue"
    Range value;
    std::string unit;   // "cards", "hours", "cny_per_card_hour", "kwh", "fraction", ...
    std::string source; // provenance of the figure ("seed 003", "catalog h100-sxm", "user")
    Derivation how = Derivation::None;
};

// One cost line of an option for a workload or over the horizon.
// Codes (stable, model/CostLineCodes.h): rent, spot_interruptions, minimum_term, upload,
// bandwidth, storage, support, engineer_time, interruption_recovery, environment_rebuild,
// rerun_reserve, hardware_depreciation, network_hardware, storage_hardware, spares,
// cabinet_rent, power, cooling, ops_staff, electrical_work, residual_value (negative),
// deposit_interest.
struct CostLine {
    LineCode code = LineCode::Rent; // as text: lineCodeText (model/CostLineCodes.h)
    Range cny;
    bool hidden = false; // a hidden cost the brochures leave out (switchable)
    bool enabled = true; // disabled lines are shown but count zero
    std::string formula; // stable formula code, e.g. "cards*hours*cny_per_card_hour"
    std::vector<FormulaInput> inputs;
};

// Risk flags: cost/Flags.h.

// What a money figure covers: one completed run of a training workload
// (reserve, interruptions and its hidden costs included), or the option held
// over the project's horizon at its utilisation (serving workloads and every
// option's total).
enum class CostScope { PerRun, Horizon };

// How busy an option's cards are over the horizon, and with what: the share
// of its hours this project's scheduled work fills (WorkPlan.h: the year
// plan's demand for the option's card, served by its cards) plus, for owned
// cards, the other work the project declares (assumption other_work_share,
// none by default). An option's horizon figures run at `share`; an owned
// option's cost per run is its horizon cost spread over `busyHours`.
struct BusyUse {
    double projectShare = 0.0; // this project's work (at most 1)
    Range otherWork;           // declared (owned only; 0 for rented)
    Range share;               // project + other, at most 1
    double busyHours = 0.0;    // likely share x horizon hours
    bool overCapacity = false; // the project's work and the other work need more than the cards
    std::vector<std::string> workloadIds; // the workloads placed on it
};

// An owned option priced per run: the run's share of the option's capacity
// cost, spread over the hours its cards are busy (BusyUse). `runHours` is
// what one run occupies of `busyHours`; `runs` how many the schedule places
// inside the horizon.
struct CapacityUse {
    double utilisation = 0.0;   // BusyUse::share.likely
    double projectShare = 0.0;  // of which this project's work
    double otherWork = 0.0;     // and the other work declared (likely)
    double horizonMonths = 0.0; // likely
    double busyHours = 0.0;     // the hours the capacity is spread over
    double runHours = 0.0;      // the run with its reserve and interruptions
    int runs = 0;               // runs of this workload the schedule places in the horizon
    double share() const { return busyHours > 0.0 ? runHours / busyHours : 0.0; }
};

// A workload priced on one option.
struct PairResult {
    std::string workloadId;
    std::string optionId;
    CostScope scope = CostScope::PerRun; // of `total` and the lines
    bool priced = false;   // false: it does not fit (or cannot split its batch), so no cost
    bool feasible = false; // priced, and meets deadline/latency target
    // Fit and time (the sizing engine's results at the option's card count).
    ParallelLayout layout;
    MemoryBreakdown memory;
    std::optional<TrainingEstimate> training;
    std::optional<InferenceEstimate> inference;
    Range jobHours; // training: wall hours incl. derating and interruptions; inference: 0
    bool meetsDeadline = true;
    bool meetsLatency = true;
    std::optional<CapacityUse> capacity; // owned options priced per run
    // Money.
    std::vector<CostLine> lines;
    Range total;                    // sum of enabled lines, in `scope`
    Range cnyPerEffectivePflopHour; // hourly price / (peak x MFU) (seed 003)
    Range cnyPerRun;                // training: one completed run incl. reserve
    Range cnyPerMillionTokens;      // inference
    Range costEffectiveness;        // useful output / total cost (seed 003):
                             // training: runs per 10 000 CNY; inference: M tokens per 10 000 CNY
    std::vector<Advice> advice; // traps for this option (seed rules)
    std::vector<Flag> flags;
    double score = 0.0; // lower is better (likely total; infeasible = DBL_MAX,
                        // never inf: results hold no NaN or inf)
    // Uncertainty (sampled; zeros and empty without sampling).
    Range worstBest;                   // total with every input at its best / worst end
    Range worstBestHours;              // jobHours the same way (likely: every input likely)
    Percentiles cost;                  // of `total`
    Percentiles hours;                 // training: of `jobHours`
    std::vector<double> costQuantiles; // total at 0, 1, ..., 100 % (distribution chart)
};

// One option over the planning horizon (all the project's workloads on it).
struct OptionResult {
    std::string optionId;
    Acquisition acquisition = Acquisition::Rent;
    BusyUse use;                 // how busy its cards are over the horizon, and with what
    std::vector<CostLine> lines; // over the horizon
    Range total;
    // Spend from month 0 to the horizon, CNY. Month 0 is `upfront` without the
    // deposit: a deposit is cash out on day one but comes back, so it is no cost.
    std::vector<Range> cumulativeByMonth;
    Range upfront; // cash out on day one: capex, start-up work, refundable deposit
    Range monthly; // steady monthly spend
    // Uncertainty (sampled; zeros and empty without sampling).
    Range worstBest;                   // total with every input at its best / worst end
    Percentiles cost;                  // of `total`
    std::vector<double> costQuantiles; // total at 0, 1, ..., 100 %
};

// Own vs rent, in cash (回本, seed 003): the month from which owning
// `ownOptionId` has cost less than renting the same useful compute on
// `rentOptionId` (the option's cumulative spend, its day-one cash included,
// against the rent of the same busy card-hours; formulas.md: month =
// up-front cash / (monthly rent for the same work - monthly own cost)), at
// the assumed utilisation. `utilisation` is the busy share from which it pays
// back within the assumed horizon; computed with the same function, so
// month <= assumedHorizonMonths exactly when utilisation <= assumedUtilisation.
struct BreakEven {
    std::string ownOptionId;
    std::string rentOptionId;
    std::optional<double> month; // none: never at the assumed utilisation
    // Only when the rented option is paid per use (hourly, spot): a monthly
    // or yearly plan costs the same however busy the cards are.
    bool utilisationMatters = false;
    std::optional<double> utilisation; // none: not within the horizon even busy all the time
    double assumedUtilisation = 0.0;
    double assumedHorizonMonths = 0.0;
    // Sampled: the share of draws in which owning has paid back by the end
    // of the assumed horizon.
    std::optional<double> chanceWithinHorizon;
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

// The inputs that move one workload's total on one option most (its pair
// total, in its scope), ordered by swing.
struct Tornado {
    std::string workloadId;
    std::string optionId;
    CostScope scope = CostScope::PerRun;
    double likelyTotal = 0.0;
    std::vector<SensitivityBar> bars;
};

// "Building wins if utilisation stays above 68 %": the value of an input at
// which the ranking of a workload's two best options changes. Between an
// owned and a rented option, how busy and how long are the BreakEven's
// questions: those two flips are left out so the page gives one answer.
struct DecisionFlip {
    std::string workloadId;
    CostScope scope = CostScope::PerRun;
    std::string input;
    double threshold = 0.0;
    std::string winnerAbove; // option id that wins above the threshold
    std::string winnerBelow;
    // The chance that the input ends above the threshold (its triangular
    // distribution); none for the horizon, which the team chooses.
    std::optional<double> chanceAbove;
};

// How the ranges were made: the number of draws (0: not sampled) and the
// seed that reproduces them.
struct Sampling {
    int samples = 0;
    std::uint64_t seed = 0;
    bool cancelled = false; // EvaluateSettings::cancel was raised: no ranges
};

struct Evaluation {
    std::vector<PairResult> pairs;
    std::vector<OptionResult> options;
    std::vector<WorkloadVerdict> verdicts; // per workload: the recommendation (Verdict.h)
    std::vector<BreakEven> breakEvens;     // each owned option vs each rented one
    std::vector<Tornado> tornadoes;        // per workload: for its recommended option
    std::vector<DecisionFlip> flips;       // per workload: between recommended and runner-up
    std::vector<ValidationIssue> issues;   // invalid inputs; the entity each concerns is left out
    std::vector<Error> problems; // options that could not be evaluated (unknown card, ...)
    // The assumptions every horizon figure is "over": the horizon (likely)
    // and the other work owned cards are declared to carry (BusyUse).
    int horizonMonths = 24;
    Range otherWork;
    Sampling sampling;

    const PairResult *pair(const std::string &workloadId, const std::string &optionId) const;
    const OptionResult *option(const std::string &optionId) const;
    const WorkloadVerdict *verdict(const std::string &workloadId) const;
    const Tornado *tornado(const std::string &workloadId) const;
};

struct EvaluateSettings {
    bool sensitivity = true; // tornadoes and flips (costs ~2 evaluations per ranged input)
    // Cost line codes to switch off on top of the project's own
    // Project::disabledCostLines, which evaluate() always honours (a what-if
    // such as the CLI's --disable). Unknown codes here are ignored.
    std::vector<std::string> disabledLines;
    bool explain = true; // fill CostLine::inputs (the formula's inputs and
                         // sources); off, lines carry code, CNY and formula only
                         // (about half the time of a large project)
    // Monte Carlo draws for the ranges (0: the likely values alone) and the
    // seed that reproduces them. 10 000 draws put the example's P50 within
    // 1 % of a million draws (tests/core/tst_uncertainty).
    int samples = kDefaultSamples;
    std::uint64_t seed = kDefaultSeed;
    // Raised by another thread: stop sampling, return the likely values.
    const std::atomic<bool> *cancel = nullptr;
    // Written while sampling, for another thread to read: the draws done so
    // far in thousandths of settings.samples (0..1000; 1000 once all are in).
    std::atomic<int> *progressPermille = nullptr;
    // The date quotes' validity is judged on (YYYY-MM-DD); "" = today (UTC).
    std::string today{};

    static constexpr int kDefaultSamples = 10000;
    static constexpr std::uint64_t kDefaultSeed = 20261202;
    static constexpr int kMaxSamples = 1000000;
};

// Lines in project.disabledCostLines and settings.disabledLines count zero
// (CostLine::enabled = false) in every total, unit cost, ranking, break-even,
// tornado and flip; they are still listed with their amounts.
Evaluation evaluate(const Project &project, const Catalog &catalog,
                    const EvaluateSettings &settings = {});

// How many times evaluate() has run (since the program started), and how
// many of those drew samples: in every thread, and in the calling thread
// alone (a test counts what one page does on the GUI thread). Thread-safe.
struct EvaluationCounts {
    std::size_t all = 0;
    std::size_t sampled = 0; // settings.samples > 0
};
EvaluationCounts evaluationsRun();
EvaluationCounts evaluationsRunOnThisThread();

// A result without draws (samples = 0, a search candidate): the shown
// ranges become the likely value alone, the total's corners move to
// worstBest.
void likelyOnly(PairResult &pair);
void likelyOnly(OptionResult &option);

// The tornado of any workload on any option of the project (the one the
// user selected), as evaluate() computes it for each workload's winner.
// Empty (no bars) when the pair cannot be priced.
Tornado tornadoFor(const Project &project, const Catalog &catalog, const std::string &workloadId,
                   const std::string &optionId, const EvaluateSettings &settings = {});

// Unit effective compute cost: CNY per card-hour / (peak FLOP/s x MFU) in
// CNY per effective PFLOP-hour (seed 003).
double cnyPerEffectivePflopHour(double cnyPerCardHour, double peakFlops, double mfu);

// Linear scaling efficiency from a measured speed-up: speedup / (cardsTo /
// cardsFrom) (seed 003: 16 -> 64 cards at 2.5x is 62.5 %; below 75 % a
// cluster is unfit for large parallel training). Useful output per CNY
// scales with it. 0 for invalid counts.
double measuredScalingEfficiency(int cardsFrom, int cardsTo, double speedup);

} // namespace suanpan
