#pragma once

#include <string>
#include <vector>

#include "Card.h"
#include "Contract.h"
#include "Facility.h"
#include "Option.h"
#include "Range.h"
#include "Workload.h"

namespace suanpan {

struct ProjectMeta {
    std::string title;
    std::string client;
    std::string author;
    std::string currency = "CNY";
    std::string createdUtc;   // ISO 8601
    std::string modifiedUtc;
    std::string notes;

    bool operator==(const ProjectMeta &) const = default;
};

// State of one checklist item for one option (empty optionId = whole project).
struct ChecklistEntry {
    std::string itemId;
    std::string optionId;
    CheckStatus status = CheckStatus::NotChecked;
    std::string note;
    std::string date;
    std::string checkedBy;

    bool operator==(const ChecklistEntry &) const = default;
};

// Entries the user added or edited; they shadow catalog entries with the same id.
struct UserCatalog {
    std::vector<Card> cards;
    std::vector<Facility> facilities;
    std::vector<Contract> contracts;

    bool operator==(const UserCatalog &) const = default;
};

struct Project {
    ProjectMeta meta;
    std::vector<Workload> workloads;
    std::vector<Option> options;
    std::vector<Assumption> assumptions;
    UserCatalog userCatalog;
    std::vector<ChecklistEntry> checklist;

    bool operator==(const Project &) const = default;
};

} // namespace suanpan
