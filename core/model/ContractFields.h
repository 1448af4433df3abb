#pragma once

#include <tuple>

#include "Contract.h"
#include "FieldSpec.h"

namespace suanpan {

// The fields of a Contract (model/FieldSpec.h; WorkloadFields.h for why the
// order matters), in struct order but for the price: the factor is read and
// checked before the explicit price that replaces it. Written by hand where
// the codecs are: `id`, the name in both languages, the source and the notes
// in both languages.
namespace fields::contract {

using C = Contract;

inline constexpr FieldSpec<&C::billing> Billing{"billing", kRequired};
inline constexpr FieldSpec<&C::granularity> Granularity{"granularity"};
inline constexpr FieldSpec<&C::priceFactor> PriceFactor{"price_factor"};
inline constexpr FieldSpec<&C::unitPriceCnyPerCardHour> UnitPrice{"unit_price_cny_per_card_hour"};
inline constexpr FieldSpec<&C::minimumTermHours> MinimumTerm{"minimum_term_hours"};
inline constexpr FieldSpec<&C::wholeMachine> WholeMachine{"whole_machine"};
inline constexpr FieldSpec<&C::powerBilling> PowerBilling{"power_billing"};
inline constexpr FieldSpec<&C::powerPriceCnyPerKwh> PowerPrice{"power_price_cny_per_kwh"};
inline constexpr FieldSpec<&C::bandwidthCnyPerMonth> Bandwidth{"bandwidth_cny_per_month"};
inline constexpr FieldSpec<&C::storageCnyPerGbMonth> Storage{"storage_cny_per_gb_month"};
inline constexpr FieldSpec<&C::uploadCnyPerGb> Upload{"upload_cny_per_gb"};
inline constexpr FieldSpec<&C::replacementHours> Replacement{"replacement_hours"};
inline constexpr FieldSpec<&C::downtimeCompensation> Compensation{"downtime_compensation"};
inline constexpr FieldSpec<&C::depositCny> Deposit{"deposit_cny"};
inline constexpr FieldSpec<&C::depositRefundDays> DepositRefund{"deposit_refund_days"};
inline constexpr FieldSpec<&C::acceptanceCriteria> Acceptance{"acceptance_criteria"};
inline constexpr FieldSpec<&C::support> Support{"support"};
inline constexpr FieldSpec<&C::responseHours> Response{"response_hours"};
inline constexpr FieldSpec<&C::backupPool> BackupPool{"backup_pool"};
inline constexpr FieldSpec<&C::snapshots> Snapshots{"snapshots"};
inline constexpr FieldSpec<&C::persistentDisks> PersistentDisks{"persistent_disks"};
inline constexpr FieldSpec<&C::upgradeWithoutMigration> Upgrade{"upgrade_without_migration"};
inline constexpr FieldSpec<&C::spotReclaimPerHour> SpotReclaim{"spot_reclaim_per_hour"};

// The table; tst_fields fails to compile without a member.
// clang-format off
inline constexpr std::tuple kAll{
    Billing, Granularity, PriceFactor, UnitPrice, MinimumTerm, WholeMachine, PowerBilling,
    PowerPrice, Bandwidth, Storage, Upload, Replacement, Compensation, Deposit, DepositRefund,
    Acceptance, Support, Response, BackupPool, Snapshots, PersistentDisks, Upgrade, SpotReclaim};
// clang-format on

} // namespace fields::contract

constexpr const auto &fieldTable(const Contract &)
{
    return fields::contract::kAll;
}

} // namespace suanpan
