#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "cost/CostInputs.h"
#include "cost/CostModel.h"
#include "cost/Evaluation.h"
#include "cost/Pricing.h"
#include "cost/WorkPlan.h"
#include "estimate/JobSizing.h"

namespace suanpan {

// The steps evaluate() and searchOptions() share: an option made ready to
// price, a workload sized on it, and a pair priced at the three corners.
// Internal to core/cost.

struct PreparedOption {
    Option option;
    OptionSetup setup;
    InputTable table;        // assumptions + this option's entity inputs (no MFU yet)
    PriceChoice rent;        // rent options
    PriceChoice purchase;    // host and build
    std::vector<Flag> flags; // price confidence, scale tier, monthly floor, no price
    // A rented option priced from a provider's quote (Option::quoteId): the
    // contract the quote amounts to (cost/Quotes.h quoteContract), which
    // setup.contract points at; shared so the pointer survives copies.
    std::shared_ptr<const Contract> quoteContract;
};

// Resolves the option's card, facility and contract and its price ranges.
// Errors, each with a value for the UI to word, never a sentence:
// "cost.host_needs_cabinet" / "cost.build_needs_premises" (the acquisition
// does not go with the facility; subject "<prefix>.acquisition", detail the
// facility kind's code), "cost.quote_not_rent" (detail the acquisition's
// code) / "cost.quote_other_card" (detail the quote's card id; subject
// "<prefix>.quote_id"), "cost.no_price" (no rent or purchase quote for the
// card; subject "<prefix>.card_id"), "cost.unknown_reference".
Result<PreparedOption> prepareOption(const Option &option, const std::string &subjectPrefix,
                                     const CatalogView &merged, const AssumptionSet &assumptions);

// Memoises sizeJob() (estimate/JobSizing.h) per (workload, card, count,
// network) within one evaluation or search: options that differ only in
// facility or contract share it. Behind it, a bounded process-wide memo keyed
// by the full inputs keeps the sizings of earlier evaluations: the UI
// re-evaluates on every edit, mostly of prices and assumptions, and the
// layout search is the costliest step. Thread-safe (the search runs in a
// worker thread). Every priced pair is sized with the engine's own layout
// (SizingTarget without a layout).
class SizingCache final
{
public:
    const JobSizing &size(const Workload &workload, const Card &card, int cards,
                          const NetworkSpec &network, const SizingAssumptions &assumptions);

private:
    using Key = std::tuple<const Workload *, const Card *, int, double, int, bool>;
    std::map<Key, std::shared_ptr<const JobSizing>> m_cache;
};

// Empties the process-wide sizing memo (benchmarks measure cold evaluations).
void clearSizingMemo();

// Data and checkpoints a workload keeps on the option's storage.
Demand workloadDemand(const Workload &workload, const OptionSetup &setup,
                      const AssumptionSet &assumptions);

struct PreparedPair {
    const PreparedOption *option = nullptr;
    const Workload *workload = nullptr;
    const JobSizing *sizing = nullptr;
    bool inference = false;
    Job job;
    Demand demand;
    InputTable table; // the option's table plus the job's MFU
    CostView view = CostView::Job;
    // Set by planBusyShares: training runs the schedule places inside the
    // horizon, and the option's busy share split into the project's work and
    // the other work declared (likely).
    int runs = 0;
    double projectShare = 0.0;
    double otherWork = 0.0;
};

PreparedPair preparePair(const PreparedOption &option, const Workload &workload,
                         const JobSizing &sizing, const AssumptionSet &assumptions);

// The pair's sheet at a point (inference: the option's horizon with this
// workload's data).
Sheet pairSheet(const PreparedPair &pair, const Demand &optionDemand, const Point &p);
// The same with the option's horizon sheet at `p` already priced.
Sheet pairSheet(const PreparedPair &pair, const Sheet &optionHorizon, const Point &p);

// Times one training run of a workload on an option's card at any card count
// (WorkPlan.h RunTimer): the option's own pairs at its count, the option
// prepared again at others (sized through the same SizingCache).
class RunTimes final
{
public:
    RunTimes(const PreparedOption &option, const std::vector<PreparedPair> &pairs,
             const Demand &demand, SizingCache &sizing, const AssumptionSet &assumptions,
             const CatalogView &merged);
    ~RunTimes();
    std::optional<RunTime> operator()(const Workload &workload, int cards);

private:
    static std::optional<RunTime> timeOf(const PreparedPair &pair, const Demand &optionDemand);
    const PreparedOption *optionAt(int cards);

