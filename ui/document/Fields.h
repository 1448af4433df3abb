#pragma once

#include <string>

#include "model/OptionFields.h"
#include "model/WorkloadFields.h"

// The fields a user edits, each with its undo merge id, its validation path
// (as core's validate() names it) and an accessor; both from core's field
// tables where the field is in one. One ChangeValue command template serves
// them all (see ChangeValue.h).

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

// An editable field of core's table (model/WorkloadFields.h, OptionFields.h):
// its validation path and member come from there.
template <typename Spec> constexpr auto tableField(MergeId mergeId, Spec spec)
{
    using Entity = typename Spec::Entity;
    using Value = typename Spec::Value;
    return Field<Entity, Value>{mergeId, spec.path, static_cast<Value &(*)(Entity &)>(&Spec::of)};
}

// A field outside core's tables (the name per language, the whole model).
#define SUANPAN_FIELD(Entity, Value, id, path, member)                                             \
    Field<suanpan::Entity, Value>                                                                  \
    {                                                                                              \
        MergeId::id, path, [](suanpan::Entity &e) -> Value & { return e.member; }                  \
    }

namespace WorkloadFields {
namespace W = suanpan::fields::workload;
// The name per language (model/Names.h): `name` holds the English one.
inline constexpr auto Name = SUANPAN_FIELD(Workload, std::string, WorkloadName, "name.en", name);
inline constexpr auto NameZh =
    SUANPAN_FIELD(Workload, std::string, WorkloadNameZh, "name.zh", nameZh);
inline constexpr auto Scenario = tableField(MergeId::WorkloadScenario, W::Scenario);
inline constexpr auto ParamsTotal = tableField(MergeId::WorkloadParamsTotal, W::ParamsTotal);
inline constexpr auto ParamsActive = tableField(MergeId::WorkloadParamsActive, W::ParamsActive);
inline constexpr auto Layers = tableField(MergeId::WorkloadLayers, W::Layers);
inline constexpr auto HiddenSize = tableField(MergeId::WorkloadHiddenSize, W::HiddenSize);
inline constexpr auto AttentionHeads =
    tableField(MergeId::WorkloadAttentionHeads, W::AttentionHeads);
inline constexpr auto KvHeads = tableField(MergeId::WorkloadKvHeads, W::KvHeads);
inline constexpr auto FfnSize = tableField(MergeId::WorkloadFfnSize, W::FfnSize);
inline constexpr auto VocabSize = tableField(MergeId::WorkloadVocabSize, W::VocabSize);
inline constexpr auto Experts = tableField(MergeId::WorkloadExperts, W::Experts);
inline constexpr auto ExpertsPerToken =
    tableField(MergeId::WorkloadExpertsPerToken, W::ExpertsPerToken);
inline constexpr auto TiedEmbeddings =
    tableField(MergeId::WorkloadTiedEmbeddings, W::TiedEmbeddings);
inline constexpr auto Precision = tableField(MergeId::WorkloadPrecision, W::Precision);
inline constexpr auto TrainingTokens =
    tableField(MergeId::WorkloadTrainingTokens, W::TrainingTokens);
inline constexpr auto SequenceLength =
    tableField(MergeId::WorkloadSequenceLength, W::SequenceLength);
inline constexpr auto GlobalBatch = tableField(MergeId::WorkloadGlobalBatch, W::GlobalBatch);
inline constexpr auto DeadlineDays = tableField(MergeId::WorkloadDeadlineDays, W::DeadlineDays);
inline constexpr auto LoraRank = tableField(MergeId::WorkloadLoraRank, W::LoraRank);
inline constexpr auto PromptTokens = tableField(MergeId::WorkloadPromptTokens, W::PromptTokens);
inline constexpr auto OutputTokens = tableField(MergeId::WorkloadOutputTokens, W::OutputTokens);
inline constexpr auto Concurrency = tableField(MergeId::WorkloadConcurrency, W::Concurrency);
inline constexpr auto RequestsPerSecond =
    tableField(MergeId::WorkloadRequestsPerSecond, W::RequestsPerSecond);
inline constexpr auto TtftTarget = tableField(MergeId::WorkloadTtftTarget, W::TtftTarget);
inline constexpr auto KvPrecision = tableField(MergeId::WorkloadKvPrecision, W::KvPrecision);
inline constexpr auto DatasetBytes = tableField(MergeId::WorkloadDatasetBytes, W::DatasetBytes);
inline constexpr auto Notes = tableField(MergeId::WorkloadNotes, W::Notes);
// The demand calendar (model/Workload.h Schedule).
inline constexpr auto ScheduleStart = tableField(MergeId::WorkloadScheduleStart, W::ScheduleStart);
inline constexpr auto ScheduleEvery = tableField(MergeId::WorkloadScheduleEvery, W::ScheduleEvery);
inline constexpr auto ScheduleDuration =
    tableField(MergeId::WorkloadScheduleDuration, W::ScheduleDuration);
inline constexpr auto ScheduleCards = tableField(MergeId::WorkloadScheduleCards, W::ScheduleCards);
inline constexpr auto SchedulePeakHours =
    tableField(MergeId::WorkloadSchedulePeakHours, W::SchedulePeakHours);
inline constexpr auto ScheduleOffPeak =
    tableField(MergeId::WorkloadScheduleOffPeak, W::ScheduleOffPeak);
// The whole model shape, as a config.json import sets it (every architecture
// field, including those the form does not show).
inline constexpr auto Model = SUANPAN_FIELD(Workload, suanpan::ModelShape, NoMerge, "model", model);
} // namespace WorkloadFields

namespace OptionFields {
namespace O = suanpan::fields::option;
inline constexpr auto Name = SUANPAN_FIELD(Option, std::string, OptionName, "name.en", name);
inline constexpr auto NameZh = SUANPAN_FIELD(Option, std::string, OptionNameZh, "name.zh", nameZh);
inline constexpr auto Card = tableField(MergeId::OptionCard, O::Card);
inline constexpr auto CardCount = tableField(MergeId::OptionCardCount, O::CardCount);
inline constexpr auto Facility = tableField(MergeId::OptionFacility, O::Facility);
inline constexpr auto Contract = tableField(MergeId::OptionContract, O::Contract);
inline constexpr auto Acquisition = tableField(MergeId::OptionAcquisition, O::Acquisition);
inline constexpr auto Chosen = tableField(MergeId::OptionChosen, O::Chosen);
inline constexpr auto Notes = tableField(MergeId::OptionNotes, O::Notes);
} // namespace OptionFields

#undef SUANPAN_FIELD
