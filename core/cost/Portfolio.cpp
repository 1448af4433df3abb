#include "cost/Portfolio.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

#include "cost/CostEngine.h"
#include "cost/Prepared.h"
#include "cost/Uncertainty.h"
#include "model/Limits.h"

namespace suanpan {

namespace {

constexpr int kPeakStartHour = 9; // serving peak starts at 09:00
// Cards in use at an hour, summed over workloads and overlapping runs: past
// INT_MAX for 50 schedules of a million cards whose runs overlap.
using Cards = std::int64_t;
// The cost curve's points: N moves by whole servers, by several once the
// peak needs more points than this (a 10^6-card peak took 69 s one server
// at a time).
constexpr int kMaxCurvePoints = 500;
const char kCloudFacility[] = "gpu-cloud";
const char kHourlyContract[] = "hourly";
const char kMonthlyContract[] = "monthly";

// The owned option and the two cloud plans the overflow is rented on,
// prepared once.
struct Setting {
    Prepared in;
    size_t owned = 0;
    std::optional<PreparedOption> hourly;
    std::optional<PreparedOption> monthly;
    int horizonMonths = 0;
    size_t hours = 0;
    size_t leadHours = 0;
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

Result<PreparedOption> cloudPlan(const Setting &s, const CatalogView &merged, const char *contract)
{
    const PreparedOption &owned = s.in.options[s.owned];
    Option o;
    o.id = std::string("portfolio.") + contract;
    o.name = o.id;
    o.cardId = owned.setup.card->id;
    o.cardCount = std::max(owned.setup.cards, 1);
    o.facilityId = kCloudFacility;
    o.contractId = contract;
    o.acquisition = Acquisition::Rent;
    return prepareOption(o, o.id, merged, s.in.assumptions);
}

// The owned option at `cards` cards (prepared again: servers, cabinets and
// circuits follow the count).
Result<PreparedOption> ownedAt(const Setting &s, const CatalogView &merged, int cards)
{
    Option o = s.in.options[s.owned].option;
    o.cardCount = cards;
    return prepareOption(o, "portfolio.owned", merged, s.in.assumptions);
}

// One training run's occupied hours on the owned card at `cards` cards: the
// pair's run hours at the likely point, as Compare shows them for an option
// of that card and count. Empty when the job does not fit.
std::optional<double> sizedRunHours(Setting &s, const CatalogView &merged, const Workload &w,
                                    int cards)
{
    auto option = ownedAt(s, merged, cards);
    if (!option)
        return std::nullopt;
    const PreparedOption &o = option.value();
    const JobSizing &sizing = s.in.sizing.size(w, *o.setup.card, cards, o.setup.facility->network,
                                               s.in.assumptions.sizing);
    if (!sizing.fits || !sizing.train)
        return std::nullopt;
    const PreparedPair pair = preparePair(o, w, sizing, s.in.assumptions);
    const Sheet sheet = pairSheet(pair, s.in.demands[s.owned], pair.table.likely());
    return sheet.runHours > 0.0 && std::isfinite(sheet.runHours)
               ? std::optional<double>(sheet.runHours)
               : std::nullopt;
}

size_t hourOfMonth(int month)
{
    return size_t(std::max(month, 0)) * size_t(kHoursPerMonth);
}

// Adds a workload's cards to the hourly demand; returns its card-hours.
double place(const Workload &w, PortfolioWorkload &pw, std::vector<Cards> &demand)
{
    const Schedule &sc = w.schedule;
    const size_t end = demand.size();
    double cardHours = 0.0;
    auto add = [&](size_t from, size_t to, auto cardsAt) {
        for (size_t t = from; t < std::min(to, end); ++t) {
            const int c = cardsAt(t);
            demand[t] += c;
            cardHours += c;
        }
    };
    const size_t start = hourOfMonth(sc.startMonth);
    if (pw.serving) {
        const size_t stop =
            sc.durationDays > 0.0 ? start + size_t(std::llround(sc.durationDays * 24.0)) : end;
        const int peakHours = std::clamp(int(std::lround(sc.peakHoursPerDay)), 1, 24);
        add(start, stop, [&](size_t t) {
            const int fromPeak = (int(t % 24) - kPeakStartHour + 24) % 24;
            return fromPeak < peakHours ? pw.cards : pw.offPeakCards;
        });
        pw.runs = start < end ? 1 : 0;
    } else {
        const size_t length = size_t(std::ceil(pw.runHours));
        const size_t every = sc.everyMonths > 0 ? hourOfMonth(sc.everyMonths) : 0;
        for (size_t from = start; from < end; from += every) {
            add(from, from + length, [&](size_t) { return pw.cards; });
            ++pw.runs;
            if (every == 0)
                break;
        }
    }
    return cardHours;
}

// How N owned cards and the rented overflow serve the demand. The monthly
// rentals are a plan made on the likely prices: each month, k cards by the
// month where k is the overflow level exceeded for more hours than a month's
// rent buys at the hourly price; the rest by the hour.
struct Split {
    double ownedBusy = 0.0;
    double ownedIdle = 0.0;
    double hourlyCardHours = 0.0;
    double monthlyCardMonths = 0.0;
    std::vector<PortfolioMonth> months;
};

Split split(const std::vector<Cards> &demand, int owned, size_t leadHours, double breakEvenHours)
{
    Split out;
    const size_t hours = demand.size();
    const size_t monthHours = size_t(kHoursPerMonth);
    std::vector<Cards> overflow;
    for (size_t from = 0; from < hours; from += monthHours) {
        PortfolioMonth m;
        overflow.clear();
        for (size_t t = from; t < std::min(from + monthHours, hours); ++t) {
            const Cards capacity = t >= leadHours ? owned : 0;
            const Cards busy = std::min(capacity, demand[t]);
            m.demandCardHours += demand[t];
            m.peakCards = std::max(m.peakCards, double(demand[t]));
            m.ownedBusyCardHours += busy;
            m.ownedIdleCardHours += capacity - busy;
            if (demand[t] > busy)
                overflow.push_back(demand[t] - busy);
        }
        // k = the overflow level more than breakEvenHours hours exceed.
        Cards k = 0;
        const size_t index = size_t(std::max(0.0, std::floor(breakEvenHours)));
        if (index < overflow.size()) {
            std::nth_element(overflow.begin(), overflow.begin() + std::ptrdiff_t(index),
                             overflow.end(), std::greater<Cards>());
            k = overflow[index];
        }
        double hourly = 0.0;
        for (Cards o : overflow)
            hourly += double(std::max<Cards>(0, o - k));
        out.monthlyCardMonths += double(k);
        out.hourlyCardHours += hourly;
        m.rentedCardHours = m.demandCardHours - m.ownedBusyCardHours;
        out.ownedBusy += m.ownedBusyCardHours;
        out.ownedIdle += m.ownedIdleCardHours;
        out.months.push_back(m);
    }
    return out;
}

// An option's all-in money over the horizon at a point.
double horizonTotal(const PreparedOption &o, const Demand &demand, const Point &p,
                    const LineMask &enabled, double *busyHours = nullptr)
{
    const Sheet sheet = priceHorizon(o.setup, demand, p);
    if (busyHours)
        *busyHours = sheet.busyHours;
    return timingSums(sheet, enabled, o.setup.payPerUse).total();
}

// Draws one point of an option's inputs.
struct Drawer {
    Point likely;
    std::vector<Stream> streams;

