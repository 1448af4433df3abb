#include "model/Limits.h"

#include <algorithm>

#include "model/Validation.h"

namespace suanpan {

namespace {

std::optional<Error> over(const char *what, std::size_t count, std::size_t limit,
                          const std::string &subject)
{
    if (count <= limit)
        return std::nullopt;
    return Error{ErrorCode::ProjectTooLarge, subject,
                 std::string(what) + " " + std::to_string(count) + " > " + std::to_string(limit)};
}

} // namespace

std::optional<Error> exceededLimit(const Project &p, const std::string &subject)
{
    using L = ProjectLimits;
    const std::size_t pairs = p.workloads.size() * p.options.size();
    for (auto e :
         {over("workloads", p.workloads.size(), L::kMaxWorkloads, subject),
          over("options", p.options.size(), L::kMaxOptions, subject),
          over("pairs", pairs, L::kMaxPairs, subject),
          over("assumptions", p.assumptions.size(), L::kMaxAssumptions, subject),
          over("user_cards", p.userCatalog.cards.size(), L::kMaxUserCatalogEntries, subject),
          over("user_facilities", p.userCatalog.facilities.size(), L::kMaxUserCatalogEntries,
               subject),
          over("user_contracts", p.userCatalog.contracts.size(), L::kMaxUserCatalogEntries,
               subject),
          over("checklist", p.checklist.size(), L::kMaxChecklistEntries, subject),
          over("evidence", p.evidence.size(), L::kMaxEvidenceRecords, subject),
          over("quotes", p.quotes.size(), L::kMaxQuotes, subject),
          over("vouchers", p.vouchers.size(), VoucherLimits::kMaxVouchers, subject)})
        if (e)
            return e;
    // Catalog ids do not matter here: only the bounds do.
    for (const ValidationIssue &issue : validate(p, KnownIds{}))
        if (issue.code == IssueCode::TooLarge || issue.code == IssueCode::TooLong) {
            Error e{ErrorCode::ProjectOverLimit, subject, issue.value, issue.code, issue.limit};
            e.field = issue.field;
            return e;
        }
    return std::nullopt;
}

int maxDraws(std::size_t pairs)
{
    const std::size_t byPairs = FieldLimits::kMaxDrawPairs / std::max<std::size_t>(pairs, 1);
    return int(std::min<std::size_t>(byPairs, std::size_t(FieldLimits::kMaxDraws)));
}

} // namespace suanpan
