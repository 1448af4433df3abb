#pragma once

#include <tuple>

#include "FieldSpec.h"
#include "Workload.h"

namespace suanpan {

// The fields of a Workload, its ModelShape ("model") and its Schedule
// ("schedule"), in struct order (model/FieldSpec.h). The order is the order
// the readers meet them: a file with several problems is refused for the
// first. Written by hand where the codecs are: `id` (required) and the name
// per language ("name" in JSON, a plain string or {zh, en}; columns "name"
// and "name_zh").
namespace fields::workload {

using W = Workload;
using M = ModelShape;
using S = Schedule;

inline constexpr FieldSpec<&W::scenario> Scenario{"scenario"};
inline constexpr FieldSpec<&W::model, &M::paramsTotal> ParamsTotal{"model.params_total"};
inline constexpr FieldSpec<&W::model, &M::paramsActive> ParamsActive{"model.params_active"};
inline constexpr FieldSpec<&W::model, &M::layers> Layers{"model.layers"};
inline constexpr FieldSpec<&W::model, &M::hiddenSize> HiddenSize{"model.hidden_size"};
inline constexpr FieldSpec<&W::model, &M::attentionHeads> AttentionHeads{"model.attention_heads"};
inline constexpr FieldSpec<&W::model, &M::kvHeads> KvHeads{"model.kv_heads"};
inline constexpr FieldSpec<&W::model, &M::ffnSize> FfnSize{"model.ffn_size"};
inline constexpr FieldSpec<&W::model, &M::vocabSize> VocabSize{"model.vocab_size"};
inline constexpr FieldSpec<&W::model, &M::experts> Experts{"model.experts"};
inline constexpr FieldSpec<&W::model, &M::expertsPerToken> ExpertsPerToken{
    "model.experts_per_token"};
inline constexpr FieldSpec<&W::model, &M::tiedEmbeddings> TiedEmbeddings{"model.tied_embeddings"};
inline constexpr FieldSpec<&W::model, &M::source> ModelSource{"model.source", "model_source"};
inline constexpr FieldSpec<&W::model, &M::headDim> HeadDim{"model.head_dim"};
inline constexpr FieldSpec<&W::model, &M::attentionBias> AttentionBias{"model.attention_bias"};
inline constexpr FieldSpec<&W::model, &M::gatedFfn> GatedFfn{"model.gated_ffn"};
inline constexpr FieldSpec<&W::model, &M::moeFfnSize> MoeFfnSize{"model.moe_ffn_size"};
inline constexpr FieldSpec<&W::model, &M::sharedExperts> SharedExperts{"model.shared_experts"};
inline constexpr FieldSpec<&W::model, &M::denseLayers> DenseLayers{"model.dense_layers"};
inline constexpr FieldSpec<&W::model, &M::kvLoraRank> KvLoraRank{"model.kv_lora_rank"};
inline constexpr FieldSpec<&W::model, &M::qLoraRank> QLoraRank{"model.q_lora_rank"};
inline constexpr FieldSpec<&W::model, &M::qkRopeHeadDim> QkRopeHeadDim{"model.qk_rope_head_dim"};
inline constexpr FieldSpec<&W::model, &M::qkNopeHeadDim> QkNopeHeadDim{"model.qk_nope_head_dim"};
inline constexpr FieldSpec<&W::model, &M::vHeadDim> VHeadDim{"model.v_head_dim"};
inline constexpr FieldSpec<&W::precision> Precision{"precision"};
inline constexpr FieldSpec<&W::trainingTokens> TrainingTokens{"training_tokens"};
inline constexpr FieldSpec<&W::sequenceLength> SequenceLength{"sequence_length"};
inline constexpr FieldSpec<&W::globalBatch> GlobalBatch{"global_batch"};
inline constexpr FieldSpec<&W::deadlineDays> DeadlineDays{"deadline_days"};
inline constexpr FieldSpec<&W::loraRank> LoraRank{"lora_rank"};
inline constexpr FieldSpec<&W::promptTokens> PromptTokens{"prompt_tokens"};
inline constexpr FieldSpec<&W::outputTokens> OutputTokens{"output_tokens"};
inline constexpr FieldSpec<&W::concurrency> Concurrency{"concurrency"};
inline constexpr FieldSpec<&W::requestsPerSecond> RequestsPerSecond{"requests_per_second"};
inline constexpr FieldSpec<&W::ttftTargetSeconds> TtftTarget{"ttft_target_seconds"};
inline constexpr FieldSpec<&W::kvPrecision> KvPrecision{"kv_precision"};
inline constexpr FieldSpec<&W::datasetBytes> DatasetBytes{"dataset_bytes"};
inline constexpr FieldSpec<&W::notes> Notes{"notes"};
inline constexpr FieldSpec<&W::schedule, &S::startMonth> ScheduleStart{"schedule.start_month",
                                                                       "schedule_start_month"};
inline constexpr FieldSpec<&W::schedule, &S::everyMonths> ScheduleEvery{"schedule.every_months",
                                                                        "schedule_every_months"};
inline constexpr FieldSpec<&W::schedule, &S::durationDays> ScheduleDuration{
    "schedule.duration_days", "schedule_duration_days"};
inline constexpr FieldSpec<&W::schedule, &S::cards> ScheduleCards{"schedule.cards",
                                                                  "schedule_cards"};
inline constexpr FieldSpec<&W::schedule, &S::peakHoursPerDay> SchedulePeakHours{
    "schedule.peak_hours_per_day", "schedule_peak_hours"};
inline constexpr FieldSpec<&W::schedule, &S::offPeakShare> ScheduleOffPeak{
    "schedule.off_peak_share", "schedule_off_peak_share"};

// The table, in struct order. A member of Workload, ModelShape or Schedule
// that is neither here nor written by hand fails to compile tst_fields.
// clang-format off
inline constexpr std::tuple kAll{
    Scenario,
    ParamsTotal, ParamsActive, Layers, HiddenSize, AttentionHeads, KvHeads, FfnSize, VocabSize,
    Experts, ExpertsPerToken, TiedEmbeddings, ModelSource, HeadDim, AttentionBias, GatedFfn,
    MoeFfnSize, SharedExperts, DenseLayers, KvLoraRank, QLoraRank, QkRopeHeadDim, QkNopeHeadDim,
    VHeadDim,
    Precision, TrainingTokens, SequenceLength, GlobalBatch, DeadlineDays, LoraRank, PromptTokens,
    OutputTokens, Concurrency, RequestsPerSecond, TtftTarget, KvPrecision, DatasetBytes, Notes,
    ScheduleStart, ScheduleEvery, ScheduleDuration, ScheduleCards, SchedulePeakHours,
    ScheduleOffPeak};
// clang-format on

} // namespace fields::workload

constexpr const auto &fieldTable(const Workload &)
{
    return fields::workload::kAll;
}

} // namespace suanpan
