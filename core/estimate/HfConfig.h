#pragma once

#include <string>
#include <string_view>

#include "model/Workload.h"
#include "util/Result.h"

namespace suanpan {

// Reads a Hugging Face config.json into a ModelShape with derived parameter
// counts. Understands dense Llama/Qwen/Mistral (GQA, SwiGLU, tied or untied
// embeddings, q/k/v biases), GPT-2/OPT-style MLPs, Mixtral-style MoE
// (num_local_experts, num_experts_per_tok), Qwen-MoE (num_experts,
// moe_intermediate_size), DeepSeek-style MoE (n_routed_experts,
// n_shared_experts, first_k_dense_replace, moe_intermediate_size) and
// multi-head latent attention (kv_lora_rank, q_lora_rank, qk_rope_head_dim,
// qk_nope_head_dim, v_head_dim). Multimodal configs: reads "text_config".
//
// Errors (subject = the config field):
//   "config.parse"/"json.*" from the JSON layer (not JSON, NaN, too deep, too large),
//   "config.not_object", "config.missing" (a required field such as hidden_size),
//   "config.type" (detail = expected type), "config.out_of_range" (negative,
//   zero or absurd; detail = the value), "config.inconsistent" (e.g. heads not
//   divisible by KV heads; detail names the other field).
Result<ModelShape> modelShapeFromHfConfig(std::string_view text, const std::string &sourceName);

} // namespace suanpan
