// `verify FILE` (checklist status and summary) and `import KIND FILE`
// (measured facts from tool output, optionally checked against a plan).
#include <iostream>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "io/FileText.h"
#include "store/ProjectStore.h"
#include "verify/Checklist.h"
#include "verify/ChecklistSummary.h"
#include "verify/Checks.h"

namespace suanpan::cli {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxEvidenceBytes = 16u << 20;

json optionalJson(const std::optional<double> &v)
{
    return v ? json(*v) : json(nullptr);
}

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
                 const std::string &optionId)
{
    const ChecklistSummary s = summarize(templates, project.checklist, optionId);
    json checklists = json::array();
    for (const ChecklistTemplate &t : templates) {
        json items = json::array();
        for (const ChecklistItem &item : t.items) {
            json entry{{"id", item.id},
                       {"title_en", item.title.en},
                       {"title_zh", item.title.zh},
                       {"severity", toCode(item.severity)},
                       {"status", toCode(statusOf(project.checklist, item.id, optionId))}};
            for (const ChecklistEntry &e : project.checklist)
                if (e.itemId == item.id && (e.optionId == optionId || e.optionId.empty())) {
                    entry["note"] = e.note;
                    entry["date"] = e.date;
                    entry["checked_by"] = e.checkedBy;
                }
            items.push_back(entry);
        }
        checklists.push_back({{"id", t.id}, {"title_en", t.title.en}, {"title_zh", t.title.zh},
                              {"items", items}});
    }
    return {{"option_id", optionId.empty() ? json(nullptr) : json(optionId)},
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

int verifyCommand(const Args &args, Io io)
{
    if (args.positionals().size() != 1)
        return fail(io, kUsage, "usage: verify FILE [--option ID] --json");
    const auto loaded = ProjectStore::load(args.positionals().front());
    if (!loaded.ok())
        return fail(io, kFailed, describe(loaded.error()));
    const auto &templates = builtinChecklists();
    if (!templates.ok())
        return fail(io, kFailed, "built-in checklists are broken: " + describe(templates.error()));
    const Project &project = loaded.value().project;
    json out;
    if (const auto option = args.value("option")) {
        const bool known = std::any_of(project.options.begin(), project.options.end(),
                                       [&](const Option &o) { return o.id == *option; });
        if (!known)
            return fail(io, kUsage, "--option: the project has no option '" + *option + "'");
        out = summaryJson(templates.value(), project, *option);
    } else {
        out = summaryJson(templates.value(), project, "");
        json perOption = json::array();
        for (const Option &o : project.options)
            perOption.push_back(summaryJson(templates.value(), project, o.id));
        out["options"] = perOption;
    }
    io.out << out.dump(2) << "\n";
    return kOk;
}

json findingsJson(const std::vector<Finding> &findings)
{
    json out = json::array();
    for (const Finding &f : findings)
        out.push_back({{"code", f.code},
                       {"passed", f.passed},
                       {"measured", f.measured},
                       {"expected", f.expected},
                       {"reference", f.reference},
                       {"unit", f.unit},
                       {"measured_text", f.measuredText},
                       {"expected_text", f.expectedText},
                       {"params", f.params},
                       {"item_id", f.itemId},
                       {"ask", f.ask}});
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
        gpus.push_back({{"index", g.index},
                        {"name", g.name},
                        {"memory_bytes", optionalJson(g.memoryBytes)},
                        {"driver_version", g.driverVersion},
                        {"persistence_mode", g.persistenceMode ? json(*g.persistenceMode)
                                                               : json(nullptr)},
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

// Optional plan: --project FILE --option ID [--tp N] [--promised-gbps X].
struct Plan {
    std::optional<PlanExpectations> expectations;
    std::string error;
    int usage = kOk;
};

Plan planFromArgs(const Args &args, Io io)
{
    Plan plan;
    const auto projectFile = args.value("project");
    const auto optionId = args.value("option");
    if (!projectFile && !optionId)
        return plan;
    if (!projectFile || !optionId) {
        plan.usage = fail(io, kUsage, "--project FILE and --option ID go together");
        return plan;
    }
    const auto loaded = ProjectStore::load(*projectFile);
    if (!loaded.ok()) {
        plan.usage = fail(io, kFailed, describe(loaded.error()));
        return plan;
    }
    const Project &project = loaded.value().project;
    const auto it = std::find_if(project.options.begin(), project.options.end(),
                                 [&](const Option &o) { return o.id == *optionId; });
    if (it == project.options.end()) {
        plan.usage = fail(io, kUsage, "--option: the project has no option '" + *optionId + "'");
        return plan;
    }
    const Catalog catalog = builtinCatalog().value().withProject(project);
    int tp = 1;
    if (const auto t = args.value("tp")) {
        try {
            tp = std::stoi(*t);
        } catch (...) {
            tp = 0;
        }
        if (tp < 1 || tp > 64) {
            plan.usage = fail(io, kUsage, "--tp must be a whole number from 1 to 64");
            return plan;
        }
    }
    std::optional<Range> mfu;
    if (const Assumption *a = catalog.findAssumption("mfu"))
        mfu = a->value;
    PlanExpectations e = expectationsFor(*it, catalog, tp, mfu);
    if (const auto gbps = args.value("promised-gbps")) {
        try {
            e.promisedGbitPerS = std::stod(*gbps);
        } catch (...) {
            e.promisedGbitPerS = -1;
        }
        if (!(e.promisedGbitPerS > 0)) {
            plan.usage = fail(io, kUsage, "--promised-gbps must be a positive number");
            return plan;
        }
    }
    plan.expectations = e;
    return plan;
}

int importCommand(const Args &args, Io io)
{
    if (args.positionals().size() != 2)
        return fail(io, kUsage, "usage: import iperf3|nvidia-smi|topo|scaling FILE --json");
    const std::string kind = args.positionals()[0];
    if (kind != "iperf3" && kind != "nvidia-smi" && kind != "topo" && kind != "scaling")
        return fail(io, kUsage, "unknown evidence '" + kind + "'; use iperf3|nvidia-smi|topo|scaling");
    const std::string file = args.positionals()[1];
    const Plan plan = planFromArgs(args, io);
    if (plan.usage != kOk)
        return plan.usage;
    const auto text = readFileText(file, kMaxEvidenceBytes);
    if (!text.ok())
        return fail(io, kFailed, describe(text.error()));
    const auto refuse = [&](Error e) {
        e.subject = file + (e.subject.empty() ? "" : ": " + e.subject);
        return fail(io, kFailed, describe(e));
    };
    json out{{"kind", kind}, {"file", file}};
    std::vector<Finding> findings;
    const auto &catalog = builtinCatalog().value();
    if (kind == "iperf3") {
        const auto facts = parseIperf3Json(text.value());
        if (!facts.ok())
            return refuse(facts.error());
        out["facts"] = iperfJson(facts.value());
        if (plan.expectations)
            findings = checkNetwork(facts.value(), *plan.expectations);
    } else if (kind == "nvidia-smi") {
        const auto facts = parseNvidiaSmi(text.value());
        if (!facts.ok())
            return refuse(facts.error());
        out["facts"] = smiJson(facts.value());
        if (plan.expectations) {
            findings = checkGpus(facts.value(), *plan.expectations, catalog.cards);
            const auto power = checkPowerUnderLoad(facts.value(), *plan.expectations);
            findings.insert(findings.end(), power.begin(), power.end());
        }
    } else if (kind == "topo") {
        const auto facts = parseTopology(text.value());
        if (!facts.ok())
            return refuse(facts.error());
        out["facts"] = topoJson(facts.value());
        if (plan.expectations)
            findings = checkTopology(facts.value(), *plan.expectations);
    } else {
        const auto facts = parseScalingTable(text.value());
        if (!facts.ok())
            return refuse(facts.error());
        out["facts"] = scalingJson(facts.value());
        findings = checkScaling(facts.value());
    }
    out["findings"] = findingsJson(findings);
    io.out << out.dump(2) << "\n";
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
    const Args args(words, {"json"});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown = args.unknown({"json", "project", "option", "tp", "promised-gbps"});
        !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front());
    return importCommand(args, io);
}

} // namespace suanpan::cli
