#pragma once

#include <vector>

#include <QCoreApplication>
#include <QString>

#include "model/Card.h"
#include "model/Enums.h"
#include "model/Range.h"

// Words for catalog values on the Catalog page and in its editors: enum
// names, figures with their units, and where a figure comes from.
class CatalogText final
{
    Q_DECLARE_TR_FUNCTIONS(CatalogText)

public:
    static QString linkKind(suanpan::LinkKind kind);
    static QString marketStatus(suanpan::MarketStatus status);
    // What the status means for a team, and from when: "No new supply since
    // 23 Oct 2023: rented from stock in China, bought only second-hand."
    static QString marketSince(const suanpan::Card &card);
    static QString facilityKind(suanpan::FacilityKind kind);
    static QString billingMode(suanpan::BillingMode mode);
    // A rent quote's channel: the kinds of facility its seller runs, "GPU cloud",
    // "IDC cabinet and Hosted cluster"; "Any channel" when it names none.
    static QString channel(const std::vector<suanpan::FacilityKind> &kinds);
    static QString support(suanpan::SupportLevel level);
    static QString powerRedundancy(suanpan::PowerRedundancy power);
    static QString cooling(suanpan::Cooling cooling);
    static QString granularity(suanpan::BillingGranularity granularity);
    static QString powerBilling(suanpan::PowerBilling billing);

    // "3.35 TB/s" or "864 GB/s" (decimal, as bandwidth is quoted).
    static QString bandwidth(double bytesPerS);
    static QString watts(double watts);
    // A range of plain numbers: "1.3-1.5 (likely 1.4)", or one number.
    static QString range(const suanpan::Range &r, int decimals);
    // "Source: seed 001, 2026 (confidence: medium)"; empty without a source.
    static QString provenance(const suanpan::Provenance &p);
    static QString confidence(suanpan::Confidence c);
};
