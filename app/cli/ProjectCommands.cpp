#include <cmath>
#include <iostream>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "estimate/JobSizing.h"
#include "io/Example.h"
#include "io/FileText.h"
#include "io/JsonCodec.h"
#include "model/Names.h"
#include "model/Validation.h"
#include "store/ProjectStore.h"

namespace suanpan::cli {

int fail(Io io, int code, const std::string &message)
{
    // One line whatever the message carries (a file name or an SQLite
    // message with a newline): scripts read refusals line by line.
    std::string line = message;
    for (char &c : line)
        if (c == '\n' || c == '\r')
            c = ' ';
    io.err << "suanpan-cli: " << line << "\n";
    return code;
}

int saveProject(Io io, const Project &project, const std::string &path,
                const std::optional<FileStamp> &expected)
{
    const Result<ProjectStore::Saved> saved = ProjectStore::save(project, path, expected);
    if (!saved.ok())
        return fail(io, kFailed, describe(saved.error()));
    // The file is complete and in place: say so, and succeed.
    if (!saved.value().folderSynced)
        io.err << "suanpan-cli: " << describe(Error{ErrorCode::StoreFolderNotSynced, path, ""})
               << "\n";
    return kOk;
}

namespace {

KnownIds catalogIds()
{
    const auto &catalog = builtinCatalog();
    return catalog.ok() ? knownIds(catalog.value()) : KnownIds{};
}

int example(const Args &args, Io io)
{
    if (args.positionals().size() != 2)
        return fail(io, kUsage, "usage: project example OUT.suanpan");
    const auto project = exampleProject();
    if (!project.ok())
        return fail(io, kFailed, "embedded example is broken: " + describe(project.error()));
    return saveProject(io, project.value(), args.positionals()[1], std::nullopt);
}

void printSummary(std::ostream &out, const Project &p)
{
    // The CLI speaks English: the English names, the Chinese where a user
    // gave only that (`project show --json` has both).
    out << nameIn(p.meta.titleZh, p.meta.title, false) << "\n";
    if (!p.meta.client.empty())
        out << "Client: " << p.meta.client << "\n";
    const auto budget = [](const std::optional<double> &cny) {
        return cny ? std::to_string((long long)std::llround(*cny)) + " CNY" : std::string("none");
    };
    out << "Budgets: capital " << budget(p.procurement.capitalBudgetCny) << ", monthly "
        << budget(p.procurement.monthlyBudgetCny) << "\n";
    out << "Export-restricted cards: "
        << (p.procurement.restrictedCardSource ? "the team has a source" : "no source (rent only)")
        << "\n";
    out << "Workloads (" << p.workloads.size() << "):\n";
    for (const auto &w : p.workloads) {
        out << "  " << w.id << "  " << toCode(w.scenario) << "  " << w.model.paramsTotal / 1e9
            << " B params  " << toCode(w.precision);
        // Serving sizes its KV cache from this; "auto" shows what it resolves to.
        if (w.scenario == Scenario::Inference)
            out << ", KV cache " << toCode(w.kvPrecision)
                << (w.kvPrecision == KvPrecision::Auto
                        ? " (" + std::string(toCode(kvCachePrecision(w))) + ")"
                        : std::string());
        out << "  " << nameIn(w.nameZh, w.name, false) << "\n";
    }
    out << "Options (" << p.options.size() << "):\n";
    for (const auto &o : p.options)
        out << "  " << o.id << "  " << o.cardCount << " x " << o.cardId << "  " << o.facilityId
            << "  " << (o.contractId.empty() ? "-" : o.contractId) << "  " << toCode(o.acquisition)
            << "\n";
    if (!p.disabledCostLines.empty()) {
        out << "Cost lines switched off:";
        for (const std::string &code : p.disabledCostLines)
            out << " " << code;
        out << "\n";
    }
}

int show(const Args &args, Io io)
{
    if (args.positionals().size() != 2)
        return fail(io, kUsage, "usage: project show FILE [--json]");
    int code = kOk;
    const auto loaded = openProject(args.positionals()[1], io, code);
    if (!loaded)
        return code;
    if (args.has("json"))
        io.out << toJson(loaded->project).dump(2) << "\n";
    else
        printSummary(io.out, loaded->project);
    return kOk;
}

int create(const Args &args, Io io)
{
    const auto from = args.value("from");
    if (!from || args.positionals().size() != 2)
        return fail(io, kUsage, "usage: project create --from IN.json OUT.suanpan");
    const auto text = readFileText(*from);
    if (!text.ok())
        return fail(io, kFailed, describe(text.error()));
    auto project = projectFromJsonText(text.value());
    if (!project.ok()) {
        Error e = project.error();
        e.subject = *from + (e.subject.empty() ? "" : ":" + e.subject);
        return fail(io, kFailed, describe(e));
    }
    const ValidationIssues issues = validate(project.value(), catalogIds());
    if (!issues.empty())
        return fail(io, kFailed, *from + ": " + describe(issues.front()));
    return saveProject(io, project.value(), args.positionals()[1], std::nullopt);
}

int validateCommand(const Args &args, Io io)
{
    if (args.positionals().size() != 2)
        return fail(io, kUsage, "usage: project validate FILE");
    const auto loaded = ProjectStore::load(args.positionals()[1]);
    if (!loaded.ok())
        return fail(io, kFailed, describe(loaded.error()));
    const ValidationIssues issues = validate(loaded.value().project, catalogIds());
    for (const auto &issue : issues)
        io.out << describe(issue) << "\n";
    if (issues.empty())
        io.out << "no problems found\n";
    return issues.empty() ? kOk : kFailed;
}

} // namespace

int runProject(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown = args.unknown({"json", "from"}); !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front());
    const std::string sub = args.positionals().empty() ? "" : args.positionals().front();
    if (sub == "example")
        return example(args, io);
    if (sub == "show")
        return show(args, io);
    if (sub == "create")
        return create(args, io);
    if (sub == "validate")
        return validateCommand(args, io);
    return fail(io, kUsage, "usage: project example|show|create|validate ...; try --help");
}

std::optional<ProjectStore::Loaded> openProject(const std::string &path, Io io, int &code)
{
    auto loaded = ProjectStore::load(path);
    if (!loaded.ok()) {
        code = fail(io, kFailed, describe(loaded.error()));
        return std::nullopt;
    }
    // What `project create` refuses is refused on open too, by every command
    // alike: a file written by another tool may repeat an id or name an
    // entry that does not exist, and each command would otherwise trip over
    // it differently (or not at all).
    const ValidationIssues issues = validate(loaded.value().project, catalogIds());
    if (!issues.empty()) {
        std::string line = path + ": " + describe(issues.front());
        if (issues.size() > 1)
            line += " (and " + std::to_string(issues.size() - 1) + " more problems)";
        line += "; `project validate` lists them";
        code = fail(io, kFailed, line);
        return std::nullopt;
    }
    return std::move(loaded).value();
}

} // namespace suanpan::cli
