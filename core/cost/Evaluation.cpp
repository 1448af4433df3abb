#include "Evaluation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "cost/CostEngine.h"
#include "cost/CostForm.h"
#include "cost/CostLines.h"
#include "cost/Judge.h"
#include "cost/Prepared.h"
#include "cost/Quotes.h"
#include "cost/Sensitivity.h"
#include "model/Validation.h"

// Orchestration: validate, price every (workload, option) pair and every
// option over the horizon at three corners (low / likely / high), rank,
// break-even, sensitivity. The cost model itself is in CostModel.cpp; its
// demand model is documented there.

namespace suanpan {

namespace {

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
    std::set<std::string> quotes;
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
    // An option without a quote is never blocked by one (a quote without an id).
    if (const int i = indexIn(issue.field, "quotes"); i >= 0 && !idAt(p.quotes, i).empty())
        b.quotes.insert(idAt(p.quotes, i));
}

// What a quote-priced option says about its quote: past its validity
// (days past, valid until; the verdict leaves it out until confirmed,
// Standings.cpp) and more than kQuoteStaleDays old (age in days).
void quoteFlags(PreparedOption &opt, const Project &project, const std::string &today)
{
    const ProviderQuote *q = findQuote(project, opt.option.quoteId);
    if (!q)
        return;
    if (quoteExpired(*q, today))
        opt.flags.push_back({FlagCode::QuoteExpired,
                             {double(-daysBetween(today, q->validUntil).value_or(0))},
                             {q->id, q->provider, q->validUntil, q->confirmed ? "confirmed" : ""}});
    if (quoteStale(*q, today))
        opt.flags.push_back({FlagCode::QuoteStale,
                             {double(daysBetween(q->quotedOn, today).value_or(0))},
                             {q->id, q->provider, q->quotedOn}});
}

OptionResult optionResult(const PreparedOption &opt, const Demand &demand,
                          const std::array<Sheet, 3> &sheets, const LineMask &enabled, bool explain)
{
    OptionResult r;
    r.optionId = opt.option.id;
    r.acquisition = opt.setup.acquisition;
    r.lines = costLines(sheets, opt.table, opt.setup, enabled, CostView::Horizon, explain);
    const OptionMoney money = optionMoney(opt, sheets, enabled);
    r.total = money.total;
    r.upfront = money.upfront;
    r.monthly = money.monthly;
    const bool ppu = opt.setup.payPerUse;
    const auto atStart = [&](const Sheet &s) { return dayOneCost(s, enabled, ppu); };

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
        double start, perMonth, end, refund;
    };
    std::array<Sums, 3> sums{};
    for (size_t i = 0; i < 3; ++i) {
        const Sheet &s = fixed[i];
        sums[i] = {atStart(s), sumTiming(s, enabled, Timing::Monthly, ppu) / horizon,
                   sumTiming(s, enabled, Timing::End, ppu),
                   sumTiming(s, enabled, Timing::Refund, ppu)};
    }
    r.cumulativeByMonth.reserve(size_t(months) + 1);
    for (int m = 0; m <= months; ++m) {
        std::array<double, 3> v{};
        for (size_t i = 0; i < 3; ++i)
            v[i] = sums[i].start + sums[i].perMonth * std::min(double(m), horizon) +
                   (m == months ? sums[i].end + sums[i].refund
                                : refundBy(sums[i].refund, horizon, opt.setup.voucherRefundMonths,
                                           double(m)));
        r.cumulativeByMonth.push_back(spread(v[0], v[1], v[2]));
    }
    return r;
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
        m_problems.push_back({ErrorCode::CostNotFinite, base + "." + std::string(name), ""});
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

    void percentiles(Percentiles &p, std::vector<double> &quantiles, const std::string &base,
                     std::string_view name)
    {
        const std::string path = base + "." + std::string(name);
        for (auto [v, field] :
             {std::pair{&p.p10, "p10"}, {&p.p50, "p50"}, {&p.p90, "p90"}, {&p.mean, "mean"}})
            value(*v, path, field);
        for (double &q : quantiles)
            value(q, path, "quantile");
    }

    void lines(std::vector<CostLine> &lines, const std::string &base)
    {
        for (CostLine &l : lines) {
            const std::string code(lineCodeText(l.code));
            range(l.cny, base, code);
            for (FormulaInput &in : l.inputs)
                if (!finite(in.value))
                    range(in.value, base, code + "." + in.name);
        }
    }

private:
    std::vector<Error> &m_problems;
};

