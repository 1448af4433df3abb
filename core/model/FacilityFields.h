#pragma once

#include <tuple>

#include "Facility.h"
#include "FieldSpec.h"

namespace suanpan {

// The fields of a Facility, its NetworkSpec ("network") and its Compliance
// ("compliance"), in struct order (model/FieldSpec.h; WorkloadFields.h for
// why the order matters). Written by hand where the codecs are: `id`, the
// name in both languages, the source and the notes in both languages.
namespace fields::facility {

using F = Facility;
using N = NetworkSpec;
using K = Compliance;

inline constexpr FieldSpec<&F::kind> Kind{"kind", kRequired};
inline constexpr FieldSpec<&F::district> District{"district"};
inline constexpr FieldSpec<&F::minCards> MinCards{"min_cards"};
inline constexpr FieldSpec<&F::maxCards> MaxCards{"max_cards"};
inline constexpr FieldSpec<&F::power> Power{"power"};
inline constexpr FieldSpec<&F::cooling> Cooling{"cooling"};
inline constexpr FieldSpec<&F::pue> Pue{"pue", kRequired};
inline constexpr FieldSpec<&F::network, &N::gbitPerS> Network{"network.gbit_per_s", kInObject};
inline constexpr FieldSpec<&F::network, &N::fabric> Fabric{"network.fabric", kInObject};
inline constexpr FieldSpec<&F::network, &N::perCard> NetworkPerCard{"network.per_card"};
inline constexpr FieldSpec<&F::sparePartsOnSite> SpareParts{"spare_parts_on_site"};
inline constexpr FieldSpec<&F::cabinetRentCnyPerMonth> CabinetRent{"cabinet_rent_cny_per_month"};
inline constexpr FieldSpec<&F::cabinetPowerKw> CabinetPower{"cabinet_power_kw"};
inline constexpr FieldSpec<&F::electricityCnyPerKwh> Electricity{"electricity_cny_per_kwh"};
inline constexpr FieldSpec<&F::compliance, &K::vpc> Vpc{"compliance.vpc"};
inline constexpr FieldSpec<&F::compliance, &K::accessLogs> AccessLogs{"compliance.access_logs"};
inline constexpr FieldSpec<&F::compliance, &K::encryptedTransfer> EncryptedTransfer{
    "compliance.encrypted_transfer"};
inline constexpr FieldSpec<&F::compliance, &K::auditReport> AuditReport{"compliance.audit_report"};
inline constexpr FieldSpec<&F::compliance, &K::idcLicence> IdcLicence{"compliance.idc_licence"};
inline constexpr FieldSpec<&F::availability6m> Availability{"availability_6m"};

// The table, in struct order; tst_fields fails to compile without a member.
// clang-format off
inline constexpr std::tuple kAll{
    Kind, District, MinCards, MaxCards, Power, Cooling, Pue, Network, Fabric, NetworkPerCard,
    SpareParts, CabinetRent, CabinetPower, Electricity,
    Vpc, AccessLogs, EncryptedTransfer, AuditReport, IdcLicence, Availability};
// clang-format on

} // namespace fields::facility

constexpr const auto &fieldTable(const Facility &)
{
    return fields::facility::kAll;
}

} // namespace suanpan
