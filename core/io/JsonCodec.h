#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "model/Card.h"
#include "model/Contract.h"
#include "model/Facility.h"
#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {

// JSON <-> model, in the format documented in resources/catalogs/README.md.
// Writers emit every field. Readers are strict about types and values and
// report the first problem with its JSON path (RFC 6901, e.g.
// "/workloads/0/model/params_total"):
//   "json.parse"    subject = "" (or the file), detail = parser message
//   "json.missing"  subject = path of the missing field
//   "json.type"     subject = path, detail = expected type ("number", "string", ...)
//   "json.enum"     subject = path, detail = the unknown value
//   "json.invalid"  subject = path, issue = validation code, detail = value
//                   (Negative, "-1"), limit = the bound (TooLarge, TooLong)
//   "json.too_large", "json.too_deep" (parseJson limits), "json.too_new" (subject
//   "/schema"), "json.not_project" (subject "/format", detail = the format found)
// Readers take `path` as the location of `j` inside the whole document.
// Catalog entries (cards, facilities, contracts, assumptions) need every field
// README.md marks required. Workloads, options and checklist entries are read as
// drafts: any field but `id` may be left out, and "required" validation issues
// (an unset parameter count, say) are left to validate() rather than refused.
// A project's "disabled_cost_lines" must hold known cost line codes, each once
// ("json.invalid" at "/disabled_cost_lines/1", UnknownCode or DuplicateId,
// detail "x"); they are read back sorted.

nlohmann::json toJson(const Range &r);
nlohmann::json toJson(const Provenance &p);
nlohmann::json toJson(const Assumption &a);
nlohmann::json toJson(const Card &c);
nlohmann::json toJson(const Facility &f);
nlohmann::json toJson(const Contract &c);
nlohmann::json toJson(const Workload &w);
nlohmann::json toJson(const Option &o);
nlohmann::json toJson(const ChecklistEntry &e);
nlohmann::json toJson(const EvidenceRecord &e);
// {"capital_budget_cny": 5e6 or null, "monthly_budget_cny": null, "restricted_card_source": false}
nlohmann::json toJson(const Procurement &p);
nlohmann::json toJson(const Voucher &v);
nlohmann::json toJson(const ProviderQuote &q);
nlohmann::json toJson(const Project &p);

Result<Card> cardFromJson(const nlohmann::json &j, const std::string &path);
Result<Facility> facilityFromJson(const nlohmann::json &j, const std::string &path);
Result<Contract> contractFromJson(const nlohmann::json &j, const std::string &path);
Result<Assumption> assumptionFromJson(const nlohmann::json &j, const std::string &path);
Result<Workload> workloadFromJson(const nlohmann::json &j, const std::string &path);
Result<Option> optionFromJson(const nlohmann::json &j, const std::string &path);
Result<ChecklistEntry> checklistEntryFromJson(const nlohmann::json &j, const std::string &path);
// Evidence: `id` and `kind` required; text over kMaxEvidenceBytes is json.invalid.
Result<EvidenceRecord> evidenceFromJson(const nlohmann::json &j, const std::string &path);
// Every field optional; a budget is a number or null (no limit). Budgets are
// validated (json.invalid Negative "-1", NotPositive "0").
Result<Procurement> procurementFromJson(const nlohmann::json &j, const std::string &path);
Result<Voucher> voucherFromJson(const nlohmann::json &j, const std::string &path);
// A provider's quote: every field as validate(ProviderQuote) wants it
// (`id`, `provider`, `card`, `quoted_on`, `price_cny`, `per` required);
// `includes` a list of QuoteItem codes.
Result<ProviderQuote> quoteFromJson(const nlohmann::json &j, const std::string &path);
Result<Project> projectFromJson(const nlohmann::json &j);

// Parse text as JSON with the limits untrusted input needs (size cap, depth
// cap; NaN/Infinity are not JSON and are rejected by the parser).
Result<nlohmann::json> parseJson(std::string_view text);

// Convenience: whole project documents as text.
std::string projectToJsonText(const Project &p);
Result<Project> projectFromJsonText(std::string_view text);

} // namespace suanpan
