#include "VerifyEnums.h"

namespace suanpan {

template <> const std::vector<EnumCode<Severity>> &enumCodes<Severity>()
{
    static const std::vector<EnumCode<Severity>> table{
        {Severity::Blocker, "blocker"}, {Severity::Major, "major"}, {Severity::Minor, "minor"}};
    return table;
}

template <> const std::vector<EnumCode<EvidenceKind>> &enumCodes<EvidenceKind>()
{
    static const std::vector<EnumCode<EvidenceKind>> table{
        {EvidenceKind::Iperf3, "iperf3"},
        {EvidenceKind::NvidiaSmi, "nvidia_smi"},
        {EvidenceKind::NvidiaSmiQ, "nvidia_smi_q"},
        {EvidenceKind::Topo, "topo"},
        {EvidenceKind::Scaling, "scaling"},
        {EvidenceKind::TrainingLog, "training_log"},
        {EvidenceKind::Document, "document"},
        {EvidenceKind::Photo, "photo"},
        {EvidenceKind::Note, "note"}};
    return table;
}

template <> const std::vector<EnumCode<TopoLink>> &enumCodes<TopoLink>()
{
    static const std::vector<EnumCode<TopoLink>> table{
        {TopoLink::Self, "self"}, {TopoLink::NVLink, "nvlink"}, {TopoLink::PIX, "pix"},
        {TopoLink::PXB, "pxb"},   {TopoLink::PHB, "phb"},       {TopoLink::Node, "node"},
        {TopoLink::Sys, "sys"},   {TopoLink::Soc, "soc"},       {TopoLink::Unknown, "unknown"}};
    return table;
}

} // namespace suanpan
