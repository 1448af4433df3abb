#include "PublishedRuns.h"

#include <utility>

#include <nlohmann/json.hpp>

#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "estimate/HfConfig.h"
#include "io/JsonCodec.h"
#include "io/JsonRead.h"
#include "model/Project.h"
#include "model/Units.h"
#include "util/Embedded.h"

namespace suanpan {

namespace {

using nlohmann::json;

// Above kCardsPerServer a run crosses the network between servers and sits
// in a hosted cluster (400 Gb/s InfiniBand per server); within one server it
// is a GPU cloud instance.

// What a document row is compared against, with the figures it needs.
struct Context {
    const Catalog &catalog;
    const SizingAssumptions &assumptions;
    const ConfigText &configs;
    double tolerance = 1.0;
};

std::string joined(const std::string &a, const std::string &b)
{
    if (a.empty() || b.empty())
        return a.empty() ? b : a;
    return a + " " + b;
}

const char *problemCode(JobSizing::Problem problem)
{
    switch (problem) {
    case JobSizing::Problem::None:
        break;
    case JobSizing::Problem::NoModel:
        return "no_model";
    case JobSizing::Problem::NoCard:
        return "no_card";
    case JobSizing::Problem::NoCards:
        return "no_cards";
    case JobSizing::Problem::LayoutMismatch:
        return "layout_mismatch";
    }
    return "no_estimate";
}

double ratioOf(double estimate, double published)
{
    return estimate > 0.0 && published > 0.0 ? estimate / published : 0.0;
}

// The fields every row has: who it is, where it comes from, the cards.
void readCommon(JsonReader &r, PublishedComparison &out)
{
    r.string("id", out.id, Need::Required);
    r.string("name", out.name, Need::Optional);
    r.string("name_zh", out.nameZh, Need::Optional);
    r.string("source", out.source, Need::Optional);
    r.string("source_zh", out.sourceZh, Need::Optional);
    std::string outcomeNote;
    std::string note;
    r.string("outcome_note", outcomeNote, Need::Optional);
    r.string("note", note, Need::Optional);
    out.note = joined(outcomeNote, note);
    r.string("known_gap", out.knownGap, Need::Optional);
    std::string gap;
    r.string("known_gap_code", gap, Need::Optional);
    if (const auto code = codeFromText<GapCode>(kGapCodes, gap))
        out.knownGapCode = *code;
    else
        r.fail({ErrorCode::JsonEnum, r.pathOf("known_gap_code"), gap});
    r.string("card", out.cardId, Need::Required);
    r.integer("cards", out.cards, Need::Required);
}

// The row's model: a published config.json by file name, or bare counts.
Result<ModelShape> modelOf(JsonReader &r, const ConfigText &configs)
{
    std::string config;
    r.string("config", config, Need::Optional);
    if (!config.empty()) {
        const std::string_view text = configs ? configs(config) : std::string_view();
        if (text.empty())
            return Error{ErrorCode::ValidationConfig, r.pathOf("config"), "not_found"};
        Result<ModelShape> shape = modelShapeFromHfConfig(text, config);
        if (!shape)
            return Error{ErrorCode::ValidationConfig, r.pathOf("config"),
                         std::string(errorCodeText(shape.error().code))};
        return shape;
    }
    double params = 0.0;
    r.number("params", params, Need::Optional);
    if (!r.ok())
        return r.error();
    if (params <= 0.0)
        return Error{ErrorCode::ValidationNoModel, r.pathOf("params"), ""};
    ModelShape m;
    m.paramsTotal = params;
    m.paramsActive = params;
    r.number("active_params", m.paramsActive, Need::Optional);
    if (!r.ok())
        return r.error();
    m.source = "validation row";
    return m;
}

// Where a job of this size runs when nothing else is said: one server in a
// GPU cloud, more in a hosted cluster.
Result<SizingTarget> targetOf(const PublishedComparison &row, JsonReader &r, const Catalog &catalog)
{
    SizingTarget t;
    t.card = catalog.findCard(row.cardId);
    if (!t.card)
        return Error{ErrorCode::ValidationUnknownCard, r.pathOf("card"), row.cardId};
    t.cards = row.cards;
    const char *facility = row.cards > kCardsPerServer ? "hosted-cluster" : "gpu-cloud";
    const Facility *f = catalog.findFacility(facility);
    if (!f)
        return Error{ErrorCode::ValidationUnknownFacility, r.pathOf("cards"), facility};
    t.network = f->network;
    // The cluster's own network when the source describes it (e.g. BLOOM's
    // 4 x 100 Gb/s Omni-Path per 8-GPU node): the facility is only the
    // default for a run of that scale.
    JsonReader network = r.object("network", Need::Optional);
    if (network.present()) {
        network.number("gbit_per_s", t.network.gbitPerS, Need::Required);
        network.enumeration("fabric", t.network.fabric, Need::Required);
        network.boolean("per_card", t.network.perCard, Need::Required);
        if (!network.ok())
            return network.error();
        if (!(t.network.gbitPerS > 0.0))
            return Error{ErrorCode::JsonInvalid, network.pathOf("gbit_per_s"),
                         numberText(t.network.gbitPerS), IssueCode::NotPositive};
    }
    return t;
}

// The published card-hours of a training row: as published, or from a
// measured throughput over the row's tokens, or from a published MFU over
// the engine's own FLOP count and peak (so only the MFU is compared).
std::optional<double> publishedCardHours(const std::optional<double> &cardHours,
                                         const std::optional<double> &tokensPerSecondPerCard,
                                         const std::optional<double> &mfu,
                                         const TrainingEstimate &train, double tokens)
{
    if (cardHours)
        return *cardHours;
    if (tokensPerSecondPerCard) {
        if (*tokensPerSecondPerCard <= 0.0)
            return std::nullopt;
        return tokens / *tokensPerSecondPerCard / 3600.0;
    }
    if (mfu) {
        if (*mfu <= 0.0 || train.peak.flops <= 0.0)
            return std::nullopt;
        return train.modelFlops / (train.peak.flops * *mfu) / 3600.0;
    }
    return std::nullopt;
}

// The row's model and the target it runs on, once its own fields are read:
// false, with out.problem set, at the first problem.
bool readModelAndTarget(JsonReader &r, const Context &c, PublishedComparison &out, Workload &w,
                        SizingTarget &t)
{
    Result<ModelShape> model = modelOf(r, c.configs);
    if (!r.ok()) {
        out.problem = r.error();
        return false;
    }
    if (!model) {
        out.problem = model.error();
        return false;
    }
    w.model = std::move(model).value();
    Result<SizingTarget> target = targetOf(out, r, c.catalog);
    if (!target) {
        out.problem = target.error();
        return false;
    }
    t = std::move(target).value();
    return true;
}

PublishedComparison trainingRow(const json &item, const std::string &path, const Context &c)
{
    PublishedComparison out;
    out.measure = PublishedMeasure::CardHours;
    out.tolerance = c.tolerance;
    JsonReader r(item, path);
    readCommon(r, out);
    Workload w;
    w.id = out.id;
    w.name = out.name;
    r.enumeration("scenario", w.scenario, Need::Required);
    r.enumeration("precision", w.precision, Need::Required);
    r.number("tokens", w.trainingTokens, Need::Required);
    r.integer("sequence_length", w.sequenceLength, Need::Optional);
    r.integer("global_batch", w.globalBatch, Need::Optional);
    std::optional<double> cardHours;
    std::optional<double> rate;
    std::optional<double> mfu;
    r.number("card_hours", cardHours, Need::Optional);
    r.number("tokens_per_second_per_card", rate, Need::Optional);
    r.number("mfu", mfu, Need::Optional);
    SizingTarget t;
    if (!readModelAndTarget(r, c, out, w, t))
        return out;
    // The recomputation the run's launch script fixed, when the source gives it.
    Recompute recompute = Recompute::Selective;
    if (r.enumeration("recompute", recompute, Need::Optional))
        t.recompute = recompute;
    if (!r.ok()) {
        out.problem = r.error();
        return out;
    }

    // No layout and no MFU: the engine chooses both, as for a new job (within
    // the row's recomputation, when it fixes one).
    const JobSizing s = sizeJob(w, t, c.assumptions);
    if (!s.ok() || !s.train) {
        out.problem = Error{ErrorCode::ValidationSizing, path, problemCode(s.problem)};
        return out;
    }
    const auto published = publishedCardHours(cardHours, rate, mfu, *s.train, w.trainingTokens);
    if (!published || *published <= 0.0) {
        out.problem = Error{ErrorCode::ValidationNoOutcome, path, ""};
        return out;
    }
    out.published = *published;
    out.estimate = s.train->cardHours.likely;
    out.ratio = ratioOf(out.estimate, out.published);
    out.fits = s.fits;
    out.layout = s.layout;
    out.recomputeFixed = t.recompute.has_value();
    out.mfu = s.train->mfu.likely;
    return out;
}

// The requests in flight of a serving row: a number, or "max" (an offline
// run keeps as many requests in flight as fit).
bool readConcurrency(const json &item, JsonReader &r, Workload &w, bool &max)
{
    const auto it = item.find("concurrency");
    if (it != item.end() && it->is_string()) {
        if (it->get<std::string>() != "max") {
            r.fail({ErrorCode::JsonEnum, r.pathOf("concurrency"), it->get<std::string>()});
            return false;
        }
        max = true;
        return true;
    }
    return r.integer("concurrency", w.concurrency, Need::Required);
}

PublishedComparison servingRow(const json &item, const std::string &path, const Context &c)
{
    PublishedComparison out;
    out.measure = PublishedMeasure::OutputTokensPerSecond;
    out.tolerance = c.tolerance;
    JsonReader r(item, path);
    readCommon(r, out);
    Workload w;
    w.id = out.id;
    w.name = out.name;
    w.scenario = Scenario::Inference;
    r.enumeration("precision", w.precision, Need::Required);
    // The KV cache as the source built its engines (FP8 KV cache flags).
    r.enumeration("kv_precision", w.kvPrecision, Need::Optional);
    r.integer("prompt_tokens", w.promptTokens, Need::Required);
    r.integer("output_tokens", w.outputTokens, Need::Required);
    double rate = 0.0;
    r.number("output_tokens_per_second", rate, Need::Required);
    std::string per = "total";
    r.string("per", per, Need::Optional);
    bool tpFixed = false;
    r.boolean("tp_fixed_by_source", tpFixed, Need::Optional);
    int tensorParallel = 1;
    r.integer("tensor_parallel", tensorParallel, Need::Optional);
    if (r.ok())
        readConcurrency(item, r, w, out.maxConcurrency);
    // Per GPU in the source: over all the row's cards here.
    if (r.ok())
        out.published = rate * (per == "gpu" ? out.cards : 1);
    SizingTarget t;
    if (!readModelAndTarget(r, c, out, w, t))
        return out;
    // The decode kernel of the source's engine (KvReadPattern).
    r.enumeration("decode_kv_reads", t.kvReads, Need::Optional);
    if (!r.ok()) {
        out.problem = r.error();
        return out;
    }
    if (tpFixed) {
        ParallelLayout layout;
        layout.tensorParallel = tensorParallel;
        layout.recompute = Recompute::None;
        t.layout = layout;
    }

    if (out.maxConcurrency) {
        w.concurrency = 1;
        const JobSizing probe = sizeJob(w, t, c.assumptions);
        if (!probe.ok() || !probe.infer) {
            out.problem = Error{ErrorCode::ValidationSizing, path, problemCode(probe.problem)};
            return out;
        }
        w.concurrency = probe.infer->maxConcurrency;
        if (w.concurrency <= 0) {
            out.problem = Error{ErrorCode::ValidationNoFit, path, ""};
            return out;
        }
    }
    const JobSizing s = sizeJob(w, t, c.assumptions);
    if (!s.ok() || !s.infer) {
        out.problem = Error{ErrorCode::ValidationSizing, path, problemCode(s.problem)};
        return out;
    }
    out.concurrency = w.concurrency;
    out.kvReads = t.kvReads;
    out.estimate = s.infer->at.tokensPerSecond;
    out.ratio = ratioOf(out.estimate, out.published);
    out.fits = s.infer->at.fits;
    out.layout = s.layout;
    return out;
}

using RowFunction = PublishedComparison (*)(const json &, const std::string &, const Context &);

Result<PublishedComparisons> compareDocument(std::string_view text, const std::string &fileName,
                                             const char *arrayKey, PublishedMeasure measure,
                                             RowFunction row, const Catalog &catalog,
                                             const SizingAssumptions &assumptions,
                                             const ConfigText &configs)
{
    Result<json> doc = parseJson(text);
    if (!doc) {
        Error e = doc.error();
        e.subject = e.subject.empty() ? fileName : fileName + ":" + e.subject;
        return e;
    }
    PublishedComparisons out;
    out.measure = measure;
    JsonReader r(doc.value(), fileName + ":");
    r.number("tolerance", out.tolerance, Need::Required);
    if (r.ok() && !(out.tolerance > 1.0))
        r.fail({ErrorCode::ValidationTolerance, r.pathOf("tolerance"), numberText(out.tolerance)});
    const Context context{catalog, assumptions, configs, out.tolerance};
    r.array(arrayKey, out.rows, Need::Required,
            [&](const json &item, const std::string &path) -> Result<PublishedComparison> {
                return row(item, path, context);
            });
    if (!r.ok())
        return r.error();
    return out;
}

Result<PublishedComparisons> builtinComparisons(const char *fileName, bool training)
{
    const Result<Catalog> &catalog = builtinCatalog();
    if (!catalog)
        return catalog.error();
    const Project project;
    const SizingAssumptions assumptions =
        sizingAssumptions(CatalogView(catalog.value(), project), project);
    const ConfigText configs = [](std::string_view name) { return embeddedFile(name); };
    const std::string_view text = embeddedFile(fileName);
    return training ? compareTrainingRuns(text, fileName, catalog.value(), assumptions, configs)
                    : compareServingResults(text, fileName, catalog.value(), assumptions, configs);
}

} // namespace

bool PublishedComparison::within() const
{
    return !problem && fits && ratio > 0.0 && ratio <= tolerance && ratio >= 1.0 / tolerance;
}

bool PublishedComparison::asExpected() const
{
    if (problem)
        return false;
    return knownGap.empty() ? within() : !within();
}

int PublishedComparisons::withinCount() const
{
    int n = 0;
    for (const PublishedComparison &row : rows)
        n += row.within() ? 1 : 0;
    return n;
}

Result<PublishedComparisons> compareTrainingRuns(std::string_view text, const std::string &fileName,
                                                 const Catalog &catalog,
                                                 const SizingAssumptions &assumptions,
                                                 const ConfigText &configs)
{
    return compareDocument(text, fileName, "runs", PublishedMeasure::CardHours, trainingRow,
                           catalog, assumptions, configs);
}

Result<PublishedComparisons>
compareServingResults(std::string_view text, const std::string &fileName, const Catalog &catalog,
                      const SizingAssumptions &assumptions, const ConfigText &configs)
{
    return compareDocument(text, fileName, "results", PublishedMeasure::OutputTokensPerSecond,
                           servingRow, catalog, assumptions, configs);
}

Result<PublishedComparisons> builtinTrainingComparisons()
{
    return builtinComparisons("training_runs.json", true);
}

Result<PublishedComparisons> builtinServingComparisons()
{
    return builtinComparisons("serving_results.json", false);
}

} // namespace suanpan
