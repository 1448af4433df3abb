#include "cost/Portfolio.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <deque>
#include <map>
#include <optional>

#include "cost/CostEngine.h"
#include "cost/CostForm.h"
#include "cost/Prepared.h"
#include "cost/Uncertainty.h"
#include "cost/WorkPlan.h"
#include "model/Limits.h"

namespace suanpan {

namespace {

using I = InputId;

const char kCloudFacility[] = "gpu-cloud";
const char kHourlyContract[] = "hourly";
const char kMonthlyContract[] = "monthly";

// Draws one point of a table's inputs (the pair's MFU when `withMfu`).
struct Drawer {
    Point likely;
    std::vector<Stream> streams;

    Drawer() = default;
    Drawer(const InputTable &table, const PreparedOption &o, const Prepared &in, std::uint64_t seed,
           const PreparedPair *pair = nullptr)
        : likely(table.likely()), streams(streamsOf(table, o, in, seed, false))
    {
        if (pair && table[I::Mfu].used && !table[I::Mfu].range.isExact())
            streams.push_back(
                {I::Mfu,
                 table[I::Mfu].range,
                 UniformStream(seed, "mfu/" + pair->workload->id + "/" + o.setup.card->id),
                 {},
                 0.0,
                 "mfu"});
    }
    Point at(std::uint64_t draw) const
    {
        Point p = likely;
        for (const Stream &s : streams)
            p[s.id] = s.value(draw);
        return p;
    }
};

// One training workload's run, priced both ways: rented whole on the cloud's
// hourly plan at the run's cards (Compare's price for such an option), and
// the people's work of an owned run (its capacity is the owned horizon's).
struct RunPrices {
    size_t workload = 0; // in WorkPlan::workloads
    const PreparedPair *rent = nullptr;
    const PreparedPair *own = nullptr;
    Drawer rentDraws, ownDraws;
};

// Everything the year plan prices with, prepared once.
struct Setting {
    Prepared in;
    size_t owned = 0;
    std::optional<PreparedOption> hourly, monthly; // serving overflow, at the owned count
    int horizonMonths = 0;
    size_t hours = 0;
    size_t leadHours = 0;
    std::deque<PreparedOption> options; // stable addresses for the pairs below
    std::deque<PreparedPair> pairs;
    std::vector<RunPrices> runs;
    // The project's compute voucher, pooled over the plan (totalAt): the cap
    // is the project's per year, so the rented runs and serving share one.
    bool voucher = false;
    double voucherShare = 0.0;
    double voucherCapPerYear = 0.0;
    double horizon = 0.0; // likely months, as Compare's voucher line reads it
};

std::optional<size_t> ownedIndex(const Prepared &in, const std::string &id)
{
    for (size_t i = 0; i < in.options.size(); ++i) {
        const Option &o = in.options[i].option;
        if (o.acquisition != Acquisition::Rent && (id.empty() || o.id == id))
            return i;
    }
    return std::nullopt;
}

Option variant(const Setting &s, int cards, const char *facility, const char *contract,
               Acquisition acquisition, const std::string &id)
{
    Option o = s.in.options[s.owned].option;
    o.id = id;
    o.name = id;
    o.cardCount = std::max(cards, 1);
    if (facility) {
        o.facilityId = facility;
        o.contractId = contract;
    }
    o.acquisition = acquisition;
    return o;
}

Result<PreparedOption> cloudPlan(const Setting &s, const CatalogView &merged, const char *contract,
                                 int cards)
{
    return prepareOption(variant(s, cards, kCloudFacility, contract, Acquisition::Rent,
                                 std::string("portfolio.") + contract),
                         "portfolio." + std::string(contract), merged, s.in.assumptions);
}

// The owned option at `cards` cards (prepared again: servers, cabinets and
// circuits follow the count).
Result<PreparedOption> ownedAt(const Setting &s, const CatalogView &merged, int cards)
{
    const Option &own = s.in.options[s.owned].option;
    return prepareOption(variant(s, cards, nullptr, nullptr, own.acquisition, "portfolio.owned"),
                         "portfolio.owned", merged, s.in.assumptions);
}

PreparedPair *pairOn(Setting &s, PreparedOption option, const Workload &w)
{
    s.options.push_back(std::move(option));
    const PreparedOption &o = s.options.back();
    const JobSizing &sizing = s.in.sizing.size(w, *o.setup.card, o.setup.cards,
                                               o.setup.facility->network, s.in.assumptions.sizing);
    if (!sizing.fits || !sizing.train)
        return nullptr;
    s.pairs.push_back(preparePair(o, w, sizing, s.in.assumptions));
    return &s.pairs.back();
}

// A run's time on the owned card at any count: the sizing engine's, as
// Compare shows it for an option of that card and count.
std::optional<RunTime> runTime(Setting &s, const CatalogView &merged, const Workload &w, int cards)
{
    auto option = ownedAt(s, merged, cards);
    if (!option)
        return std::nullopt;
    const PreparedPair *pair = pairOn(s, std::move(option).value(), w);
    if (!pair)
        return std::nullopt;
    const Sheet sheet = pairSheet(*pair, s.in.demands[s.owned], pair->table.likely());
    if (!(sheet.runHours > 0.0) || !std::isfinite(sheet.usedHours))
        return std::nullopt;
    return RunTime{sheet.runHours, sheet.usedHours};
}

// Each training workload's run priced rented and owned, at its planned cards.
Status priceRuns(Setting &s, const CatalogView &merged, const WorkPlan &plan, std::uint64_t seed)
{
    for (size_t wi = 0; wi < plan.workloads.size(); ++wi) {
        const PlannedWorkload &pw = plan.workloads[wi];
        if (pw.serving || !pw.fits || pw.runs == 0)
            continue;
        const Workload &w = *s.in.workloads[wi];
        auto cloud = cloudPlan(s, merged, kHourlyContract, pw.cards);
        if (!cloud)
            return Error{ErrorCode::PortfolioNoRentPrice, s.in.options[s.owned].setup.card->id,
                         std::string(errorCodeText(cloud.error().code))};
        auto owned = ownedAt(s, merged, pw.cards);
        if (!owned)
            return owned.error();
        RunPrices r;
        r.workload = wi;
        PreparedPair *rent = pairOn(s, std::move(cloud).value(), w);
        PreparedPair *own = pairOn(s, std::move(owned).value(), w);
        if (!rent || !own)
            continue; // the job does not fit the cloud's servers: never rented here
        // A duration typed in the schedule is the run's clean time on any
        // cards; the sizing engine's otherwise.
        if (!pw.sized)
            for (PreparedPair *pair : {rent, own})
                pair->job.hoursAtLikelyMfu = pw.wallHours;
        r.rent = rent;
        r.own = own;
        r.rentDraws = Drawer(r.rent->table, *r.rent->option, s.in, seed, r.rent);
        r.ownDraws = Drawer(r.own->table, *r.own->option, s.in, seed, r.own);
        s.runs.push_back(std::move(r));
    }
    return Ok{};
}

// The prices below are generic over their scalar (CostForm.h): at double
// they are the model; the year plan's draws record them once at Traced and
// replay the tape (YearTape).

// Rent a voucher pays back part of: the rent line of an eligible rented sheet.
template <class T>
T eligibleRent(const Setting &s, const OptionSetup &setup, const BasicSheet<T> &sheet)
{
    return s.voucher && setup.voucherShare > 0.0 ? sheet.cny[size_t(LineCode::Rent)] : T(0.0);
}

// An owned horizon with nothing in it, for a run's people lines alone: a
// rate of zero, so capacity lines and cluster time count 0.
template <class T> BasicSheet<T> noCapacity()
{
    BasicSheet<T> sheet;
    sheet.busyHours = 1.0;
    return sheet;
}

template <class T>
T runCost(const Setting &s, const PreparedPair &pair, const PointOf<T> &p, bool owned,
          T *rent = nullptr)
{
    const BasicSheet<T> sheet =
        owned ? priceJob<T>(pair.option->setup, pair.job, pair.demand, noCapacity<T>(), p)
              : pairSheet<T>(pair, pair.demand, p);
    if (rent)
        *rent = owned ? T(0.0) : eligibleRent(s, pair.option->setup, sheet);
    return sheet.total(s.in.enabled);
}

// How N owned cards and the rented rest serve the plan.
struct Placement {
    double ownedBusy = 0.0;
    double ownedIdle = 0.0;
    double servingHourly = 0.0;  // card-hours of serving rented by the hour
    double servingMonthly = 0.0; // card-months of serving rented by the month
    double rentedCardHours = 0.0;
    std::vector<int> runsOwned; // per WorkPlan workload
    std::vector<int> runsRented;
    std::vector<PortfolioMonth> months;
};

// Each month, serving overflow by the month up to the level more than
// `breakEvenHours` hours exceed, the rest by the hour.
void rentServing(const HourSeries &overflow, double breakEvenHours, Placement &out)
{
    const size_t monthHours = size_t(kHoursPerMonth);
    const size_t index = size_t(std::max(0.0, std::floor(breakEvenHours)));
    struct Level {
        Cards cards;
        size_t hours;
    };
    std::vector<Level> level;
    for (size_t from = 0; from < overflow.hours(); from += monthHours) {
        const size_t to = std::min(from + monthHours, overflow.hours());
        level.clear();
        overflow.forEach(from, to, [&](Cards v, size_t n) { level.push_back({v, n}); });
        // The level exceeded in more than `index` hours: the index-th
        // highest hour (from 0), none when the month is shorter.
        Cards k = 0;
        if (index < to - from) {
            std::sort(level.begin(), level.end(),
                      [](const Level &a, const Level &b) { return a.cards > b.cards; });
            size_t seen = 0;
            for (const Level &l : level) {
                seen += l.hours;
                if (seen > index) {
                    k = l.cards;
                    break;
                }
            }
        }
        for (const Level &l : level)
            out.servingHourly += double(std::max<Cards>(0, l.cards - k) * Cards(l.hours));
        out.servingMonthly += double(k);
    }
}

Placement place(const WorkPlan &plan, int owned, size_t leadHours, double breakEvenHours)
{
    const size_t hours = plan.demand.hours();
    const OwnedPlacement placed = placeOnOwned(plan, owned, leadHours);
    Placement out;
    out.runsOwned = placed.runsOwned;
    out.runsRented = placed.runsRented;
    rentServing(placed.servingOverflow, breakEvenHours, out);
    const size_t monthHours = size_t(kHoursPerMonth);
    for (size_t from = 0; from < hours; from += monthHours) {
        const size_t to = std::min(from + monthHours, hours);
        const size_t ownedHours = to - std::clamp(leadHours, from, to); // after delivery
        const Cards idle = placed.free.sum(from, to);
        PortfolioMonth m;
        m.demandCardHours = double(plan.demand.sum(from, to));
        m.peakCards = double(std::max<Cards>(0, plan.demand.max(from, to)));
        m.ownedBusyCardHours = double(Cards(owned) * Cards(ownedHours) - idle);
        m.ownedIdleCardHours = double(idle);
        m.rentedCardHours =
            double(placed.servingOverflow.sum(from, to) + placed.rentedRunCards.sum(from, to));
        out.ownedBusy += m.ownedBusyCardHours;
        out.ownedIdle += m.ownedIdleCardHours;
        out.rentedCardHours += m.rentedCardHours;
        out.months.push_back(m);
    }
    return out;
}

template <class T> struct BasicCloudPrices {
    T hourly = 0.0;     // CNY per busy card-hour
    T monthly = 0.0;    // CNY per card-month
    T hourlyRent = 0.0; // of which rent a voucher pays back part of
    T monthlyRent = 0.0;
};

template <class T>
T horizonTotal(const PreparedOption &o, const Demand &demand, const PointOf<T> &p,
               const LineMask &enabled, T *busyHours = nullptr, const Setting *voucher = nullptr,
               T *rent = nullptr)
{
    const BasicSheet<T> sheet = priceHorizon<T>(o.setup, demand, p);
    if (busyHours)
        *busyHours = sheet.busyHours;
    if (voucher && rent)
        *rent = eligibleRent(*voucher, o.setup, sheet);
    const std::array<T, 5> sum = timingSumsOf<T>(sheet, enabled, o.setup.payPerUse);
    // TimingSums::total()'s order.
    return sum[size_t(Timing::Capex)] + sum[size_t(Timing::Start)] + sum[size_t(Timing::Monthly)] +
           sum[size_t(Timing::End)] + sum[size_t(Timing::Refund)];
}

// The cloud's all-in prices for serving overflow: its plans held over the
// horizon, busy all the time (the hourly one pays only the hours it serves).
template <class T> BasicCloudPrices<T> cloudPrices(const Setting &s, PointOf<T> hp, PointOf<T> mp)
{
    const Demand &demand = s.in.demands[s.owned];
    hp[I::BusyShare] = 1.0;
    mp[I::BusyShare] = 1.0;
    BasicCloudPrices<T> c;
    T busy = 0.0;
    const double cards = std::max(s.hourly->setup.cards, 1);
    T hourlyRent = 0.0, monthlyRent = 0.0;
    const T hourly = horizonTotal<T>(*s.hourly, demand, hp, s.in.enabled, &busy, &s, &hourlyRent);
    const bool busyAtAll = busy > 0.0;
    c.hourly = busyAtAll ? hourly / (cards * busy) : T(0.0);
    c.hourlyRent = busyAtAll ? hourlyRent / (cards * busy) : T(0.0);
    const double cardMonths = std::max(s.monthly->setup.cards, 1) * std::max(s.horizonMonths, 1);
    c.monthly = horizonTotal<T>(*s.monthly, demand, mp, s.in.enabled, nullptr, &s, &monthlyRent) /
                cardMonths;
    c.monthlyRent = monthlyRent / cardMonths;
    return c;
}

// One draw's prices: the owned option's point, the cloud's, each run's.
template <class T> struct BasicPrices {
    PointOf<T> own;
    BasicCloudPrices<T> cloud;
    std::vector<T> rentRun, ownRun; // per Setting::runs
    std::vector<T> rentRunRent;     // per Setting::runs: eligible rent of a rented run
    T approval = 1.0;               // the voucher's approval chance in this draw
};
using Prices = BasicPrices<double>;

// The prices at the points `at` gives each drawer (a drawn, likely or traced point).
template <class T, class At>
BasicPrices<T> pricesOf(const Setting &s, const Drawer &own, const Drawer &hourly,
                        const Drawer &monthly, At &&at)
{
    BasicPrices<T> p;
    p.own = at(own);
    const PointOf<T> hp = at(hourly), mp = at(monthly);
    p.cloud = cloudPrices<T>(s, hp, mp);
    for (const RunPrices &r : s.runs) {
        T rent = 0.0;
        p.rentRun.push_back(runCost<T>(s, *r.rent, at(r.rentDraws), false, &rent));
        p.rentRunRent.push_back(rent);
        p.ownRun.push_back(runCost<T>(s, *r.own, at(r.ownDraws), true));
    }
    // One stream for the project ("voucher.approval"): the same value
    // whichever eligible plan draws it.
    const bool hourlyDraws = s.hourly->table[I::VoucherApproval].used;
    p.approval = vclamp((hourlyDraws ? hp : mp)[I::VoucherApproval], 0.0, 1.0);
    return p;
}

Prices pricesAt(const Setting &s, const Drawer &own, const Drawer &hourly, const Drawer &monthly,
                std::optional<std::uint64_t> draw)
{
    return pricesOf<double>(s, own, hourly, monthly,
                            [&](const Drawer &d) { return draw ? d.at(*draw) : d.likely; });
}

// The mix of N owned cards at one draw's prices.
struct Mix {
    const Placement *placement = nullptr;
    const PreparedOption *owned = nullptr; // null for N = 0
};

// The year plan's voucher: the share of all the rent it pays for (runs
// rented whole and serving overflow, where eligible), at most the project's
// cap per year over the horizon -- one cap for the whole plan, not one per
// run -- times the chance of approval. Negative.
double pooledVoucher(const Setting &s, const Placement &pl, const Prices &prices)
{
    if (!s.voucher)
        return 0.0;
    double rent =
        pl.servingHourly * prices.cloud.hourlyRent + pl.servingMonthly * prices.cloud.monthlyRent;
    for (size_t k = 0; k < s.runs.size(); ++k)
        rent += pl.runsRented[s.runs[k].workload] * prices.rentRunRent[k];
    if (!(rent > 0.0))
        return 0.0;
    return -std::min(s.voucherShare * rent, s.voucherCapPerYear * s.horizon / 12.0) *
           prices.approval;
}

// The owned cards' own total over the horizon at one draw's point (0 for
// none), busy with the plan's work on them and the other work.
template <class T> T ownedHorizon(const Setting &s, const Mix &mix, PointOf<T> p, double otherWork)
{
    if (!mix.owned)
        return 0.0;
    const Placement &pl = *mix.placement;
    const double capacity = double(mix.owned->setup.cards) * double(s.hours);
    p[I::BusyShare] = std::clamp(pl.ownedBusy / std::max(capacity, 1.0) + otherWork, 0.0, 1.0);
    return horizonTotal<T>(*mix.owned, s.in.demands[s.owned], p, s.in.enabled);
}

// The mix's total at one draw's prices, its owned horizon (ownedHorizon) given.
void totalAt(const Setting &s, const Mix &mix, const Prices &prices, double ownedTotal,
             double &ownedCny, double &rentedCny, double &voucherCny)
{
    const Placement &pl = *mix.placement;
    ownedCny = ownedTotal;
    rentedCny = pl.servingHourly * prices.cloud.hourly + pl.servingMonthly * prices.cloud.monthly;
    for (size_t k = 0; k < s.runs.size(); ++k) {
        const size_t wi = s.runs[k].workload;
        ownedCny += pl.runsOwned[wi] * prices.ownRun[k];
        rentedCny += pl.runsRented[wi] * prices.rentRun[k];
    }
    voucherCny = pooledVoucher(s, pl, prices);
}

Status prepareSetting(Setting &s, const Project &project, const Catalog &catalog,
                      const PortfolioSettings &settings, const CatalogView &merged)
{
    Evaluation ev;
    EvaluateSettings es;
    es.samples = 0;
    if (!preparePlan(project, catalog, es, s.in, ev))
        return ev.problems.empty() ? Error{ErrorCode::CostInvalid, "assumptions", ""}
                                   : ev.problems.front();
    const auto owned = ownedIndex(s.in, settings.ownedOptionId);
    if (!owned)
        return Error{ErrorCode::PortfolioNoOwnedOption, settings.ownedOptionId, ""};
    s.owned = *owned;
    if (s.in.workloads.empty())
        return Error{ErrorCode::PortfolioNoWorkloads, "workloads", ""};
    const PreparedOption &own = s.in.options[s.owned];
    for (auto [plan, contract] :
         {std::pair{&s.hourly, kHourlyContract}, std::pair{&s.monthly, kMonthlyContract}}) {
        auto prepared = cloudPlan(s, merged, contract, own.setup.cards);
        if (!prepared)
            return Error{ErrorCode::PortfolioNoRentPrice, own.setup.card->id,
                         std::string(errorCodeText(prepared.error().code))};
        plan->emplace(std::move(prepared).value());
    }
    s.horizonMonths =
        std::max(1, int(std::lround(s.in.assumptions.table[I::HorizonMonths].range.likely)));
    s.hours = hourOfMonth(s.horizonMonths);
    const double lead = std::clamp(s.in.assumptions.leadMonths, 0.0, double(s.horizonMonths));
    s.leadHours = size_t(std::llround(lead * kHoursPerMonth));
    // The voucher is pooled over the plan (pooledVoucher), so the runs' and
    // the cloud's own prices leave its per-option line out.
    const LineCode voucherLine = LineCode::ComputeVoucher;
    s.voucher = s.in.assumptions.voucher.has_value() && s.in.enabled[size_t(voucherLine)];
    s.in.enabled[size_t(voucherLine)] = false;
    if (s.voucher) {
        s.voucherShare = s.in.assumptions.voucher->share;
        s.voucherCapPerYear = s.in.assumptions.voucher->capCnyPerYear;
    }
    s.horizon = s.in.assumptions.table[I::HorizonMonths].range.likely;
    return Ok{};
}

void describeWorkloads(const WorkPlan &plan, const Setting &s, const Prices &likely, Portfolio &out)
{
    for (const PlannedWorkload &pw : plan.workloads) {
        PortfolioWorkload w;
        w.workloadId = pw.workloadId;
        w.serving = pw.serving;
        w.scheduledCards = pw.scheduledCards;
        w.cards = pw.cards;
        w.offPeakCards = pw.offPeakCards;
        w.wallHours = pw.wallHours;
        w.runHours = pw.runHours;
        w.runs = pw.runs;
        w.cardHours = pw.cardHours;
        w.sized = pw.sized;
        w.fits = pw.fits;
        w.deadlineDays = pw.deadlineDays;
        w.meetsDeadline = pw.meetsDeadline;
        w.raisedForDeadline = pw.raisedForDeadline;
        out.workloads.push_back(std::move(w));
    }
    for (size_t k = 0; k < s.runs.size(); ++k)
        out.workloads[s.runs[k].workload].rentedRunCny = likely.rentRun[k];
}

} // namespace

const PortfolioWorkload *Portfolio::workload(const std::string &id) const
{
    for (const PortfolioWorkload &w : workloads)
        if (w.workloadId == id)
            return &w;
    return nullptr;
}

namespace {

// The curve's points: N = 0, then whole servers up to the peak, at most
// kPortfolioMaxPoints of them.
std::vector<int> ownedCounts(int peak, int server, int &step)
{
    const int servers = (peak + server - 1) / server;
    const int every = std::max(1, (servers + kPortfolioMaxPoints - 2) / (kPortfolioMaxPoints - 1));
    step = server * every;
    std::vector<int> out;
    for (int n = 0; n < peak + step; n += step)
        out.push_back(n);
    if (out.size() == 1 && peak > 0)
        out.push_back(step);
    return out;
}

void chooseBest(Portfolio &out)
{
    out.best = 0;
    for (size_t i = 1; i < out.curve.size(); ++i)
        if (out.curve[i].total.likely < out.curve[out.best].total.likely)
            out.best = i;
    const double bestTotal = out.curve[out.best].total.likely;
    out.flatLow = out.flatHigh = out.curve[out.best].ownedCards;
    for (const PortfolioPoint &p : out.curve)
        if (p.total.likely <= bestTotal * (1.0 + kPortfolioFlatShare)) {
            out.flatLow = std::min(out.flatLow, p.ownedCards);
            out.flatHigh = std::max(out.flatHigh, p.ownedCards);
        }
}

// Each owned-card count of the curve: where the plan's work goes, and the
// owned option it prices (none for N = 0). Deque: the mixes point into it.
struct Curve {
    std::vector<Placement> placements;
    std::deque<PreparedOption> owned;
    std::vector<Mix> mixes;
};

// The curve at the likely prices.
Status curveAtLikely(const Setting &s, const CatalogView &merged, const WorkPlan &plan, int server,
                     const Prices &likely, Portfolio &out, Curve &c)
{
    const double breakEvenHours = likely.cloud.hourly > 0.0
                                      ? likely.cloud.monthly / likely.cloud.hourly
                                      : double(kHoursPerMonth);
    const double other = s.in.options[s.owned].table[I::OtherWork].range.likely;
    for (int n : ownedCounts(out.peakCards, server, out.step)) {
        c.placements.push_back(place(plan, n, s.leadHours, breakEvenHours));
        const PreparedOption *at = nullptr;
        if (n > 0) {
            auto prepared = ownedAt(s, merged, n);
            if (!prepared)
                return prepared.error();
            c.owned.push_back(std::move(prepared).value());
            at = &c.owned.back();
        }
        c.mixes.push_back({nullptr, at});
        PortfolioPoint p;
        p.ownedCards = n;
        const Placement &pl = c.placements.back();
        p.ownedBusyCardHours = pl.ownedBusy;
        p.ownedIdleCardHours = pl.ownedIdle;
        p.rentedCardHours = pl.rentedCardHours;
        p.monthlyRentedCards = pl.servingMonthly;
        const double delivered = double(s.hours - std::min(s.hours, s.leadHours));
        p.utilisation = n > 0 && delivered > 0.0 ? pl.ownedBusy / (n * delivered) : 0.0;
        for (int r : pl.runsRented)
            p.runsRented += r;
        out.curve.push_back(p);
    }
    for (size_t i = 0; i < c.mixes.size(); ++i) {
        c.mixes[i].placement = &c.placements[i];
        PortfolioPoint &p = out.curve[i];
        totalAt(s, c.mixes[i], likely, ownedHorizon<double>(s, c.mixes[i], likely.own, other),
                p.ownedCny, p.rentedCny, p.voucherCny);
        const double t = p.ownedCny + p.rentedCny + p.voucherCny;
        p.total = {t, t, t};
    }
    return Ok{};
}

// Fewer draws than this are priced with the model alone (YearDraw).
constexpr size_t kMinCompiledDraws = Tape::kBlock;

// The drawers of the owned option and the cloud's two plans (each run has its own).
struct Drawers {
    const Drawer &own, &hourly, &monthly;
};

// The year plan's draws compiled (CostForm.h), as Sampling.cpp compiles
// Compare's: a draw's prices -- the cloud's, the voucher's approval, each
// run's -- on one tape, the owned cards' horizon at each N on one tape per
// N, recorded once at the likely points and replayed per block of
// Tape::kBlock draws. A part of a draw that leaves its recorded branches is
// priced with the model; the other parts keep their replayed values.
class YearTape final
{
public:
    YearTape(const Setting &s, const Curve &c, const Drawers &d, double otherWork)
        : m_runs(s.runs.size()), m_own(d.own)
    {
        {
            Tape::Recording recording(m_prices.tape);
            const BasicPrices<Traced> prices =
                pricesOf<Traced>(s, d.own, d.hourly, d.monthly,
                                 [&](const Drawer &drawer) { return m_prices.traced(drawer); });
            const BasicCloudPrices<Traced> &cloud = prices.cloud;
            for (const Traced &x : {cloud.hourly, cloud.monthly, cloud.hourlyRent,
                                    cloud.monthlyRent, prices.approval})
                m_prices.tape.output(x);
            for (size_t k = 0; k < s.runs.size(); ++k)
                for (const Traced &x : {prices.rentRun[k], prices.rentRunRent[k], prices.ownRun[k]})
                    m_prices.tape.output(x);
            m_prices.compile();
        }
        m_mixes.resize(c.mixes.size());
        for (size_t i = 0; i < c.mixes.size(); ++i) {
            Part &part = m_mixes[i];
            Tape::Recording recording(part.tape);
            part.tape.output(ownedHorizon<Traced>(s, c.mixes[i], part.traced(d.own), otherWork));
            part.compile();
        }
    }

