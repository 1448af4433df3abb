#include "ChecklistSummary.h"

#include <algorithm>
#include <set>

namespace suanpan {

namespace {

const ChecklistEntry *lastEntry(const std::vector<ChecklistEntry> &entries, std::string_view itemId,
                                std::string_view optionId)
{
    for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        if (it->itemId == itemId && it->optionId == optionId)
            return &*it;
    return nullptr;
}

} // namespace

CheckStatus statusOf(const std::vector<ChecklistEntry> &entries, std::string_view itemId,
                     std::string_view optionId)
{
    if (!optionId.empty())
        if (const ChecklistEntry *e = lastEntry(entries, itemId, optionId))
            return e->status;
    if (const ChecklistEntry *e = lastEntry(entries, itemId, {}))
        return e->status;
    return CheckStatus::NotChecked;
}

ChecklistSummary summarize(const std::vector<ChecklistTemplate> &templates,
                           const std::vector<ChecklistEntry> &entries, std::string_view optionId,
                           std::optional<Supply> supply)
{
    ChecklistSummary s;
    std::set<std::string_view> known;
    for (const ChecklistTemplate &t : templates) {
        for (const ChecklistItem &item : t.items) {
            known.insert(item.id);
            if (supply && !item.appliesToSupply(*supply)) {
                s.notForThisOption.push_back(item.id);
                continue;
            }
            const CheckStatus status = statusOf(entries, item.id, optionId);
            ++s.counts.total;
            switch (status) {
            case CheckStatus::Pass:
                ++s.counts.pass;
                break;
            case CheckStatus::Fail:
                ++s.counts.fail;
                break;
            case CheckStatus::NotChecked:
                ++s.counts.notChecked;
                break;
            case CheckStatus::NotApplicable:
                ++s.counts.notApplicable;
                break;
            case CheckStatus::Waived:
                ++s.counts.waived;
                break;
            }
            if (status == CheckStatus::Fail || status == CheckStatus::NotChecked)
                s.open.push_back({item.id, t.id, item.severity, status});
        }
    }
    // Stable: template order survives within a severity and status.
    std::stable_sort(s.open.begin(), s.open.end(), [](const OpenItem &a, const OpenItem &b) {
        if (a.severity != b.severity)
            return a.severity < b.severity;
        return a.status == CheckStatus::Fail && b.status != CheckStatus::Fail;
    });
    for (const OpenItem &item : s.open)
        if (item.severity == Severity::Blocker || item.severity == Severity::Major)
            s.doNotSignUntil.push_back(item);
    for (const ChecklistEntry &e : entries)
        if (!known.count(e.itemId) && std::find(s.unknownItemIds.begin(), s.unknownItemIds.end(),
                                                e.itemId) == s.unknownItemIds.end())
            s.unknownItemIds.push_back(e.itemId);
    return s;
}

namespace {

Supply supplyFrom(const Option &option, const Facility *facility)
{
    switch (option.acquisition) {
    case Acquisition::Host:
        return Supply::Host;
    case Acquisition::Build:
        return Supply::Build;
    case Acquisition::Rent:
        break;
    }
    return facility && facility->kind == FacilityKind::GpuCloud ? Supply::Cloud : Supply::Rent;
}

} // namespace

Supply supplyOf(const Option &option, const Catalog &catalog)
{
    return supplyFrom(option, catalog.findFacility(option.facilityId));
}

std::optional<Supply> supplyOf(const Project &project, const Catalog &catalog,
                               std::string_view optionId)
{
    for (const Option &o : project.options) {
        if (optionId.empty() || o.id != optionId)
            continue;
        // The project's own facility of that id before the catalog's.
        for (const Facility &f : project.userCatalog.facilities)
            if (f.id == o.facilityId)
                return supplyFrom(o, &f);
        return supplyOf(o, catalog);
    }
    return std::nullopt;
}

} // namespace suanpan
