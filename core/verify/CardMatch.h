#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/Card.h"

namespace suanpan {

// The catalog card an nvidia-smi product name denotes ("NVIDIA H100 80GB
// HBM3" -> "h100-sxm", "NVIDIA A800-SXM4-80GB" -> "a800-80g-sxm"), or "" when
// none fits. Names are compared as normalised tokens: the model token (H100,
// 4090, L40S) must be equal, the name may not carry a variant the card lacks
// (PCIe, NVL, D, Ti) and a memory size in the name or `memoryBytes` (the
// reported total, a little under the marketed size) must fit the card's.
// A name without a form factor reads as the SXM part (HGX boards report
// "NVIDIA H800"), never as a PCIe one.
std::string matchCardId(std::string_view gpuName, const std::vector<Card> &cards,
                        std::optional<double> memoryBytes = std::nullopt);

} // namespace suanpan