    // Draws [first, first + Tape::kBlock).
    void replay(std::uint64_t first, std::vector<double> &scratch)
    {
        // The owned option's inputs, drawn once for every N's tape.
        constexpr size_t B = Tape::kBlock;
        m_ownLanes.resize(m_own.streams.size() * B);
        for (size_t k = 0; k < m_own.streams.size(); ++k) {
            const Stream &stream = m_own.streams[k];
            stream.values(Triangular(stream.range), first, &m_ownLanes[k * B], B);
        }
        m_prices.replay(first, scratch, nullptr);
        for (Part &part : m_mixes)
            part.replay(first, scratch, this);
    }

    // Lane `lane`'s prices (all but the owned point), false when they left
    // the recorded branches.
    bool prices(size_t lane, Prices &p) const
    {
        if (!m_prices.tape.passed(lane))
            return false;
        size_t k = 0;
        const auto next = [&] { return m_prices.outputs[k++ * Tape::kBlock + lane]; };
        for (double *x : {&p.cloud.hourly, &p.cloud.monthly, &p.cloud.hourlyRent,
                          &p.cloud.monthlyRent, &p.approval})
            *x = next();
        for (size_t r = 0; r < m_runs; ++r)
            for (double *x : {&p.rentRun[r], &p.rentRunRent[r], &p.ownRun[r]})
                *x = next();
        return true;
    }
    // Lane `lane`'s owned total at N = the curve's mix i, if it kept to the branches.
    std::optional<double> owned(size_t i, size_t lane) const
    {
        const Part &part = m_mixes[i];
        if (!part.tape.passed(lane))
            return std::nullopt;
        return part.outputs[lane];
    }

private:
    // One tape and the stream each of its inputs draws from.
    struct Part {
        Tape tape;
        std::vector<const Stream *> inputs;
        std::vector<size_t> ownIndex; // per input: its stream in the owned drawer, or npos
        std::vector<double> outputs;  // kBlock draws per output, copied from the shared scratch

