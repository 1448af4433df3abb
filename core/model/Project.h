#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "Card.h"
#include "Contract.h"
#include "Enums.h"
#include "Facility.h"
#include "Option.h"
#include "Quote.h"
#include "Range.h"
#include "Workload.h"

namespace suanpan {

struct ProjectMeta {
    // Per language as Workload::name: English (or the only one) and Chinese.
    std::string title;
    std::string titleZh;
    std::string client;
    std::string author;
    std::string currency = "CNY";
    std::string createdUtc; // ISO 8601
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

// A tool output imported as acceptance evidence for an option. The text is
// kept and parsed again when shown, so findings follow the current parsers
// and the current plan.
struct EvidenceRecord {
    std::string id;       // unique in the project: "ev-1", "ev-2", ...
    std::string optionId; // the option it was measured on ("" = whole project)
    std::string itemId;   // checklist item it supports; "" = the kind's default item
    EvidenceKind kind = EvidenceKind::Note;
    std::string fileName;    // base name as imported, no folder
    std::string importedUtc; // ISO 8601
    std::string text;        // the file's content: valid UTF-8, at most kMaxEvidenceBytes
    std::string note;

    bool operator==(const EvidenceRecord &) const = default;
};
inline constexpr std::size_t kMaxEvidenceBytes = 4u * 1024u * 1024u;

// Entries the user added or edited; they shadow catalog entries with the same id.
struct UserCatalog {
    std::vector<Card> cards;
    std::vector<Facility> facilities;
    std::vector<Contract> contracts;

    bool operator==(const UserCatalog &) const = default;
};

// What the team can spend and buy, for the option search (searchOptions).
// Budgets are in CNY and unset when there is no limit: the capital budget is
// the cash the team can pay on day one, the monthly budget what it can spend
// in any one month (OptionSearch.h defines both for a candidate). New
// export-restricted cards (MarketStatus::ExportRestricted: B200, H100, RTX
// 4090, ...) cannot be bought through normal channels in China since the US
// export rules of 2023; a team with a source for them says so here.
struct Procurement {
    std::optional<double> capitalBudgetCny;
    std::optional<double> monthlyBudgetCny;
    bool restrictedCardSource = false;

    bool operator==(const Procurement &) const = default;
};

// A compute voucher (算力券): a city's programme that pays back a share of the
// compute a team rents (Shenzhen: up to 50 %, start-ups 60 %; Shanghai up to
// 80 %; resources/catalogs/vouchers.json). Only rented compute is eligible --
// the rent line of hourly, monthly, yearly and spot plans -- never owned
// cards, the hosting of owned cards or a build. The cost engine turns it into
// the `compute_voucher` line (core/cost/README.md "Vouchers"). Ranges and
// bounds: model/Limits.h VoucherLimits.
struct Voucher {
    std::string id;             // unique in the project: "voucher-1", ...
    std::string programme;      // the programme's name as the user knows it
    std::string presetId;       // the preset it was added from ("" = typed by the user)
    double share = 0.5;         // of eligible rent paid back, (0, 1]
    double capCnyPerYear = 0.0; // the most paid back per year for the project, CNY > 0
    // Providers whose rent is eligible: contract or facility ids, or their
    // names in either language. Empty: any rented option.
    std::vector<std::string> providers;
    double refundMonths = 0.0; // months from paying the rent to the money coming back
    // Chance the application is approved: drawn in the Monte Carlo like any
    // ranged input, the expected refund is share x rent x approval.
    Range approval = Range::exactly(1.0);
    std::string notes;

    bool operator==(const Voucher &) const = default;
};

struct Project {
    ProjectMeta meta;
    Procurement procurement;
    std::vector<Workload> workloads;
    std::vector<Option> options;
    std::vector<Assumption> assumptions;
    UserCatalog userCatalog;
    std::vector<ChecklistEntry> checklist;
    std::vector<EvidenceRecord> evidence;
    // Cost lines the user switched off (codes from CostLineCodes.h, sorted,
    // each once): they are still shown, but count zero in every evaluation
    // of this project (evaluate() reads them; EvaluateSettings can add more).
    std::vector<std::string> disabledCostLines;
    // Compute vouchers (none: no voucher line anywhere). At most
    // VoucherLimits::kMaxVouchers: the same rent cannot be claimed twice.
    std::vector<Voucher> vouchers;
    // Providers' quotes (model/Quote.h), in the order entered or imported.
    std::vector<ProviderQuote> quotes;

    bool operator==(const Project &) const = default;
};

} // namespace suanpan
