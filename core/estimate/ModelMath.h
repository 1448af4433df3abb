#pragma once

#include "model/Workload.h"

namespace suanpan {

// Sizes derived from a model's architecture. Formulas: reference/formulas.md
// (llm-analysis per-layer counts; DeepSeek-V2 paper for MLA).
struct ModelSizes {
    double paramsTotal = 0.0;
    double paramsActive = 0.0;         // per token: shared + k routed experts
    double embeddingParams = 0.0;      // input embedding + untied LM head
    double kvElementsPerToken = 0.0;   // cached values per token over all layers
    double forwardFlopsPerToken = 0.0; // 2 x active params (weights' matmuls)
};

// True when the shape has the architecture fields needed to count parameters
// (layers, hidden size, heads, FFN size, vocabulary).
bool hasArchitecture(const ModelShape &m);

// Counts parameters from the architecture; without one, takes the totals given
// and assumes a Llama-like shape for the KV cache (see assumedShape()).
ModelSizes modelSizes(const ModelShape &m);

// Parameters of the routed experts of an MoE model (all layers, all
// experts); 0 for a dense model or a bare parameter count.
double routedExpertParams(const ModelShape &m);

// Attention heads' width d (head_dim, or hidden / heads).
int headDim(const ModelShape &m);

// KV-cache bytes per token at a precision, over all layers: 2 . L . n_kv . d
// (GQA) or L . (kv_lora_rank + qk_rope_head_dim) for multi-head latent
// attention (DeepSeek-V2, arXiv 2405.04434). With tensor parallel degree t,
// each rank holds max(n_kv / t, 1) KV heads (MLA's latent is replicated).
double kvBytesPerToken(const ModelShape &m, Precision kvPrecision, int tensorParallel = 1);

// An architecture for a bare parameter count ("70B"): the width, heads, FFN
// and vocabulary of the published model family nearest in size (GPT-3,
// Llama 2/3, Qwen2.5), its depth scaled to the count (70 B: Llama 2 70B's 80
// layers). The stated assumption behind estimates made without a config;
// `source` names the family.
ModelShape assumedShape(double params);

} // namespace suanpan