void scrubTornado(Scrubber &s, Tornado &t)
{
    const std::string path = "tornado." + t.workloadId;
    s.value(t.likelyTotal, path, "likely_total");
    for (SensitivityBar &b : t.bars) {
        s.range(b.inputValue, path, b.input);
        s.value(b.totalAtLow, path + "." + b.input, "low");
        s.value(b.totalAtHigh, path + "." + b.input, "high");
    }
}

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
        s.range(p.worstBest, path, "worst_best");
        s.range(p.worstBestHours, path, "worst_best_hours");
        std::vector<double> none;
        s.percentiles(p.cost, p.costQuantiles, path, "cost");
        s.percentiles(p.hours, none, path, "hours");
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
        s.range(o.worstBest, path, "worst_best");
        s.percentiles(o.cost, o.costQuantiles, path, "cost");
        for (Range &r : o.cumulativeByMonth)
            s.range(r, path, "cumulative");
    }
    for (BreakEven &b : ev.breakEvens) {
        if (b.month && !std::isfinite(*b.month))
            b.month.reset();
        if (b.utilisation && !std::isfinite(*b.utilisation))
            b.utilisation.reset();
    }
    for (Tornado &t : ev.tornadoes)
        scrubTornado(s, t);
    for (DecisionFlip &f : ev.flips)
        s.value(f.threshold, "flips", f.input);
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

const WorkloadVerdict *Evaluation::verdict(const std::string &workloadId) const
{
    for (const WorkloadVerdict &v : verdicts)
        if (v.workloadId == workloadId)
            return &v;
    return nullptr;
}

const Tornado *Evaluation::tornado(const std::string &workloadId) const
{
    for (const Tornado &t : tornadoes)
        if (t.workloadId == workloadId)
            return &t;
    return nullptr;
}

template <class T> T cnyPerEffectivePflopHour(T cnyPerCardHour, double peakFlops, T mfu)
{
    const T effective = peakFlops * mfu / 1e15; // PFLOP/s delivered per card
    return effective > 0.0 ? cnyPerCardHour / effective : T(0.0);
}

double cnyPerEffectivePflopHour(double cnyPerCardHour, double peakFlops, double mfu)
{
    return cnyPerEffectivePflopHour<double>(cnyPerCardHour, peakFlops, mfu);
}

template double cnyPerEffectivePflopHour<double>(double, double, double);
template Traced cnyPerEffectivePflopHour<Traced>(Traced, double, Traced);

double measuredScalingEfficiency(int cardsFrom, int cardsTo, double speedup)
{
    if (cardsFrom < 1 || cardsTo < 1 || !std::isfinite(speedup) || speedup < 0.0)
        return 0.0;
    return speedup / (double(cardsTo) / double(cardsFrom));
}

