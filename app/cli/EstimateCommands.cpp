// `model` and `estimate memory|train|infer|layout`: the sizing engine.
#include <charconv>
#include <cmath>
#include <functional>
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "JsonOut.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "estimate/Advice.h"
#include "estimate/HfConfig.h"
#include "estimate/Inference.h"
#include "estimate/JobSizing.h"
#include "estimate/LayoutSearch.h"
#include "estimate/Memory.h"
#include "estimate/ModelMath.h"
#include "estimate/Training.h"
#include "io/FileText.h"
#include "io/Units.h"
#include "model/Limits.h"
#include "store/ProjectStore.h"

namespace suanpan::cli {

namespace {

using nlohmann::json;

// The shortest text that reads back as `v` ("1e+16", "3600").
std::string numberText(double v)
{
    char buf[32];
    return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

class Options final
{
public:
    explicit Options(const Args &args) : m_args(args) {}

    std::optional<double> count(const std::string &name) const
    {
        const auto text = m_args.value(name);
        if (!text)
            return std::nullopt;
        const auto v = parseCount(*text);
        if (!v.ok())
            throw UsageError{"--" + name + ": '" + *text +
                             "' is not a number (e.g. 70B, 2T, 4096)"};
        return v.value();
    }

    std::optional<int> integer(const std::string &name, int min, int max) const
    {
        const auto v = count(name);
        if (!v)
            return std::nullopt;
        if (*v != std::floor(*v) || *v < min || *v > max)
            throw UsageError{"--" + name + " must be a whole number from " + std::to_string(min) +
                             " to " + std::to_string(max)};
        return int(*v);
    }

    // A number from 0 to `max` (FieldLimits), as the project file allows.
    std::optional<double> amount(const std::string &name, double max) const
    {
        const auto v = count(name);
        if (v && !(*v >= 0.0 && *v <= max))
            throw UsageError{"--" + name + " must be a number from 0 to " + numberText(max)};
        return v;
    }

    std::optional<double> fraction(const std::string &name) const
    {
        const auto text = m_args.value(name);
        if (!text)
            return std::nullopt;
        const auto v = parseCount(*text);
        if (!v.ok() || !(v.value() > 0.0) || v.value() > 1.0)
            throw UsageError{"--" + name + " must be a fraction in (0, 1], e.g. 0.45"};
        return v.value();
    }

    template <class E> std::optional<E> choice(const std::string &name) const
    {
        const auto text = m_args.value(name);
        if (!text)
            return std::nullopt;
        const auto v = fromCode<E>(*text);
        if (!v)
            throw UsageError{"--" + name + " must be one of " + allCodes<E>()};
        return v;
    }

    const Args &args() const { return m_args; }

private:
    const Args &m_args;
};

const Catalog &catalog()
{
    const auto &c = builtinCatalog();
    if (!c.ok())
        throw UsageError{"built-in catalog is broken: " + describe(c.error())};
    return c.value();
}

// --config FILE or --params N [--active-params N]; config errors exit 1.
struct ModelChoice {
    ModelShape shape;
    bool assumed = false;
    std::optional<Error> error;
};

ModelChoice modelOption(const Options &o)
{
    ModelChoice out;
    if (const auto file = o.args().value("config")) {
        if (o.args().has("params"))
            throw UsageError{"give either --config or --params, not both"};
        const auto text = readFileText(*file, 16u << 20);
        if (!text.ok()) {
            out.error = text.error();
            return out;
        }
        auto shape = modelShapeFromHfConfig(text.value(), *file);
        if (!shape.ok()) {
            Error e = shape.error();
            e.subject = *file + (e.subject.empty() ? "" : ": field " + e.subject);
            out.error = e;
            return out;
        }
        out.shape = shape.value();
        return out;
    }
    const auto params = o.count("params");
    if (!params)
        throw UsageError{"give the model: --config FILE or --params N (e.g. --params 70B)"};
    if (!(*params >= 1e6) || *params > 1e14)
        throw UsageError{"--params must be between 1M and 100T"};
    const auto active = o.count("active-params");
    if (active && (*active <= 0 || *active > *params))
        throw UsageError{"--active-params must be positive and at most --params"};
    // Counts only, as a workload typed on the Workload page holds them: the
    // engine assumes the architecture (and keeps the active count for MoE).
    out.shape.paramsTotal = *params;
    out.shape.paramsActive = active.value_or(*params);
    out.assumed = true;
    return out;
}

json shapeJson(const ModelShape &given, bool assumed)
{
    const ModelSizes s = modelSizes(given);
    ModelShape m = given;
    if (!hasArchitecture(given) && given.paramsTotal > 0) {
        m = assumedShape(given.paramsTotal);
        m.paramsTotal = given.paramsTotal;
        m.paramsActive = given.paramsActive;
    }
    json j{
        {"params_total", m.paramsTotal > 0 ? m.paramsTotal : s.paramsTotal},
        {"params_active", m.paramsActive > 0 ? m.paramsActive : s.paramsActive},
        {"layers", m.layers},
        {"hidden_size", m.hiddenSize},
        {"attention_heads", m.attentionHeads},
        {"kv_heads", m.kvHeads},
        {"head_dim", headDim(m)},
        {"ffn_size", m.ffnSize},
        {"vocab_size", m.vocabSize},
        {"experts", m.experts},
        {"experts_per_token", m.expertsPerToken},
        {"shared_experts", m.sharedExperts},
        {"attention", m.kvLoraRank > 0 ? "mla" : (m.kvHeads < m.attentionHeads ? "gqa" : "mha")},
        {"kv_bytes_per_token", kvBytesPerToken(m, Precision::BF16)},
        {"flops_per_token", 2.0 * (m.paramsActive > 0 ? m.paramsActive : s.paramsActive)},
        {"training_flops_per_token", 6.0 * (m.paramsActive > 0 ? m.paramsActive : s.paramsActive)},
        {"source", m.source}};
    if (assumed)
        j["assumption"] = "no config: the shape of the published model family nearest in "
                          "size (" +
                          m.source + "), its depth scaled to this parameter count";
    return j;
}

json breakdownJson(const MemoryBreakdown &b)
{
    return {{"weights_bytes", b.weights},     {"gradients_bytes", b.gradients},
            {"optimizer_bytes", b.optimizer}, {"activations_bytes", b.activations},
            {"kv_cache_bytes", b.kvCache},    {"overhead_bytes", b.overhead},
            {"total_bytes", b.total}};
}

json rangeJson(const Range &r)
{
    return {{"low", r.low}, {"likely", r.likely}, {"high", r.high}};
}

// One job to size: a workload (a project's, or built from the flags) on a
// target (an option's cards, or the flags'), with the project's or the
// catalog's sizing assumptions. Every `estimate` command sizes it with
// sizeJob(), the function the Sizing page and the cost engine call, so a job
// given the same inputs here and in a project gets the same answer.
struct Job {
    std::optional<Project> project;
    Catalog merged; // the built-in catalog with the project's own entries
    Workload workload;
    bool assumedShape = false;
    SizingAssumptions assumptions;
    SizingTarget target;
    bool hasCards = false; // a card count was given (--cards or --option)
    Card defaultCard;      // without --card: an 80 GiB card (memory only)
};

Scenario scenarioOption(const Options &o, Scenario fallback, bool allowInfer)
{
    const auto mode = o.args().value("mode");
    if (!mode)
        return fallback;
    if (*mode == "train")
        return Scenario::PreTraining;
    if (*mode == "lora")
        return Scenario::LoRA;
    if (*mode == "qlora")
        return Scenario::QLoRA;
    if (*mode == "infer" && allowInfer)
        return Scenario::Inference;
    throw UsageError{std::string("--mode must be one of train|lora|qlora") +
                     (allowInfer ? "|infer" : "")};
}

// --project FILE --workload ID [--option ID]: the project's job and option.
// Returns false (with `code` set) when the project cannot be read.
bool projectJob(const Options &o, Io io, Job &job, int &code)
{
    const auto file = o.args().value("project");
    const auto workloadId = o.args().value("workload");
    const auto optionId = o.args().value("option");
    if (!file) {
        if (workloadId || optionId)
            throw UsageError{"--workload and --option need --project FILE"};
        return true;
    }
    if (!workloadId)
        throw UsageError{"--project needs --workload ID (see `project show FILE`)"};
    for (const char *name : {"config", "params", "active-params", "mode"})
        if (o.args().has(name))
            throw UsageError{std::string("--") + name +
                             ": the workload gives the model and the scenario"};
    const auto loaded = openProject(*file, io, code);
    if (!loaded)
        return false;
    job.project = loaded->project;
    job.merged = catalog().withProject(*job.project);
    const Workload *w = nullptr;
    for (const Workload &x : job.project->workloads)
        if (x.id == *workloadId)
            w = &x;
    if (!w)
        throw UsageError{"--workload: no workload '" + *workloadId + "' in " + *file};
    job.workload = *w;
    if (optionId) {
        const Option *option = nullptr;
        for (const Option &x : job.project->options)
            if (x.id == *optionId)
                option = &x;
        if (!option)
            throw UsageError{"--option: no option '" + *optionId + "' in " + *file};
        job.target.card = job.merged.findCard(option->cardId);
        if (!job.target.card)
            throw UsageError{"--option: its card '" + option->cardId + "' is in no catalog"};
        job.target.cards = option->cardCount;
        job.hasCards = true;
        if (const Facility *f = job.merged.findFacility(option->facilityId))
            job.target.network = f->network;
    }
    job.assumptions = sizingAssumptions(CatalogView(job.merged, *job.project), *job.project);
    return true;
}

// The workload's fields the flags give (over a project's workload, they replace its own).
void jobFlags(const Options &o, Workload &w)
{
    using L = FieldLimits;
    if (const auto v = o.amount("tokens", L::kMaxTrainingTokens))
        w.trainingTokens = *v;
    if (const auto v = o.integer("seq", 1, L::kMaxContextTokens))
        w.sequenceLength = *v;
    if (const auto v = o.integer("global-batch", 1, L::kMaxGlobalBatch))
        w.globalBatch = *v;
    if (const auto v = o.choice<Precision>("precision"))
        w.precision = *v;
    if (const auto v = o.choice<KvPrecision>("kv-precision"))
        w.kvPrecision = *v;
    if (const auto v = o.integer("lora-rank", 1, L::kMaxLoraRank))
        w.loraRank = *v;
    if (const auto v = o.integer("prompt", 1, L::kMaxContextTokens))
        w.promptTokens = *v;
    if (const auto v = o.integer("output", 1, L::kMaxContextTokens))
        w.outputTokens = *v;
    if (const auto v = o.integer("concurrency", 1, L::kMaxConcurrency))
        w.concurrency = *v;
    if (const auto v = o.amount("deadline-days", L::kMaxDays))
        w.deadlineDays = *v;
    if (const auto v = o.amount("ttft-target", L::kMaxTtftSeconds))
        w.ttftTargetSeconds = *v;
}

// The layout flags, when any is given; otherwise the engine chooses. With
// them --recompute is part of the layout; alone it fixes the recomputation
// the engine chooses the rest of the layout with (jobOption).
std::optional<ParallelLayout> layoutFlags(const Options &o)
{
    bool any = false;
    for (const char *name : {"tp", "pp", "dp", "zero", "micro-batch"})
        any = any || o.args().has(name);
    if (!any)
        return std::nullopt;
    ParallelLayout l;
    l.tensorParallel = o.integer("tp", 1, 1024).value_or(1);
    l.pipelineParallel = o.integer("pp", 1, 1024).value_or(1);
    l.dataParallel = o.integer("dp", 1, 1 << 20).value_or(0);
    l.zeroStage = o.integer("zero", 0, 3).value_or(0);
    l.microBatch = o.integer("micro-batch", 1, 4096).value_or(1);
    l.recompute = o.choice<Recompute>("recompute").value_or(Recompute::Selective);
    return l;
}

// Builds the job from the flags (and --project/--workload/--option).
// `fallbackScenario` is the command's: train for `train` and `layout`.
std::optional<Job> jobOption(const Options &o, Io io, Scenario fallbackScenario, bool allowInfer,
                             int &code)
{
    Job job;
    job.merged = catalog();
    if (!projectJob(o, io, job, code))
        return std::nullopt;
    if (!job.project) {
        const ModelChoice model = modelOption(o);
        if (model.error) {
            code = fail(io, kFailed, describe(*model.error));
            return std::nullopt;
        }
        job.workload.id = "cli";
        job.workload.model = model.shape;
        job.workload.scenario = scenarioOption(o, fallbackScenario, allowInfer);
        job.assumedShape = model.assumed;
        const Project none;
        job.assumptions = sizingAssumptions(CatalogView(job.merged, none), none);
    }
    jobFlags(o, job.workload);
    if (const auto id = o.args().value("card")) {
        job.target.card = job.merged.findCard(*id);
        if (!job.target.card)
            throw UsageError{"--card: no card '" + *id + "' in the catalog (see `catalog cards`)"};
    }
    if (const auto cards = o.integer("cards", 1, FieldLimits::kMaxCards)) {
        job.target.cards = *cards;
        job.hasCards = true;
    }
    if (const auto id = o.args().value("facility")) {
        const Facility *f = job.merged.findFacility(*id);
        if (!f)
            throw UsageError{"--facility: no facility '" + *id + "' (see `catalog facilities`)"};
        job.target.network = f->network;
    }
    if (const auto gbps = o.count("network")) {
        if (!(*gbps > 0))
            throw UsageError{"--network must be positive (Gb/s per server)"};
        job.target.network.gbitPerS = *gbps;
        job.target.network.perCard = o.args().has("per-card");
    } else if (o.args().has("per-card")) {
        throw UsageError{"--per-card needs --network GBPS"};
    }
    if (const auto mfu = o.fraction("mfu"))
        job.target.mfu = Range::exactly(*mfu);
    if (const auto overhead = o.count("overhead")) {
        job.assumptions.frameworkBytes = *overhead;
        if (*overhead == 0.0)
            job.assumptions.fragmentation = 0.0;
    }
    job.target.layout = layoutFlags(o);
    if (!job.target.layout)
        job.target.recompute = o.choice<Recompute>("recompute");
    if (const auto v = o.choice<KvReadPattern>("kv-reads"))
        job.target.kvReads = *v;
    return job;
}

const char *modeCode(MemoryMode m)
{
    switch (m) {
    case MemoryMode::Train:
        return "train";
    case MemoryMode::LoRA:
        return "lora";
    case MemoryMode::QLoRA:
        return "qlora";
    case MemoryMode::Infer:
        break;
    }
    return "infer";
}

const char *sourceOf(const JobSizing &s)
{
    return s.layoutChosen ? "chosen" : "given";
}

// The layout, memory and fit every estimate reports.
void fitJson(json &out, const JobSizing &s)
{
    out["layout"] = layoutJson(s.layout);
    out["layout_source"] = sourceOf(s);
    out["fits"] = s.fits;
    out["per_card"] = breakdownJson(s.memory);
    out["capacity_bytes"] = s.memory.capacity;
    out["short_by_bytes"] = s.memory.shortBy;
    if (s.batchTooSmall)
        out["batch_too_small"] = true;
}

// Usage problems of a sizing: cards that do not match the layout.
void checkSizing(const JobSizing &s)
{
    switch (s.problem) {
    case JobSizing::Problem::LayoutMismatch:
        throw UsageError{"--cards must be a multiple of --tp x --pp (--tp for serving)"};
    case JobSizing::Problem::NoCards:
        throw UsageError{"--cards must be at least 1"};
    case JobSizing::Problem::NoModel:
    case JobSizing::Problem::NoCard:
    case JobSizing::Problem::None:
        break;
    }
}

int memoryCommand(const Options &o, Io io)
{
    int code = kOk;
    auto job = jobOption(o, io, Scenario::PreTraining, true, code);
    if (!job)
        return code;
    if (!job->target.card) {
        job->defaultCard.memoryBytes = 80.0 * (1ull << 30);
        job->target.card = &job->defaultCard;
    }
    if (job->target.layout) {
        ParallelLayout &l = *job->target.layout;
        if (l.dataParallel == 0)
            l.dataParallel = 1;
        if (!job->hasCards)
            job->target.cards = l.tensorParallel * l.pipelineParallel * l.dataParallel;
        if (l.zeroStage > 0 && job->target.cards / (l.tensorParallel * l.pipelineParallel) < 2)
            throw UsageError{
                "--zero needs --dp of 2 or more (ZeRO shards over data-parallel ranks)"};
    } else if (!job->hasCards) {
        job->target.layout =
            ParallelLayout{1, 1, 1, 0, 1, job->target.recompute.value_or(Recompute::Selective)};
    }
    // The memory command sizes one card of the job; it needs no tokens.
    JobSizing s = sizeJob(job->workload, job->target, job->assumptions);
    checkSizing(s);
    MemoryInputs in = s.memoryInputs;
    if (const auto optimizer = o.choice<Optimizer>("optimizer"))
        in.optimizer = *optimizer;
    if (const auto context = o.integer("context", 1, FieldLimits::kMaxContextTokens))
        in.contextTokens = *context;
    const MemoryBreakdown b = estimateMemory(in, job->target.card->memoryBytes);
    s.memory = b;
    s.fits = b.fits && !s.batchTooSmall;
    const bool realCard = job->target.card != &job->defaultCard;
    json remedies = json::array();
    if (!b.fits)
        for (const Remedy &r : remediesFor(job->workload, job->target, job->assumptions,
                                           realCard ? &job->merged : nullptr))
            remedies.push_back({{"code", std::string(remedyCodeText(r.code))},
                                {"total_bytes", r.totalBytes},
                                {"fits", r.fits},
                                {"layout", layoutJson(r.layout)},
                                {"layout_source", r.layoutChosen ? "chosen" : "given"},
                                {"card", r.target.card ? json(r.target.card->id) : json(nullptr)},
                                {"cards", r.target.cards},
                                {"scenario", toCode(r.workload.scenario)},
                                {"precision", toCode(r.workload.precision)},
                                {"concurrency", r.workload.concurrency}});
    json out;
    fitJson(out, s);
    out["card"] = realCard ? json(job->target.card->id) : json(nullptr);
    out["trainable_params"] = b.trainableParams;
    out["mode"] = modeCode(in.mode);
    out["precision"] = toCode(in.precision);
    out["model"] = shapeJson(in.model, job->assumedShape);
    out["remedies"] = remedies;
    if (!realCard)
        out["capacity_note"] = "no --card: capacity of an 80 GB card (80 GiB)";
    if (in.mode == MemoryMode::Infer) {
        out["max_concurrency"] = b.maxConcurrency;
        out["kv_bytes_per_token_per_card"] =
            kvBytesPerToken(in.model, in.kvPrecision, in.layout.tensorParallel);
    }
    io.out << out.dump(2) << "\n";
    return kOk;
}

void requireTarget(const Job &job, const char *what)
{
    if (!job.target.card)
        throw UsageError{std::string("--card ID is required for ") + what +
                         " (or --project FILE --workload ID --option ID; see `catalog cards`)"};
    if (!job.hasCards)
        throw UsageError{"--cards N is required (or --option ID with --project)"};
}

int trainCommand(const Options &o, Io io)
{
    int code = kOk;
    auto job = jobOption(o, io, Scenario::PreTraining, false, code);
    if (!job)
        return code;
    if (!isTraining(job->workload.scenario))
        throw UsageError{"--workload is a serving job: use `estimate infer`"};
    if (!(job->workload.trainingTokens > 0))
        throw UsageError{"--tokens D is required (e.g. --tokens 2T)"};
    requireTarget(*job, "training");
    if (job->target.layout && job->target.layout->dataParallel > 0 &&
        job->target.layout->tensorParallel * job->target.layout->pipelineParallel *
                job->target.layout->dataParallel !=
            job->target.cards)
        throw UsageError{"--cards must equal --tp x --pp x --dp"};
    const JobSizing s = sizeJob(job->workload, job->target, job->assumptions);
    checkSizing(s);
    const TrainingEstimate &e = *s.train;
    json reasons = json::array();
    for (const auto &r : e.mfuReasons)
        reasons.push_back({{"code", std::string(mfuReasonCodeText(r.code))}, {"factor", r.factor}});
    const auto curve = scalingCurve(s.trainingInputs, *job->target.card,
                                    {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096});
    json curveJson = json::array();
    for (const auto &p : curve)
        curveJson.push_back({{"cards", p.cards}, {"efficiency", p.efficiency}});
    json out{{"flops", e.hardwareFlops},
             {"model_flops", e.modelFlops},
             {"mfu", e.mfu.likely},
             {"mfu_range", rangeJson(e.mfu)},
             {"mfu_source", e.mfuFromUser ? "user" : "default"},
             {"mfu_reasons", reasons},
             {"scaling_efficiency", e.scalingEfficiency},
             {"scaling_below_75_percent", e.scalingEfficiency < 0.75},
             {"pipeline_bubble", e.pipelineBubble},
             {"pipeline_stage_imbalance", e.stageImbalance},
             {"global_batch", e.globalBatch},
             {"global_batch_source", s.trainingInputs.globalBatch > 0 ? "workload" : "published"},
             {"global_batch_tokens", double(e.globalBatch) * s.trainingInputs.sequenceLength},
             {"goodput", e.goodput},
             {"exposed_comm_seconds_per_step", e.commSecondsPerStep},
             {"compute_seconds_per_step", e.computeSecondsPerStep},
             {"peak_flops_per_card", e.peak.flops},
             {"compute_precision", toCode(e.peak.precision)},
             {"card", job->target.card->id},
             {"cards", e.cards},
             {"steps", e.steps},
             {"wall_seconds", e.wallSeconds.likely},
             {"wall_seconds_range", rangeJson(e.wallSeconds)},
             {"card_hours", e.cardHours.likely},
             {"card_hours_range", rangeJson(e.cardHours)},
             {"rerun_reserve_factor", s.trainingInputs.rerunReserve},
             {"card_hours_with_reserve", e.cardHoursWithReserve.likely},
             {"network_gbit_per_s", job->target.network.gbitPerS},
             {"network_per_card", job->target.network.perCard},
             {"scaling_curve", curveJson},
             {"model", shapeJson(job->workload.model, job->assumedShape)}};
    fitJson(out, s);
    io.out << out.dump(2) << "\n";
    return kOk;
}

json pointJson(const InferencePoint &p)
{
    return {{"concurrency", p.concurrency},
            {"ttft_seconds", p.ttftSeconds},
            {"tpot_seconds", p.tpotSeconds},
            {"tokens_per_second", p.tokensPerSecond},
            {"fits", p.fits}};
}

int inferCommand(const Options &o, Io io)
{
    int code = kOk;
    auto job = jobOption(o, io, Scenario::Inference, true, code);
    if (!job)
        return code;
    job->workload.scenario = Scenario::Inference;
    if (!job->target.card)
        throw UsageError{"--card ID is required for serving (see `catalog cards`)"};
    if (!job->hasCards) {
        job->target.cards = 1;
        job->hasCards = true;
    }
    if (!(job->workload.promptTokens > 0) || !(job->workload.outputTokens > 0))
        throw UsageError{"--prompt N and --output N are required (tokens per request)"};
    if (job->workload.concurrency < 1)
        job->workload.concurrency = 1;
    // The KV cache precision (the workload's, or --kv-precision) also
    // steers the TP choice: sizeJob takes it from the workload.
    const JobSizing s = sizeJob(job->workload, job->target, job->assumptions);
    checkSizing(s);
    const InferenceInputs &in = s.inferenceInputs;
    const InferenceEstimate &e = *s.infer;
    json curve = json::array();
    json atKnee;
    for (const auto &p : e.curve) {
        curve.push_back(pointJson(p));
        if (p.concurrency == e.knee)
            atKnee = pointJson(p);
    }
    json terms = json::array();
    for (const LatencyReason &r : decodeReasons(e.decode))
        terms.push_back({{"code", std::string(latencyReasonCodeText(r.code))},
                         {"seconds", r.seconds},
                         {"factor", r.factor}});
    json out{{"ttft_seconds", e.at.ttftSeconds},
             {"tpot_seconds", e.at.tpotSeconds},
             {"tokens_per_second", e.at.tokensPerSecond},
             {"tokens_per_second_per_card", e.tokensPerSecondPerCard},
             {"max_concurrency", e.maxConcurrency},
             {"replicas", e.replicas},
             {"tensor_parallel", in.tensorParallel},
             {"critical_batch", e.criticalBatch},
             {"compute_bound", e.computeBound},
             {"prefill_seconds", e.prefillSeconds},
             {"decode_step_seconds", e.decodeStepSeconds},
             {"decode_terms", terms},
             {"mbu", e.mbu},
             {"knee_concurrency", e.knee},
             {"at_knee", atKnee},
             {"kv_precision", toCode(in.kvPrecision)},
             {"kv_reads", toCode(in.kvReads)},
             {"kv_precision_source",
              job->workload.kvPrecision == KvPrecision::Auto ? "weights" : "workload"},
             {"curve", curve},
             {"card", job->target.card->id},
             {"model", shapeJson(job->workload.model, job->assumedShape)}};
    fitJson(out, s);
    out["fits"] = e.at.fits;
    if (job->workload.ttftTargetSeconds > 0.0) {
        const int replicas =
            replicasNeeded(in, *job->target.card, in.concurrency, job->workload.ttftTargetSeconds);
        out["replicas_for_target"] = replicas;
        out["cards_for_target"] = replicas * in.tensorParallel;
        out["meets_latency"] = s.meetsLatency;
    }
    io.out << out.dump(2) << "\n";
    return kOk;
}

int layoutCommand(const Options &o, Io io)
{
    int code = kOk;
    auto job = jobOption(o, io, Scenario::PreTraining, false, code);
    if (!job)
        return code;
    if (!isTraining(job->workload.scenario))
        throw UsageError{"--workload is a serving job: `estimate layout` sizes training"};
    if (!(job->workload.trainingTokens > 0))
        throw UsageError{"--tokens D is required (e.g. --tokens 100B)"};
    if (!job->target.card)
        throw UsageError{"--card ID is required (see `catalog cards`)"};
    if (job->target.layout)
        throw UsageError{"`estimate layout` chooses TP, PP, DP, ZeRO and the micro-batch: drop "
                         "--tp/--pp/--dp/--zero/--micro-batch (--recompute fixes the "
                         "recomputation)"};
    LayoutSearchInputs in = layoutSearchInputsFor(job->workload, job->target.network,
                                                  job->assumptions, job->target.mfu);
    in.recompute = job->target.recompute;
    if (const auto optimizer = o.choice<Optimizer>("optimizer"))
        in.memory.optimizer = *optimizer;
    in.maxCards = o.integer("max-cards", 1, 65536).value_or(4096);
    const Card &card = *job->target.card;
    const LayoutSearchResult r = searchLayout(in, card);
    const char *outcome = r.outcome == LayoutSearchResult::Outcome::Found ? "found"
                          : r.outcome == LayoutSearchResult::Outcome::DeadlineMissed
                              ? "deadline_missed"
                              : "nothing_fits_memory";
    json out{{"outcome", outcome}, {"configurations_evaluated", r.evaluated}, {"card", card.id}};
    if (r.outcome == LayoutSearchResult::Outcome::Found ||
        r.outcome == LayoutSearchResult::Outcome::DeadlineMissed) {
        out["layout"] = layoutJson(r.best.layout);
        out["memory_bytes_per_card"] = r.best.memoryBytes;
        out["wall_seconds"] = r.best.wallSeconds;
        out["scaling_efficiency"] = r.best.scalingEfficiency;
    } else {
        out["smallest_memory_bytes_per_card"] = r.smallestMemoryBytes;
        out["capacity_bytes"] = card.memoryBytes;
    }
    io.out << out.dump(2) << "\n";
    return r.outcome == LayoutSearchResult::Outcome::Found ? kOk : kFailed;
}

const std::vector<std::string> kEstimateOptions{
    "json",      "config",       "params",    "active-params", "mode",
    "precision", "kv-precision", "optimizer", "zero",          "dp",
    "tp",        "pp",           "seq",       "micro-batch",   "recompute",
    "context",   "concurrency",  "card",      "cards",         "overhead",
    "lora-rank", "tokens",       "mfu",       "global-batch",  "network",
    "facility",  "prompt",       "output",    "ttft-target",   "deadline-days",
    "max-cards", "project",      "workload",  "option",        "per-card",
    "kv-reads"};

int guarded(Io io, const std::function<int()> &body)
{
    try {
        return body();
    } catch (const UsageError &e) {
        return fail(io, kUsage, e.message);
    }
}

} // namespace

int runModel(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    return guarded(io, [&] {
        if (!args.error().empty())
            throw UsageError{args.error()};
        if (const auto unknown = args.unknown({"json", "config", "params", "active-params"});
            !unknown.empty())
            throw UsageError{"unknown option --" + unknown.front()};
        const Options o(args);
        const ModelChoice model = modelOption(o);
        if (model.error)
            return fail(io, kFailed, describe(*model.error));
        io.out << shapeJson(model.shape, model.assumed).dump(2) << "\n";
        return int(kOk);
    });
}

int runEstimate(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json", "per-card"});
    return guarded(io, [&] {
        if (!args.error().empty())
            throw UsageError{args.error()};
        if (const auto unknown = args.unknown(kEstimateOptions); !unknown.empty())
            throw UsageError{"unknown option --" + unknown.front() + "; try --help"};
        const Options o(args);
        const std::string what = args.positionals().empty() ? "" : args.positionals().front();
        if (args.positionals().size() > 1)
            throw UsageError{"unexpected argument '" + args.positionals()[1] + "'"};
        if (what == "memory")
            return memoryCommand(o, io);
        if (what == "train")
            return trainCommand(o, io);
        if (what == "infer")
            return inferCommand(o, io);
        if (what == "layout")
            return layoutCommand(o, io);
        throw UsageError{"usage: estimate memory|train|infer|layout ...; try --help"};
    });
}

} // namespace suanpan::cli
