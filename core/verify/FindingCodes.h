#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "util/CodeTable.h"

namespace suanpan {

// The checks evidence is held to (Checks.h Finding, which says what each
// one's numbers mean). The UI words them with a switch, so a new check
// without its wording does not compile.
enum class FindingCode : int {
    CardModel,
    CardCount,
    PersistenceMode,
    NvlinkAllPairs,
    NetworkBandwidth,
    ScalingEfficiency,
    PowerUnderLoad,
    PowerLimit,
    Mfu,
    Impossible,
    Unprovable,
    Count
};

// The stable text of each check, in FindingCode's order: the CLI's JSON and
// the checklists' "proven_by" codes. Never change a shipped text.
inline constexpr std::array<std::string_view, std::size_t(FindingCode::Count)> kFindingCodes{
    "check.card_model",       "check.card_count",        "check.persistence_mode",
    "check.nvlink_all_pairs", "check.network_bandwidth", "check.scaling_efficiency",
    "check.power_under_load", "check.power_limit",       "check.mfu",
    "check.impossible",       "check.unprovable",
};

inline std::string_view findingCodeText(FindingCode code)
{
    return codeText(kFindingCodes, code);
}

// The check a text names, if any.
inline std::optional<FindingCode> findingCodeFromText(std::string_view text)
{
    return codeFromText<FindingCode>(kFindingCodes, text);
}

// Why a measurement is impossible or cannot prove its item, and where an MFU
// finding's card count came from (Finding::reason; Checks.h says what each
// one's numbers mean). The stable text is also the finding's params[0]
// (params[2] for MFU) in the CLI's JSON.
enum class FindingReason : int {
    None,
    // check.impossible: what is past its physical bound
    Mfu,
    Bandwidth,
    PowerDraw,
    PowerLimit,
    // check.unprovable: why the evidence cannot prove its item
    Loopback,
    SameHost,
    ShortRun,
    TooFewStreams,
    RepeatedSerials,
    // check.mfu: the cards MFU divides by, from the log or the plan
    CardsFromLog,
    CardsFromPlan,
    Count
};

inline constexpr std::array<std::string_view, std::size_t(FindingReason::Count)> kFindingReasons{
    "",          "mfu",       "bandwidth",       "power_draw",       "power_limit", "loopback",
    "same_host", "short_run", "too_few_streams", "repeated_serials", "log",         "plan",
};

inline std::string_view findingReasonText(FindingReason reason)
{
    return codeText(kFindingReasons, reason);
}

// What to ask the provider when a check fails (Finding::ask), one per check
// but for the two that stand in for any check (Impossible, Unprovable):
// the UI and the CLI word them.
enum class AskCode : int {
    Impossible,          // the raw output of a new run; do not sign on these figures
    Unprovable,          // repeat between two delivered machines, one stream per link, >= 10 s
    CardModel,           // the ordered card model, or a lower price in writing
    CardCount,           // the ordered count on each machine
    PersistenceMode,     // persistence mode on for every card
    PowerAndCooling,     // whether power or cooling holds the cards back
    PowerLimit,          // lift or state the power cap
    NvlinkMachine,       // a machine whose cards are all joined by NVLink
    NetworkBandwidth,    // the promised bandwidth
    ScalingInterconnect, // check NVLink, PCIe switches and the network
    FrameworkSupport,    // help tuning the training setup
    Count
};

inline constexpr std::array<std::string_view, std::size_t(AskCode::Count)> kAskCodes{
    "ask.impossible",           "ask.unprovable",        "ask.card_model",
    "ask.card_count",           "ask.persistence_mode",  "ask.power_and_cooling",
    "ask.power_limit",          "ask.nvlink_machine",    "ask.network_bandwidth",
    "ask.scaling_interconnect", "ask.framework_support",
};

inline std::string_view askCodeText(AskCode code)
{
    return codeText(kAskCodes, code);
}

// A measured fact an evidence file yields for display (EvidenceCheck::facts),
// with its value in the unit its text names.
enum class FactCode : int {
    GbitPerS,            // iperf3: throughput, Gb/s
    Retransmits,         // iperf3
    Streams,             // iperf3: parallel streams
    DurationS,           // iperf3: seconds
    Gpus,                // nvidia-smi, topology: cards
    MinPowerDrawW,       // nvidia-smi: watts
    MinPowerLimitW,      // nvidia-smi: watts
    GpuPairs,            // topology
    NvlinkPairs,         // topology
    ScalingEfficiency,   // scaling table: fraction of linear
    WorstStepEfficiency, // scaling table: fraction
    MaxCards,            // scaling table
    Steps,               // training log
    StepSeconds,         // training log: median step, seconds
    TokensPerSecond,     // training log
    StepSecondsCv,       // training log: coefficient of variation
    Mfu,                 // training log: fraction
    Count
};

inline constexpr std::array<std::string_view, std::size_t(FactCode::Count)> kFactCodes{
    "gbit_per_s",
    "retransmits",
    "streams",
    "duration_s",
    "gpus",
    "min_power_draw_w",
    "min_power_limit_w",
    "gpu_pairs",
    "nvlink_pairs",
    "scaling_efficiency",
    "worst_step_efficiency",
    "max_cards",
    "steps",
    "step_seconds",
    "tokens_per_second",
    "step_seconds_cv",
    "mfu",
};

inline std::string_view factCodeText(FactCode code)
{
    return codeText(kFactCodes, code);
}

} // namespace suanpan
