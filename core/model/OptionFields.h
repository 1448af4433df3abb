#pragma once

#include <tuple>

#include "FieldSpec.h"
#include "Option.h"

namespace suanpan {

// The fields of an Option in struct order (model/FieldSpec.h, and
// WorkloadFields.h for why the order matters). Written by hand where the
// codecs are: `id` and the name per language, as for a workload. The catalog
// references (card, facility, contract, quote) are plain text here; the
// checks that they name something are validate(Project)'s.
namespace fields::option {

using O = Option;

inline constexpr FieldSpec<&O::cardId> Card{"card_id"};
inline constexpr FieldSpec<&O::cardCount> CardCount{"card_count"};
inline constexpr FieldSpec<&O::facilityId> Facility{"facility_id"};
inline constexpr FieldSpec<&O::contractId> Contract{"contract_id"};
inline constexpr FieldSpec<&O::acquisition> Acquisition{"acquisition"};
inline constexpr FieldSpec<&O::chosen> Chosen{"chosen"};
inline constexpr FieldSpec<&O::notes> Notes{"notes"};
inline constexpr FieldSpec<&O::quoteId> Quote{"quote_id"};

// The table, in struct order; tst_fields fails to compile without a member.
inline constexpr std::tuple kAll{Card,        CardCount, Facility, Contract,
                                 Acquisition, Chosen,    Notes,    Quote};

} // namespace fields::option

constexpr const auto &fieldTable(const Option &)
{
    return fields::option::kAll;
}

} // namespace suanpan