namespace {

// Step 1: assumptions, switched-off lines, validation. Every issue is
// reported; the entity it concerns is left out.
bool readInputs(const Project &project, const Catalog &catalog, const EvaluateSettings &settings,
                Prepared &in, Evaluation &ev)
{
    const CatalogView merged(catalog, project);
    if (!readAssumptions(merged, project, in.assumptions, ev.problems))
        return false;
    ev.horizonMonths = int(std::lround(in.assumptions.table[InputId::HorizonMonths].range.likely));
    ev.otherWork = in.assumptions.table[InputId::OtherWork].range;
    in.today = quoteDay(settings.today);
    // The project's switched-off lines and the caller's extra ones.
    std::vector<std::string> disabled = project.disabledCostLines;
    disabled.insert(disabled.end(), settings.disabledLines.begin(), settings.disabledLines.end());
    in.enabled = enabledLines(disabled);
    if (const Assumption *a = merged.findAssumption("rent_price_correlation");
        a && std::isfinite(a->value.likely))
        in.rentPriceCorrelation = std::clamp(a->value.likely, 0.0, 1.0);
    return true;
}

void selectEntities(const Project &project, const Catalog &catalog, Prepared &in, Evaluation &ev)
{
    const CatalogView merged(catalog, project);
    Blocked blocked;
    for (const ValidationIssue &issue : validate(project, knownIds(catalog))) {
        if (issue.field.starts_with("assumptions") || issue.field.starts_with("checklist") ||
            issue.field.starts_with("procurement"))
            continue; // assumptions are checked by key; the checklist and budgets are not priced
        ev.issues.push_back(issue);
        block(blocked, issue, project);
    }
    for (size_t i = 0; i < project.workloads.size(); ++i) {
        const Workload &w = project.workloads[i];
        if (blocked.workloads.count(int(i)))
            continue;
        if (isTraining(w.scenario) && !(w.trainingTokens > 0.0)) {
            ev.issues.push_back(
                {IssueCode::Required, "workloads[" + std::to_string(i) + "].training_tokens", "0"});
            continue;
        }
        in.workloads.push_back(&w);
    }
    in.options.reserve(project.options.size());
    for (size_t i = 0; i < project.options.size(); ++i) {
        const Option &o = project.options[i];
        if (blocked.options.count(int(i)) || blocked.cards.count(o.cardId) ||
            blocked.facilities.count(o.facilityId) || blocked.contracts.count(o.contractId) ||
            blocked.quotes.count(o.quoteId))
            continue;
        auto prepared =
            prepareOption(o, "options[" + std::to_string(i) + "]", merged, in.assumptions);
        if (!prepared) {
            ev.problems.push_back(prepared.error());
            continue;
        }
        quoteFlags(prepared.value(), project, in.today);
        in.options.push_back(std::move(prepared).value());
    }
}

// Step 2: size every pair (shared per card, count and network), then the
// data each option holds for all its workloads.
void sizeAll(Prepared &in)
{
    in.pairs.assign(in.options.size(), {});
    in.demands.assign(in.options.size(), {});
    for (size_t oi = 0; oi < in.options.size(); ++oi) {
        const PreparedOption &opt = in.options[oi];
        Demand &d = in.demands[oi];
        for (const Workload *w : in.workloads) {
            const JobSizing &s = in.sizing.size(*w, *opt.setup.card, opt.setup.cards,
                                                opt.setup.facility->network, in.assumptions.sizing);
            in.pairs[oi].push_back(preparePair(opt, *w, s, in.assumptions));
            const Demand &wd = in.pairs[oi].back().demand;
            d.datasetBytes += wd.datasetBytes;
            d.checkpointBytes = std::max(d.checkpointBytes, wd.checkpointBytes);
            d.modelBytes = std::max(d.modelBytes, wd.modelBytes);
            d.dataJobHours += wd.dataJobHours;
        }
        d.upload =
            uploadMode(opt.setup.contract, d.datasetBytes, in.assumptions.uploadShareMinBytes);
    }
}

// Step 3: price every pair and every option over the horizon.
void priceAll(const Prepared &in, const EvaluateSettings &settings, Evaluation &ev)
{
    const Detail detail = settings.explain ? Detail::Explained : Detail::Lines;
    for (size_t oi = 0; oi < in.options.size(); ++oi) {
        for (const PreparedPair &p : in.pairs[oi])
            ev.pairs.push_back(pairResult(p, pairSheets(p, in.demands[oi]), in.enabled, detail));
        ev.options.push_back(optionResult(in.options[oi], in.demands[oi],
                                          optionSheets(in.options[oi], in.demands[oi]), in.enabled,
                                          settings.explain));
        ev.options.back().use = in.uses[oi];
    }
}

// Step 4: the verdict of each workload on the likely values (Verdict.h;
// the draws judge again, Sampling.cpp).
void judgeAll(const Prepared &in, const Project &project, Evaluation &ev)
{
    ev.verdicts.clear();
    for (size_t wi = 0; wi < in.workloads.size(); ++wi)
        ev.verdicts.push_back(judgeWorkload(in, project, ev, wi, nullptr));
}

// A pair's total at a point: the function the tornado, the flips and the
// break-evens all probe.
TotalAt pairTotal(const Prepared &in, size_t oi, size_t wi)
{
    const PreparedPair *pp = &in.pairs[oi][wi];
    const Demand *d = &in.demands[oi];
    const LineMask *enabled = &in.enabled;
    return [pp, d, enabled](const Point &p) { return pairSheet(*pp, *d, p).total(*enabled); };
}

std::optional<size_t> optionIndex(const Prepared &in, const std::string &id)
{
    for (size_t oi = 0; oi < in.options.size(); ++oi)
        if (in.options[oi].option.id == id)
            return oi;
    return std::nullopt;
}

Tornado tornadoOf(const Prepared &in, size_t oi, size_t wi)
{
    const PreparedPair &pp = in.pairs[oi][wi];
    Tornado t;
    t.workloadId = pp.workload->id;
    t.optionId = pp.option->option.id;
    t.scope = pp.view == CostView::Job ? CostScope::PerRun : CostScope::Horizon;
    if (!pp.sizing->fits || (!pp.inference && !pp.sizing->train))
        return t; // not priced: nothing moves it
    const TotalAt total = pairTotal(in, oi, wi);
    t.likelyTotal = total(pp.table.likely());
    t.bars = tornado(pp.table, total);
    return t;
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

// The month owning `own` pays back against renting the same useful compute
// on `rent` when the cards are busy `utilisation` of the time (BreakEven).
std::optional<double> paybackMonth(const Prepared &in, size_t own, size_t rent, double factor,
                                   double utilisation)
{
    Point at = in.options[own].table.likely();
    at[InputId::BusyShare] = utilisation;
    Point rentAt = in.options[rent].table.likely();
    rentAt[InputId::BusyShare] = utilisation;
    return paybackFrom(
        in, own, horizonAt(in, own, priceHorizon(in.options[own].setup, in.demands[own], at)), rent,
        horizonAt(in, rent, priceHorizon(in.options[rent].setup, in.demands[rent], rentAt)),
        factor);
}

BreakEven breakEvenOf(const Prepared &in, const Project &project, size_t own, size_t rent)
{
    const PreparedOption &po = in.options[own];
    const PreparedOption &pr = in.options[rent];
    BreakEven b;
    b.ownOptionId = po.option.id;
    b.rentOptionId = pr.option.id;
    b.assumedUtilisation = po.table[InputId::BusyShare].range.likely;
    b.assumedHorizonMonths = po.table[InputId::HorizonMonths].range.likely;
    const double factor = sameWorkFactor(in, project, own, rent);
    b.month = paybackMonth(in, own, rent, factor, b.assumedUtilisation);
    b.utilisationMatters = pr.setup.payPerUse;
    if (!b.utilisationMatters)
        return b;
    // Against pay-per-use rent busier cards pay back sooner: the least busy
    // share that pays back within the horizon (never counts as "not yet").
    const auto late = [&](double u) {
        const auto m = paybackMonth(in, own, rent, factor, u);
        return m ? *m - b.assumedHorizonMonths : 1e9;
    };
    constexpr double kLeastBusy = 0.01;
    if (late(kLeastBusy) <= 0.0)
        b.utilisation = kLeastBusy;
    else if (late(1.0) <= 0.0)
        b.utilisation = signChange(late, kLeastBusy, 1.0);
    return b;
}

// Step 5: every owned option against every rented one.
void breakEvens(const Prepared &in, const Project &project, Evaluation &ev)
{
    for (size_t a = 0; a < in.options.size(); ++a) {
        if (in.options[a].setup.acquisition == Acquisition::Rent)
            continue;
        for (size_t b = 0; b < in.options.size(); ++b)
            if (in.options[b].setup.acquisition == Acquisition::Rent)
                ev.breakEvens.push_back(breakEvenOf(in, project, a, b));
    }
}

// Step 6: each workload's tornado (its recommended option) and what flips
// its decision between the recommended option and the runner-up.
void sensitivity(const Prepared &in, Evaluation &ev)
{
    for (size_t wi = 0; wi < in.workloads.size() && wi < ev.verdicts.size(); ++wi) {
        const WorkloadVerdict &v = ev.verdicts[wi];
        const auto rec = optionIndex(in, v.recommended);
        if (v.recommended.empty() || !rec)
            continue;
        ev.tornadoes.push_back(tornadoOf(in, *rec, wi));
        const auto runnerUp = optionIndex(in, v.runnerUp);
        if (v.runnerUp.empty() || !runnerUp)
            continue;
        const size_t top[2] = {*rec, *runnerUp};
        const auto side = [&](size_t oi) {
            return FlipSide{in.options[oi].option.id, &in.pairs[oi][wi].table,
                            pairTotal(in, oi, wi)};
        };
        // Own against rent: how long and how busy is the break-even's.
        const bool ownVsRent = (in.options[top[0]].setup.acquisition == Acquisition::Rent) !=
                               (in.options[top[1]].setup.acquisition == Acquisition::Rent);
        const CostScope scope =
            in.pairs[top[0]][wi].view == CostView::Job ? CostScope::PerRun : CostScope::Horizon;
        for (DecisionFlip &f : decisionFlips(side(top[0]), side(top[1]))) {
            if (ownVsRent && f.input == inputInfo(InputId::HorizonMonths).key)
                continue;
            f.workloadId = v.workloadId;
            f.scope = scope;
            ev.flips.push_back(std::move(f));
        }
    }
}

} // namespace

bool preparePlan(const Project &project, const Catalog &catalog, const EvaluateSettings &settings,
                 Prepared &in, Evaluation &ev)
{
    if (!readInputs(project, catalog, settings, in, ev))
        return false;
    selectEntities(project, catalog, in, ev);
    sizeAll(in);
    planBusyShares(in, CatalogView(catalog, project));
    return true;
}

double sameWorkFactor(const Prepared &in, const Project &project, size_t own, size_t rent)
{
    const Card &ownCard = *in.options[own].setup.card;
    const Card &rentCard = *in.options[rent].setup.card;
    if (ownCard.id == rentCard.id)
        return 1.0;
    const double effRent = effectivePerCard(rentCard, project);
    return effRent > 0.0 ? effectivePerCard(ownCard, project) / effRent : 0.0;
}

HorizonAt horizonAt(const Prepared &in, size_t option, const Sheet &sheet)
{
    return {sheet.busyHours, timingSums(sheet, in.enabled, in.options[option].setup.payPerUse)};
}

std::optional<double> paybackFrom(const Prepared &in, size_t own, const HorizonAt &o, size_t rent,
                                  const HorizonAt &r, double factor)
{
    const PreparedOption &po = in.options[own];
    const PreparedOption &pr = in.options[rent];
    const double horizon = std::max(po.table[InputId::HorizonMonths].range.likely, 1e-9);
    const double ownCardHoursPerMonth = po.setup.cards * o.busyHours / horizon;
    const double rentPerBusyCardHour =
        r.busyHours > 0.0 ? r.sums.total() / (pr.setup.cards * r.busyHours) : 0.0;
    const double rentMonthly = ownCardHoursPerMonth * factor * rentPerBusyCardHour;
    // Owned options are never pay-per-use: their timing is the owned one.
    const double ownStart = o.sums.dayOne();
    const double ownMonthly = o.sums.monthly / horizon;
    if (!(rentMonthly > ownMonthly))
        return std::nullopt;
    return ownStart / (rentMonthly - ownMonthly);
}

namespace {

std::atomic<std::size_t> g_evaluations{0};
std::atomic<std::size_t> g_sampledEvaluations{0};
thread_local EvaluationCounts t_evaluations;

} // namespace

EvaluationCounts evaluationsRun()
{
    return {g_evaluations.load(), g_sampledEvaluations.load()};
}

EvaluationCounts evaluationsRunOnThisThread()
{
    return t_evaluations;
}

Evaluation evaluate(const Project &project, const Catalog &catalog,
                    const EvaluateSettings &settings)
{
    ++g_evaluations;
    ++t_evaluations.all;
    if (settings.samples > 0) {
        ++g_sampledEvaluations;
        ++t_evaluations.sampled;
    }
    Evaluation ev;
    Prepared in;
    if (!preparePlan(project, catalog, settings, in, ev))
        return ev;
    priceAll(in, settings, ev);
    judgeAll(in, project, ev);
    breakEvens(in, project, ev);
    if (settings.sensitivity)
        sensitivity(in, ev);
    sampleRanges(in, project, settings, ev);
    scrub(ev);
    return ev;
}

Tornado tornadoFor(const Project &project, const Catalog &catalog, const std::string &workloadId,
                   const std::string &optionId, const EvaluateSettings &settings)
{
    Evaluation ev;
    Prepared in;
    Tornado none;
    none.workloadId = workloadId;
    none.optionId = optionId;
    if (!preparePlan(project, catalog, settings, in, ev))
        return none;
    const auto oi = optionIndex(in, optionId);
    for (size_t wi = 0; oi && wi < in.workloads.size(); ++wi)
        if (in.workloads[wi]->id == workloadId) {
            Tornado t = tornadoOf(in, *oi, wi);
            Scrubber s(ev.problems);
            scrubTornado(s, t);
            return t;
        }
    return none;
}

} // namespace suanpan
