#pragma once

#include <string>

#include "model/Option.h"
#include "model/Workload.h"

// The fields a user edits, each with its undo merge id, its validation path
// (as core's validate() names it) and an accessor. One ChangeValue command
// template serves them all (see ChangeValue.h).

// Undo merge ids, one per editable field, in ONE enum: consecutive edits of
// the same field of the same entity merge into one undo step.
enum class MergeId : int {
    // A whole value replaced at once (a model imported from config.json):
    // QUndoStack never merges id -1, so each replacement is its own step.
    NoMerge = -1,
    // Workload
    WorkloadName = 1,
    WorkloadScenario,
    WorkloadParamsTotal,
    WorkloadParamsActive,
    WorkloadLayers,
    WorkloadHiddenSize,
    WorkloadAttentionHeads,
    WorkloadKvHeads,
    WorkloadFfnSize,
    WorkloadVocabSize,
    WorkloadExperts,
    WorkloadExpertsPerToken,
    WorkloadTiedEmbeddings,
    WorkloadPrecision,
    WorkloadTrainingTokens,
    WorkloadSequenceLength,
    WorkloadGlobalBatch,
    WorkloadDeadlineDays,
    WorkloadLoraRank,
    WorkloadPromptTokens,
    WorkloadOutputTokens,
    WorkloadConcurrency,
    WorkloadRequestsPerSecond,
    WorkloadTtftTarget,
    WorkloadDatasetBytes,
    WorkloadNotes,
    WorkloadScheduleStart,
    WorkloadScheduleEvery,
    WorkloadScheduleDuration,
    WorkloadScheduleCards,
    WorkloadSchedulePeakHours,
    WorkloadScheduleOffPeak,
    WorkloadKvPrecision,
    WorkloadNameZh,
    // Option
    OptionName = 100,
    OptionCard,
    OptionCardCount,
    OptionFacility,
    OptionContract,
    OptionAcquisition,
    OptionChosen,
    OptionNotes,
    OptionNameZh,
    // Checklist entry (ChecklistCommands.h): typing in one item's text fields
    ChecklistNote = 200,
    ChecklistCheckedBy,
    ChecklistDate,
    // Assumption (ChangeAssumption.h): a slider drag or typing in one assumption
    AssumptionValue = 300,
};

template <typename Entity, typename Value> struct Field {
    using EntityType = Entity;
    using ValueType = Value;

    MergeId mergeId;
    const char *path;           // validation field path, e.g. "model.params_total"
    Value &(*access)(Entity &); // the member inside the entity

    Value get(const Entity &e) const
    {
        // Read-only use of the same accessor; nothing is written through it.
        return access(const_cast<Entity &>(e));
    }
    void set(Entity &e, const Value &v) const { access(e) = v; }
};

#define SUANPAN_FIELD(Entity, Value, id, path, member)                                             \
    Field<suanpan::Entity, Value>                                                                  \
    {                                                                                              \
        MergeId::id, path, [](suanpan::Entity &e) -> Value & { return e.member; }                  \
    }

