// `model` and `estimate memory|train|infer|layout`: the sizing engine.
#include <cmath>
#include <functional>
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "estimate/Advice.h"
#include "estimate/Inference.h"
#include "estimate/LayoutSearch.h"
#include "estimate/Memory.h"
#include "estimate/ModelMath.h"
#include "estimate/Training.h"
#include "io/FileText.h"
#include "io/HfConfig.h"
#include "io/Units.h"

namespace suanpan::cli {

namespace {

using nlohmann::json;

// A usage problem: exit code 2 and one line.
struct UsageError {
    std::string message;
};

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
            throw UsageError{"--" + name + ": '" + *text + "' is not a number (e.g. 70B, 2T, 4096)"};
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

    template <class E>
    std::optional<E> choice(const std::string &name) const
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

const Card &cardOption(const Options &o, bool required)
{
    static Card eightyGb;
    const auto id = o.args().value("card");
    if (!id) {
        if (required)
            throw UsageError{"--card ID is required (see `catalog cards`)"};
        eightyGb.id = "";
        eightyGb.memoryBytes = 80.0 * (1ull << 30);
        return eightyGb;
    }
    const Card *card = catalog().findCard(*id);
    if (!card)
        throw UsageError{"--card: no card '" + *id + "' in the catalog (see `catalog cards`)"};
    return *card;
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
    out.shape = assumedShape(*params);
    out.shape.paramsTotal = *params;
    out.shape.paramsActive = active.value_or(*params);
    out.assumed = true;
    return out;
}

json shapeJson(const ModelShape &m, bool assumed)
{
    const ModelSizes s = modelSizes(m);
    json j{{"params_total", m.paramsTotal > 0 ? m.paramsTotal : s.paramsTotal},
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
        j["assumption"] = "no config: a Llama-like shape with this parameter count "
                          "(hidden size and heads from the Llama-2/3 family, GQA with 8 KV heads "
                          "from 30B up, vocabulary 32000)";
    return j;
}

json layoutJson(const ParallelLayout &l)
{
    return {{"tp", l.tensorParallel},           {"pp", l.pipelineParallel},
            {"dp", l.dataParallel},             {"zero", l.zeroStage},
            {"micro_batch", l.microBatch},      {"recompute", toCode(l.recompute)},
            {"cards", l.cards()}};
}

ParallelLayout layoutOption(const Options &o, int cards)
{
    ParallelLayout l;
    l.tensorParallel = o.integer("tp", 1, 1024).value_or(1);
    l.pipelineParallel = o.integer("pp", 1, 1024).value_or(1);
    const int modelParallel = l.tensorParallel * l.pipelineParallel;
    if (const auto dp = o.integer("dp", 1, 1 << 20)) {
        l.dataParallel = *dp;
    } else {
        if (cards % modelParallel != 0)
            throw UsageError{"--cards must be a multiple of --tp x --pp"};
        l.dataParallel = std::max(1, cards / modelParallel);
    }
    l.zeroStage = o.integer("zero", 0, 3).value_or(0);
    l.microBatch = o.integer("micro-batch", 1, 4096).value_or(1);
    l.recompute = o.choice<Recompute>("recompute").value_or(Recompute::Selective);
    return l;
}

NetworkSpec networkOption(const Options &o)
{
    NetworkSpec n{400.0, NetworkFabric::InfiniBand};
    if (const auto id = o.args().value("facility")) {
        const Facility *f = catalog().findFacility(*id);
        if (!f)
            throw UsageError{"--facility: no facility '" + *id + "' (see `catalog facilities`)"};
        n = f->network;
    }
    if (const auto gbps = o.count("network"))
        n.gbitPerS = *gbps;
    if (!(n.gbitPerS > 0))
        throw UsageError{"--network must be positive (Gb/s per server)"};
    return n;
}

json breakdownJson(const MemoryBreakdown &b)
{
    return {{"weights_bytes", b.weights},         {"gradients_bytes", b.gradients},
            {"optimizer_bytes", b.optimizer},     {"activations_bytes", b.activations},
            {"kv_cache_bytes", b.kvCache},        {"overhead_bytes", b.overhead},
            {"total_bytes", b.total}};
}

json rangeJson(const Range &r)
{
    return {{"low", r.low}, {"likely", r.likely}, {"high", r.high}};
}

int memoryCommand(const Options &o, Io io)
{
    const ModelChoice model = modelOption(o);
    if (model.error)
        return fail(io, kFailed, describe(*model.error));
    const auto mode = o.args().value("mode").value_or("train");
    MemoryInputs in;
    if (mode == "train")
        in.mode = MemoryMode::Train;
    else if (mode == "lora")
        in.mode = MemoryMode::LoRA;
    else if (mode == "qlora")
        in.mode = MemoryMode::QLoRA;
    else if (mode == "infer")
        in.mode = MemoryMode::Infer;
    else
        throw UsageError{"--mode must be one of train|lora|qlora|infer"};
    in.model = model.shape;
    in.precision = o.choice<Precision>("precision").value_or(Precision::BF16);
    in.kvPrecision = o.choice<Precision>("kv-precision").value_or(
        in.precision == Precision::FP32 ? Precision::FP32 : Precision::BF16);
    in.optimizer = o.choice<Optimizer>("optimizer").value_or(Optimizer::AdamW);
    in.layout = layoutOption(o, 0);
    if (!o.args().has("dp"))
        in.layout.dataParallel = 1;
    if (in.layout.zeroStage > 0 && in.layout.dataParallel < 2)
        throw UsageError{"--zero needs --dp of 2 or more (ZeRO shards over data-parallel ranks)"};
    in.sequenceLength = o.integer("seq", 1, 10'000'000).value_or(4096);
    in.loraRank = o.integer("lora-rank", 1, 65536).value_or(16);
    in.contextTokens = o.integer("context", 1, 100'000'000).value_or(in.sequenceLength);
    in.concurrency = o.integer("concurrency", 0, 10'000'000).value_or(1);
    if (const auto overhead = o.count("overhead")) {
        in.frameworkBytes = *overhead;
        if (*overhead == 0.0)
            in.fragmentation = 0.0;
    }
    const Card &card = cardOption(o, false);
    const MemoryBreakdown b = estimateMemory(in, card.memoryBytes);
    json remedies = json::array();
    if (!b.fits)
        for (const Remedy &r : suggestRemedies(in, card, card.id.empty() ? nullptr : &catalog()))
            remedies.push_back({{"code", r.code}, {"parameter", r.parameter},
                                {"total_bytes", r.totalBytes}, {"fits", r.fits}});
    json out{{"per_card", breakdownJson(b)},
             {"capacity_bytes", b.capacity},
             {"card", card.id.empty() ? json(nullptr) : json(card.id)},
             {"fits", b.fits},
             {"short_by_bytes", b.shortBy},
             {"trainable_params", b.trainableParams},
             {"mode", mode},
             {"precision", toCode(in.precision)},
             {"layout", layoutJson(in.layout)},
             {"model", shapeJson(in.model, model.assumed)},
             {"remedies", remedies}};
    if (card.id.empty())
        out["capacity_note"] = "no --card: capacity of an 80 GB card (80 GiB)";
    if (in.mode == MemoryMode::Infer) {
        out["max_concurrency"] = b.maxConcurrency;
        out["kv_bytes_per_token_per_card"] =
            kvBytesPerToken(in.model, in.kvPrecision, in.layout.tensorParallel);
    }
    io.out << out.dump(2) << "\n";
    return kOk;
}

int trainCommand(const Options &o, Io io)
{
    const ModelChoice model = modelOption(o);
    if (model.error)
        return fail(io, kFailed, describe(*model.error));
    const auto tokens = o.count("tokens");
    if (!tokens || !(*tokens > 0))
        throw UsageError{"--tokens D is required (e.g. --tokens 2T)"};
    const Card &card = cardOption(o, true);
    const auto cards = o.integer("cards", 1, 1'000'000);
    if (!cards)
        throw UsageError{"--cards N is required"};
    TrainingInputs in;
    in.model = model.shape;
    in.tokens = *tokens;
    in.sequenceLength = o.integer("seq", 1, 10'000'000).value_or(4096);
    in.globalBatch = o.integer("global-batch", 1, 100'000'000).value_or(0);
    in.precision = o.choice<Precision>("precision").value_or(Precision::BF16);
    in.layout = layoutOption(o, *cards);
    if (in.layout.cards() != *cards)
        throw UsageError{"--cards must equal --tp x --pp x --dp"};
    in.network = networkOption(o);
    if (const auto mfu = o.fraction("mfu"))
        in.mfu = Range::exactly(*mfu);
    const TrainingEstimate e = estimateTraining(in, card);
    json reasons = json::array();
    for (const auto &r : e.mfuReasons)
        reasons.push_back({{"code", r.code}, {"factor", r.factor}});
    const auto curve = scalingCurve(in, card, {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096});
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
             {"peak_flops_per_card", e.peak.flops},
             {"compute_precision", toCode(e.peak.precision)},
             {"cards", e.cards},
             {"steps", e.steps},
             {"wall_seconds", e.wallSeconds.likely},
             {"wall_seconds_range", rangeJson(e.wallSeconds)},
             {"card_hours", e.cardHours.likely},
             {"card_hours_range", rangeJson(e.cardHours)},
             {"rerun_reserve_factor", in.rerunReserve},
             {"card_hours_with_reserve", e.cardHoursWithReserve.likely},
             {"layout", layoutJson(in.layout)},
             {"network_gbit_per_s", in.network.gbitPerS},
             {"scaling_curve", curveJson},
             {"model", shapeJson(in.model, model.assumed)}};
    io.out << out.dump(2) << "\n";
    return kOk;
}

json pointJson(const InferencePoint &p)
{
    return {{"concurrency", p.concurrency}, {"ttft_seconds", p.ttftSeconds},
            {"tpot_seconds", p.tpotSeconds}, {"tokens_per_second", p.tokensPerSecond},
            {"fits", p.fits}};
}

int inferCommand(const Options &o, Io io)
{
    const ModelChoice model = modelOption(o);
    if (model.error)
        return fail(io, kFailed, describe(*model.error));
    const Card &card = cardOption(o, true);
    InferenceInputs in;
    in.model = model.shape;
    in.cards = o.integer("cards", 1, 1'000'000).value_or(1);
    in.tensorParallel = o.integer("tp", 1, 1024).value_or(1);
    if (in.cards % in.tensorParallel != 0)
        throw UsageError{"--cards must be a multiple of --tp"};
    in.precision = o.choice<Precision>("precision").value_or(Precision::BF16);
    in.kvPrecision = o.choice<Precision>("kv-precision").value_or(Precision::BF16);
    const auto prompt = o.integer("prompt", 1, 10'000'000);
    const auto output = o.integer("output", 1, 10'000'000);
    if (!prompt || !output)
        throw UsageError{"--prompt N and --output N are required (tokens per request)"};
    in.promptTokens = *prompt;
    in.outputTokens = *output;
    in.concurrency = o.integer("concurrency", 1, 10'000'000).value_or(1);
    const InferenceEstimate e = estimateInference(in, card);
    json curve = json::array();
    for (const auto &p : e.curve)
        curve.push_back(pointJson(p));
    json out{{"ttft_seconds", e.at.ttftSeconds},
             {"tpot_seconds", e.at.tpotSeconds},
             {"tokens_per_second", e.at.tokensPerSecond},
             {"tokens_per_second_per_card", e.tokensPerSecondPerCard},
             {"max_concurrency", e.maxConcurrency},
             {"fits", e.at.fits},
             {"replicas", e.replicas},
             {"critical_batch", e.criticalBatch},
             {"compute_bound", e.computeBound},
             {"prefill_seconds", e.prefillSeconds},
             {"decode_step_seconds", e.decodeStepSeconds},
             {"mbu", e.mbu},
             {"knee_concurrency", e.knee},
             {"curve", curve},
             {"model", shapeJson(in.model, model.assumed)}};
    if (const auto target = o.count("ttft-target")) {
        const int replicas = replicasNeeded(in, card, in.concurrency, *target);
        out["replicas_for_target"] = replicas;
        out["cards_for_target"] = replicas * in.tensorParallel;
    }
    io.out << out.dump(2) << "\n";
    return kOk;
}

int layoutCommand(const Options &o, Io io)
{
    const ModelChoice model = modelOption(o);
    if (model.error)
        return fail(io, kFailed, describe(*model.error));
    const auto tokens = o.count("tokens");
    if (!tokens || !(*tokens > 0))
        throw UsageError{"--tokens D is required (e.g. --tokens 100B)"};
    const Card &card = cardOption(o, true);
    LayoutSearchInputs in;
    in.training.model = model.shape;
    in.training.tokens = *tokens;
    in.training.sequenceLength = o.integer("seq", 1, 10'000'000).value_or(4096);
    in.training.globalBatch = o.integer("global-batch", 1, 100'000'000).value_or(0);
    in.training.precision = o.choice<Precision>("precision").value_or(Precision::BF16);
    in.training.network = networkOption(o);
    if (const auto mfu = o.fraction("mfu"))
        in.training.mfu = Range::exactly(*mfu);
    in.memory.model = model.shape;
    in.memory.precision = in.training.precision;
    in.memory.sequenceLength = in.training.sequenceLength;
    in.memory.optimizer = o.choice<Optimizer>("optimizer").value_or(Optimizer::AdamW);
    const auto mode = o.args().value("mode").value_or("train");
    if (mode == "lora")
        in.memory.mode = MemoryMode::LoRA;
    else if (mode == "qlora")
        in.memory.mode = MemoryMode::QLoRA;
    else if (mode != "train")
        throw UsageError{"--mode must be one of train|lora|qlora"};
    in.memory.loraRank = o.integer("lora-rank", 1, 65536).value_or(16);
    if (in.memory.mode != MemoryMode::Train)
        in.training.trainableParams = loraParams(in.memory.model, in.memory.loraRank);
    in.deadlineSeconds = o.count("deadline-days").value_or(0.0) * 86400.0;
    in.maxCards = o.integer("max-cards", 1, 65536).value_or(4096);
    const LayoutSearchResult r = searchLayout(in, card);
    const char *outcome = r.outcome == LayoutSearchResult::Outcome::Found ? "found"
                          : r.outcome == LayoutSearchResult::Outcome::DeadlineMissed
                              ? "deadline_missed"
                              : "nothing_fits_memory";
    json out{{"outcome", outcome}, {"configurations_evaluated", r.evaluated}, {"card", card.id}};
    if (r.outcome != LayoutSearchResult::Outcome::NothingFitsMemory) {
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
    "json", "config", "params", "active-params", "mode", "precision", "kv-precision", "optimizer",
    "zero", "dp", "tp", "pp", "seq", "micro-batch", "recompute", "context", "concurrency", "card",
    "cards", "overhead", "lora-rank", "tokens", "mfu", "global-batch", "network", "facility",
    "prompt", "output", "ttft-target", "deadline-days", "max-cards"};

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
    const Args args(words, {"json"});
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
