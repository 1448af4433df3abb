#include "HfConfig.h"

#include <cmath>
#include <initializer_list>
#include <optional>

#include <nlohmann/json.hpp>

#include "estimate/ModelMath.h"
#include "io/JsonCodec.h"

namespace suanpan {

namespace {

using nlohmann::json;

// Reads integer fields by any of their names (architectures spell them
// differently), with bounds that catch absurd or hostile values.
class ConfigReader final
{
public:
    explicit ConfigReader(const json &j) : m_j(j) {}

    // A required positive integer; the first name is the one errors mention.
    int required(std::initializer_list<const char *> names, long long max)
    {
        const auto v = optional(names, max, 1);
        if (!v && !m_error)
            m_error = Error{ErrorCode::ConfigMissing, *names.begin(), ""};
        return v.value_or(0);
    }

    std::optional<int> optional(std::initializer_list<const char *> names, long long max,
                                long long min = 0)
    {
        for (const char *name : names) {
            const auto it = m_j.find(name);
            if (it == m_j.end() || it->is_null())
                continue;
            if (!it->is_number()) {
                failType(name, JsonKind::Integer);
                return std::nullopt;
            }
            const double d = it->get<double>();
            if (!std::isfinite(d) || d != std::floor(d)) {
                failType(name, JsonKind::Integer);
                return std::nullopt;
            }
            if (d < double(min) || d > double(max)) {
                fail(ErrorCode::ConfigOutOfRange, name, it->dump());
                return std::nullopt;
            }
            return int(d);
        }
        return std::nullopt;
    }

    bool flag(const char *name, bool fallback)
    {
        const auto it = m_j.find(name);
        if (it == m_j.end() || it->is_null())
            return fallback;
        if (!it->is_boolean()) {
            failType(name, JsonKind::Boolean);
            return fallback;
        }
        return it->get<bool>();
    }

    std::string text(const char *name)
    {
        const auto it = m_j.find(name);
        if (it == m_j.end() || it->is_null())
            return {};
        if (!it->is_string()) {
            failType(name, JsonKind::String);
            return {};
        }
        return it->get<std::string>();
    }

    void fail(ErrorCode code, const std::string &field, const std::string &detail)
    {
        if (!m_error)
            m_error = Error{code, field, detail};
    }

    void failType(const std::string &field, JsonKind expected)
    {
        if (!m_error)
            m_error = wrongType(ErrorCode::ConfigType, field, expected);
    }

