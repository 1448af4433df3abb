#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "util/CodeTable.h"

namespace suanpan {

// Risk flags raised while evaluating (besides the seeds' traps in Advice),
// with their figures as numbers (SI units, CNY, fractions) and the catalog
// ids they name, for the UI to word in either language (with a switch, so a
// new flag without its wording does not compile):
//   DoesNotFit            values: memory per card, capacity (bytes)
//   BatchTooSmall         values: cards, global batch (sequences per step)
//   MemoryTight           values: memory per card, capacity (bytes): above 90 %
//   MissesDeadline        values: job days, deadline days
//   MissesLatency         values: first-token seconds, target seconds
//   SpotLongJob           values: job hours (seed 003: spot is unfit past 12 h)
//   SpotNeverFinishes     values: reclaims per hour for the job
//   ThermalDerating       values: throughput lost (fraction)
//   ExceedsCapacity       values: hours used, busy hours the option offers
//   PowerOverQuota        values: quota per cabinet or circuit (kW)
//   OutsideFacilityScale  values: cards, facility's minimum, maximum
//   MonthlyBelowFloor     ids: contract; values: its lowest price factor
//   LowConfidencePrice    ids: card, contract id or "purchase"
//   PriceFromOtherChannel ids: card, the option's facility kind, the kind
//                         whose quotes were used
//   ExportRestricted      ids: card, contract id or "purchase" (a card not sold
//                         new into China, newSaleRestricted(): stock, supply or
//                         a second-hand card's state need confirming)
//   QuoteExpired          values: days since it expired; ids: quote, provider,
//                         valid-until date
//   QuoteStale            values: the quote's age in days; ids: quote,
//                         provider, quote date
// The id a price flag names instead of a contract when the option buys its
// cards (LowConfidencePrice, ExportRestricted).
inline constexpr std::string_view kPurchaseId = "purchase";

enum class FlagCode : int {
    DoesNotFit,
    BatchTooSmall,
    MemoryTight,
    MissesDeadline,
    MissesLatency,
    SpotLongJob,
    SpotNeverFinishes,
    ThermalDerating,
    ExceedsCapacity,
    PowerOverQuota,
    OutsideFacilityScale,
    MonthlyBelowFloor,
    LowConfidencePrice,
    PriceFromOtherChannel,
    ExportRestricted,
    QuoteExpired,
    QuoteStale,
    Count
};

// The stable text of each flag, in FlagCode's order: the CLI's JSON and the
// exports ("risk." and the flag's name). Never change a shipped text.
inline constexpr std::array<std::string_view, std::size_t(FlagCode::Count)> kFlagCodes{
    "risk.does_not_fit",
    "risk.batch_too_small",
    "risk.memory_tight",
    "risk.misses_deadline",
    "risk.misses_latency",
    "risk.spot_long_job",
    "risk.spot_never_finishes",
    "risk.thermal_derating",
    "risk.exceeds_capacity",
    "risk.power_over_quota",
    "risk.outside_facility_scale",
    "risk.monthly_below_floor",
    "risk.low_confidence_price",
    "risk.price_from_other_channel",
    "risk.export_restricted",
    "risk.quote_expired",
    "risk.quote_stale",
};

inline std::string_view flagCodeText(FlagCode code)
{
    return codeText(kFlagCodes, code);
}

struct Flag {
    FlagCode code = FlagCode::DoesNotFit;
    std::vector<double> values;
    std::vector<std::string> ids;

    bool operator==(const Flag &) const = default;
};

} // namespace suanpan
