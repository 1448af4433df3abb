// `export`: the project's comparison, costs, assumptions and checklist as an
// XLSX workbook or the comparison table as CSV, for finance and scripts.
#include <algorithm>
#include <csignal>
#include <string>

#include "Args.h"
#include "Commands.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "cost/ProjectVerdict.h"
#include "export/ExportBook.h"
#include "export/Spreadsheet.h"
#include "store/ProjectStore.h"

namespace suanpan::cli {

namespace {

const char *const kUsageLine =
    "usage: export FILE (--xlsx OUT.xlsx | --csv OUT.csv) [--lang zh_CN|en]";

} // namespace

int runExport(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown = args.unknown({"xlsx", "csv", "lang"}); !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front() + "; try --help");
    if (args.positionals().size() != 1 || args.has("xlsx") == args.has("csv"))
        return fail(io, kUsage, kUsageLine);
    ExportLanguage language = ExportLanguage::English;
    if (const auto code = args.value("lang")) {
        const auto chosen = exportLanguage(*code);
        if (!chosen)
            return fail(io, kUsage, "--lang: '" + *code + "' is not zh_CN or en");
        language = *chosen;
    }
    // Opened and evaluated as `evaluate` does, and refused alike: a file
    // evaluate refuses would export empty or half-blank tables.
    const std::string &projectPath = args.positionals().front();
    int code = kOk;
    const auto loaded = openProject(projectPath, io, code);
    if (!loaded)
        return code;
    const Project &project = loaded->project;
    const auto &catalog = builtinCatalog();
    if (!catalog.ok())
        return fail(io, kFailed, "built-in catalog is broken: " + describe(catalog.error()));
    const Evaluation evaluation = evaluate(project, catalog.value());
    if (const auto refusal = refusalOf(evaluation))
        return fail(io, kFailed, *refusal);
    // The verdict as `evaluate --json` states it: the same year plan (its
    // draws and seed) joins the workloads' verdicts.
    PortfolioSettings yearSettings;
    yearSettings.samples = std::min(EvaluateSettings::kDefaultSamples, yearSettings.samples);
    yearSettings.seed = EvaluateSettings::kDefaultSeed;
    const Result<Portfolio> year = planPortfolio(project, catalog.value(), yearSettings);
    const ProjectVerdict verdict = projectVerdict(project, evaluation, &year);
    const ExportBook book =
        buildExportBook(project, catalog.value(), evaluation, language, &verdict);

    // A file-size limit (ulimit -f) then fails the write with EFBIG, like a
    // full disk, instead of killing the process with the file half written.
    std::signal(SIGXFSZ, SIG_IGN);
    Status written = Ok{};
    if (const auto out = args.value("xlsx"))
        written =
            writeXlsx(book, *out, pickName(project.meta.titleZh, project.meta.title, language),
                      project.meta.author, projectPath);
    else
        written = writeCsv(*book.sheet("comparison"), *args.value("csv"), projectPath);
    if (!written)
        return fail(io, kFailed, describe(written.error()));
    return kOk;
}

} // namespace suanpan::cli
