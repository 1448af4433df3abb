#pragma once

#include <tuple>

#include "Card.h"
#include "FieldSpec.h"

namespace suanpan {

// The fields of a Card and its CardLink ("link"), in struct order
// (model/FieldSpec.h; WorkloadFields.h for why the order matters). Written
// by hand where the codecs are: `id`, the name in both languages, the rent
// and purchase quotes, the sources (the spec's and the per-figure ones) and
// the notes in both languages.
namespace fields::card {

using C = Card;
using L = CardLink;

inline constexpr FieldSpec<&C::vendor> Vendor{"vendor", kRequired};
inline constexpr FieldSpec<&C::memoryBytes> Memory{"memory_bytes", kRequired};
inline constexpr FieldSpec<&C::memoryType> MemoryType{"memory_type"};
inline constexpr FieldSpec<&C::memoryBandwidthBytesPerS> MemoryBandwidth{
    "memory_bandwidth_bytes_per_s", kRequired};
inline constexpr FieldSpec<&C::peakFlops> PeakFlops{"peak_flops", kRequired};
inline constexpr FieldSpec<&C::tdpWatts> Tdp{"tdp_watts", kRequired};
inline constexpr FieldSpec<&C::link, &L::kind> LinkKind{"link.kind", kRequired};
inline constexpr FieldSpec<&C::link, &L::bytesPerS> LinkBandwidth{"link.bytes_per_s", kRequired};
inline constexpr FieldSpec<&C::link, &L::domainSize> LinkDomain{"link.domain_size"};
inline constexpr FieldSpec<&C::pcieGen> PcieGen{"pcie_gen"};
inline constexpr FieldSpec<&C::formFactor> FormFactor{"form_factor"};
inline constexpr FieldSpec<&C::year> Year{"year"};
inline constexpr FieldSpec<&C::marketStatus> Market{"market_status", kRequired};
inline constexpr FieldSpec<&C::marketStatusSince> MarketSince{"market_status_since", kWhenSet};

// The table, in struct order; tst_fields fails to compile without a member.
// clang-format off
inline constexpr std::tuple kAll{
    Vendor, Memory, MemoryType, MemoryBandwidth, PeakFlops, Tdp, LinkKind, LinkBandwidth,
    LinkDomain, PcieGen, FormFactor, Year, Market, MarketSince};
// clang-format on

} // namespace fields::card

constexpr const auto &fieldTable(const Card &)
{
    return fields::card::kAll;
}

} // namespace suanpan