    const PreparedOption &m_option;
    const std::vector<PreparedPair> &m_pairs;
    const Demand &m_demand;
    SizingCache &m_sizing;
    const AssumptionSet &m_assumptions;
    const CatalogView &m_merged;
    std::map<int, std::optional<PreparedOption>> m_others;
};

// An option's busy use (Evaluation.h BusyUse) from the plan of the
// workloads its `pairs` price (WorkPlan.h, the same order): the busy share
// goes into the option's and each pair's BusyShare input (serving: its own
// share of the day), with each training pair's scheduled runs. Owned cards
// count the work from their delivery, `leadMonths` in.
BusyUse applyBusyUse(PreparedOption &option, std::vector<PreparedPair> &pairs, const WorkPlan &plan,
                     const Range &otherWork, double leadMonths);

// Low-cost corner, likely, high-cost corner.
std::array<Sheet, 3> pairSheets(const PreparedPair &pair, const Demand &optionDemand);
std::array<Sheet, 3> optionSheets(const PreparedOption &option, const Demand &optionDemand);

// How much of a result to fill: totals only (the search's candidates), cost
// lines, or cost lines with every formula input and its source.
enum class Detail { Totals, Lines, Explained };

// The pair's result: fit, time, flags, advice, totals and unit costs, and the
// cost lines as `detail` asks.
PairResult pairResult(const PreparedPair &pair, const std::array<Sheet, 3> &sheets,
                      const LineMask &enabled, Detail detail);

Range totalOf(const std::array<Sheet, 3> &sheets, const LineMask &enabled);

// When an option pays each line over the horizon: up front (capex), once at
// the start (start-up work), at the end (resale), or every month.
// Refund: money paid back after the rent (a compute voucher), arriving
// `refund_months` after each month's rent.
enum class Timing { Capex, Start, End, Monthly, Refund };
Timing timingOf(LineCode code, bool payPerUse);
double sumTiming(const Sheet &s, const LineMask &enabled, Timing t, bool payPerUse);
// Paid on day one: capex and start-up work (without the refundable deposit).
double dayOneCost(const Sheet &s, const LineMask &enabled, bool payPerUse);

// Every timing's sum in one pass over the lines (the Monte Carlo draws).
struct TimingSums {
    double capex = 0.0;
    double start = 0.0;
    double monthly = 0.0;
    double end = 0.0;
    double refund = 0.0; // negative
    double dayOne() const { return capex + start; }
    double total() const { return capex + start + monthly + end + refund; }
};
TimingSums timingSums(const Sheet &s, const LineMask &enabled, bool payPerUse);

// The part of a refund (Timing::Refund, spread evenly over the `horizon`'s
// rent and arriving `delayMonths` after it) back by month `month` of the
// cumulative spend. The rest arrives after the horizon and is shown at its
// end, with the resale: the total counts all of it.
double refundBy(double refund, double horizon, double delayMonths, double month);
// Its months of rent paid back by `month` (refundBy = refund x these / horizon,
// for a horizon > 0): the same for every draw of a month.
double refundedMonths(double horizon, double delayMonths, double month);

// An option's money over the horizon, as OptionResult reports it (from its
// optionSheets()): the total; the cash out on day one (capex, start-up work
// and the refundable deposit); the steady spend in a month after day one
// (every monthly line over the months they are paid).
struct OptionMoney {
    Range total;
    Range upfront;
    Range monthly;
};
OptionMoney optionMoney(const PreparedOption &option, const std::array<Sheet, 3> &sheets,
                        const LineMask &enabled);

LineMask enabledLines(const std::vector<std::string> &disabled);

} // namespace suanpan