        // The drawer's point with each of its streams an input of this tape.
        TracedPoint traced(const Drawer &drawer)
        {
            TracedPoint p;
            for (size_t i = 0; i < p.v.size(); ++i)
                p.v[i] = drawer.likely.v[i];
            for (const Stream &stream : drawer.streams) {
                p[stream.id] = tape.input(drawer.likely[stream.id]);
                inputs.push_back(&stream);
            }
            return p;
        }
        void compile()
        {
            tape.compile();
            currentDrawAudit().operations += tape.opCount();
            currentDrawAudit().tapeSlots = std::max(currentDrawAudit().tapeSlots, tape.slotCount());
            currentDrawAudit().guards += tape.guardCount();
        }
        void replay(std::uint64_t first, std::vector<double> &scratch, const YearTape *owner)
        {
            constexpr size_t B = Tape::kBlock;
            double *lanes = tape.begin(scratch);
            for (size_t k = 0; k < inputs.size(); ++k) {
                if (!tape.inputRead(k))
                    continue;
                if (owner) { // an N's tape: its inputs are the owned drawer's, in order
                    std::copy_n(owner->m_ownLanes.begin() + std::ptrdiff_t(k * B), B,
                                lanes + k * B);
                    continue;
                }
                inputs[k]->values(Triangular(inputs[k]->range), first, lanes + k * B, B);
            }
            tape.run(scratch);
            outputs.resize(tape.outputCount() * B);
            for (size_t o = 0; o < tape.outputCount(); ++o)
                std::copy_n(tape.outputLanes(o), B, outputs.begin() + std::ptrdiff_t(o * B));
        }
    };

