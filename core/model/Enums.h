#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "Range.h"

namespace suanpan {

// Every enum has a stable lower-case code used in JSON, the project file and
// the CLI. Codes never change once shipped; add new values at the end.

enum class Scenario { PreTraining, FullFineTune, LoRA, QLoRA, Inference };
enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, INT4, FP4 };
// Whether a card can be had in China, and how (Card::marketStatusSince says
// from when; the card's figure_provenance["market_status"] says who says so):
// - Global: sold everywhere;
// - ExportRestricted: not sold new into China under the US export rules
//   (A100/H100 since 2022, RTX 4090/L40S/H200/B200 since 2023); rented from
//   providers' stock, bought only through a source the project declares;
// - ChinaSpecific: made for the Chinese market and sold new (L20);
// - Domestic: designed and made in China (Ascend);
// - InCountryStock: a China edition whose new supply ended (A800, H800 since
//   the October 2023 rule): rented from the stock in the country, bought
//   only second-hand, with a second-hand card's risks;
// - LicenceRequired: each sale into China needs a US export licence (H20
//   since April 2025).
enum class MarketStatus {
    Global,
    ExportRestricted,
    ChinaSpecific,
    Domestic,
    InCountryStock,
    LicenceRequired
};
enum class LinkKind { PCIe, NVLink, NVLinkBridge, HCCS };
// Daily: a whole day (or box) reserved and paid ahead (seed 003: 4090 boxes
// rented by the day; prices.md 3a: 包日 plans).
enum class BillingMode { Hourly, Monthly, Yearly, Spot, Daily };
enum class BillingGranularity { Hour, Day, Month };
enum class FacilityKind { OfficeRoom, IdcCabinet, HostedCluster, GpuCloud, RemoteRegion };
enum class PowerRedundancy { DualUtilityGenerator, DualUtility, SingleUps, None };
enum class Cooling { Air, Water, Liquid };
enum class NetworkFabric { Ethernet, RoCE, InfiniBand };
enum class PowerBilling { Included, MeteredAboveQuota, Metered };
enum class SupportLevel { None, BusinessHours, AllHours };
enum class Acquisition { Rent, Host, Build };
enum class CheckStatus { NotChecked, Pass, Fail, NotApplicable, Waived };
enum class Optimizer { AdamW, Adam8bit, SgdMomentum };
enum class Recompute { None, Selective, Full };
// How a serving workload stores its KV cache. Auto follows the weights
// (kvCachePrecision() in estimate/JobSizing.h); the others are the formats
// serving engines offer for the cache (vLLM --kv-cache-dtype, TensorRT-LLM
// FP8/INT8 KV cache), with Precision's codes.
enum class KvPrecision { Auto, FP32, BF16, FP16, FP8, INT8 };

// How a decode step's attention kernel reads a grouped-query model's KV
// cache (n_kv < n_heads: Llama 2 70B, Llama 3).
enum class KvReadPattern {
    // Each KV head is read once for all the query heads that share it:
    // FlashInfer, vLLM and TensorRT-LLM's XQA kernels (TensorRT-LLM v0.8 and
    // later for Llama 2 70B).
    OncePerKvHead,
    // Each query head reads its KV head again, n_heads / n_kv times the
    // bytes: TensorRT-LLM's masked multi-head attention kernel, one thread
    // block per query head, which decoded GQA models before XQA (v0.7 and
    // earlier). NVIDIA's XQA post ("New XQA-kernel provides 2.4x more
    // Llama-70B throughput within the same latency budget", 2024-01) measured
    // 1.9-2.4x more Llama 70B throughput with XQA at 128 in / 2048 out.
    OncePerQueryHead,
};

// What a user may attach to a checklist item as evidence. The first six are
// tool outputs core can parse; the rest are kept as they are.
enum class EvidenceKind {
    Iperf3,      // iperf3 -J
    NvidiaSmi,   // nvidia-smi --query-gpu=... --format=csv
    NvidiaSmiQ,  // nvidia-smi -q
    Topo,        // nvidia-smi topo -m
    Scaling,     // cards,throughput table
    TrainingLog, // step_time_s,tokens_per_step table
    Document,
    Photo,
    Note
};

template <class E> struct EnumCode {
    E value;
    std::string_view code;
};

// The table of (value, code) pairs for each enum, in declaration order.
template <class E> const std::vector<EnumCode<E>> &enumCodes();

template <class E> std::string_view toCode(E value)
{
    for (const auto &entry : enumCodes<E>())
        if (entry.value == value)
            return entry.code;
    return {};
}

template <class E> std::optional<E> fromCode(std::string_view code)
{
    for (const auto &entry : enumCodes<E>())
        if (entry.code == code)
            return entry.value;
    return std::nullopt;
}

// "a|b|c": the accepted codes, for error messages and --help.
template <class E> std::string allCodes()
{
    std::string out;
    for (const auto &entry : enumCodes<E>()) {
        if (!out.empty())
            out += '|';
        out += entry.code;
    }
    return out;
}

// Bytes one value occupies at a precision (int4 = 0.5).
double bytesPerValue(Precision p);

} // namespace suanpan
