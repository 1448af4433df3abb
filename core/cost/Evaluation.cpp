#include "Evaluation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "cost/CostEngine.h"
#include "cost/CostLines.h"
#include "cost/Sensitivity.h"
#include "model/Validation.h"

// Orchestration: validate, price every (workload, option) pair and every
// option over the horizon at three corners (low / likely / high), rank,
// break-even, sensitivity. The cost model itself is in CostModel.cpp; its
// demand model is documented there.

namespace suanpan {

namespace {

using L = LineCode;

KnownIds knownIds(const Catalog &c)
{
    KnownIds ids;
    for (const Card &x : c.cards)
        ids.cards.push_back(x.id);
    for (const Facility &x : c.facilities)
        ids.facilities.push_back(x.id);
    for (const Contract &x : c.contracts)
        ids.contracts.push_back(x.id);
    return ids;
}

// "options[3].card_count" -> 3 for prefix "options"; -1 if the field is elsewhere.
int indexIn(const std::string &field, std::string_view prefix)
{
    if (field.compare(0, prefix.size(), prefix) != 0 || field.size() <= prefix.size() ||
        field[prefix.size()] != '[')
        return -1;
    const size_t close = field.find(']', prefix.size());
    if (close == std::string::npos)
        return -1;
    try {
        return std::stoi(field.substr(prefix.size() + 1, close - prefix.size() - 1));
    } catch (...) {
        return -1;
    }
}

// What a validation issue keeps from being evaluated.
struct Blocked {
    std::set<int> workloads;
    std::set<int> options;
    std::set<std::string> cards;
    std::set<std::string> facilities;
    std::set<std::string> contracts;
};

void block(Blocked &b, const ValidationIssue &issue, const Project &p)
{
    if (const int i = indexIn(issue.field, "workloads"); i >= 0)
        b.workloads.insert(i);
    if (const int i = indexIn(issue.field, "options"); i >= 0)
        b.options.insert(i);
    const auto idAt = [](const auto &items, int i) {
        return i >= 0 && size_t(i) < items.size() ? items[size_t(i)].id : std::string();
    };
    if (const int i = indexIn(issue.field, "user_catalog.cards"); i >= 0)
        b.cards.insert(idAt(p.userCatalog.cards, i));
    if (const int i = indexIn(issue.field, "user_catalog.facilities"); i >= 0)
        b.facilities.insert(idAt(p.userCatalog.facilities, i));
    if (const int i = indexIn(issue.field, "user_catalog.contracts"); i >= 0)
        b.contracts.insert(idAt(p.userCatalog.contracts, i));
}

// Lines paid up front (capex), once at the start, and at the end (resale);
// the rest recur every month of the horizon.
enum class Timing { Capex, Start, End, Monthly };

Timing timingOf(LineCode c, bool payPerUse)
{
    switch (c) {
    case L::HardwareDepreciation:
    case L::NetworkHardware:
    case L::StorageHardware:
    case L::Spares:
    case L::ElectricalWork:
        return Timing::Capex;
    case L::EngineerTime:
    case L::Support:
    case L::Upload:
        return Timing::Start;
    case L::EnvironmentRebuild:
        return payPerUse ? Timing::Monthly : Timing::Start;
    case L::ResidualValue:
        return Timing::End;
    default:
        return Timing::Monthly;
    }
}

double sumTiming(const Sheet &s, const LineMask &enabled, Timing t, bool payPerUse)
{
    double sum = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (enabled[size_t(i)] && timingOf(LineCode(i), payPerUse) == t)
            sum += s.cny[size_t(i)];
    return sum;
}

OptionResult optionResult(const PreparedOption &opt, const Demand &demand,
                          const std::array<Sheet, 3> &sheets, const LineMask &enabled, bool explain)
{
    OptionResult r;
    r.optionId = opt.option.id;
    r.acquisition = opt.setup.acquisition;
    r.lines = costLines(sheets, opt.table, opt.setup, enabled, CostView::Horizon, explain);
    r.total = totalOf(sheets, enabled);
    const bool ppu = opt.setup.payPerUse;
    const double deposit = opt.setup.depositCny;
    // Cash out on day one: capex, start-up work and the refundable deposit.
    const auto atStart = [&](const Sheet &s) {
        return sumTiming(s, enabled, Timing::Capex, ppu) +
               sumTiming(s, enabled, Timing::Start, ppu);
    };
    r.upfront = spread(atStart(sheets[0]) + deposit, atStart(sheets[1]) + deposit,
                       atStart(sheets[2]) + deposit);
    std::array<double, 3> monthly{};
    for (size_t i = 0; i < 3; ++i) {
        const double months = sheets[i].activeMonths > 0.0 && !ppu
                                  ? sheets[i].activeMonths
                                  : opt.table[InputId::HorizonMonths].range.likely;
        monthly[i] = sumTiming(sheets[i], enabled, Timing::Monthly, ppu) / std::max(months, 1e-9);
    }
    r.monthly = spread(monthly[0], monthly[1], monthly[2]);

    // Cumulative spend over the likely horizon: the corners of every other
    // input, the horizon itself held at likely so the months line up.
    auto corners = cornerPoints(opt.table, CostView::Horizon, opt.setup.acquisition);
    const double horizon = opt.table[InputId::HorizonMonths].range.likely;
    std::array<Sheet, 3> fixed;
    for (size_t i = 0; i < 3; ++i) {
        corners[i][InputId::HorizonMonths] = horizon;
        fixed[i] = priceHorizon(opt.setup, demand, corners[i]);
    }
    const int months = std::max(1, int(std::ceil(horizon - 1e-9)));
    struct Sums {
        double start, perMonth, end;
    };
    std::array<Sums, 3> sums{};
    for (size_t i = 0; i < 3; ++i) {
        const Sheet &s = fixed[i];
        sums[i] = {atStart(s), sumTiming(s, enabled, Timing::Monthly, ppu) / horizon,
                   sumTiming(s, enabled, Timing::End, ppu)};
    }
    r.cumulativeByMonth.reserve(size_t(months) + 1);
    for (int m = 0; m <= months; ++m) {
        std::array<double, 3> v{};
        for (size_t i = 0; i < 3; ++i)
            v[i] = sums[i].start + sums[i].perMonth * std::min(double(m), horizon) +
                   (m == months ? sums[i].end : 0.0);
        r.cumulativeByMonth.push_back(spread(v[0], v[1], v[2]));
    }
    return r;
}

// Useful compute per card for comparing different cards (peak x the sizing
// engine's base MFU for the project's first training workload).
double effectivePerCard(const Card &card, const Project &project)
{
    TrainingInputs in;
    for (const Workload &w : project.workloads)
        if (isTraining(w.scenario)) {
            in.model = w.model;
            in.precision = w.precision;
            break;
        }
    return peakFlops(card, in.precision).flops * baseMfu(in, card, nullptr);
}

BreakEven breakEven(const PreparedOption &own, const Sheet &o, const PreparedOption &rent,
                    const Sheet &r, const LineMask &enabled, const Project &project)
{
    BreakEven b;
    b.ownOptionId = own.option.id;
    b.rentOptionId = rent.option.id;
    const InputTable &t = own.table;
    const double horizon = t[InputId::HorizonMonths].range.likely;
    // Renting the same useful compute: same card -> same card-hours.
    double factor = 1.0;
    if (own.setup.card->id != rent.setup.card->id) {
        const double effRent = effectivePerCard(*rent.setup.card, project);
        factor = effRent > 0.0 ? effectivePerCard(*own.setup.card, project) / effRent : 0.0;
    }
    const double ownCardHoursPerMonth = own.setup.cards * o.busyHours / std::max(horizon, 1e-9);
    const double rentPerBusyCardHour =
        r.busyHours > 0.0 ? r.total(enabled) / (rent.setup.cards * r.busyHours) : 0.0;
    const double rentMonthly = ownCardHoursPerMonth * factor * rentPerBusyCardHour;
    const double ownStart =
        sumTiming(o, enabled, Timing::Capex, false) + sumTiming(o, enabled, Timing::Start, false);
    const double ownMonthly =
        sumTiming(o, enabled, Timing::Monthly, false) / std::max(horizon, 1e-9);
    // formulas.md: break-even month = up-front capex / (monthly rent - monthly own opex).
    if (rentMonthly > ownMonthly)
        b.month = ownStart / (rentMonthly - ownMonthly);

    // Busy days a year above which owning costs less than renting the same
    // card-hours at the rent option's unit price (seed 003: 1.5 M CNY server
    // vs 100 CNY/card-hour).
    const auto line = [&](LineCode c) { return enabled[size_t(c)] ? o.cny[size_t(c)] : 0.0; };
    const double depreciation = t[InputId::DepreciationYears].range.likely;
    const double residual = t[InputId::ResidualValue].range.likely;
    const double depreciable = line(L::HardwareDepreciation) + line(L::NetworkHardware) +
                               line(L::StorageHardware) + line(L::Spares);
    const double fixedPerYear =
        (depreciable * (1.0 - residual) + line(L::ElectricalWork)) / depreciation +
        (line(L::CabinetRent) + line(L::OpsStaff) + line(L::Bandwidth) + line(L::Storage) +
         line(L::DepositInterest)) /
            std::max(horizon, 1e-9) * 12.0;
    const double variablePerHour =
        o.busyHours > 0.0
            ? (line(L::Power) + line(L::Cooling) + line(L::InterruptionRecovery)) / o.busyHours
            : 0.0;
    const double rentPerHour =
        own.setup.cards * factor * rent.table[InputId::RentPrice].range.likely;
    if (rentPerHour > variablePerHour)
        b.trainingDaysPerYear = fixedPerYear / (rentPerHour - variablePerHour) / 24.0;
    return b;
}

// Results never carry NaN or inf: anything non-finite becomes 0 and is
// reported (paths are only built for what is reported).
class Scrubber final
{
public:
    explicit Scrubber(std::vector<Error> &problems) : m_problems(problems) {}

