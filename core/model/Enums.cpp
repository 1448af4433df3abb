#include "Enums.h"

namespace suanpan {

#define SUANPAN_ENUM_CODES(E, ...)                                                                 \
    template <> const std::vector<EnumCode<E>> &enumCodes<E>()                                     \
    {                                                                                              \
        static const std::vector<EnumCode<E>> table{__VA_ARGS__};                                  \
        return table;                                                                              \
    }

SUANPAN_ENUM_CODES(Confidence, {Confidence::High, "high"}, {Confidence::Medium, "medium"},
                   {Confidence::Low, "low"})
SUANPAN_ENUM_CODES(Scenario, {Scenario::PreTraining, "pretraining"},
                   {Scenario::FullFineTune, "full_finetune"}, {Scenario::LoRA, "lora"},
                   {Scenario::QLoRA, "qlora"}, {Scenario::Inference, "inference"})
SUANPAN_ENUM_CODES(Precision, {Precision::FP32, "fp32"}, {Precision::TF32, "tf32"},
                   {Precision::BF16, "bf16"}, {Precision::FP16, "fp16"}, {Precision::FP8, "fp8"},
                   {Precision::INT8, "int8"}, {Precision::INT4, "int4"}, {Precision::FP4, "fp4"})
SUANPAN_ENUM_CODES(MarketStatus, {MarketStatus::Global, "global"},
                   {MarketStatus::ExportRestricted, "export_restricted"},
                   {MarketStatus::ChinaSpecific, "china_specific"},
                   {MarketStatus::Domestic, "domestic"},
                   {MarketStatus::InCountryStock, "in_country_stock"},
                   {MarketStatus::LicenceRequired, "licence_required"})
SUANPAN_ENUM_CODES(LinkKind, {LinkKind::PCIe, "pcie"}, {LinkKind::NVLink, "nvlink"},
                   {LinkKind::NVLinkBridge, "nvlink_bridge"}, {LinkKind::HCCS, "hccs"})
SUANPAN_ENUM_CODES(BillingMode, {BillingMode::Hourly, "hourly"}, {BillingMode::Monthly, "monthly"},
                   {BillingMode::Yearly, "yearly"}, {BillingMode::Spot, "spot"},
                   {BillingMode::Daily, "daily"})
SUANPAN_ENUM_CODES(BillingGranularity, {BillingGranularity::Hour, "hour"},
                   {BillingGranularity::Day, "day"}, {BillingGranularity::Month, "month"})
SUANPAN_ENUM_CODES(FacilityKind, {FacilityKind::OfficeRoom, "office_room"},
                   {FacilityKind::IdcCabinet, "idc_cabinet"},
                   {FacilityKind::HostedCluster, "hosted_cluster"},
                   {FacilityKind::GpuCloud, "gpu_cloud"},
                   {FacilityKind::RemoteRegion, "remote_region"})
SUANPAN_ENUM_CODES(PowerRedundancy,
                   {PowerRedundancy::DualUtilityGenerator, "dual_utility_generator"},
                   {PowerRedundancy::DualUtility, "dual_utility"},
                   {PowerRedundancy::SingleUps, "single_ups"}, {PowerRedundancy::None, "none"})
SUANPAN_ENUM_CODES(Cooling, {Cooling::Air, "air"}, {Cooling::Water, "water"},
                   {Cooling::Liquid, "liquid"})
SUANPAN_ENUM_CODES(NetworkFabric, {NetworkFabric::Ethernet, "ethernet"},
                   {NetworkFabric::RoCE, "roce"}, {NetworkFabric::InfiniBand, "infiniband"})
SUANPAN_ENUM_CODES(PowerBilling, {PowerBilling::Included, "included"},
                   {PowerBilling::MeteredAboveQuota, "metered_above_quota"},
                   {PowerBilling::Metered, "metered"})
SUANPAN_ENUM_CODES(SupportLevel, {SupportLevel::None, "none"},
                   {SupportLevel::BusinessHours, "business_hours"},
                   {SupportLevel::AllHours, "24x7"})
SUANPAN_ENUM_CODES(Acquisition, {Acquisition::Rent, "rent"}, {Acquisition::Host, "host"},
                   {Acquisition::Build, "build"})
SUANPAN_ENUM_CODES(CheckStatus, {CheckStatus::NotChecked, "not_checked"},
                   {CheckStatus::Pass, "pass"}, {CheckStatus::Fail, "fail"},
                   {CheckStatus::NotApplicable, "not_applicable"}, {CheckStatus::Waived, "waived"})

SUANPAN_ENUM_CODES(Optimizer, {Optimizer::AdamW, "adamw"}, {Optimizer::Adam8bit, "adam8bit"},
                   {Optimizer::SgdMomentum, "sgd"})
SUANPAN_ENUM_CODES(Recompute, {Recompute::None, "none"}, {Recompute::Selective, "selective"},
                   {Recompute::Full, "full"})
SUANPAN_ENUM_CODES(KvPrecision, {KvPrecision::Auto, "auto"}, {KvPrecision::FP32, "fp32"},
                   {KvPrecision::BF16, "bf16"}, {KvPrecision::FP16, "fp16"},
                   {KvPrecision::FP8, "fp8"}, {KvPrecision::INT8, "int8"})
SUANPAN_ENUM_CODES(KvReadPattern, {KvReadPattern::OncePerKvHead, "per_kv_head"},
                   {KvReadPattern::OncePerQueryHead, "per_query_head"})
SUANPAN_ENUM_CODES(EvidenceKind, {EvidenceKind::Iperf3, "iperf3"},
                   {EvidenceKind::NvidiaSmi, "nvidia_smi"},
                   {EvidenceKind::NvidiaSmiQ, "nvidia_smi_q"}, {EvidenceKind::Topo, "topo"},
                   {EvidenceKind::Scaling, "scaling"}, {EvidenceKind::TrainingLog, "training_log"},
                   {EvidenceKind::Document, "document"}, {EvidenceKind::Photo, "photo"},
                   {EvidenceKind::Note, "note"})

#undef SUANPAN_ENUM_CODES

double bytesPerValue(Precision p)
{
    switch (p) {
    case Precision::FP32:
    case Precision::TF32:
        return 4.0;
    case Precision::BF16:
    case Precision::FP16:
        return 2.0;
    case Precision::FP8:
    case Precision::INT8:
        return 1.0;
    case Precision::INT4:
    case Precision::FP4:
        return 0.5;
    }
    return 2.0;
}

} // namespace suanpan
