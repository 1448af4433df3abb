#pragma once

#include <string>
#include <vector>

#include "Card.h"
#include "Contract.h"
#include "Facility.h"
#include "Option.h"
#include "Project.h"
#include "Workload.h"

namespace suanpan {

// One problem with user data: a stable code, the field (a dotted path such as
// "model.params_total" or "workloads[1].sequence_length") and the offending
// value as text. The UI turns `code` into a sentence.
//
// Codes: "required" (empty), "not_finite" (NaN/inf), "negative", "not_positive",
// "out_of_range", "range_order" (low <= likely <= high violated), "duplicate_id",
// "unknown_reference" (an id that no catalog or project entry has),
// "not_date" (a date that is not YYYY-MM-DD),
// "unknown_code" (a code this version does not know, such as a cost line in
// "disabled_cost_lines[0]"), "inconsistent" (fields that contradict each other),
// "too_large" (a value over its FieldLimits bound, model/Limits.h: `limit`
// holds the bound), "too_long" (a text over its bound: `value` and `limit`
// are lengths in bytes).
struct ValidationIssue {
    std::string code;
    std::string field;
    std::string value;
    std::string limit{}; // too_large, too_long: the bound, as text

    bool operator==(const ValidationIssue &) const = default;
};

using ValidationIssues = std::vector<ValidationIssue>;

ValidationIssues validate(const Workload &w);
ValidationIssues validate(const Card &c);
ValidationIssues validate(const Facility &f);
ValidationIssues validate(const Contract &c);
ValidationIssues validate(const Option &o);
ValidationIssues validate(const Assumption &a);
ValidationIssues validate(const Voucher &v);
// Budgets, when set, are finite and positive ("negative", "not_positive",
// "not_finite" on "capital_budget_cny" / "monthly_budget_cny").
ValidationIssues validate(const Procurement &p);
// A provider's quote: id, provider, card and dates required (dates
// YYYY-MM-DD, "not_date"; valid_until not before quoted_on,
// "inconsistent"); price above 0 and at most its unit's bound (FieldLimits:
// kMaxCnyPerCardHour for a card-hour, kMaxCnyPerMonth for a month, kMaxCny
// for a year or a term); a term quote has its term months ("required"); the
// includes each once ("duplicate_id").
ValidationIssues validate(const ProviderQuote &q);

// The whole project: every entity (fields prefixed with their collection and
// index, e.g. "options[2].card_count"), duplicate ids, and option references.
// `knownCardIds` etc. are the ids the catalog offers besides the project's own.
struct KnownIds {
    std::vector<std::string> cards;
    std::vector<std::string> facilities;
    std::vector<std::string> contracts;
};
ValidationIssues validate(const Project &p, const KnownIds &catalogIds);

} // namespace suanpan
