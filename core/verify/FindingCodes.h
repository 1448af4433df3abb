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

} // namespace suanpan