    void value(double &v, const std::string &base, std::string_view name)
    {
        if (std::isfinite(v))
            return;
        v = 0.0;
        m_problems.push_back({"cost.not_finite", base + "." + std::string(name), ""});
    }

    static bool finite(const Range &r)
    {
        return std::isfinite(r.low) && std::isfinite(r.likely) && std::isfinite(r.high);
    }

    void range(Range &r, const std::string &base, std::string_view name)
    {
        if (finite(r))
            return;
        const std::string path = base + "." + std::string(name);
        value(r.low, path, "low");
        value(r.likely, path, "likely");
        value(r.high, path, "high");
    }

    void lines(std::vector<CostLine> &lines, const std::string &base)
    {
        for (CostLine &l : lines) {
            range(l.cny, base, l.code);
            for (FormulaInput &in : l.inputs)
                if (!finite(in.value))
                    range(in.value, base, l.code + "." + in.name);
        }
    }

private:
    std::vector<Error> &m_problems;
};

void scrub(Evaluation &ev)
{
    Scrubber s(ev.problems);
    for (PairResult &p : ev.pairs) {
        const std::string path = "pairs." + p.workloadId + "." + p.optionId;
        s.lines(p.lines, path);
        s.range(p.total, path, "total");
        s.range(p.jobHours, path, "job_hours");
        s.range(p.cnyPerEffectivePflopHour, path, "cny_per_effective_pflop_hour");
        s.range(p.cnyPerRun, path, "cny_per_run");
        s.range(p.cnyPerMillionTokens, path, "cny_per_million_tokens");
        s.range(p.costEffectiveness, path, "cost_effectiveness");
        s.value(p.memory.total, path, "memory.total");
        s.value(p.memory.shortBy, path, "memory.short_by");
        if (p.training) {
            s.range(p.training->wallSeconds, path, "training.wall_seconds");
            s.range(p.training->mfu, path, "training.mfu");
        }
        if (p.inference) {
            s.value(p.inference->at.ttftSeconds, path, "inference.ttft");
            s.value(p.inference->at.tokensPerSecond, path, "inference.tokens_per_second");
        }
    }
    for (OptionResult &o : ev.options) {
        const std::string path = "options." + o.optionId;
        s.lines(o.lines, path);
        s.range(o.total, path, "total");
        s.range(o.upfront, path, "upfront");
        s.range(o.monthly, path, "monthly");
        for (Range &r : o.cumulativeByMonth)
            s.range(r, path, "cumulative");
    }
    for (BreakEven &b : ev.breakEvens) {
        if (b.month && !std::isfinite(*b.month))
            b.month.reset();
        if (b.trainingDaysPerYear && !std::isfinite(*b.trainingDaysPerYear))
            b.trainingDaysPerYear.reset();
    }
    for (SensitivityBar &b : ev.tornado) {
        s.range(b.inputValue, "tornado", b.input);
        s.value(b.totalAtLow, "tornado." + b.input, "low");
        s.value(b.totalAtHigh, "tornado." + b.input, "high");
    }
    for (DecisionFlip &f : ev.flips)
        s.value(f.threshold, "flips", f.input);
}

WorkloadRanking rank(const Workload &w, std::vector<const PairResult *> pairs)
{
    WorkloadRanking r;
    r.workloadId = w.id;
    const auto time = [](const PairResult *p) {
        return p->inference ? p->inference->at.ttftSeconds : p->jobHours.likely;
    };
    std::stable_sort(pairs.begin(), pairs.end(), [&](const PairResult *a, const PairResult *b) {
        if (a->feasible != b->feasible)
            return a->feasible;
        if (a->total.likely != b->total.likely)
            return a->total.likely < b->total.likely;
        return time(a) < time(b);
    });
    int feasible = 0;
    double fastest = std::numeric_limits<double>::max();
    for (const PairResult *p : pairs) {
        r.optionIds.push_back(p->optionId);
        if (p->feasible) {
            ++feasible;
            fastest = std::min(fastest, time(p));
        }
    }
    if (feasible == 0) {
        if (!pairs.empty())
            r.reasons.push_back("none_feasible");
        return r;
    }
    const PairResult *winner = pairs.front();
    r.reasons.push_back("cheapest");
    if (feasible == 1)
        r.reasons.push_back("only_feasible");
    if (time(winner) <= fastest)
        r.reasons.push_back("fastest");
    if (w.deadlineDays > 0.0 && winner->meetsDeadline && !winner->inference)
        r.reasons.push_back("meets_deadline");
    if (w.ttftTargetSeconds > 0.0 && winner->meetsLatency && winner->inference)
        r.reasons.push_back("meets_latency");
    return r;
}

} // namespace

const PairResult *Evaluation::pair(const std::string &workloadId, const std::string &optionId) const
{
    for (const PairResult &p : pairs)
        if (p.workloadId == workloadId && p.optionId == optionId)
            return &p;
    return nullptr;
}

const OptionResult *Evaluation::option(const std::string &optionId) const
{
    for (const OptionResult &o : options)
        if (o.optionId == optionId)
            return &o;
    return nullptr;
}

double cnyPerEffectivePflopHour(double cnyPerCardHour, double peakFlops, double mfu)
{
    const double effective = peakFlops * mfu / 1e15; // PFLOP/s delivered per card
    return effective > 0.0 ? cnyPerCardHour / effective : 0.0;
}

double measuredScalingEfficiency(int cardsFrom, int cardsTo, double speedup)
{
    if (cardsFrom < 1 || cardsTo < 1 || !std::isfinite(speedup) || speedup < 0.0)
        return 0.0;
    return speedup / (double(cardsTo) / double(cardsFrom));
}

Evaluation evaluate(const Project &project, const Catalog &catalog,
                    const EvaluateSettings &settings)
{
    Evaluation ev;
    const CatalogView merged(catalog, project);
    AssumptionSet assumptions;
    if (!readAssumptions(merged, project, assumptions, ev.problems))
        return ev;
    ev.horizonMonths = int(std::lround(assumptions.table[InputId::HorizonMonths].range.likely));
    // The project's switched-off lines and the caller's extra ones.
    std::vector<std::string> disabled = project.disabledCostLines;
    disabled.insert(disabled.end(), settings.disabledLines.begin(), settings.disabledLines.end());
    const LineMask enabled = enabledLines(disabled);

    // Validation: every issue is a problem; the entity it concerns is left out.
    Blocked blocked;
    for (const ValidationIssue &issue : validate(project, knownIds(catalog))) {
        if (issue.field.starts_with("assumptions") || issue.field.starts_with("checklist"))
            continue; // assumptions are checked by key above; the checklist is not priced
        ev.problems.push_back({"cost.invalid", issue.field, issue.code + ": " + issue.value});
        block(blocked, issue, project);
    }
    std::vector<const Workload *> workloads;
    for (size_t i = 0; i < project.workloads.size(); ++i) {
        const Workload &w = project.workloads[i];
        if (blocked.workloads.count(int(i)))
            continue;
        if (isTraining(w.scenario) && !(w.trainingTokens > 0.0)) {
            ev.problems.push_back({"cost.invalid",
                                   "workloads[" + std::to_string(i) + "].training_tokens",
                                   "required: 0"});
            continue;
        }
        workloads.push_back(&w);
    }
    std::vector<PreparedOption> options;
    options.reserve(project.options.size());
    for (size_t i = 0; i < project.options.size(); ++i) {
        const Option &o = project.options[i];
        if (blocked.options.count(int(i)) || blocked.cards.count(o.cardId) ||
            blocked.facilities.count(o.facilityId) || blocked.contracts.count(o.contractId))
            continue;
        auto prepared = prepareOption(o, "options[" + std::to_string(i) + "]", merged, assumptions);
        if (!prepared) {
            ev.problems.push_back(prepared.error());
            continue;
        }
        options.push_back(std::move(prepared).value());
    }

    // Size every pair (shared per card, count and network), then the data
    // each option holds for all workloads.
    SizingCache sizing;
    std::vector<std::vector<PreparedPair>> pairs(options.size());
    std::vector<Demand> demands(options.size());
    for (size_t oi = 0; oi < options.size(); ++oi) {
        const PreparedOption &opt = options[oi];
        Demand &d = demands[oi];
        for (const Workload *w : workloads) {
            const JobSizing &s = sizing.size(*w, *opt.setup.card, opt.setup.cards,
                                          opt.setup.facility->network, assumptions.sizing);
            pairs[oi].push_back(preparePair(opt, *w, s, assumptions));
            const Demand &wd = pairs[oi].back().demand;
            d.datasetBytes += wd.datasetBytes;
            d.checkpointBytes = std::max(d.checkpointBytes, wd.checkpointBytes);
            d.modelBytes = std::max(d.modelBytes, wd.modelBytes);
            d.dataJobHours += wd.dataJobHours;
        }
        d.upload = uploadMode(opt.setup.contract, d.datasetBytes, assumptions.uploadShareMinBytes);
    }

    // Price.
    const Detail detail = settings.explain ? Detail::Explained : Detail::Lines;
    std::vector<std::array<Sheet, 3>> optionCorners(options.size());
    for (size_t oi = 0; oi < options.size(); ++oi) {
        for (const PreparedPair &p : pairs[oi])
            ev.pairs.push_back(pairResult(p, pairSheets(p, demands[oi]), enabled, detail));
        optionCorners[oi] = optionSheets(options[oi], demands[oi]);
        ev.options.push_back(
            optionResult(options[oi], demands[oi], optionCorners[oi], enabled, settings.explain));
    }

    // Rank per workload.
    for (const Workload *w : workloads) {
        std::vector<const PairResult *> mine;
        for (const PairResult &p : ev.pairs)
            if (p.workloadId == w->id)
                mine.push_back(&p);
        ev.rankings.push_back(rank(*w, mine));
    }

    // Own vs rent.
    for (size_t a = 0; a < options.size(); ++a) {
        if (options[a].setup.acquisition == Acquisition::Rent)
            continue;
        for (size_t b = 0; b < options.size(); ++b)
            if (options[b].setup.acquisition == Acquisition::Rent)
                ev.breakEvens.push_back(breakEven(options[a], optionCorners[a][1], options[b],
                                                  optionCorners[b][1], enabled, project));
    }

    if (settings.sensitivity && !options.empty()) {
        // The overall best option: the most workloads' winner, then the cheapest horizon.
        std::vector<int> wins(options.size(), 0);
        for (const WorkloadRanking &r : ev.rankings) {
            if (r.optionIds.empty() || r.reasons.empty() || r.reasons.front() == "none_feasible")
                continue;
            for (size_t oi = 0; oi < options.size(); ++oi)
                if (options[oi].option.id == r.optionIds.front())
                    ++wins[oi];
        }
        size_t best = 0;
        for (size_t oi = 1; oi < options.size(); ++oi)
            if (wins[oi] > wins[best] ||
                (wins[oi] == wins[best] &&
                 ev.options[oi].total.likely < ev.options[best].total.likely))
                best = oi;
        ev.tornadoOptionId = options[best].option.id;
        const PreparedOption &bo = options[best];
        const Demand &bd = demands[best];
        ev.tornado = tornado(
            bo.table, [&](const Point &p) { return priceHorizon(bo.setup, bd, p).total(enabled); });

        // What flips each workload's decision between its two best options.
        for (size_t wi = 0; wi < workloads.size(); ++wi) {
            const WorkloadRanking &r = ev.rankings[wi];
            std::vector<std::pair<size_t, const PreparedPair *>> top;
            for (const std::string &id : r.optionIds) {
                for (size_t oi = 0; oi < options.size() && top.size() < 2; ++oi) {
                    if (options[oi].option.id != id)
                        continue;
                    const PairResult *pr = ev.pair(workloads[wi]->id, id);
                    if (pr && pr->feasible)
                        top.push_back({oi, &pairs[oi][wi]});
                }
            }
            if (top.size() < 2)
                continue;
            const auto side = [&](size_t k) {
                const size_t oi = top[k].first;
                const PreparedPair *pp = top[k].second;
                const Demand *d = &demands[oi];
                return FlipSide{options[oi].option.id, &pp->table,
                                [pp, d, &enabled](const Point &p) {
                                    return pairSheet(*pp, *d, p).total(enabled);
                                }};
            };
            for (DecisionFlip &f : decisionFlips(side(0), side(1)))
                ev.flips.push_back(std::move(f));
        }
    }
    scrub(ev);
    return ev;
}

} // namespace suanpan
