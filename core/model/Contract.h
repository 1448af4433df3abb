#pragma once

#include <optional>
#include <string>

#include "Enums.h"
#include "Range.h"

namespace suanpan {

// The terms under which compute (or a cabinet) is bought.
struct Contract {
    std::string id;
    std::string nameZh;
    std::string nameEn;
    BillingMode billing = BillingMode::Hourly;
    BillingGranularity granularity = BillingGranularity::Hour;
    // Price: an explicit CNY per card-hour, or a factor on the card's hourly
    // catalog price (monthly ~0.55-0.75, spot ~0.4; seeds 001, 003).
    std::optional<Range> unitPriceCnyPerCardHour;
    Range priceFactor = Range::exactly(1.0);
    double minimumTermHours = 0.0;
    bool wholeMachine = false; // billed per 8-card machine instead of per card
    PowerBilling powerBilling = PowerBilling::Included;
    double powerPriceCnyPerKwh = 0.0; // above the quota, when metered
    Range bandwidthCnyPerMonth;
    Range storageCnyPerGbMonth;
    Range uploadCnyPerGb;
    double replacementHours = 0.0;     // card replacement time promised; 0 = not stated
    double downtimeCompensation = 0.0; // free hours granted per hour of downtime; 0 = none
    double depositCny = 0.0;
    int depositRefundDays = 0;
    std::string acceptanceCriteria;
    SupportLevel support = SupportLevel::BusinessHours;
    double responseHours = 0.0;
    bool backupPool = false;
    bool snapshots = false;
    bool persistentDisks = false;
    bool upgradeWithoutMigration = false;
    double spotReclaimPerHour = 0.0; // expected reclaims per hour (spot only)
    Provenance provenance;
    std::string notes;   // English, or the one language a user's entry was written in
    std::string notesZh; // Chinese; the UI falls back to the other one when empty

    bool operator==(const Contract &) const = default;
};

} // namespace suanpan
