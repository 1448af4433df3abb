// `quote import` and `quote list`: providers' quotes (issue 31).
#include <iostream>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "Messages.h"
#include "QuoteJson.h"
#include "catalog/Catalog.h"
#include "catalog/QuoteImport.h"
#include "cost/Quotes.h"
#include "io/FileText.h"
#include "model/Limits.h"

namespace suanpan::cli {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxQuoteFileBytes = 16u << 20;

constexpr std::string_view kQuoteUsage =
    "usage: suanpan-cli quote import FILE --project P [--save] [--today YYYY-MM-DD] --json | "
    "quote list P [--today YYYY-MM-DD] --json | quote template [--lang zh_CN|en]";

// The quote table's refusals, one line each naming the line and the column.
json refusalsJson(const std::vector<QuoteRefusal> &refusals)
{
    json out = json::array();
    for (const QuoteRefusal &r : refusals)
        out.push_back({{"line", r.line},
                       {"field", r.field},
                       {"code", std::string(issueCodeText(r.code))},
                       {"value", r.value},
                       {"message", "line " + std::to_string(r.line) + ": " +
                                       describe(ValidationIssue{
                                           r.code, r.field, r.value, {}, r.contradiction})}});
    return out;
}

json normalisedJson(const Project &project, const Catalog &catalog,
                    const std::vector<ProviderQuote> &quotes, const std::string &today)
{
    json out = json::array();
    for (const ProviderQuote &q : quotes)
        out.push_back(quoteJson(q, normaliseQuote(project, catalog, q, today), today));
    return out;
}

int importQuotes(const Args &args, Io io)
{
    if (args.positionals().size() != 2 || !args.value("project"))
        return fail(io, kUsage, std::string(kQuoteUsage));
    const std::string file = args.positionals()[1];
    const std::string path = *args.value("project");
    int code = kOk;
    auto loaded = openProject(path, io, code);
    if (!loaded)
        return code;
    const bool save = args.has("save");
    if (save && loaded->readOnly)
        return fail(io, kFailed, describe(Error{ErrorCode::StoreReadOnly, path, ""}));
    const auto text = readFileText(file, kMaxQuoteFileBytes);
    if (!text.ok())
        return fail(io, kFailed, describe(text.error()));
    const Catalog &catalog = builtinCatalog().value();
    Project &project = loaded->project;
    const auto table = readQuoteFile(text.value(), project, catalog);
    if (!table.ok()) {
        Error e = table.error();
        e.subject = file;
        return fail(io, kFailed, describe(e));
    }
    if (project.quotes.size() + table.value().quotes.size() > ProjectLimits::kMaxQuotes)
        return fail(
            io, kFailed,
            describe(Error{ErrorCode::QuoteTooLarge, file,
                           std::to_string(project.quotes.size() + table.value().quotes.size()) +
                               " > " + std::to_string(ProjectLimits::kMaxQuotes)}));
    const std::string today = quoteDay(args.value("today").value_or(""));
    project.quotes.insert(project.quotes.end(), table.value().quotes.begin(),
                          table.value().quotes.end());
    const json report{{"file", file},
                      {"project", path},
                      {"today", today},
                      {"imported", normalisedJson(project, catalog, table.value().quotes, today)},
                      {"refusals", refusalsJson(table.value().refusals)},
                      {"saved", save && !table.value().quotes.empty()}};
    const std::string out = report.dump(2) + "\n";
    if (save && !table.value().quotes.empty())
        if (const int rc = saveProject(io, project, path, loaded->stamp); rc != kOk)
            return rc;
    io.out << out;
    // Refused rows are reported, not failed: the good ones still import.
    return kOk;
}

int listQuotes(const Args &args, Io io)
{
    if (args.positionals().size() != 2)
        return fail(io, kUsage, std::string(kQuoteUsage));
    const std::string path = args.positionals()[1];
    int code = kOk;
    const auto loaded = openProject(path, io, code);
    if (!loaded)
        return code;
    const std::string today = quoteDay(args.value("today").value_or(""));
    const json report{{"project", path},
                      {"today", today},
                      {"quotes", normalisedJson(loaded->project, builtinCatalog().value(),
                                                loaded->project.quotes, today)}};
    io.out << report.dump(2) << "\n";
    return kOk;
}

// The import template as CSV on standard output, to redirect into a file.
int printTemplate(const Args &args, Io io)
{
    if (args.positionals().size() != 1 || args.has("json"))
        return fail(io, kUsage, std::string(kQuoteUsage));
    const std::string lang = args.value("lang").value_or("en");
    if (lang != "en" && lang != "zh_CN")
        return fail(io, kUsage, "--lang: '" + lang + "' is not zh_CN or en");
    io.out << quoteTemplate(lang == "zh_CN" ? QuoteHeaders::Chinese : QuoteHeaders::English);
    return kOk;
}

} // namespace

int runQuote(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json", "save"});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown = args.unknown({"json", "project", "save", "today", "lang"});
        !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front());
    if (!args.positionals().empty() && args.positionals()[0] == "template")
        return printTemplate(args, io);
    if (!args.has("json"))
        return fail(io, kUsage, "quote prints JSON only: add --json");
    if (args.positionals().empty())
        return fail(io, kUsage, std::string(kQuoteUsage));
    const std::string &verb = args.positionals()[0];
    if (verb == "import")
        return importQuotes(args, io);
    if (verb == "list")
        return listQuotes(args, io);
    return fail(io, kUsage, std::string(kQuoteUsage));
}

} // namespace suanpan::cli
