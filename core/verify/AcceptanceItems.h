#pragma once

#include <string_view>

namespace suanpan::acceptance {

// Ids of the acceptance-test items in resources/checklists/acceptance.json
// that imported evidence speaks to (tst_evidence_records checks they exist).
inline constexpr std::string_view kNvidiaSmi = "accept.nvidia_smi";
inline constexpr std::string_view kTopology = "accept.nvlink_topology";
inline constexpr std::string_view kIperf3 = "accept.iperf3_nodes";
inline constexpr std::string_view kScaling = "accept.scaling_run";
inline constexpr std::string_view kPower = "accept.power_under_load";
inline constexpr std::string_view kTraining = "accept.training_repeats";

} // namespace suanpan::acceptance
