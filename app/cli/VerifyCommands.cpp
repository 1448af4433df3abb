// `verify FILE` (checklist status and summary, stored evidence and plan vs
// measured) and `import KIND FILE` (measured facts from tool output,
// optionally checked against a plan and stored in the project).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "JsonOut.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "io/FileText.h"
#include "store/ProjectStore.h"
#include "verify/Checklist.h"
#include "verify/ChecklistSummary.h"
#include "verify/Checks.h"
#include "verify/Evidence.h"

namespace suanpan::cli {

namespace {

using nlohmann::json;

// What import reads at most; stored evidence is capped lower (kMaxEvidenceBytes).
constexpr std::size_t kMaxReadBytes = 16u << 20;

// The words `import` takes and the evidence kind each stores as.
struct ImportKind {
    std::string_view word;
    EvidenceKind kind;
};
constexpr ImportKind kImportKinds[]{{"iperf3", EvidenceKind::Iperf3},
                                    {"nvidia-smi", EvidenceKind::NvidiaSmi},
                                    {"topo", EvidenceKind::Topo},
                                    {"scaling", EvidenceKind::Scaling},
                                    {"training-log", EvidenceKind::TrainingLog}};
constexpr std::string_view kImportUsage =
    "usage: import iperf3|nvidia-smi|topo|scaling|training-log FILE "
    "[--project P --option ID [--tp N] [--promised-gbps X] [--save]] --json";

json openItemsJson(const std::vector<OpenItem> &items)
{
    json out = json::array();
    for (const OpenItem &i : items)
        out.push_back({{"item_id", i.itemId},
                       {"checklist", i.checklistId},
                       {"severity", toCode(i.severity)},
                       {"status", toCode(i.status)}});
    return out;
}

json summaryJson(const std::vector<ChecklistTemplate> &templates, const Project &project,
                 const Catalog &catalog, const std::string &optionId)
{
    // An option's summary leaves out what does not concern how it gets its
    // cards (as the GUI's sign-off and the report do).
    const std::optional<Supply> supply = supplyOf(project, catalog, optionId);
    const ChecklistSummary s = summarize(templates, project.checklist, optionId, supply);
    json checklists = json::array();
    for (const ChecklistTemplate &t : templates) {
        json items = json::array();
        for (const ChecklistItem &item : t.items) {
            json entry{{"id", item.id},
                       {"title_en", item.title.en},
                       {"title_zh", item.title.zh},
                       {"severity", toCode(item.severity)},
                       {"status", toCode(statusOf(project.checklist, item.id, optionId))},
                       {"applies", !supply || item.appliesToSupply(*supply)}};
            for (const ChecklistEntry &e : project.checklist)
                if (e.itemId == item.id && (e.optionId == optionId || e.optionId.empty())) {
                    entry["note"] = e.note;
                    entry["date"] = e.date;
                    entry["checked_by"] = e.checkedBy;
                }
            items.push_back(entry);
        }
        checklists.push_back(
            {{"id", t.id}, {"title_en", t.title.en}, {"title_zh", t.title.zh}, {"items", items}});
    }
    return {{"option_id", optionId.empty() ? json(nullptr) : json(optionId)},
            {"supply", supply ? json(toCode(*supply)) : json(nullptr)},
            {"not_for_this_option", s.notForThisOption},
            {"counts",
             {{"pass", s.counts.pass},
              {"fail", s.counts.fail},
              {"missing", s.counts.notChecked},
              {"not_applicable", s.counts.notApplicable},
              {"waived", s.counts.waived},
              {"total", s.counts.total}}},
            {"ready_to_sign", s.readyToSign()},
            {"open", openItemsJson(s.open)},
            {"do_not_sign_until", openItemsJson(s.doNotSignUntil)},
            {"unknown_item_ids", s.unknownItemIds},
            {"checklists", checklists}};
}

json findingsJson(const std::vector<Finding> &findings)
{
    json out = json::array();
    for (const Finding &f : findings)
        out.push_back({{"code", std::string(findingCodeText(f.code))},
                       {"passed", f.passed},
                       {"measured", f.measured},
                       {"expected", f.expected},
                       {"reference", f.reference},
                       {"unit", f.unit},
                       {"measured_text", f.measuredText},
                       {"expected_text", f.expectedText},
                       {"params", f.params},
                       {"item_id", f.itemId},
                       {"ask", std::string(askCodeText(f.ask))}});
    return out;
}

json iperfJson(const Iperf3Facts &f)
{
    return {{"protocol", f.protocol},
            {"streams", f.streams},
            {"reverse", f.reverse},
            {"duration_seconds", f.durationSeconds},
            {"sent_bits_per_second", optionalJson(f.sentBitsPerSecond)},
            {"received_bits_per_second", optionalJson(f.receivedBitsPerSecond)},
            {"bits_per_second", optionalJson(f.bitsPerSecond())},
            {"retransmits", f.retransmits ? json(*f.retransmits) : json(nullptr)},
            {"jitter_ms", optionalJson(f.jitterMs)},
            {"lost_percent", optionalJson(f.lostPercent)},
            {"remote_host", f.remoteHost},
            {"version", f.version},
            {"run_error", f.runError}};
}

json smiJson(const NvidiaSmiFacts &f)
{
    json gpus = json::array();
    for (const GpuFacts &g : f.gpus)
        gpus.push_back(
            {{"index", g.index},
             {"name", g.name},
             {"memory_bytes", optionalJson(g.memoryBytes)},
             {"driver_version", g.driverVersion},
             {"persistence_mode", g.persistenceMode ? json(*g.persistenceMode) : json(nullptr)},
             {"power_draw_watts", optionalJson(g.powerDrawWatts)},
             {"power_limit_watts", optionalJson(g.powerLimitWatts)},
             {"temperature_c", optionalJson(g.temperatureC)},
             {"pcie_gen", g.pcieGen ? json(*g.pcieGen) : json(nullptr)},
             {"pcie_width", g.pcieWidth ? json(*g.pcieWidth) : json(nullptr)},
             {"utilization", optionalJson(g.utilization)}});
    return {{"gpus", gpus},
            {"gpu_count", f.gpus.size()},
            {"driver_version", f.driverVersion},
            {"cuda_version", f.cudaVersion},
            {"mixed_drivers", f.mixedDrivers}};
}

json topoJson(const TopologyFacts &f)
{
    json matrix = json::array();
    for (const auto &row : f.matrix) {
        json cells = json::array();
        for (const TopoCell &c : row)
            cells.push_back(c.kind == TopoLink::NVLink ? "NV" + std::to_string(c.nvlinks)
                                                       : std::string(toCode(c.kind)));
        matrix.push_back(cells);
    }
    json missing = json::array();
    for (const auto &[a, b] : f.pairsWithoutNvlink())
        missing.push_back({a, b});
    return {{"gpu_count", f.gpuCount},
            {"nic_count", f.nicCount},
            {"all_pairs_nvlink", f.allPairsNvlink()},
            {"min_nvlinks", f.minNvlinks()},
            {"pairs_without_nvlink", missing},
            {"matrix", matrix}};
}

json scalingJson(const ScalingFacts &f)
{
    json points = json::array();
    for (const auto &p : f.points)
        points.push_back({{"cards", p.cards},
                          {"throughput", p.throughput},
                          {"runs", p.runs},
                          {"speedup", p.speedup},
                          {"efficiency", p.efficiency},
                          {"step_efficiency", p.stepEfficiency}});
    return {{"points", points},
            {"overall_efficiency", f.overallEfficiency},
            {"worst_step_efficiency", f.worstStepEfficiency},
            {"worst_step_cards", f.worstStepCards}};
}

json trainingJson(const TrainingLogFacts &f)
{
    return {{"steps", f.steps},
            {"median_step_seconds", f.medianStepSeconds},
            {"mean_step_seconds", f.meanStepSeconds},
            {"min_step_seconds", f.minStepSeconds},
            {"max_step_seconds", f.maxStepSeconds},
            {"step_seconds_cv", f.stepSecondsCv},
            {"tokens_per_step", f.tokensPerStep},
            {"tokens_per_second", f.tokensPerSecond},
            {"cards", f.cards},
            {"cards_from_log", f.cardsFromLog},
            {"mfu", optionalJson(f.mfu)}};
}

json rangeJson(const Range &r)
{
    return {{"low", r.low}, {"likely", r.likely}, {"high", r.high}};
}

json errorJson(const Error &e)
{
    return {{"code", std::string(errorCodeText(e.code))},
            {"subject", e.subject},
            {"detail", detailText(e)},
            {"message", describe(e)}};
}

// --- verify ------------------------------------------------------------------

bool inScope(const EvidenceRecord &r, const std::string &optionId)
{
    return optionId.empty() || r.optionId == optionId || r.optionId.empty();
}

// Each record re-parsed and checked against its option's plan (one plan per
// option, read from the project's evaluation).
json evidenceJson(const Project &project, const Catalog &catalog, const Evaluation &planned,
                  const std::string &optionId)
{
    const std::vector<Card> cards = catalog.withProject(project).cards;
    std::map<std::string, EvidencePlan> plans;
    json out = json::array();
    for (const EvidenceRecord &r : project.evidence) {
        if (!inScope(r, optionId))
            continue;
        auto plan = plans.find(r.optionId);
        if (plan == plans.end())
            plan = plans.emplace(r.optionId, evidencePlanFor(project, catalog, planned, r.optionId))
                       .first;
        json entry{{"id", r.id},
                   {"option_id", r.optionId},
                   {"kind", toCode(r.kind)},
                   {"file", r.fileName},
                   {"item", r.itemId.empty() ? defaultItemFor(r.kind) : r.itemId},
                   {"imported_utc", r.importedUtc},
                   {"note", r.note}};
        const auto check = checkEvidence(r, plan->second, cards);
        if (check.ok()) {
            json facts = json::object();
            for (const auto &[code, value] : check.value().facts)
                facts[std::string(factCodeText(code))] = value;
            entry["facts"] = facts;
            entry["findings"] = findingsJson(check.value().findings);
        } else {
            entry["error"] = errorJson(check.error());
        }
        out.push_back(entry);
    }
    return out;
}

json factsUsedJson(const MeasuredFacts &f)
{
    return {{"mfu", optionalJson(f.mfu)},
            {"scaling_efficiency", optionalJson(f.scalingEfficiency)},
            {"inter_node_gbit_per_s", optionalJson(f.interNodeGbitPerS)},
            {"bandwidth_check_failed", f.bandwidthCheckFailed}};
}

json layoutJson(const ParallelLayout &l)
{
    return {{"tensor_parallel", l.tensorParallel},
            {"pipeline_parallel", l.pipelineParallel},
            {"data_parallel", l.dataParallel}};
}

// Plan vs measured for one option, or for every option whose evidence
// measured something when no option is given.
json planVsMeasuredJson(const Project &project, const Catalog &catalog, const Evaluation &planned,
                        const std::string &optionId)
{
    json out = json::array();
    for (const Option &o : project.options) {
        if (!optionId.empty() && o.id != optionId)
            continue;
        const MeasuredFacts facts = measuredFacts(project, catalog, planned, o.id);
        if (optionId.empty() && facts == MeasuredFacts{})
            continue;
        for (const PlanVsMeasured &r : planVsMeasured(project, catalog, planned, o.id, facts)) {
            // A pair that does not fit has no time or cost: null, as evaluate's total.
            const auto priced = [&r](const Range &v) { return r.priced ? rangeJson(v) : json(); };
            out.push_back({{"workload_id", r.workloadId},
                           {"option_id", r.optionId},
                           {"priced", r.priced},
                           {"planned_hours", priced(r.plannedHours)},
                           {"measured_hours", priced(r.measuredHours)},
                           {"planned_cny", priced(r.plannedCny)},
                           {"measured_cny", priced(r.measuredCny)},
                           {"planned_layout", r.priced ? layoutJson(r.plannedLayout) : json()},
                           {"measured_layout", r.priced ? layoutJson(r.measuredLayout) : json()},
                           {"planned_layout_slowdown", optionalJson(r.plannedLayoutSlowdown)},
                           {"facts", factsUsedJson(r.used)}});
        }
    }
    return out;
}

std::string number(double v, int decimals)
{
    std::ostringstream s;
    s << std::fixed << std::setprecision(decimals) << v;
    return s.str();
}

std::string idsOf(const json &openItems)
{
    std::string out;
    for (const json &i : openItems)
        out += (out.empty() ? "" : ", ") + i.at("item_id").get<std::string>();
    return out;
}

void printSummary(std::ostream &out, const json &summary)
{
    const json &c = summary.at("counts");
    const std::string scope = summary.at("option_id").is_null()
                                  ? "Whole project"
                                  : "Option " + summary.at("option_id").get<std::string>();
    out << scope << ": " << c.at("pass").get<int>() << " pass, " << c.at("fail").get<int>()
        << " fail, " << c.at("missing").get<int>() << " missing, "
        << c.at("not_applicable").get<int>() << " not applicable, " << c.at("waived").get<int>()
        << " waived of " << c.at("total").get<int>() << "; "
        << (summary.at("ready_to_sign").get<bool>() ? "ready to sign" : "not ready to sign")
        << "\n";
    if (!summary.at("do_not_sign_until").empty())
        out << "  do not sign until: " << idsOf(summary.at("do_not_sign_until")) << "\n";
    if (!summary.at("not_for_this_option").empty()) {
        std::string ids;
        for (const json &id : summary.at("not_for_this_option"))
            ids += (ids.empty() ? "" : ", ") + id.get<std::string>();
        out << "  left out (" << summary.at("supply").get<std::string>()
            << " does not need them): " << ids << "\n";
    }
}

void printFinding(std::ostream &out, const json &f)
{
    out << "    " << (f.at("passed").get<bool>() ? "pass" : "FAIL") << "  "
        << f.at("code").get<std::string>() << ": measured ";
    const std::string measuredText = f.at("measured_text").get<std::string>();
    const std::string expectedText = f.at("expected_text").get<std::string>();
    if (!measuredText.empty() || !expectedText.empty())
        out << (measuredText.empty() ? "unknown" : measuredText) << ", expected " << expectedText;
    else
        out << number(f.at("measured").get<double>(), 3) << ", expected "
            << number(f.at("expected").get<double>(), 3) << " " << f.at("unit").get<std::string>();
    if (!f.at("passed").get<bool>())
        if (const auto ask = codeFromText<AskCode>(kAskCodes, f.at("ask").get<std::string>()))
            out << "; " << describe(*ask);
    out << "\n";
}

void printEvidence(std::ostream &out, const json &evidence)
{
    out << "Evidence (" << evidence.size() << "):\n";
    for (const json &e : evidence) {
        const std::string option = e.at("option_id").get<std::string>();
        out << "  " << e.at("id").get<std::string>() << "  " << e.at("kind").get<std::string>()
            << "  " << e.at("file").get<std::string>() << "  ("
            << (option.empty() ? "whole project" : "option " + option) << ", item "
            << e.at("item").get<std::string>() << ")\n";
        if (e.contains("error")) {
            out << "    cannot read it: " << e.at("error").at("message").get<std::string>() << "\n";
            continue;
        }
        for (const json &f : e.at("findings"))
            printFinding(out, f);
    }
}

void printPlanVsMeasured(std::ostream &out, const json &rows)
{
    if (rows.empty())
        return;
    out << "Plan vs measured (likely; hours of one run, CNY of the pair):\n";
    for (const json &r : rows) {
        const json &f = r.at("facts");
        std::string used;
        if (!f.at("mfu").is_null())
            used += " MFU " + number(100 * f.at("mfu").get<double>(), 1) + " %";
        if (!f.at("scaling_efficiency").is_null())
            used += " scaling " + number(100 * f.at("scaling_efficiency").get<double>(), 1) + " %";
        if (!f.at("inter_node_gbit_per_s").is_null())
            used += " network " + number(f.at("inter_node_gbit_per_s").get<double>(), 1) + " Gb/s";
        out << "  " << r.at("option_id").get<std::string>() << " / "
            << r.at("workload_id").get<std::string>() << ": ";
        if (!r.at("priced").get<bool>()) {
            out << "does not fit on this option, nothing to re-cost\n";
            continue;
        }
        const auto likely = [&](const char *key) { return r.at(key).at("likely").get<double>(); };
        // Serving has no job time (0): only its cost is re-costed.
        if (likely("planned_hours") > 0.0)
            out << "hours " << number(likely("planned_hours"), 1) << " -> "
                << number(likely("measured_hours"), 1) << ", ";
        out << "CNY " << number(likely("planned_cny"), 0) << " -> "
            << number(likely("measured_cny"), 0)
            << "  (measured:" << (used.empty() ? " nothing yet" : used) << ")\n";
        const json &before = r.at("planned_layout");
        const json &after = r.at("measured_layout");
        if (before != after) {
            const auto layout = [](const json &l) {
                return "TP " + std::to_string(l.at("tensor_parallel").get<int>()) + " x PP " +
                       std::to_string(l.at("pipeline_parallel").get<int>()) + " x DP " +
                       std::to_string(l.at("data_parallel").get<int>());
            };
            out << "    layout re-chosen: " << layout(before) << " -> " << layout(after);
            if (!r.at("planned_layout_slowdown").is_null())
                out << "; the planned layout would be "
                    << number(100 * r.at("planned_layout_slowdown").get<double>(), 1)
                    << " % slower than planned";
            out << "\n";
        }
    }
}

void printVerify(std::ostream &out, const json &v)
{
    printSummary(out, v);
    if (v.contains("options"))
        for (const json &o : v.at("options"))
            printSummary(out, o);
    printEvidence(out, v.at("evidence"));
    printPlanVsMeasured(out, v.at("plan_vs_measured"));
}

int verifyCommand(const Args &args, Io io)
{
    if (args.positionals().size() != 1)
        return fail(io, kUsage, "usage: verify FILE [--option ID] [--json]");
    int code = kOk;
    const auto loaded = openProject(args.positionals().front(), io, code);
    if (!loaded)
        return code;
    const auto &templates = builtinChecklists();
    if (!templates.ok())
        return fail(io, kFailed, "built-in checklists are broken: " + describe(templates.error()));
    const auto &catalog = builtinCatalog();
    if (!catalog.ok())
        return fail(io, kFailed, "built-in catalog is broken: " + describe(catalog.error()));
    const Project &project = loaded->project;
    json out;
    const std::string optionId = args.value("option").value_or("");
    if (args.value("option")) {
        const bool known = std::any_of(project.options.begin(), project.options.end(),
                                       [&](const Option &o) { return o.id == optionId; });
        if (!known)
            return fail(io, kUsage, "--option: the project has no option '" + optionId + "'");
        out = summaryJson(templates.value(), project, catalog.value(), optionId);
    } else {
        out = summaryJson(templates.value(), project, catalog.value(), "");
        json perOption = json::array();
        for (const Option &o : project.options)
            perOption.push_back(summaryJson(templates.value(), project, catalog.value(), o.id));
        out["options"] = perOption;
    }
    const Evaluation planned = evaluatePlan(project, catalog.value());
    out["evidence"] = evidenceJson(project, catalog.value(), planned, optionId);
    out["plan_vs_measured"] = planVsMeasuredJson(project, catalog.value(), planned, optionId);
    if (args.has("json"))
        io.out << out.dump(2) << "\n";
    else
        printVerify(io.out, out);
    return kOk;
}

// --- import ------------------------------------------------------------------

// Optional plan: --project FILE --option ID [--tp N] [--promised-gbps X].
struct Plan {
    std::optional<ProjectStore::Loaded> loaded;
    std::optional<EvidencePlan> evidence;
    int usage = kOk;
};

std::optional<int> tpFromArgs(const Args &args, Io io, int &tp)
{
    const auto t = args.value("tp");
    if (!t)
        return std::nullopt;
    try {
        tp = std::stoi(*t);
    } catch (...) {
        tp = 0;
    }
    if (tp < 1 || tp > 64)
        return fail(io, kUsage, "--tp must be a whole number from 1 to 64");
    return std::nullopt;
}

std::optional<int> promiseFromArgs(const Args &args, Io io, double &gbps)
{
    const auto g = args.value("promised-gbps");
    if (!g)
        return std::nullopt;
    try {
        gbps = std::stod(*g);
    } catch (...) {
        gbps = -1;
    }
    if (!(gbps > 0) || !std::isfinite(gbps))
        return fail(io, kUsage, "--promised-gbps must be a positive number");
    return std::nullopt;
}

Plan planFromArgs(const Args &args, Io io)
{
    Plan plan;
    const auto projectFile = args.value("project");
    const auto optionId = args.value("option");
    if (!projectFile && !optionId) {
        if (args.has("save"))
            plan.usage = fail(io, kUsage, "--save needs --project FILE and --option ID");
        return plan;
    }
    if (!projectFile || !optionId) {
        plan.usage = fail(io, kUsage, "--project FILE and --option ID go together");
        return plan;
    }
    auto loaded = openProject(*projectFile, io, plan.usage);
    if (!loaded)
        return plan;
    const Project &project = loaded->project;
    const bool known = std::any_of(project.options.begin(), project.options.end(),
                                   [&](const Option &o) { return o.id == *optionId; });
    if (!known) {
        plan.usage = fail(io, kUsage, "--option: the project has no option '" + *optionId + "'");
        return plan;
    }
    const Catalog &catalog = builtinCatalog().value();
    EvidencePlan e = evidencePlanFor(project, catalog, evaluatePlan(project, catalog), *optionId);
    if (const auto rc = tpFromArgs(args, io, e.expectations.tensorParallel)) {
        plan.usage = *rc;
        return plan;
    }
    if (const auto rc = promiseFromArgs(args, io, e.expectations.promisedGbitPerS)) {
        plan.usage = *rc;
        return plan;
    }
    plan.evidence = std::move(e);
    plan.loaded = std::move(*loaded);
    return plan;
}

// The tool output's own facts in full, for the import report.
Result<json> parsedFacts(const EvidenceRecord &r, const std::optional<EvidencePlan> &plan)
{
    const auto as = [](const auto &parsed, auto toJson) -> Result<json> {
        if (!parsed.ok())
            return parsed.error();
        return toJson(parsed.value());
    };
    switch (r.kind) {
    case EvidenceKind::Iperf3:
        return as(parseIperf3Json(r.text), iperfJson);
    case EvidenceKind::NvidiaSmi:
    case EvidenceKind::NvidiaSmiQ:
        return as(parseNvidiaSmi(r.text), smiJson);
    case EvidenceKind::Topo:
        return as(parseTopology(r.text), topoJson);
    case EvidenceKind::Scaling:
        return as(parseScalingTable(r.text), scalingJson);
    case EvidenceKind::TrainingLog: {
        const TrainingRunSpec spec = plan && plan->run ? *plan->run : TrainingRunSpec{};
        return as(parseTrainingLog(r.text, spec), trainingJson);
    }
    case EvidenceKind::Document:
    case EvidenceKind::Photo:
    case EvidenceKind::Note:
        break;
    }
    return json::object();
}

std::string nowUtc()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// Adds the record to the project in memory and says so in `out`; nothing
// is written yet.
void addEvidence(const Args &args, Plan &plan, EvidenceRecord record, json &out)
{
    Project &project = plan.loaded->project;
    record.id = nextEvidenceId(project.evidence);
    out["saved"] = {{"id", record.id},
                    {"project", *args.value("project")},
                    {"option_id", record.optionId},
                    {"item", defaultItemFor(record.kind)}};
    project.evidence.push_back(std::move(record));
}

int importCommand(const Args &args, Io io)
{
    if (args.positionals().size() != 2)
        return fail(io, kUsage, std::string(kImportUsage));
    const std::string word = args.positionals()[0];
    const auto kind = std::find_if(std::begin(kImportKinds), std::end(kImportKinds),
                                   [&](const ImportKind &k) { return k.word == word; });
    if (kind == std::end(kImportKinds))
        return fail(io, kUsage,
                    "unknown evidence '" + word +
                        "'; use iperf3|nvidia-smi|topo|scaling|training-log");
    const std::string file = args.positionals()[1];
    const bool save = args.has("save");
    Plan plan = planFromArgs(args, io);
    if (plan.usage != kOk)
        return plan.usage;
    // A read-only project is refused before anything is read or parsed.
    if (save && plan.loaded->readOnly)
        return fail(io, kFailed,
                    describe(Error{ErrorCode::StoreReadOnly, *args.value("project"), ""}));
    const auto text = readFileText(file, kMaxReadBytes);
    if (!text.ok())
        return fail(io, kFailed, describe(text.error()));
    const auto refuse = [&](Error e) {
        e.subject = file + (e.subject.empty() ? "" : ": " + e.subject);
        return fail(io, kFailed, describe(e));
    };
    const std::string optionId = args.value("option").value_or("");
    EvidenceRecord record;
    if (save) {
        auto made = makeEvidence(kind->kind, file, text.value(), optionId, nowUtc());
        if (!made.ok())
            return fail(io, kFailed, describe(made.error()));
        record = std::move(made).value();
    } else {
        record.kind = kind->kind;
        record.optionId = optionId;
        record.text = text.value();
    }
    const auto facts = parsedFacts(record, plan.evidence);
    if (!facts.ok())
        return refuse(facts.error());
    json out{{"kind", word}, {"file", file}, {"facts", facts.value()}};
    // Without a plan only the checks that need none were ever run here.
    std::vector<Finding> findings;
    if (plan.evidence || record.kind == EvidenceKind::Scaling) {
        const auto &catalog = builtinCatalog().value();
        const std::vector<Card> cards =
            plan.loaded ? catalog.withProject(plan.loaded->project).cards : catalog.cards;
        const auto check = checkEvidence(record, plan.evidence.value_or(EvidencePlan{}), cards);
        if (!check.ok())
            return refuse(check.error());
        findings = check.value().findings;
    }
    out["findings"] = findingsJson(findings);
    if (save)
        addEvidence(args, plan, std::move(record), out);
    // The report is composed before the save (dumping can still throw on a
    // file name that is not UTF-8): a failure after writing would make a
    // retry store the evidence twice. The save is atomic, so on any error
    // the file is as it was.
    const std::string report = out.dump(2) + "\n";
    if (save) {
        // Only if nobody saved the project since it was read: otherwise their
        // change would be lost without a word.
        if (const int rc =
                saveProject(io, plan.loaded->project, *args.value("project"), plan.loaded->stamp);
            rc != kOk)
            return rc;
    }
    io.out << report;
    return kOk;
}

} // namespace

int runVerify(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown = args.unknown({"json", "option"}); !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front());
    return verifyCommand(args, io);
}

int runImport(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json", "save"});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown =
            args.unknown({"json", "project", "option", "tp", "promised-gbps", "save"});
        !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front());
    return importCommand(args, io);
}

} // namespace suanpan::cli
