#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "model/Option.h"
#include "model/Project.h"
#include "util/CodeTable.h"
#include "util/Result.h"

namespace suanpan {

struct SearchSettings {
    const std::atomic<bool> *cancel = nullptr; // checked between cards; set to stop early
    std::function<void(double)> progress;      // 0..1, from the calling thread
    int maxCards = 4096;                       // largest card count tried
    std::vector<std::string> cardIds;          // empty: every catalog card
    int maxDropped = 40;                       // dropped candidates kept (a few per reason)
    int maxOtherWork = 8;                      // "needs other work" purchases kept
    // Owned (host, build) candidates up to this many cards: beyond 64 cards
    // self-building exceeds a normal company (seed 000), and pricing one job
    // as a share of a huge owned cluster assumes demand nobody stated.
    int maxOwnedCards = 64;
    // Budgets for this search in place of the project's (Project::procurement,
    // e.g. the CLI's --capital-budget); unset: the project's.
    std::optional<double> capitalBudgetCny;
    std::optional<double> monthlyBudgetCny;
    // Seed 003: below 75 % linear scaling efficiency a cluster is unfit for
    // large parallel training (searchOptions, "poor_scaling").
    double minScalingEfficiency = 0.75;
    // A run this short gains little from more cards: starting it (pulling
    // the image, loading weights and data, starting every rank) takes
    // minutes at any count, and the sizing engine counts only the steps
    // (searchOptions, "short_run").
    double startUpBoundHours = 1.0;
};

// What a candidate asks of the team's cash, the figures the budgets are
// checked against (likely values decide):
// - `option`: the candidate held over the project's horizon as its only
//   option, as evaluate() reports it (OptionResult::total, upfront, monthly).
//   `option.upfront` is the day-one cash: capex, start-up work, the
//   refundable deposit. It is checked against the capital budget.
// - `monthlySpend` is checked against the monthly budget: for a run priced
//   per run on rented cards, the run's cost spread over the calendar months
//   it runs (wall hours / 730, at least one month: a run of a week spends
//   its whole cost in one month); for owned cards, and for serving priced
//   over the horizon, the steady monthly spend after day one
//   (`option.monthly`, the capex being the capital budget's).
struct CandidateCash {
    Range optionTotal; // over the horizon
    Range upfront;     // day one
    Range monthly;     // steady, after day one
    double monthlySpend = 0.0;
};

// Why a candidate is where the search put it. On the front: Cheapest,
// Fastest (both for a front of one), or ParetoTradeoff. Listed apart:
// NeedsOtherWork (a purchase priced cheaper per run mostly by the other work
// the project declares for its cards: BusyUse, more of its busy hours from
// other work than from this workload's schedule). Dropped, in the order they
// are checked (the first that applies): DoesNotFit, MissesLatency,
// MissesDeadline, SpotLongJob (a spot job over 12 h, seed 003),
// ExportRestricted (buying a card not sold new into China, without a
// source), OverCapitalBudget, OverMonthlyBudget, PoorScaling, ShortRun,
// IdleCards (searchOptions, rule 4), Dominated.
enum class SearchReason : int {
    Cheapest,
    Fastest,
    ParetoTradeoff,
    NeedsOtherWork,
    DoesNotFit,
    MissesLatency,
    MissesDeadline,
    SpotLongJob,
    ExportRestricted,
    OverCapitalBudget,
    OverMonthlyBudget,
    PoorScaling,
    ShortRun,
    IdleCards,
    Dominated,
    Count
};

// The stable texts (the CLI's JSON), in SearchReason's order.
inline constexpr std::array<std::string_view, std::size_t(SearchReason::Count)> kSearchReasons{
    "cheapest",
    "fastest",
    "pareto_tradeoff",
    "needs_other_work",
    "does_not_fit",
    "misses_latency",
    "misses_deadline",
    "spot_long_job",
    "export_restricted",
    "over_capital_budget",
    "over_monthly_budget",
    "poor_scaling",
    "short_run",
    "idle_cards",
    "dominated",
};

inline std::string_view searchReasonText(SearchReason reason)
{
    return codeText(kSearchReasons, reason);
}

// One enumerated option with its price for the workload.
struct SearchCandidate {
    std::string id;     // synthetic: "<card>x<count>@<facility>/<contract>/<acquisition>"
    Option option;      // synthetic option (id = candidate id)
    PairResult pair;    // the workload on it (lines only for returned candidates)
    CandidateCash cash; // zero when the pair is not priced (it does not fit)
    std::vector<SearchReason> reasons;
    std::string dominatedBy; // Dominated: the candidate id that is cheaper and faster
    // Rule 4: the smaller count that passed rules 1-3 and does the work.
    int smallerCards = 0;
};

struct SearchResult {
    std::string workloadId;
    // Pareto front of likely cost vs likely time (training: job hours;
    // inference: first-token latency), cheapest first.
    std::vector<SearchCandidate> front;
    // Purchases that would be on the front if other work kept the cards busy
    // the hours their per-run price assumes (NeedsOtherWork), cheapest
    // first: owning is cheaper per run only on that condition.
    std::vector<SearchCandidate> otherWork;
    // The best of the dropped, a few per reason.
    std::vector<SearchCandidate> dropped;
    long long candidates = 0; // options enumerated and priced
    // Passed every rule and compared on the front (front + dominated).
    long long feasible = 0;
    // Left out, each candidate once, for its first reason (SearchCandidate).
    long long doesNotFit = 0;
    long long missesDeadline = 0;
    long long missesLatency = 0;
    long long spotLongJob = 0;
    long long exportRestricted = 0;
    long long overCapitalBudget = 0;
    long long overMonthlyBudget = 0;
    long long needsOtherWork = 0;
    long long poorScaling = 0;
    long long shortRun = 0;
    long long idleCards = 0;
    long long dominated = 0;
    // The assumptions every horizon figure is over, as
    // Evaluation::horizonMonths and otherWork.
    int horizonMonths = 24;
    Range otherWorkShare;
    // The limits applied: the settings' budgets, else the project's.
    std::optional<double> capitalBudgetCny;
    std::optional<double> monthlyBudgetCny;
    bool restrictedCardSource = false;
    bool cancelled = false;
    std::vector<Error> problems; // why nothing could be searched, or options left out
};

// Enumerates catalog cards x card counts (1, 2, 4, 8, 16, 24, ... within each
// facility's scale tier) x facility templates x contract templates, with the
// acquisitions each site allows: rent everywhere but an office room; host
// (own servers, a contract without compute price) in cabinet sites; build
// in an office room. Each candidate is priced as evaluate() prices a project
// whose only workload and option it is (the project's assumptions, user
// catalog and switched-off cost lines apply), then checked in this order:
// 1. it fits, meets the latency target and the deadline, and is not a long
//    job on spot instances;
// 2. what the team can get and pay: buying (host, build) an export-restricted
//    card needs Procurement::restrictedCardSource (renting one stays, with
//    the pair's risk.export_restricted flag); the day-one cash and the
//    monthly spend stay within the budgets (CandidateCash);
// 3. a purchase priced per run must fill the busy hours its price assumes
//    (CapacityUse::share() >= 1); the others are listed in `otherWork`;
// 4. scale: more cards must do more work. A larger count is dropped when
//    its extra cards would mostly wait:
//    - "poor_scaling" (training): its scaling efficiency is below
//      settings.minScalingEfficiency (seed 003: below 75 % a cluster is
//      unfit for large parallel training) and a smaller count of the same
//      card, facility, contract and acquisition passed rules 1-3. The
//      smallest such count stays, so a card that only meets the deadline at
//      poor scaling is still shown;
//    - "short_run" (training): a smaller count of the same card, on any
//      site or contract, passed rules 1-3 and already finishes the run
//      within settings.startUpBoundHours, where start-up dominates;
//    - "idle_cards" (serving): a smaller count of the same card, on any
//      site or contract, passed rules 1-3, so it meets the latency target at
//      the requested concurrency and the extra cards wait for requests that
//      never come (a site's minimum size forces such cards on it);
// 5. the Pareto front of cost vs time among what is left, with the reason
//    each survivor is there.
SearchResult searchOptions(const Project &project, const std::string &workloadId,
                           const Catalog &catalog, const SearchSettings &settings = {});

} // namespace suanpan
