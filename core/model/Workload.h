#pragma once

#include <string>

#include "Enums.h"

namespace suanpan {

// The model being trained or served: totals, or the architecture fields of a
// Hugging Face config.json (zero = unknown).
struct ModelShape {
    double paramsTotal = 0.0;
    double paramsActive = 0.0; // equals paramsTotal for dense models
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0;
    int ffnSize = 0;
    int vocabSize = 0;
    int experts = 0; // routed experts per MoE layer; 0 = dense
    int expertsPerToken = 0;
    bool tiedEmbeddings = false;
    std::string source; // "config.json of Qwen2-7B", "preset llama-2-70b", "user"
    // Finer architecture, from a config.json (zero = not given / standard).
    int headDim = 0;            // 0 = hidden_size / attention_heads
    bool attentionBias = false; // q/k/v biases (Qwen2)
    bool gatedFfn = true;       // SwiGLU (3 matrices) vs GELU/ReLU MLP (2: GPT-2, OPT)
    int moeFfnSize = 0;         // per-expert FFN width; 0 = ffnSize
    int sharedExperts = 0;      // always-active experts (DeepSeek)
    int denseLayers = 0;        // leading dense layers before MoE (first_k_dense_replace)
    int kvLoraRank = 0;         // > 0: multi-head latent attention (DeepSeek-V2/V3)
    int qLoraRank = 0;
    int qkRopeHeadDim = 0;
    int qkNopeHeadDim = 0;
    int vHeadDim = 0;

    bool operator==(const ModelShape &) const = default;
};

// When a workload needs cards over the plan's horizon: the demand calendar
// the portfolio (cost/Portfolio.h) turns into owned and rented card-hours.
// Training runs once or every `everyMonths`; serving runs continuously from
// its start, at peak load `peakHoursPerDay` hours a day and at
// `offPeakShare` of the peak cards the rest of the day.
inline constexpr int kMaxScheduleMonths = 600; // 50 years; the store's CHECK says the same

struct Schedule {
    int startMonth = 0;            // months after the plan starts (0 = the first month)
    int everyMonths = 0;           // training: 0 = once, N = a new run every N months
    double durationDays = 0.0;     // training: 0 = the sizing engine's time;
                                   // serving: 0 = until the end of the horizon
    int cards = 0;                 // cards it runs on; 0 = the owned option's count
    double peakHoursPerDay = 24.0; // serving: hours a day at peak load
    double offPeakShare = 1.0;     // serving: cards busy off peak / cards at peak

    bool operator==(const Schedule &) const = default;
};

struct Workload {
    std::string id;
    // The name per language (model/Names.h nameIn): `name` is the English
    // one, or the only one when the user typed one (files before schema 9
    // had only this field); `nameZh` the Chinese one, empty when not given.
    std::string name;
    std::string nameZh;
    Scenario scenario = Scenario::LoRA;
    ModelShape model;
    Precision precision = Precision::BF16;
    // Training
    double trainingTokens = 0.0;
    int sequenceLength = 4096;
    int globalBatch = 0;       // sequences per optimizer step; 0 = unknown
    double deadlineDays = 0.0; // 0 = no deadline
    int loraRank = 16;
    // Inference
    int promptTokens = 0;
    int outputTokens = 0;
    int concurrency = 0;
    double requestsPerSecond = 0.0;
    double ttftTargetSeconds = 0.0;              // 0 = no latency target
    KvPrecision kvPrecision = KvPrecision::Auto; // the KV cache's format
    // Data to upload to the facility, bytes
    double datasetBytes = 0.0;
    std::string notes;
    Schedule schedule;

    bool operator==(const Workload &) const = default;
};

bool isTraining(Scenario s);

} // namespace suanpan