    Drawer(const PreparedOption &o, const Prepared &in, std::uint64_t seed)
        : likely(o.table.likely()), streams(streamsOf(o.table, o, in, seed, false))
    {
    }
    Point at(std::uint64_t draw) const
    {
        Point p = likely;
        for (const Stream &s : streams)
            p[s.id] = s.value(draw);
        return p;
    }
};

struct CloudPrices {
    double hourly = 0.0;  // CNY per busy card-hour
    double monthly = 0.0; // CNY per card-month
};

CloudPrices cloudPrices(const Setting &s, const Point &hp, const Point &mp)
{
    const Demand &demand = s.in.demands[s.owned];
    CloudPrices c;
    double busy = 0.0;
    const double cards = std::max(s.hourly->setup.cards, 1);
    const double hourly = horizonTotal(*s.hourly, demand, hp, s.in.enabled, &busy);
    c.hourly = busy > 0.0 ? hourly / (cards * busy) : 0.0;
    c.monthly = horizonTotal(*s.monthly, demand, mp, s.in.enabled) /
                (std::max(s.monthly->setup.cards, 1) * std::max(s.horizonMonths, 1));
    return c;
}

} // namespace

Result<Portfolio> planPortfolio(const Project &project, const Catalog &catalog,
                                const PortfolioSettings &settings)
{
    Setting s;
    Evaluation ev;
    EvaluateSettings es;
    es.samples = 0;
    if (!preparePlan(project, catalog, es, s.in, ev))
        return ev.problems.empty() ? Error{"cost.invalid", "assumptions", ""} : ev.problems.front();
    const auto owned = ownedIndex(s.in, settings.ownedOptionId);
    if (!owned)
        return Error{"portfolio.no_owned_option", settings.ownedOptionId, ""};
    s.owned = *owned;
    if (s.in.workloads.empty())
        return Error{"portfolio.no_workloads", "workloads", ""};
    const CatalogView merged(catalog, project);
    const PreparedOption &own = s.in.options[s.owned];
    const std::string cardId = own.setup.card->id;
    for (auto [plan, contract] :
         {std::pair{&s.hourly, kHourlyContract}, std::pair{&s.monthly, kMonthlyContract}}) {
        auto prepared = cloudPlan(s, merged, contract);
        if (!prepared)
            return Error{"portfolio.no_rent_price", cardId, prepared.error().code};
        plan->emplace(std::move(prepared).value());
    }
    s.horizonMonths =
        std::max(1, int(std::lround(s.in.assumptions.table[InputId::HorizonMonths].range.likely)));
    s.hours = hourOfMonth(s.horizonMonths);
    double leadMonths = 0.0;
    if (const Assumption *a = merged.findAssumption("purchase_lead_months");
        a && std::isfinite(a->value.likely))
        leadMonths = std::clamp(a->value.likely, 0.0, double(s.horizonMonths));
    s.leadHours = size_t(std::llround(leadMonths * kHoursPerMonth));

    Portfolio out;
    out.ownedOptionId = own.option.id;
    out.cardId = cardId;
    out.horizonMonths = s.horizonMonths;
    out.leadMonths = leadMonths;
    out.samples = std::max(settings.samples, 0);
    out.seed = settings.seed;
    out.step = own.setup.servers > 0 ? std::max(1, own.setup.cards / own.setup.servers) : 1;

    // The demand, hour by hour.
    std::vector<Cards> demand(s.hours, 0);
    for (const Workload *w : s.in.workloads) {
        PortfolioWorkload pw;
        pw.workloadId = w->id;
        pw.serving = !isTraining(w->scenario);
        pw.cards = w->schedule.cards > 0 ? w->schedule.cards : std::max(own.setup.cards, 1);
        if (pw.serving) {
            pw.offPeakCards = int(std::ceil(pw.cards * w->schedule.offPeakShare - 1e-9));
        } else if (w->schedule.durationDays > 0.0) {
            pw.runHours = w->schedule.durationDays * 24.0;
            pw.sized = false;
        } else if (const auto hours = sizedRunHours(s, merged, *w, pw.cards)) {
            pw.runHours = *hours;
        } else {
            pw.fits = false;
        }
        if (pw.fits)
            pw.cardHours = place(*w, pw, demand);
        out.demandCardHours += pw.cardHours;
        out.workloads.push_back(std::move(pw));
    }
    // Owning is priced as an option of N cards: N stops at an option's bound
    // and any demand above it is rented.
    const Cards peak = demand.empty() ? 0 : *std::max_element(demand.begin(), demand.end());
    out.peakCards = int(std::min<Cards>(peak, FieldLimits::kMaxCards));
    out.step *= std::max(1, (out.peakCards / out.step + kMaxCurvePoints - 1) / kMaxCurvePoints);

    // Prices at the likely point decide the monthly plan.
    const Drawer hourlyDraws(*s.hourly, s.in, settings.seed);
    const Drawer monthlyDraws(*s.monthly, s.in, settings.seed);
    const CloudPrices likely = cloudPrices(s, hourlyDraws.likely, monthlyDraws.likely);
    const double breakEvenHours =
        likely.hourly > 0.0 ? likely.monthly / likely.hourly : double(kHoursPerMonth);

    // The curve: N = 0, one server, ... up to the peak.
    const int top = (out.peakCards + out.step - 1) / out.step * out.step;
    std::vector<std::optional<PreparedOption>> options;
    std::vector<Split> splits;
    for (int n = 0; n <= top; n += out.step) {
        splits.push_back(split(demand, n, s.leadHours, breakEvenHours));
        if (n == 0) {
            options.emplace_back();
            continue;
        }
        auto prepared = ownedAt(s, merged, n);
        if (!prepared)
            return prepared.error();
        options.emplace_back(std::move(prepared).value());
    }
    const Demand &data = s.in.demands[s.owned];
    const double deliveredHours = double(s.hours - std::min(s.hours, s.leadHours));
    auto totalAt = [&](size_t i, const Point &ownPoint, const CloudPrices &prices,
                       PortfolioPoint *point) {
        const Split &sp = splits[i];
        double ownedCny = 0.0;
        if (options[i]) {
            Point p = ownPoint;
            const double cards = options[i]->setup.cards;
            p[InputId::Utilisation] =
                deliveredHours > 0.0
                    ? std::clamp(sp.ownedBusy / (cards * double(s.hours)), 0.0, 1.0)
                    : 0.0;
            ownedCny = horizonTotal(*options[i], data, p, s.in.enabled);
        }
        const double rentedCny =
            sp.hourlyCardHours * prices.hourly + sp.monthlyCardMonths * prices.monthly;
        if (point) {
            point->ownedCny = ownedCny;
            point->rentedCny = rentedCny;
        }
        return ownedCny + rentedCny;
    };
    const Drawer ownDraws(own, s.in, settings.seed);
    for (size_t i = 0; i < splits.size(); ++i) {
        PortfolioPoint p;
        p.ownedCards = int(i) * out.step;
        const double t = totalAt(i, ownDraws.likely, likely, &p);
        p.total = {t, t, t};
        p.ownedBusyCardHours = splits[i].ownedBusy;
        p.ownedIdleCardHours = splits[i].ownedIdle;
        p.rentedCardHours =
            splits[i].hourlyCardHours + splits[i].monthlyCardMonths * kHoursPerMonth;
        p.monthlyRentedCards = splits[i].monthlyCardMonths;
        p.utilisation = p.ownedCards > 0 && deliveredHours > 0.0
                            ? splits[i].ownedBusy / (p.ownedCards * deliveredHours)
                            : 0.0;
        out.curve.push_back(p);
    }
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
    out.months = splits[out.best].months;

    // P10-P90 of every N, one set of draws shared by all of them.
    out.samples = std::min(out.samples, maxDraws(splits.size())); // a total per N and draw
    if (out.samples > 0) {
        const size_t n = size_t(out.samples);
        std::vector<std::vector<double>> totals(splits.size(), std::vector<double>(n));
        int bestWins = 0;
        for (size_t d = 0; d < n; ++d) {
            const Point ownPoint = ownDraws.at(d);
            const CloudPrices prices = cloudPrices(s, hourlyDraws.at(d), monthlyDraws.at(d));
            for (size_t i = 0; i < splits.size(); ++i)
                totals[i][d] = totalAt(i, ownPoint, prices, nullptr);
            bestWins += totals[out.best][d] < totals[0][d];
        }
        for (size_t i = 0; i < splits.size(); ++i) {
            const Percentiles q = percentilesOf(totals[i]);
            out.curve[i].total.low = q.p10;
            out.curve[i].total.high = q.p90;
        }
        out.chanceBestBeatsRenting = out.best == 0 ? 0.0 : double(bestWins) / double(n);
    }
    out.hourlyCnyPerCardHour = likely.hourly;
    out.monthlyCnyPerCardMonth = likely.monthly;
    return out;
}

} // namespace suanpan
