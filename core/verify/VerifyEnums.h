#pragma once

#include "model/Enums.h"

namespace suanpan {

// Verification enums, with stable lower-case codes (toCode/fromCode of
// model/Enums.h). Codes never change once shipped; add new values at the end.

// How much an open checklist item matters before signing: a blocker or a
// major item that failed or was not checked keeps the contract unsigned.
enum class Severity { Blocker, Major, Minor };

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

// One cell of `nvidia-smi topo -m`: how two devices reach each other, from
// the fastest (NVLink) to the slowest (across CPU sockets).
enum class TopoLink { Self, NVLink, PIX, PXB, PHB, Node, Sys, Soc, Unknown };

template <> const std::vector<EnumCode<Severity>> &enumCodes<Severity>();
template <> const std::vector<EnumCode<EvidenceKind>> &enumCodes<EvidenceKind>();
template <> const std::vector<EnumCode<TopoLink>> &enumCodes<TopoLink>();

} // namespace suanpan
