#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "util/CodeTable.h"

namespace suanpan {

// The codes the sizing hands the UI with its figures: remedies for a job
// that does not fit (JobSizing.h), the reasons behind a default MFU
// (Training.h), the terms of a decode step (Inference.h) and the seeds'
// advice (Advice.h). The UI words each with a switch (a new code without its
// wording does not compile); the CLI's JSON and the exports use the texts
// below. Never change a shipped text.

// Remedies, least disruptive first (JobSizing.h remediesFor).
enum class RemedyCode : int {
    AutoLayout,         // the layout the engine chooses
    Lora,               // LoRA instead of a full fine-tune
    Qlora,              // QLoRA instead of a full fine-tune or LoRA
    QloraFullRecompute, // QLoRA with full recomputation
    Int8Weights,        // serving: INT8 weights
    Int4Weights,        // serving: INT4 weights
    FewerConcurrent,    // serving: the most requests at a time that fit
    MoreCards,          // the fewest more cards at which it fits
    BiggerCard,         // the smallest catalog card with more memory that fits
    Count
};

inline constexpr std::array<std::string_view, std::size_t(RemedyCode::Count)> kRemedyCodes{
    "auto_layout",          "lora",         "qlora",
    "qlora_full_recompute", "int8_weights", "int4_weights",
    "fewer_concurrent",     "more_cards",   "bigger_card",
};

// Factors behind a default MFU (Training.h baseMfu and the scaling model),
// each with the factor it applied; Goodput is time, not MFU.
enum class MfuReasonCode : int {
    CardClassHopperSxm,      // base MFU of a Hopper/Blackwell card in an 8-card NVLink domain
    CardClassAmpereSxm,      // A100/A800 class in an 8-card NVLink domain
    CardClassPcieDatacenter, // data-centre card without such a domain
    CardClassConsumer,       // consumer or small PCIe card
    CardClassDomestic,       // domestic card
    SmallModel,              // under 3 B active parameters
    Fp8Partial,              // only the GEMMs run in FP8 (lowPrecisionShare)
    RecomputeFull,           // the forward pass runs twice
    RecomputeSelective,      // attention recomputed
    PipelineUneven,          // unequal pipeline stages
    PipelineBubble,          // the pipeline fills and drains
    Communication,           // communication not hidden behind compute
    Goodput,                 // share of the wall time that trains (interruptions)
    Count
};

inline constexpr std::array<std::string_view, std::size_t(MfuReasonCode::Count)> kMfuReasonCodes{
    "card_class.hopper_sxm",
    "card_class.ampere_sxm",
    "card_class.pcie_datacenter",
    "card_class.consumer",
    "card_class.domestic",
    "small_model",
    "fp8_partial",
    "recompute.full",
    "recompute.selective",
    "pipeline_uneven",
    "pipeline_bubble",
    "communication",
    "goodput",
};

// Terms of one decode step (Inference.h decodeReasons).
enum class LatencyReasonCode : int {
    DecodeWeights,   // the matrix multiplications, reading every weight once
    DecodeMatmul,    // the same, compute-bound at this batch
    DecodeAttention, // attention reading the batch's KV cache
    DecodeAllreduce, // tensor-parallel all-reduces (TP > 1 only)
    LowPrecision,    // sub-16-bit matrix multiplications' share of the peak (< 1 only)
    Count
};

inline constexpr std::array<std::string_view, std::size_t(LatencyReasonCode::Count)>
    kLatencyReasonCodes{
        "decode.weights", "decode.matmul", "decode.attention", "decode.allreduce", "low_precision",
    };

// The seeds' recommendations and traps (Advice.h says what each carries).
enum class AdviceCode : int {
    CardsPretraining,
    CardsFinetune,
    CardsInference,
    TierSingleNode,
    TierMultiNode,
    TierPlatform,
    BillingLongTerm,
    BillingHourly,
    BillingElastic,
    NetworkFast,
    PcieTensorParallelChosen,
    ConsumerCardHugeModel,
    PcieTensorParallel,
    SmallCardFullFinetune,
    SpotLongJob,
    SlowScaling,
    OfficePower,
    DomesticPorting,
    OfficeHeat,
    Count
};

inline constexpr std::array<std::string_view, std::size_t(AdviceCode::Count)> kAdviceCodes{
    "rec.cards.pretraining",
    "rec.cards.finetune",
    "rec.cards.inference",
    "rec.tier.single_node",
    "rec.tier.multi_node",
    "rec.tier.platform",
    "rec.billing.long_term",
    "rec.billing.hourly",
    "rec.billing.elastic",
    "rec.network.fast",
    "rec.pcie_tensor_parallel_chosen",
    "trap.consumer_card_huge_model",
    "trap.pcie_tensor_parallel",
    "trap.small_card_full_finetune",
    "trap.spot_long_job",
    "trap.slow_scaling",
    "trap.office_power",
    "trap.domestic_porting",
    "trap.office_heat",
};

inline std::string_view remedyCodeText(RemedyCode code)
{
    return codeText(kRemedyCodes, code);
}

inline std::string_view mfuReasonCodeText(MfuReasonCode code)
{
    return codeText(kMfuReasonCodes, code);
}

inline std::string_view latencyReasonCodeText(LatencyReasonCode code)
{
    return codeText(kLatencyReasonCodes, code);
}

inline std::string_view adviceCodeText(AdviceCode code)
{
    return codeText(kAdviceCodes, code);
}

} // namespace suanpan
