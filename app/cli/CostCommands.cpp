// `evaluate`, `search` and `cost unit`: the cost engine.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <functional>
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "JsonOut.h"
#include "Messages.h"
#include "QuoteJson.h"
#include "VerdictJson.h"
#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/OptionSearch.h"
#include "cost/Portfolio.h"
#include "cost/ProjectVerdict.h"
#include "cost/Quotes.h"
#include "estimate/Training.h"
#include "io/Units.h"
#include "model/CostLineCodes.h"
#include "model/Limits.h"
#include "store/ProjectStore.h"

namespace suanpan::cli {

namespace {

using nlohmann::json;

// A sampled outcome (Evaluation.h): the 10th, 50th and 90th percentiles of
// the draws, the median the headline; without draws (--samples 0) all three
// are the value with every input at likely. ("low"/"high" always mean an
// input's or a corner's ends, never percentiles.)
json bandJson(const Range &r)
{
    return {{"p10", finite(r.low)}, {"p50", finite(r.likely)}, {"p90", finite(r.high)}};
}

// A total: the shown band (p10, p50, p90, as bandJson), the mean of the
// draws (null without them), and the details: the corners (every input at
// its best / worst end) and the value with every input at likely.
json totalJson(const Range &shown, const Range &worstBest, const Percentiles &p, bool sampled)
{
    return {
        {"p10", finite(shown.low)},      {"p50", finite(shown.likely)},
        {"p90", finite(shown.high)},     {"mean", sampled ? json(finite(p.mean)) : json(nullptr)},
        {"low", finite(worstBest.low)},  {"likely", finite(worstBest.likely)},
        {"high", finite(worstBest.high)}};
}

json linesJson(const std::vector<CostLine> &lines)
{
    json out = json::array();
    for (const CostLine &l : lines) {
        json inputs = json::array();
        for (const FormulaInput &in : l.inputs) {
            json input = {{"name", in.name},
                          {"low", finite(in.value.low)},
                          {"likely", finite(in.value.likely)},
                          {"high", finite(in.value.high)},
                          {"unit", in.unit},
                          {"source", in.source}};
            if (in.how != Derivation::None)
                input["derivation"] = derivationCode(in.how);
            inputs.push_back(std::move(input));
        }
        out.push_back({{"code", lineCodeText(l.code)},
                       {"low", finite(l.cny.low)},
                       {"likely", finite(l.cny.likely)},
                       {"high", finite(l.cny.high)},
                       {"hidden", l.hidden},
                       {"enabled", l.enabled},
                       {"formula", l.formula},
                       {"inputs", inputs}});
    }
    return out;
}

json flagsJson(const std::vector<Flag> &flags)
{
    json out = json::array();
    for (const Flag &f : flags)
        out.push_back(
            {{"code", std::string(flagCodeText(f.code))}, {"values", f.values}, {"ids", f.ids}});
    return out;
}

json adviceJson(const std::vector<Advice> &advice)
{
    json out = json::array();
    for (const Advice &a : advice)
        out.push_back({{"kind", a.kind == Advice::Kind::Warning ? "warning" : "recommendation"},
                       {"code", std::string(adviceCodeText(a.code))},
                       {"source", a.source},
                       {"ids", a.ids},
                       {"values", a.values}});
    return out;
}

const char *scopeCode(CostScope scope)
{
    return scope == CostScope::PerRun ? "per_run" : "over_horizon";
}

// A money figure's key carries its scope: "total_per_run" for one run of a
// training workload, "total_over_horizon" for the option held over the
// project's horizon (the top-level "horizon" says how long and how busy).
std::string totalKey(CostScope scope)
{
    return std::string("total_") + scopeCode(scope);
}

json pairJson(const PairResult &p)
{
    json fit{{"fits", p.memory.fits},
             {"memory_per_card_bytes", finite(p.memory.total)},
             {"capacity_bytes", finite(p.memory.capacity)},
             {"short_by_bytes", finite(p.memory.shortBy)},
             {"layout", layoutJson(p.layout)}};
    json time{{"job_hours", bandJson(p.jobHours)},
              {"meets_deadline", p.meetsDeadline},
              {"meets_latency", p.meetsLatency}};
    if (p.training) {
        time["mfu"] = rangeJson(p.training->mfu);
        time["scaling_efficiency"] = finite(p.training->scalingEfficiency);
        time["card_hours"] = rangeJson(p.training->cardHours);
    }
    if (p.inference) {
        time["ttft_seconds"] = finite(p.inference->at.ttftSeconds);
        time["tokens_per_second"] = finite(p.inference->at.tokensPerSecond);
        time["replicas"] = p.inference->replicas;
    }
    json out{{"option", p.optionId},
             {"scope", scopeCode(p.scope)},
             {"priced", p.priced},
             {"feasible", p.feasible},
             {"fit", fit},
             {"time", time},
             {"lines", linesJson(p.lines)},
             {totalKey(p.scope),
              p.priced ? totalJson(p.total, p.worstBest, p.cost, !p.costQuantiles.empty())
                       : json(nullptr)},
             {"unit_costs",
              {{"cny_per_effective_pflop_hour", bandJson(p.cnyPerEffectivePflopHour)},
               {"cny_per_run", bandJson(p.cnyPerRun)},
               {"cny_per_million_tokens", bandJson(p.cnyPerMillionTokens)},
               {"cost_effectiveness", bandJson(p.costEffectiveness)}}},
             {"flags", flagsJson(p.flags)},
             {"advice", adviceJson(p.advice)}};
    if (p.training && p.priced && !p.costQuantiles.empty())
        out["time"]["run_hours"] = {{"p10", finite(p.hours.p10)},
                                    {"p50", finite(p.hours.p50)},
                                    {"p90", finite(p.hours.p90)},
                                    {"mean", finite(p.hours.mean)}};
    if (p.capacity)
        out["capacity"] = {{"busy_share", finite(p.capacity->utilisation)},
                           {"project_share", finite(p.capacity->projectShare)},
                           {"other_work_share", finite(p.capacity->otherWork)},
                           {"horizon_months", finite(p.capacity->horizonMonths)},
                           {"busy_hours", finite(p.capacity->busyHours)},
                           {"run_hours", finite(p.capacity->runHours)},
                           {"runs", p.capacity->runs},
                           {"run_share_of_busy_hours", finite(p.capacity->share())}};
    return out;
}

// One line for a coded core error: an invalid input reads as the validation
// sentences do.
std::string describeProblem(const Error &e)
{
    if (e.code == ErrorCode::CostInvalid && e.issue != IssueCode::Count)
        return describe(ValidationIssue{e.issue, e.subject, e.detail, e.limit});
    return describe(e);
}

json problemsJson(const std::vector<Error> &problems)
{
    json out = json::array();
    for (const Error &e : problems)
        out.push_back({{"code", std::string(errorCodeText(e.code))},
                       {"subject", e.subject},
                       {"detail", detailText(e)},
                       {"message", describeProblem(e)}});
    return out;
}

json issuesJson(const std::vector<ValidationIssue> &issues)
{
    json out = json::array();
    for (const ValidationIssue &i : issues)
        out.push_back({{"code", std::string(issueCodeText(i.code))},
                       {"field", i.field},
                       {"value", i.value},
                       {"message", describe(i)}});
    return out;
}

// The lines that counted zero: the project's own and --disable's, sorted, each once.
std::vector<std::string> switchedOff(const Project &project, const EvaluateSettings &settings)
{
    std::vector<std::string> out = project.disabledCostLines;
    out.insert(out.end(), settings.disabledLines.begin(), settings.disabledLines.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// A name the user gave, in both languages (either may be empty).
json bothNames(const std::string &zh, const std::string &en)
{
    return {{"zh", zh}, {"en", en}};
}

json workloadName(const Project &project, const std::string &id)
{
    for (const Workload &w : project.workloads)
        if (w.id == id)
            return bothNames(w.nameZh, w.name);
    return bothNames({}, {});
}

json optionName(const Project &project, const std::string &id)
{
    for (const Option &o : project.options)
        if (o.id == id)
            return bothNames(o.nameZh, o.name);
    return bothNames({}, {});
}

// Where a rented option's price comes from: its provider's quote
// ("kind": "quote", QuoteJson.h) or the catalog ("kind": "catalog", the
// contract's id); owned cards: "purchase".
json priceSourceJson(const Project &project, const std::string &optionId, const std::string &today)
{
    for (const Option &o : project.options) {
        if (o.id != optionId)
            continue;
        if (const ProviderQuote *q = findQuote(project, o.quoteId)) {
            json out = quoteSourceJson(*q, today);
            out["kind"] = "quote";
            return out;
        }
        if (o.acquisition != Acquisition::Rent)
            return {{"kind", "purchase"}};
        return {{"kind", "catalog"}, {"contract_id", o.contractId}};
    }
    return nullptr;
}

// CNY per busy card-hour of a rented option (cost/Quotes.h), null for owned cards.
json usedCardHourJson(const Project &project, const OptionResult &r)
{
    for (const Option &o : project.options)
        if (o.id == r.optionId && o.acquisition == Acquisition::Rent)
            if (const auto used = usedCnyPerCardHour(r, o.cardCount))
                return finite(*used);
    return nullptr;
}

// Per workload, its options in the verdict's order and the input that most
// often flips its winner.
json workloadsJson(const Evaluation &ev, const Project &project)
{
    json workloads = json::array();
    for (const WorkloadVerdict &v : ev.verdicts) {
        json options = json::array();
        for (const Standing &s : v.standings)
            if (const PairResult *p = ev.pair(v.workloadId, s.optionId))
                options.push_back(pairJson(*p));
        json driver = nullptr;
        if (v.driver)
            driver = {{"rival", v.driver->rivalId},
                      {"input", v.driver->input},
                      {"rival_wins", v.driver->rivalWinsBelow ? "below" : "above"},
                      {"value", finite(v.driver->value)}};
        workloads.push_back({{"id", v.workloadId},
                             {"name", workloadName(project, v.workloadId)},
                             {"win_driver", driver},
                             {"options", options}});
    }
    return workloads;
}

json optionsJson(const Evaluation &ev, const Project &project, const std::string &today)
{
    json options = json::array();
    for (const OptionResult &o : ev.options) {
        json cumulative = json::array();
        for (const Range &r : o.cumulativeByMonth)
            cumulative.push_back(bandJson(r));
        options.push_back({{"id", o.optionId},
                           {"name", optionName(project, o.optionId)},
                           {"acquisition", toCode(o.acquisition)},
                           {"price_source", priceSourceJson(project, o.optionId, today)},
                           {"used_cny_per_card_hour", usedCardHourJson(project, o)},
                           {"busy",
                            {{"share", bandJson(o.use.share)},
                             {"project_share", finite(o.use.projectShare)},
                             {"other_work_share", bandJson(o.use.otherWork)},
                             {"busy_hours", finite(o.use.busyHours)},
                             {"over_capacity", o.use.overCapacity},
                             {"workloads", o.use.workloadIds}}},
                           {"lines", linesJson(o.lines)},
                           {totalKey(CostScope::Horizon),
                            totalJson(o.total, o.worstBest, o.cost, !o.costQuantiles.empty())},
                           {"upfront", bandJson(o.upfront)},
                           {"monthly", bandJson(o.monthly)},
                           {"cumulative_by_month", cumulative}});
    }
    return options;
}

json breakEvensJson(const Evaluation &ev)
{
    json breakEven = json::array();
    for (const BreakEven &b : ev.breakEvens)
        breakEven.push_back({{"own", b.ownOptionId},
                             {"rent", b.rentOptionId},
                             {"month", optionalJson(b.month)},
                             {"utilisation", b.utilisationMatters ? optionalJson(b.utilisation)
                                                                  : json("not_applicable")},
                             {"assumed_utilisation", finite(b.assumedUtilisation)},
                             {"assumed_horizon_months", finite(b.assumedHorizonMonths)},
                             {"chance_within_horizon", optionalJson(b.chanceWithinHorizon)}});
    return breakEven;
}

json tornadoesJson(const Evaluation &ev)
{
    json tornadoes = json::array();
    for (const Tornado &t : ev.tornadoes) {
        json bars = json::array();
        for (const SensitivityBar &b : t.bars)
            bars.push_back({{"input", b.input},
                            {"value", rangeJson(b.inputValue)},
                            {"total_at_low", finite(b.totalAtLow)},
                            {"total_at_high", finite(b.totalAtHigh)},
                            {"swing", finite(b.swing())}});
        tornadoes.push_back({{"workload", t.workloadId},
                             {"option", t.optionId},
                             {"scope", scopeCode(t.scope)},
                             {"likely_total", finite(t.likelyTotal)},
                             {"bars", bars}});
    }
    return tornadoes;
}

json flipsJson(const Evaluation &ev)
{
    json flips = json::array();
    for (const DecisionFlip &f : ev.flips)
        flips.push_back({{"workload", f.workloadId},
                         {"scope", scopeCode(f.scope)},
                         {"input", f.input},
                         {"threshold", finite(f.threshold)},
                         {"winner_above", f.winnerAbove},
                         {"winner_below", f.winnerBelow},
                         {"chance_above", optionalJson(f.chanceAbove)}});
    return flips;
}

json evaluationJson(const Evaluation &ev, const Project &project,
                    const std::vector<std::string> &disabledLines, const ProjectVerdict &verdict,
                    const std::string &today)
{
    return {
        {"title", bothNames(project.meta.titleZh, project.meta.title)},
        {"currency", "CNY"},
        {"horizon", {{"months", ev.horizonMonths}, {"other_work_share", bandJson(ev.otherWork)}}},
        {"verdict", verdictJson(verdict)},
        {"sampling",
         {{"samples", ev.sampling.samples},
          {"seed", ev.sampling.seed},
          {"distribution", "triangular"}}},
        {"disabled_cost_lines", disabledLines},
        {"workloads", workloadsJson(ev, project)},
        {"options", optionsJson(ev, project, today)},
        {"break_even", breakEvensJson(ev)},
        {"tornadoes", tornadoesJson(ev)},
        {"flips", flipsJson(ev)},
        {"issues", issuesJson(ev.issues)},
        {"problems", problemsJson(ev.problems)}};
}

json candidateJson(const SearchCandidate &c)
{
    json j = pairJson(c.pair);
    // The candidate as the project's only option, over the horizon; its
    // day-one cash and monthly spend are what the budgets are checked against.
    j["option_money"] = {{totalKey(CostScope::Horizon), rangeJson(c.cash.optionTotal)},
                         {"upfront", rangeJson(c.cash.upfront)},
                         {"monthly", rangeJson(c.cash.monthly)},
                         {"monthly_spend", finite(c.cash.monthlySpend)}};
    if (c.smallerCards > 0)
        j["smaller_cards"] = c.smallerCards;
    j["id"] = c.id;
    j["card"] = c.option.cardId;
    j["cards"] = c.option.cardCount;
    j["facility"] = c.option.facilityId;
    j["contract"] = c.option.contractId;
    j["acquisition"] = toCode(c.option.acquisition);
    json reasons = json::array();
    for (SearchReason r : c.reasons)
        reasons.push_back(std::string(searchReasonText(r)));
    j["reasons"] = reasons;
    if (!c.dominatedBy.empty())
        j["dominated_by"] = c.dominatedBy;
    return j;
}

json searchJson(const SearchResult &r)
{
    json front = json::array();
    for (const SearchCandidate &c : r.front)
        front.push_back(candidateJson(c));
    json otherWork = json::array();
    for (const SearchCandidate &c : r.otherWork)
        otherWork.push_back(candidateJson(c));
    json dropped = json::array();
    for (const SearchCandidate &c : r.dropped)
        dropped.push_back(candidateJson(c));
    return {{"workload", r.workloadId},
            {"horizon",
             {{"months", r.horizonMonths}, {"other_work_share", bandJson(r.otherWorkShare)}}},
            {"limits",
             {{"capital_budget_cny", optionalJson(r.capitalBudgetCny)},
              {"monthly_budget_cny", optionalJson(r.monthlyBudgetCny)},
              {"restricted_card_source", r.restrictedCardSource}}},
            {"front", front},
            {"needs_other_work", otherWork},
            {"dropped", dropped},
            {"counts",
             {{"candidates", r.candidates},
              {"feasible", r.feasible},
              {"does_not_fit", r.doesNotFit},
              {"misses_deadline", r.missesDeadline},
              {"misses_latency", r.missesLatency},
              {"spot_long_job", r.spotLongJob},
              {"export_restricted", r.exportRestricted},
              {"over_capital_budget", r.overCapitalBudget},
              {"over_monthly_budget", r.overMonthlyBudget},
              {"needs_other_work", r.needsOtherWork},
              {"poor_scaling", r.poorScaling},
              {"short_run", r.shortRun},
              {"idle_cards", r.idleCards},
              {"dominated", r.dominated}}},
            {"cancelled", r.cancelled},
            {"problems", problemsJson(r.problems)}};
}

const Catalog &catalog()
{
    const auto &c = builtinCatalog();
    if (!c.ok())
        throw UsageError{"built-in catalog is broken: " + describe(c.error())};
    return c.value();
}

// The refusal line: the first problem, and how many more there are.
int refuse(Io io, const std::vector<Error> &problems)
{
    std::string line = describeProblem(problems.front());
    if (problems.size() > 1)
        line += " (and " + std::to_string(problems.size() - 1) + " more problems)";
    return fail(io, kFailed, line);
}

std::optional<Project> loadProject(const Args &args, Io io, const char *usage, int &code)
{
    if (args.positionals().size() != 1) {
        code = fail(io, kUsage, usage);
        return std::nullopt;
    }
    auto loaded = openProject(args.positionals().front(), io, code);
    if (!loaded)
        return std::nullopt;
    return std::move(loaded->project);
}

// --samples N: a whole number of Monte Carlo draws from 0 to the maximum.
int samplesOption(const Args &args, int fallback)
{
    const auto n = args.value("samples");
    if (!n)
        return fallback;
    const auto v = parseCount(*n);
    if (!v.ok() || !(v.value() >= 0.0) || v.value() > FieldLimits::kMaxDraws ||
        v.value() != std::floor(v.value()))
        throw UsageError{"--samples: '" + *n + "' is not a whole number from 0 to " +
                         std::to_string(FieldLimits::kMaxDraws)};
    return int(v.value());
}

// --seed S: the draws' seed, so a report can be reproduced.
std::uint64_t seedOption(const Args &args, std::uint64_t fallback)
{
    const auto seed = args.value("seed");
    if (!seed)
        return fallback;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(seed->data(), seed->data() + seed->size(), v);
    if (ec != std::errc() || end != seed->data() + seed->size() || seed->empty())
        throw UsageError{"--seed: '" + *seed + "' is not a whole number from 0 to " +
                         std::to_string(std::numeric_limits<std::uint64_t>::max())};
    return v;
}

int evaluateCommand(const Args &args, Io io)
{
    int code = kOk;
    const auto project = loadProject(
        args, io,
        "usage: evaluate FILE [--no-sensitivity] [--disable CODE,...] [--samples N] [--seed S] "
        "[--json]",
        code);
    if (!project)
        return code;
    EvaluateSettings settings;
    settings.sensitivity = !args.has("no-sensitivity");
    settings.samples = samplesOption(args, settings.samples);
    // The draws keep figures per pair and draw: bounded together.
    const std::size_t pairs = project->workloads.size() * project->options.size();
    if (settings.samples > maxDraws(pairs))
        throw UsageError{"--samples: " + std::to_string(settings.samples) + " draws x " +
                         std::to_string(pairs) + " pairs > " +
                         std::to_string(FieldLimits::kMaxDrawPairs) + "; at most " +
                         std::to_string(maxDraws(pairs)) + " draws for this project"};
    settings.seed = seedOption(args, settings.seed);
    // The day quotes' validity is judged on (tests, a what-if); today by default.
    if (const auto today = args.value("today")) {
        if (!isIsoDate(*today))
            throw UsageError{"--today: '" + *today + "' is not a date (YYYY-MM-DD)"};
        settings.today = *today;
    }
    // On top of the lines the project itself switched off (evaluate() reads
    // those); a misspelt code would otherwise silently count the line.
    if (const auto off = args.value("disable")) {
        std::stringstream list(*off);
        for (std::string item; std::getline(list, item, ',');) {
            if (item.empty())
                continue;
            if (!isCostLineCode(item)) {
                std::string known;
                for (const std::string_view c : kCostLineCodes)
                    known += (known.empty() ? "" : "|") + std::string(c);
                throw UsageError{"--disable: no cost line '" + item + "'; one of " + known};
            }
            settings.disabledLines.push_back(item);
        }
    }
    const Evaluation ev = evaluate(*project, catalog(), settings);
    // The year plan's mix joins the verdict when the project has an owned
    // option to plan (its refusal otherwise is the year plan's own business).
    PortfolioSettings yearSettings;
    yearSettings.samples = std::min(settings.samples, yearSettings.samples);
    yearSettings.seed = settings.seed;
    const Result<Portfolio> year = planPortfolio(*project, catalog(), yearSettings);
    const ProjectVerdict verdict = projectVerdict(*project, ev, &year);
    io.out << evaluationJson(ev, *project, switchedOff(*project, settings), verdict,
                             quoteDay(settings.today))
                  .dump(2)
           << "\n";
    if (const auto line = refusalOf(ev))
        return fail(io, kFailed, *line);
    return kOk;
}

json portfolioJson(const Portfolio &p)
{
    json workloads = json::array();
    for (const PortfolioWorkload &w : p.workloads)
        workloads.push_back(
            {{"workload", w.workloadId},
             {"serving", w.serving},
             {"fits", w.fits},
             {"scheduled_cards", w.scheduledCards},
             {"cards", w.cards},
             {"off_peak_cards", w.offPeakCards},
             {"wall_hours", finite(w.wallHours)},
             {"run_hours", finite(w.runHours)},
             {"hours_sized", w.sized},
             {"runs", w.runs},
             {"runs_owned", w.runsOwned},
             {"runs_rented", w.runsRented},
             {"rented_run_cny", finite(w.rentedRunCny)},
             {"card_hours", finite(w.cardHours)},
             {"deadline",
              {{"days", w.deadlineDays > 0.0 ? json(finite(w.deadlineDays)) : json(nullptr)},
               {"status", w.serving || !(w.deadlineDays > 0.0) ? "none"
                          : !w.meetsDeadline                   ? "misses"
                          : w.raisedForDeadline                ? "meets_on_more_cards"
                                                               : "meets"}}}});
    json curve = json::array();
    for (const PortfolioPoint &c : p.curve)
        curve.push_back({{"owned_cards", c.ownedCards},
                         {"total_cny", bandJson(c.total)},
                         {"owned_cny", finite(c.ownedCny)},
                         {"rented_cny", finite(c.rentedCny)},
                         {"voucher_cny", finite(c.voucherCny)},
                         {"owned_busy_card_hours", finite(c.ownedBusyCardHours)},
                         {"owned_idle_card_hours", finite(c.ownedIdleCardHours)},
                         {"rented_card_hours", finite(c.rentedCardHours)},
                         {"monthly_rented_card_months", finite(c.monthlyRentedCards)},
                         {"owned_utilisation", finite(c.utilisation)},
                         {"runs_rented", c.runsRented}});
    json months = json::array();
    for (size_t m = 0; m < p.months.size(); ++m) {
        const PortfolioMonth &x = p.months[m];
        months.push_back({{"month", m},
                          {"demand_card_hours", finite(x.demandCardHours)},
                          {"peak_cards", finite(x.peakCards)},
                          {"owned_busy_card_hours", finite(x.ownedBusyCardHours)},
                          {"owned_idle_card_hours", finite(x.ownedIdleCardHours)},
                          {"rented_card_hours", finite(x.rentedCardHours)}});
    }
    const PortfolioPoint &best = p.bestMix();
    return json{
        {"owned_option", p.ownedOptionId},
        {"card", p.cardId},
        {"horizon_months", p.horizonMonths},
        {"purchase_lead_months", finite(p.leadMonths)},
        {"step_cards", p.step},
        {"peak_cards", p.peakCards},
        {"demand_card_hours", finite(p.demandCardHours)},
        {"cloud_hourly_cny_per_card_hour", finite(p.hourlyCnyPerCardHour)},
        {"cloud_monthly_cny_per_card_month", finite(p.monthlyCnyPerCardMonth)},
        {"workloads", workloads},
        {"demand_by_month", months},
        {"cost_curve", curve},
        {"best",
         {{"owned_cards", best.ownedCards},
          {"total_cny", bandJson(best.total)},
          {"within_3_percent", {p.flatLow, p.flatHigh}},
          {"chance_cheaper_than_all_rented", finite(p.chanceBestBeatsRenting)}}},
        {"all_rented_cny", bandJson(p.allRented().total)},
        {"all_owned",
         {{"owned_cards", p.allOwned().ownedCards}, {"total_cny", bandJson(p.allOwned().total)}}},
        {"sampling", {{"samples", p.samples}, {"seed", p.seed}}}};
}

int portfolioCommand(const Args &args, Io io)
{
    int code = kOk;
    const auto project = loadProject(
        args, io, "usage: portfolio FILE [--owned OPTION] [--samples N] [--seed S] [--json]", code);
    if (!project)
        return code;
    PortfolioSettings settings;
    settings.ownedOptionId = args.value("owned").value_or("");
    settings.samples = samplesOption(args, settings.samples);
    settings.seed = seedOption(args, settings.seed);
    const auto portfolio = planPortfolio(*project, catalog(), settings);
    if (!portfolio)
        return refuse(io, {portfolio.error()});
    io.out << portfolioJson(portfolio.value()).dump(2) << "\n";
    return kOk;
}

// A budget in CNY for one search ("5000000", "5M"), replacing the
// project's; absent: the project's.
std::optional<double> budgetOption(const Args &args, const std::string &name)
{
    const auto text = args.value(name);
    if (!text)
        return std::nullopt;
    const auto v = parseCount(*text);
    if (!v.ok() || !(v.value() > 0.0))
        throw UsageError{"--" + name + ": '" + *text + "' is not a positive amount of CNY"};
    return v.value();
}

int searchCommand(const Args &args, Io io)
{
    int code = kOk;
    const auto project = loadProject(
        args, io,
        "usage: search FILE [--workload ID] [--capital-budget CNY] [--monthly-budget CNY] [--json]",
        code);
    if (!project)
        return code;
    SearchSettings settings;
    if (const auto max = args.value("max-cards")) {
        const auto v = parseCount(*max);
        if (!v.ok() || v.value() < 1 || v.value() > 65536 || v.value() != std::floor(v.value()))
            throw UsageError{"--max-cards must be a whole number from 1 to 65536"};
        settings.maxCards = int(v.value());
    }
    settings.capitalBudgetCny = budgetOption(args, "capital-budget");
    settings.monthlyBudgetCny = budgetOption(args, "monthly-budget");
    std::vector<std::string> ids;
    if (const auto id = args.value("workload")) {
        ids.push_back(*id);
        bool known = false;
        for (const Workload &w : project->workloads)
            known = known || w.id == *id;
        if (!known)
            throw UsageError{"--workload: no workload '" + *id + "' in the project"};
    } else {
        for (const Workload &w : project->workloads)
            ids.push_back(w.id);
    }
    json searches = json::array();
    std::vector<Error> problems;
    for (const std::string &id : ids) {
        const SearchResult r = searchOptions(*project, id, catalog(), settings);
        problems.insert(problems.end(), r.problems.begin(), r.problems.end());
        searches.push_back(searchJson(r));
    }
    io.out << json{{"searches", searches}}.dump(2) << "\n";
    return problems.empty() ? int(kOk) : refuse(io, problems);
}

double numberOption(const Args &args, const std::string &name)
{
    const auto text = args.value(name);
    if (!text)
        throw UsageError{"--" + name + " is required"};
    const auto v = parseCount(*text);
    if (!v.ok())
        throw UsageError{"--" + name + ": '" + *text + "' is not a non-negative number"};
    return v.value();
}

int unitCommand(const Args &args, Io io)
{
    const double price = numberOption(args, "price-per-card-hour");
    const auto id = args.value("card");
    if (!id)
        throw UsageError{"--card ID is required (see `catalog cards`)"};
    const Card *card = catalog().findCard(*id);
    if (!card)
        throw UsageError{"--card: no card '" + *id + "' in the catalog (see `catalog cards`)"};
    const double mfu = numberOption(args, "mfu");
    if (!(mfu > 0.0) || mfu > 1.0)
        throw UsageError{"--mfu must be a fraction in (0, 1], e.g. 0.45"};
    Precision precision = Precision::BF16;
    if (const auto p = args.value("precision")) {
        const auto v = fromCode<Precision>(*p);
        if (!v)
            throw UsageError{"--precision must be one of " + allCodes<Precision>()};
        precision = *v;
    }
    const Peak peak = peakFlops(*card, precision);
    if (!(peak.flops > 0.0))
        throw UsageError{"--card: " + card->id + " has no peak figure for " +
                         std::string(toCode(precision))};
    const json out{
        {"card", card->id},
        {"price_per_card_hour", price},
        {"mfu", mfu},
        {"peak_flops", peak.flops},
        {"compute_precision", toCode(peak.precision)},
        {"effective_flops", peak.flops * mfu},
        {"cny_per_effective_pflop_hour", cnyPerEffectivePflopHour(price, peak.flops, mfu)},
        {"formula", "price_per_card_hour/(peak_flops*mfu/1e15)"},
        {"source", "seed 003: unit effective compute cost = hourly rent / (peak x MFU)"}};
    io.out << out.dump(2) << "\n";
    return kOk;
}

int guarded(Io io, const std::function<int()> &body)
{
    try {
        return body();
    } catch (const UsageError &e) {
        return fail(io, kUsage, e.message);
    }
}

int checkArgs(const Args &args, const std::vector<std::string> &known)
{
    if (!args.error().empty())
        throw UsageError{args.error()};
    if (const auto unknown = args.unknown(known); !unknown.empty())
        throw UsageError{"unknown option --" + unknown.front() + "; try --help"};
    return kOk;
}

} // namespace

std::optional<std::string> refusalOf(const Evaluation &ev)
{
    if (!ev.issues.empty()) {
        std::string line = describe(ev.issues.front());
        const size_t more = ev.issues.size() - 1 + ev.problems.size();
        if (more > 0)
            line += " (and " + std::to_string(more) + " more problems)";
        return line;
    }
    if (ev.problems.empty())
        return std::nullopt;
    std::string line = describeProblem(ev.problems.front());
    if (ev.problems.size() > 1)
        line += " (and " + std::to_string(ev.problems.size() - 1) + " more problems)";
    return line;
}

int runEvaluate(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json", "no-sensitivity"});
    return guarded(io, [&] {
        checkArgs(args, {"json", "no-sensitivity", "disable", "samples", "seed", "today"});
        return evaluateCommand(args, io);
    });
}

int runPortfolio(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    return guarded(io, [&] {
        checkArgs(args, {"json", "owned", "samples", "seed"});
        return portfolioCommand(args, io);
    });
}

int runSearch(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    return guarded(io, [&] {
        checkArgs(args, {"json", "workload", "max-cards", "capital-budget", "monthly-budget"});
        return searchCommand(args, io);
    });
}

int runCost(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    return guarded(io, [&] {
        checkArgs(args, {"json", "price-per-card-hour", "card", "mfu", "precision"});
        const std::string what = args.positionals().empty() ? "" : args.positionals().front();
        if (args.positionals().size() > 1)
            throw UsageError{"unexpected argument '" + args.positionals()[1] + "'"};
        if (what == "unit")
            return unitCommand(args, io);
        throw UsageError{"usage: cost unit --price-per-card-hour X --card ID --mfu M; try --help"};
    });
}

} // namespace suanpan::cli