    size_t m_runs;
    const Drawer &m_own;
    Part m_prices;
    std::vector<Part> m_mixes;
    std::vector<double> m_ownLanes; // [own stream x kBlock]: this block's draws
};

// Everything a draw prices, in one list (checkDraw).
std::vector<double> flat(const Prices &p, const std::vector<double> &owned)
{
    std::vector<double> v = owned;
    for (size_t k = 0; k < p.rentRun.size(); ++k)
        v.insert(v.end(), {p.rentRun[k], p.rentRunRent[k], p.ownRun[k]});
    v.insert(v.end(), {p.cloud.hourly, p.cloud.monthly, p.cloud.hourlyRent, p.cloud.monthlyRent,
                       p.approval});
    return v;
}

// One draw of the year plan: its prices and the owned total at every N,
// replayed where the tapes kept to their branches, else the model's.
class YearDraw final
{
public:
    YearDraw(const Setting &s, const Curve &c, const Drawers &d, double otherWork,
             const Prices &likely, size_t draws)
        : m_s(s), m_c(c), m_d(d), m_other(otherWork), m_path(currentDrawPath()), m_prices(likely),
          m_owned(c.mixes.size())
    {
        // Recording costs about what kMinCompiledDraws draws do: fewer
        // are priced with the model alone (but checked when asked).
        if (m_path == DrawPath::Checked ||
            (m_path == DrawPath::Compiled && draws >= kMinCompiledDraws))
            m_tape.emplace(s, c, d, otherWork);
    }