    const std::optional<Error> &error() const { return m_error; }

private:
    const json &m_j;
    std::optional<Error> m_error;
};

bool gatedByDefault(const std::string &modelType, const std::string &activation)
{
    if (activation == "silu" || activation == "swiglu" || activation == "swish")
        return true;
    if (!activation.empty())
        return false; // gelu, relu, gelu_new: a plain two-matrix MLP
    return !(modelType == "gpt2" || modelType == "opt" || modelType == "gpt_neox" ||
             modelType == "bloom" || modelType == "falcon");
}

constexpr long long kMaxWidth = 1'000'000;

// Mixture of experts, under its common spellings (openPangu's
// configuration_openpangu_moe.py renames DeepSeek-V3's keys: num_routed_
// experts, num_shared_experts, num_dense_layers, attention_*_dim).
void readExperts(ConfigReader &r, ModelShape &m)
{
    m.experts =
        r.optional({"num_local_experts", "n_routed_experts", "num_experts", "num_routed_experts"},
                   100'000)
            .value_or(0);
    if (m.experts > 0) {
        m.expertsPerToken = r.required({"num_experts_per_tok"}, 100'000);
        m.moeFfnSize = r.optional({"moe_intermediate_size"}, 10 * kMaxWidth, 1).value_or(0);
        m.sharedExperts =
            r.optional({"n_shared_experts", "num_shared_experts"}, 100'000).value_or(0);
        m.denseLayers =
            r.optional({"first_k_dense_replace", "num_dense_layers"}, 10'000).value_or(0);
        // Qwen-MoE: one shared expert of its own width.
        if (const auto shared = r.optional({"shared_expert_intermediate_size"}, 10 * kMaxWidth, 1);
            shared && m.sharedExperts == 0) {
            const int width = m.moeFfnSize > 0 ? m.moeFfnSize : m.ffnSize;
            m.sharedExperts = std::max(1, int(std::lround(double(*shared) / width)));
        }
    }
}

// Multi-head latent attention (DeepSeek-V2/V3; openPangu's names second).
void readLatentAttention(ConfigReader &r, ModelShape &m)
{
    m.kvLoraRank = r.optional({"kv_lora_rank", "attention_kv_lora_dim"}, kMaxWidth).value_or(0);
    if (m.kvLoraRank > 0) {
        m.qLoraRank = r.optional({"q_lora_rank", "attention_q_lora_dim"}, kMaxWidth).value_or(0);
        m.qkRopeHeadDim = r.required({"qk_rope_head_dim", "attention_qk_rope_dim"}, 100'000);
        m.qkNopeHeadDim = r.required({"qk_nope_head_dim", "attention_qk_dim"}, 100'000);
        m.vHeadDim = r.required({"v_head_dim", "attention_v_dim"}, 100'000);
    }
}

// Counts that contradict each other; none when the shape is whole.
std::optional<Error> inconsistency(const ModelShape &m)
{
    if (m.attentionHeads % m.kvHeads != 0)
        return Error{ErrorCode::ConfigInconsistent, "num_key_value_heads",
                     "num_attention_heads = " + std::to_string(m.attentionHeads)};
    if (m.experts > 0 && m.expertsPerToken > m.experts)
        return Error{ErrorCode::ConfigInconsistent, "num_experts_per_tok",
                     "experts = " + std::to_string(m.experts)};
    if (m.denseLayers > m.layers)
        return Error{ErrorCode::ConfigInconsistent, "first_k_dense_replace",
                     "num_hidden_layers = " + std::to_string(m.layers)};
    return std::nullopt;
}

} // namespace

Result<ModelShape> modelShapeFromHfConfig(std::string_view text, const std::string &sourceName)
{
    auto parsed = parseJson(text);
    if (!parsed.ok())
        return parsed.error();
    const json *root = &parsed.value();
    if (!root->is_object())
        return Error{ErrorCode::ConfigNotObject, "", ""};
    // Multimodal wrappers (Llava, Qwen2-VL, Llama 4) keep the language model here.
    if (!root->contains("hidden_size") && root->contains("text_config") &&
        (*root)["text_config"].is_object())
        root = &(*root)["text_config"];

    ConfigReader r(*root);
    ModelShape m;
    m.hiddenSize = r.required({"hidden_size", "n_embd", "d_model"}, kMaxWidth);
    m.layers = r.required({"num_hidden_layers", "n_layer", "num_layers"}, 10'000);
    m.attentionHeads = r.required({"num_attention_heads", "n_head"}, 100'000);
    m.vocabSize = r.required({"vocab_size"}, 100'000'000);
    m.kvHeads = r.optional({"num_key_value_heads", "multi_query_group_num"}, 100'000, 1)
                    .value_or(m.attentionHeads);
    m.headDim = r.optional({"head_dim"}, 100'000, 1).value_or(0);
    const std::string modelType = r.text("model_type");
    const std::string activation = r.text("hidden_act");
    m.gatedFfn = gatedByDefault(modelType, activation);
    // GPT-2 writes n_inner = null for the default 4h.
    m.ffnSize = r.optional({"intermediate_size", "ffn_dim", "n_inner"}, 10 * kMaxWidth, 1)
                    .value_or(4 * m.hiddenSize);
    // These configs leave tie_word_embeddings to transformers' default (true):
    // BLOOM's 176 B counts its 3.6 B embedding once.
    m.tiedEmbeddings = r.flag("tie_word_embeddings",
                              modelType == "gpt2" || modelType == "opt" || modelType == "bloom");
    // Qwen2 has q/k/v biases without saying so in its config.
    m.attentionBias = r.flag("attention_bias", modelType == "qwen2" || modelType == "qwen2_moe" ||
                                                   modelType == "opt" || modelType == "gpt2");

    readExperts(r, m);
    readLatentAttention(r, m);
    if (r.error())
        return *r.error();

    if (const auto e = inconsistency(m))
        return *e;

    const ModelSizes sizes = modelSizes(m);
    if (!(sizes.paramsTotal > 0.0) || sizes.paramsTotal > 1e15)
        return Error{ErrorCode::ConfigImplausibleSize, "hidden_size", ""};
    m.paramsTotal = sizes.paramsTotal;
    m.paramsActive = sizes.paramsActive;
    m.source = sourceName;
    return m;
}

} // namespace suanpan