namespace WorkloadFields {
// The name per language (model/Names.h): `name` holds the English one.
inline constexpr auto Name = SUANPAN_FIELD(Workload, std::string, WorkloadName, "name.en", name);
inline constexpr auto NameZh =
    SUANPAN_FIELD(Workload, std::string, WorkloadNameZh, "name.zh", nameZh);
inline constexpr auto Scenario =
    SUANPAN_FIELD(Workload, suanpan::Scenario, WorkloadScenario, "scenario", scenario);
inline constexpr auto ParamsTotal =
    SUANPAN_FIELD(Workload, double, WorkloadParamsTotal, "model.params_total", model.paramsTotal);
inline constexpr auto ParamsActive = SUANPAN_FIELD(Workload, double, WorkloadParamsActive,
                                                   "model.params_active", model.paramsActive);
inline constexpr auto Layers =
    SUANPAN_FIELD(Workload, int, WorkloadLayers, "model.layers", model.layers);
inline constexpr auto HiddenSize =
    SUANPAN_FIELD(Workload, int, WorkloadHiddenSize, "model.hidden_size", model.hiddenSize);
inline constexpr auto AttentionHeads = SUANPAN_FIELD(Workload, int, WorkloadAttentionHeads,
                                                     "model.attention_heads", model.attentionHeads);
inline constexpr auto KvHeads =
    SUANPAN_FIELD(Workload, int, WorkloadKvHeads, "model.kv_heads", model.kvHeads);
inline constexpr auto FfnSize =
    SUANPAN_FIELD(Workload, int, WorkloadFfnSize, "model.ffn_size", model.ffnSize);
inline constexpr auto VocabSize =
    SUANPAN_FIELD(Workload, int, WorkloadVocabSize, "model.vocab_size", model.vocabSize);
inline constexpr auto Experts =
    SUANPAN_FIELD(Workload, int, WorkloadExperts, "model.experts", model.experts);
inline constexpr auto ExpertsPerToken = SUANPAN_FIELD(
    Workload, int, WorkloadExpertsPerToken, "model.experts_per_token", model.expertsPerToken);
inline constexpr auto TiedEmbeddings = SUANPAN_FIELD(Workload, bool, WorkloadTiedEmbeddings,
                                                     "model.tied_embeddings", model.tiedEmbeddings);
inline constexpr auto Precision =
    SUANPAN_FIELD(Workload, suanpan::Precision, WorkloadPrecision, "precision", precision);
inline constexpr auto TrainingTokens =
    SUANPAN_FIELD(Workload, double, WorkloadTrainingTokens, "training_tokens", trainingTokens);
inline constexpr auto SequenceLength =
    SUANPAN_FIELD(Workload, int, WorkloadSequenceLength, "sequence_length", sequenceLength);
inline constexpr auto GlobalBatch =
    SUANPAN_FIELD(Workload, int, WorkloadGlobalBatch, "global_batch", globalBatch);
inline constexpr auto DeadlineDays =
    SUANPAN_FIELD(Workload, double, WorkloadDeadlineDays, "deadline_days", deadlineDays);
inline constexpr auto LoraRank =
    SUANPAN_FIELD(Workload, int, WorkloadLoraRank, "lora_rank", loraRank);
inline constexpr auto PromptTokens =
    SUANPAN_FIELD(Workload, int, WorkloadPromptTokens, "prompt_tokens", promptTokens);
inline constexpr auto OutputTokens =
    SUANPAN_FIELD(Workload, int, WorkloadOutputTokens, "output_tokens", outputTokens);
inline constexpr auto Concurrency =
    SUANPAN_FIELD(Workload, int, WorkloadConcurrency, "concurrency", concurrency);
inline constexpr auto RequestsPerSecond = SUANPAN_FIELD(Workload, double, WorkloadRequestsPerSecond,
                                                        "requests_per_second", requestsPerSecond);
inline constexpr auto TtftTarget =
    SUANPAN_FIELD(Workload, double, WorkloadTtftTarget, "ttft_target_seconds", ttftTargetSeconds);
inline constexpr auto KvPrecision =
    SUANPAN_FIELD(Workload, suanpan::KvPrecision, WorkloadKvPrecision, "kv_precision", kvPrecision);
inline constexpr auto DatasetBytes =
    SUANPAN_FIELD(Workload, double, WorkloadDatasetBytes, "dataset_bytes", datasetBytes);
inline constexpr auto Notes = SUANPAN_FIELD(Workload, std::string, WorkloadNotes, "notes", notes);
// The demand calendar (model/Workload.h Schedule).
inline constexpr auto ScheduleStart = SUANPAN_FIELD(Workload, int, WorkloadScheduleStart,
                                                    "schedule.start_month", schedule.startMonth);
inline constexpr auto ScheduleEvery = SUANPAN_FIELD(Workload, int, WorkloadScheduleEvery,
                                                    "schedule.every_months", schedule.everyMonths);
inline constexpr auto ScheduleDuration = SUANPAN_FIELD(
    Workload, double, WorkloadScheduleDuration, "schedule.duration_days", schedule.durationDays);
inline constexpr auto ScheduleCards =
    SUANPAN_FIELD(Workload, int, WorkloadScheduleCards, "schedule.cards", schedule.cards);
inline constexpr auto SchedulePeakHours =
    SUANPAN_FIELD(Workload, double, WorkloadSchedulePeakHours, "schedule.peak_hours_per_day",
                  schedule.peakHoursPerDay);
inline constexpr auto ScheduleOffPeak = SUANPAN_FIELD(
    Workload, double, WorkloadScheduleOffPeak, "schedule.off_peak_share", schedule.offPeakShare);
// The whole model shape, as a config.json import sets it (every architecture
// field, including those the form does not show).
inline constexpr auto Model = SUANPAN_FIELD(Workload, suanpan::ModelShape, NoMerge, "model", model);
} // namespace WorkloadFields

namespace OptionFields {
inline constexpr auto Name = SUANPAN_FIELD(Option, std::string, OptionName, "name.en", name);
inline constexpr auto NameZh = SUANPAN_FIELD(Option, std::string, OptionNameZh, "name.zh", nameZh);
inline constexpr auto Card = SUANPAN_FIELD(Option, std::string, OptionCard, "card_id", cardId);
inline constexpr auto CardCount =
    SUANPAN_FIELD(Option, int, OptionCardCount, "card_count", cardCount);
inline constexpr auto Facility =
    SUANPAN_FIELD(Option, std::string, OptionFacility, "facility_id", facilityId);
inline constexpr auto Contract =
    SUANPAN_FIELD(Option, std::string, OptionContract, "contract_id", contractId);
inline constexpr auto Acquisition =
    SUANPAN_FIELD(Option, suanpan::Acquisition, OptionAcquisition, "acquisition", acquisition);
inline constexpr auto Chosen = SUANPAN_FIELD(Option, bool, OptionChosen, "chosen", chosen);
inline constexpr auto Notes = SUANPAN_FIELD(Option, std::string, OptionNotes, "notes", notes);
} // namespace OptionFields

#undef SUANPAN_FIELD