    const Prices &prices() const { return m_prices; }
    double owned(size_t mix) const { return m_owned[mix]; }

    void startBlock(std::uint64_t first)
    {
        if (m_tape)
            m_tape->replay(first, m_scratch);
    }

    // Prices draw `draw`, lane `lane` of the block started last.
    void at(std::uint64_t draw, size_t lane)
    {
        if (!m_tape) {
            model(draw);
            return;
        }
        DrawAudit &audit = currentDrawAudit();
        const bool pricesReplayed = m_tape->prices(lane, m_prices);
        std::optional<Point> own;
        for (size_t i = 0; i < m_owned.size(); ++i) {
            const std::optional<double> replayed = m_tape->owned(i, lane);
            if (replayed) {
                m_owned[i] = *replayed;
                continue;
            }
            if (!own)
                own = m_d.own.at(draw);
            m_owned[i] = ownedHorizon<double>(m_s, m_c.mixes[i], *own, m_other);
        }
        if (!pricesReplayed)
            m_prices = pricesAt(m_s, m_d.own, m_d.hourly, m_d.monthly, draw);
        const bool whole = pricesReplayed && !own;
        ++(whole ? audit.compiled : audit.fallbacks);
        if (m_path != DrawPath::Checked)
            return;
        // Checked: the model's over it, compared bit for bit (and kept).
        const std::vector<double> compiled = flat(m_prices, m_owned);
        model(draw);
        const std::vector<double> kept = flat(m_prices, m_owned);
        audit.values += kept.size();
        for (size_t i = 0; i < kept.size(); ++i)
            audit.mismatches +=
                std::bit_cast<std::uint64_t>(kept[i]) != std::bit_cast<std::uint64_t>(compiled[i]);
    }

private:
    void model(std::uint64_t draw)
    {
        m_prices = pricesAt(m_s, m_d.own, m_d.hourly, m_d.monthly, draw);
        for (size_t i = 0; i < m_owned.size(); ++i)
            m_owned[i] = ownedHorizon<double>(m_s, m_c.mixes[i], m_prices.own, m_other);
    }

