#pragma once

#include <string>
#include <vector>

#include "Card.h"
#include "Contract.h"
#include "Facility.h"
#include "Option.h"
#include "Project.h"
#include "Workload.h"
#include "util/IssueCodes.h"
#include "util/Result.h"

namespace suanpan {

// One problem with user data: its code (util/IssueCodes.h), the field (a
// dotted path such as "model.params_total" or "workloads[1].sequence_length")
// and the offending value as text. The UI turns `code` into a sentence.
// UnknownCode is, for instance, a cost line this version does not price in
// "disabled_cost_lines[0]"; TooLarge a value over its FieldLimits bound
// (model/Limits.h: `limit` holds the bound); TooLong a text over its bound
// (`value` and `limit` are lengths in bytes).
struct ValidationIssue {
    IssueCode code = IssueCode::Required;
    std::string field;
    std::string value;
    std::string limit{};           // too_large, too_long: the bound, as text
    Contradiction contradiction{}; // inconsistent: the rule broken

    bool operator==(const ValidationIssue &) const = default;
};

using ValidationIssues = std::vector<ValidationIssue>;

// The error that refuses a value for `issue` (`code`: json.invalid,
// cost.invalid), with the issue typed, its value as the detail and its bound.
Error invalidValue(ErrorCode code, std::string subject, const ValidationIssue &issue);

ValidationIssues validate(const Workload &w);
ValidationIssues validate(const Card &c);
ValidationIssues validate(const Facility &f);
ValidationIssues validate(const Contract &c);
ValidationIssues validate(const Option &o);
ValidationIssues validate(const Assumption &a);
ValidationIssues validate(const Voucher &v);
// Budgets, when set, are finite and positive (Negative, NotPositive,
// NotFinite on "capital_budget_cny" / "monthly_budget_cny").
ValidationIssues validate(const Procurement &p);
// A provider's quote: id, provider, card and dates required (dates
// YYYY-MM-DD, NotDate; valid_until not before quoted_on, Inconsistent);
// price above 0 and at most its unit's bound (FieldLimits:
// kMaxCnyPerCardHour for a card-hour, kMaxCnyPerMonth for a month, kMaxCny
// for a year or a term); a term quote has its term months (Required); the
// includes each once (DuplicateId).
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
