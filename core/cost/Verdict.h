#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/Range.h"

namespace suanpan {

// The project's recommendation, made once (DESIGN.md "One verdict"): per
// workload the option to take, the runner-up, how sure that is and why, and
// what keeps the other options out. evaluate() judges every workload
// (Evaluation::verdicts) and the Monte Carlo draws refine it; every page,
// slide, file and CLI key that recommends reads it and nothing else ranks.
//
// The rules, in order:
// 1. Only options in the comparison are candidates (Options, "Include in the
//    comparison and report"; all of them when none is ticked).
// 2. An option is eligible when it is priced and breaks no check: it fits,
//    meets the deadline and the latency target, a spot job finishes, its
//    day-one cash and monthly spend are within the project's budgets, it
//    buys no export-restricted card without a declared source, and owned
//    cards have the hours for the schedule's runs, and a quote it is priced
//    from is within its validity or confirmed by the user. An option that breaks one
//    is recommended only when every priced option breaks one, and the
//    verdict then says so (`compromised`).
// 3. Eligible options are ranked by their headline cost -- the median of the
//    draws (P50), the likely value until the draws are in -- then by time.
// 4. The chances count the draws, ties shared: two options with identical
//    draws each win half of them.
// 5. The choice is a toss-up when the recommended option beats the runner-up
//    in fewer than kTossUpChance of the draws, or when their medians differ
//    by less than kNoiseShare of the recommended option's P10-P90 width (a
//    difference inside the noise of the inputs). Cost then does not decide:
//    the verdict names what does, in this order -- speed (one finishes
//    kDecisiveSpeedup faster), flexibility (pay per use against a
//    commitment), lead time (renting now against buying), risk (fewer risk
//    flags) -- and recommends the option that wins on the first of them.

inline constexpr double kTossUpChance = 0.6;
inline constexpr double kNoiseShare = 0.1;
inline constexpr double kDecisiveSpeedup = 0.1; // 10 % less time

// What keeps an option from being recommended, with its figures (SI, CNY).
enum class Breach {
    NotShortlisted,     // left out of the comparison on the Options page
    DoesNotFit,         // values: memory per card, capacity (bytes); or it cannot split its batch
    MissesDeadline,     // values: job days, deadline days
    MissesLatency,      // values: first-token seconds, target seconds
    SpotNeverFinishes,  // values: reclaims per hour for the job
    OverCapitalBudget,  // values: day-one cash, budget
    OverMonthlyBudget,  // values: spend in a month, budget
    RestrictedPurchase, // buying a card not sold new into China, without a declared source
    OverCapacity,       // values: hours the schedule's runs need, hours in the horizon
    QuoteExpired,       // priced from a quote past its validity, not confirmed: days past
};

struct BreachItem {
    Breach code = Breach::DoesNotFit;
    std::vector<double> values;

    bool operator==(const BreachItem &) const = default;
};

// Why the recommended option is recommended.
enum class VerdictReason {
    Cheapest,      // lowest headline cost of the eligible options
    OnlyEligible,  // the only option that passes every check
    Fastest,       // also the quickest of the eligible options
    MeetsDeadline, // the workload has a deadline, and it meets it
    MeetsLatency,  // the workload has a first-token target, and it meets it
    TossUp,        // cost does not decide (rule 5): see `decidedBy`
    Compromised,   // every priced option breaks a check: the least bad
    NothingPriced, // no option can run the workload
};

// What decides a toss-up (rule 5).
enum class Decider {
    Speed,       // finishes at least kDecisiveSpeedup sooner
    Flexibility, // paid per use, no commitment
    LeadTime,    // rented now instead of bought and delivered
    Risk,        // fewer risk flags
};

// One option as the verdict sees it for one workload.
struct Standing {
    std::string optionId;
    bool priced = false;
    std::vector<BreachItem> breaches;
    double cost = 0.0; // headline: P50 of the draws, else the likely value (the pair's scope)
    double p10 = 0.0;  // of the draws; = cost without them
    double p90 = 0.0;
    double hours = 0.0; // training: job hours (P50, else likely); serving: first-token seconds
    double chanceCheapest = 0.0; // of the eligible, ties shared (0 without draws, or not eligible)

    bool eligible() const { return priced && breaches.empty(); }
};

// What decides a workload's ranking when the recommended option loses: of the
// draws where `rivalId` is cheaper, most have `input` below (or above)
// `value` -- the input that moves most between the two.
struct WinDriver {
    std::string rivalId;
    std::string input; // assumption key, or "<optionId>/<key>" for one side's own input
    bool rivalWinsBelow = true;
    double value = 0.0; // 75 % of the rival's wins have the input below (above) it

    bool operator==(const WinDriver &) const = default;
};

struct WorkloadVerdict {
    std::string workloadId;
    bool perRun = true; // costs are per run (training) or over the horizon (serving)
    // Every option of the project, best first: eligible by headline cost
    // (then time), then priced options with breaches (fewest first, then
    // cost), then the unpriced.
    std::vector<Standing> standings;
    std::string recommended; // empty when nothing is priced
    std::string runnerUp;    // the next eligible option (the next priced one when compromised)
    // From the draws, ties shared; none until they are in.
    std::optional<double> chanceBeatsRunnerUp;
    std::optional<double> chanceCheapest; // of all eligible options
    bool tossUp = false;
    std::optional<Decider> decidedBy; // what picked the recommendation in a toss-up
    std::vector<VerdictReason> reasons;
    std::optional<WinDriver> driver;

    const Standing *standing(const std::string &optionId) const;
    bool compromised() const;
    bool has(VerdictReason r) const;
};

// The project as a whole: every workload's verdict, the year plan's mix of
// owned and rented cards (Portfolio.h), and what the recommendations ask
// together of the project's budgets.
struct YearMix {
    std::string ownedOptionId;       // the owned option the year plan prices
    int ownedCards = 0;              // the best mix (0: rent everything)
    Range total;                     // the best mix over the horizon, {P10, P50, P90}
    Range allRented;                 // renting everything
    double chanceBeatsRenting = 0.0; // the best mix against renting everything (0 when it is)
    std::vector<std::string> lateWorkloads;   // a run misses its deadline on any card count
    std::vector<std::string> raisedWorkloads; // run on more cards than scheduled, for the deadline
};

enum class ProjectCheckKind {
    CapitalBudget, // the recommended options' day-one cash together
    MonthlyBudget, // their monthly spend together
};

struct ProjectCheck {
    ProjectCheckKind kind = ProjectCheckKind::CapitalBudget;
    double need = 0.0;                  // CNY (medians)
    double budget = 0.0;                // CNY
    std::vector<std::string> optionIds; // the recommended options counted
    bool ok() const { return need <= budget; }
};

struct ProjectVerdict {
    std::vector<WorkloadVerdict> workloads; // Evaluation::verdicts
    std::optional<YearMix> mix;             // none without an owned option to plan
    std::vector<ProjectCheck> checks;       // only for the budgets the project sets

    const WorkloadVerdict *workload(const std::string &workloadId) const;
};

// Stable codes for JSON and the CLI (the UI words the enums themselves).
std::string_view toCode(Breach b);
std::string_view toCode(VerdictReason r);
std::string_view toCode(Decider d);
std::string_view toCode(ProjectCheckKind k);

} // namespace suanpan
