#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Checklist.h"
#include "catalog/Catalog.h"
#include "model/Project.h"

namespace suanpan {

struct ChecklistCounts {
    int pass = 0;
    int fail = 0;
    int notChecked = 0; // "missing": nobody has looked yet
    int notApplicable = 0;
    int waived = 0; // checked, failed or skipped, and accepted knowingly
    int total = 0;

    bool operator==(const ChecklistCounts &) const = default;
};

// One item that still needs attention.
struct OpenItem {
    std::string itemId;
    std::string checklistId;
    Severity severity = Severity::Major;
    CheckStatus status = CheckStatus::NotChecked; // Fail or NotChecked

    bool operator==(const OpenItem &) const = default;
};

struct ChecklistSummary {
    ChecklistCounts counts;
    // Failed and not-checked items: blockers first, then major, then minor;
    // within a severity failures before unchecked items, then template order.
    std::vector<OpenItem> open;
    // "Do not sign until": the blocker and major items of `open`, same order.
    std::vector<OpenItem> doNotSignUntil;
    // Entries whose item id no template has (a template changed since).
    std::vector<std::string> unknownItemIds;
    // Items left out because they do not concern how the option gets its
    // cards (a GPU cloud rental has no cabinet to visit), template order;
    // they are in no count and never block.
    std::vector<std::string> notForThisOption;

    bool readyToSign() const { return doNotSignUntil.empty(); }
};

// The state of every item of `templates` for one option: the entry for
// (item, optionId) if there is one, else the project-wide entry (empty
// optionId), else not checked. With an empty `optionId` only project-wide
// entries count. When several entries share a key the last one wins (the
// newest edit is appended last).
CheckStatus statusOf(const std::vector<ChecklistEntry> &entries, std::string_view itemId,
                     std::string_view optionId);

// With `supply`, the items whose appliesTo leaves it out are not counted
// (notForThisOption lists them); without it (the whole project) all are.
ChecklistSummary summarize(const std::vector<ChecklistTemplate> &templates,
                           const std::vector<ChecklistEntry> &entries,
                           std::string_view optionId = {},
                           std::optional<Supply> supply = std::nullopt);

// How the option gets its cards: renting from a facility of kind gpu_cloud
// is a cloud rental, other rentals are servers in a provider's data centre;
// hosting and building as the option says. Rent when the option is unknown.
Supply supplyOf(const Option &option, const Catalog &catalog);
// The same for an option of the project by id; none for the whole project
// (empty id) or an id the project does not have.
std::optional<Supply> supplyOf(const Project &project, const Catalog &catalog,
                               std::string_view optionId);

} // namespace suanpan