    const Setting &m_s;
    const Curve &m_c;
    const Drawers &m_d;
    double m_other;
    DrawPath m_path;
    std::optional<YearTape> m_tape;
    std::vector<double> m_scratch;

    Prices m_prices;             // this draw's
    std::vector<double> m_owned; // [mix]: this draw's owned total
};

// P10-P50-P90 of every N, one set of draws shared by all of them, and the
// chance the best N beats renting everything.
void drawCurve(const Setting &s, const Curve &c, const Drawers &d, const Prices &likely,
               Portfolio &out)
{
    const double other = s.in.options[s.owned].table[I::OtherWork].range.likely;
    const size_t n = size_t(out.samples);
    YearDraw draw(s, c, d, other, likely, n);
    std::vector<std::vector<double>> totals(c.mixes.size(), std::vector<double>(n));
    for (size_t first = 0; first < n; first += Tape::kBlock) {
        draw.startBlock(first);
        for (size_t lane = 0; lane < Tape::kBlock && first + lane < n; ++lane) {
            draw.at(first + lane, lane);
            for (size_t i = 0; i < c.mixes.size(); ++i) {
                double o = 0.0, r = 0.0, v = 0.0;
                totalAt(s, c.mixes[i], draw.prices(), draw.owned(i), o, r, v);
                totals[i][first + lane] = o + r + v;
            }
        }
    }
    for (size_t i = 0; i < c.mixes.size(); ++i)
        out.curve[i].total = rangeOf(totals[i]);
    chooseBest(out);
    double wins = 0.0;
    for (size_t draw = 0; draw < n; ++draw) {
        const double b = totals[out.best][draw], r = totals[0][draw];
        wins += b < r ? 1.0 : b == r ? 0.5 : 0.0;
    }
    out.chanceBestBeatsRenting = out.best == 0 ? 0.0 : wins / double(n);
}

} // namespace

Result<Portfolio> planPortfolio(const Project &project, const Catalog &catalog,
                                const PortfolioSettings &settings)
{
    Setting s;
    const CatalogView merged(catalog, project);
    if (const Status ready = prepareSetting(s, project, catalog, settings, merged); !ready)
        return ready.error();
    const PreparedOption &own = s.in.options[s.owned];
    const int server = own.setup.servers > 0 ? std::max(1, own.setup.cards / own.setup.servers) : 1;
    const WorkPlan plan = planWork(
        s.in.workloads, s.horizonMonths, std::max(own.setup.cards, 1), server,
        [&](const Workload &w, int cards) { return runTime(s, merged, w, cards); }, true);
    if (const Status priced = priceRuns(s, merged, plan, settings.seed); !priced)
        return priced.error();

    Portfolio out;
    out.ownedOptionId = own.option.id;
    out.cardId = own.setup.card->id;
    out.horizonMonths = s.horizonMonths;
    out.leadMonths = double(s.leadHours) / kHoursPerMonth;
    out.samples = std::max(settings.samples, 0);
    out.seed = settings.seed;
    // Owning is priced as an option of N cards: N stops at an option's bound
    // (model/Limits.h) and any demand above it is rented.
    out.peakCards = int(std::min<Cards>(plan.peakCards, FieldLimits::kMaxCards));
    out.demandCardHours = plan.cardHours;

    const Drawer ownDraws(own.table, own, s.in, settings.seed);
    const Drawer hourlyDraws(s.hourly->table, *s.hourly, s.in, settings.seed);
    const Drawer monthlyDraws(s.monthly->table, *s.monthly, s.in, settings.seed);
    const Prices likely = pricesAt(s, ownDraws, hourlyDraws, monthlyDraws, std::nullopt);
    describeWorkloads(plan, s, likely, out);
    Curve curve;
    if (const Status drawn = curveAtLikely(s, merged, plan, server, likely, out, curve); !drawn)
        return drawn.error();
    out.samples = std::min(out.samples, maxDraws(curve.mixes.size())); // a total per N and draw
    if (out.samples > 0)
        drawCurve(s, curve, {ownDraws, hourlyDraws, monthlyDraws}, likely, out);
    else
        chooseBest(out);
    const Placement &best = curve.placements[out.best];
    out.months = best.months;
    for (size_t wi = 0; wi < out.workloads.size(); ++wi) {
        out.workloads[wi].runsOwned = best.runsOwned[wi];
        out.workloads[wi].runsRented = best.runsRented[wi];
    }
    out.hourlyCnyPerCardHour = likely.cloud.hourly;
    out.monthlyCnyPerCardMonth = likely.cloud.monthly;
    return out;
}

} // namespace suanpan
