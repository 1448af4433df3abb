// libFuzzer target: what an accepted project does (issue 33). Project JSON
// that `project create` accepts and that validates cleanly (every command
// refuses a project with an issue on open) is evaluated with draws and
// sensitivity, and its year plan made for its owned option, as `evaluate`
// and `portfolio` do. Within the bounds of model/Limits.h nothing may crash,
// overflow (UBSan), run out of memory (-rss_limit_mb=2048) or hang
// (-timeout=30); results hold no NaN or infinity, a refusal is one coded
// line, and the year plan's curve stays within its points.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "io/JsonCodec.h"
#include "model/Limits.h"
#include "model/Validation.h"

namespace {

void requireFinite(const suanpan::Range &r)
{
    suanpan::fuzz::requireFinite(r.low);
    suanpan::fuzz::requireFinite(r.likely);
    suanpan::fuzz::requireFinite(r.high);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    const Result<Project> read = projectFromJsonText(asText(data, size));
    if (!accepted(read))
        return 0;
    const Project &p = read.value();
    require(!exceededLimit(p, "fuzz.json"));
    if (!validate(p, builtinIds()).empty())
        return 0; // refused on open by every command
    const Catalog &catalog = builtinCatalog().value();

    // Few draws: the code paths are the same as with 10 000, the runs faster.
    EvaluateSettings settings;
    settings.samples = 16;
    const Evaluation ev = evaluate(p, catalog, settings);
    for (const Error &e : ev.problems)
        requireOneLine(e);
    for (const ValidationIssue &issue : ev.issues)
        require(issue.code < IssueCode::Count);
    for (const PairResult &pair : ev.pairs) {
        requireFinite(pair.score);
        if (!pair.priced)
            continue;
        requireFinite(pair.total);
        requireFinite(pair.worstBest);
        for (const CostLine &line : pair.lines)
            requireFinite(line.cny);
    }
    for (const OptionResult &option : ev.options)
        requireFinite(option.total);

    PortfolioSettings year;
    year.samples = 8;
    const Result<Portfolio> plan = planPortfolio(p, catalog, year);
    if (!accepted(plan))
        return 0;
    const Portfolio &pf = plan.value();
    require(!pf.curve.empty() && pf.best < pf.curve.size());
    require(pf.curve.size() <= 501);
    require(pf.peakCards >= 0 && pf.peakCards <= FieldLimits::kMaxCards);
    for (const PortfolioPoint &point : pf.curve) {
        requireFinite(point.total);
        require(point.ownedCards >= 0 && point.ownedCards <= FieldLimits::kMaxCards + pf.step);
    }
    return 0;
}
