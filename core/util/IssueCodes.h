#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "util/CodeTable.h"

namespace suanpan {

// What is wrong with one field of an entity (model/Validation.h), or with one
// cell of an imported table (catalog/QuoteImport.h). The UI words each with
// a switch; the CLI's JSON and messages use the texts below.
enum class IssueCode : int {
    Required,         // empty or unset
    NotFinite,        // NaN or infinite
    Negative,         // below zero
    NotPositive,      // zero or below
    OutOfRange,       // outside the field's range
    RangeOrder,       // low <= likely <= high violated
    DuplicateId,      // an id used before
    UnknownReference, // an id no catalog or project entry has
    UnknownCode,      // a code this version does not know
    Inconsistent,     // contradicts another field
    TooLarge,         // over its bound (model/Limits.h); the bound given
    TooLong,          // a text over its bound, in bytes; the bound given
    NotNumber,        // an imported cell that is not a number
    NotDate,          // an imported cell that is not a date (YYYY-MM-DD)
    // Built-in and imported documents (catalog texts, checklists):
    IdFormat,      // an id that is not lower-case letters, digits, '-', '_' and '.'
    Empty,         // an empty text or list that needs content
    UnknownField,  // names a model field this version does not have
    UnknownItem,   // names a checklist item no file has
    SelfReference, // an item that names itself
    Count
};

// The stable texts, in IssueCode's order. Never change a shipped text.
inline constexpr std::array<std::string_view, std::size_t(IssueCode::Count)> kIssueCodes{
    "required",    "not_finite",    "negative",          "not_positive", "out_of_range",
    "range_order", "duplicate_id",  "unknown_reference", "unknown_code", "inconsistent",
    "too_large",   "too_long",      "not_number",        "not_date",     "id_format",
    "empty",       "unknown_field", "unknown_item",      "self",
};

// The rule an `inconsistent` issue breaks, so the UI words it without
// reading the field's name. None for every other issue.
enum class Contradiction : unsigned char {
    None,
    ActiveAboveTotal,       // model.params_active above model.params_total
    KvHeadsNotDivisor,      // model.kv_heads does not divide the attention heads
    ExpertsPerTokenAbove,   // model.experts_per_token above model.experts
    MinCardsAboveMax,       // a facility's min_cards above its max_cards
    QuoteOnlyForRent,       // an option priced from a quote that does not rent
    ValidUntilBeforeQuoted, // a quote valid until a day before it was quoted
    Count
};

inline std::string_view issueCodeText(IssueCode code)
{
    return codeText(kIssueCodes, code);
}

inline std::optional<IssueCode> issueCodeFromText(std::string_view text)
{
    return codeFromText<IssueCode>(kIssueCodes, text);
}

} // namespace suanpan
