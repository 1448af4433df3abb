#include "CatalogText.h"

#include <cmath>

#include <QLocale>
#include <QStringList>

#include "i18n/CitationText.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"

using namespace suanpan;

QString CatalogText::linkKind(LinkKind kind)
{
    // Product names: the same in both languages.
    switch (kind) {
    case LinkKind::PCIe:
        return QStringLiteral("PCIe");
    case LinkKind::NVLink:
        return QStringLiteral("NVLink");
    case LinkKind::NVLinkBridge:
        return tr("NVLink bridge");
    case LinkKind::HCCS:
        return QStringLiteral("HCCS");
    }
    return {};
}

QString CatalogText::marketStatus(MarketStatus status)
{
    switch (status) {
    case MarketStatus::Global:
        //: Market status of a card: sold everywhere
        return tr("Global");
    case MarketStatus::ExportRestricted:
        return tr("Export-restricted");
    case MarketStatus::ChinaSpecific:
        //: A card variant made for the Chinese market (A800, H800, H20)
        return tr("China edition");
    case MarketStatus::Domestic:
        //: A card designed and made in China (Ascend)
        return tr("Domestic");
    case MarketStatus::InCountryStock:
        //: Market status: no new supply since the export rules; rented from stock in China,
        //: bought only second-hand (A800, H800)
        return tr("In-country stock");
    case MarketStatus::LicenceRequired:
        //: Market status: every sale into China needs a US export licence (H20)
        return tr("Licence required");
    }
    return {};
}

QString CatalogText::marketSince(const Card &card)
{
    const bool dated = !card.marketStatusSince.empty();
    const QString since = DisplayText::isoDate(card.marketStatusSince);
    switch (card.marketStatus) {
    case MarketStatus::Global:
        return tr("Sold new in China.");
    case MarketStatus::ChinaSpecific:
        return tr("Made for the Chinese market and sold new.");
    case MarketStatus::Domestic:
        return tr("Made in China; not under US export rules.");
    case MarketStatus::ExportRestricted:
        if (dated)
            //: %1 a date
            return tr("Not sold new into China since %1: rented from providers' stock, bought "
                      "only through a source you declare.")
                .arg(since);
        return tr("Not sold new into China: rented from providers' stock, bought only through a "
                  "source you declare.");
    case MarketStatus::InCountryStock:
        if (dated)
            //: %1 a date
            return tr("No new supply since %1: rented from the stock in China, bought only "
                      "second-hand.")
                .arg(since);
        return tr("No new supply: rented from the stock in China, bought only second-hand.");
    case MarketStatus::LicenceRequired:
        if (dated)
            //: %1 a date
            return tr("Each sale into China needs a US export licence since %1.").arg(since);
        return tr("Each sale into China needs a US export licence.");
    }
    return {};
}

QString CatalogText::facilityKind(FacilityKind kind)
{
    return DisplayText::facilityKind(kind);
}

QString CatalogText::channel(const std::vector<FacilityKind> &kinds)
{
    if (kinds.empty())
        //: Channel of a rent quote that names no kind of seller: it prices every option
        return tr("Any channel");
    QStringList names;
    for (const FacilityKind kind : kinds)
        names << facilityKind(kind);
    return QLocale().createSeparatedList(names);
}

QString CatalogText::billingMode(BillingMode mode)
{
    switch (mode) {
    case BillingMode::Hourly:
        return tr("Hourly");
    case BillingMode::Monthly:
        return tr("Monthly");
    case BillingMode::Yearly:
        return tr("Yearly");
    case BillingMode::Spot:
        //: Billing mode: cheap capacity the provider can reclaim at any time
        return tr("Spot");
    case BillingMode::Daily:
        //: Billing mode: a whole day booked and paid ahead (seed 003: 4090 boxes by the day)
        return tr("Daily");
    }
    return {};
}

QString CatalogText::support(SupportLevel level)
{
    switch (level) {
    case SupportLevel::None:
        //: Support level of a contract
        return tr("None");
    case SupportLevel::BusinessHours:
        return tr("Business hours");
    case SupportLevel::AllHours:
        return tr("24/7");
    }
    return {};
}

QString CatalogText::powerRedundancy(PowerRedundancy power)
{
    // Seed 000 asks which of these a facility has: two utility feeds and a
    // diesel generator, or a single feed behind a UPS.
    switch (power) {
    case PowerRedundancy::DualUtilityGenerator:
        return tr("Two utility feeds + generator");
    case PowerRedundancy::DualUtility:
        return tr("Two utility feeds");
    case PowerRedundancy::SingleUps:
        return tr("Single feed with UPS");
    case PowerRedundancy::None:
        //: Power redundancy of a facility: one feed, no UPS
        return tr("None", "power redundancy");
    }
    return {};
}

QString CatalogText::cooling(Cooling cooling)
{
    switch (cooling) {
    case Cooling::Air:
        //: Cooling of a facility
        return tr("Air");
    case Cooling::Water:
        //: Cooling of a facility: chilled-water room cooling
        return tr("Water");
    case Cooling::Liquid:
        //: Cooling of a facility: liquid cooling at the chip
        return tr("Liquid (direct to chip)");
    }
    return {};
}

QString CatalogText::granularity(BillingGranularity granularity)
{
    switch (granularity) {
    case BillingGranularity::Hour:
        //: Billing granularity: usage is rounded up to whole hours
        return tr("Per hour");
    case BillingGranularity::Day:
        return tr("Per day");
    case BillingGranularity::Month:
        return tr("Per month");
    }
    return {};
}

QString CatalogText::powerBilling(PowerBilling billing)
{
    switch (billing) {
    case PowerBilling::Included:
        //: Power billing of a contract: electricity is in the price
        return tr("Included in the price");
    case PowerBilling::MeteredAboveQuota:
        return tr("Metered above the quota");
    case PowerBilling::Metered:
        //: Power billing: every kWh is billed
        return tr("Metered");
    }
    return {};
}

QString CatalogText::bandwidth(double bytesPerS)
{
    if (!std::isfinite(bytesPerS) || bytesPerS <= 0.0)
        return QStringLiteral("\u2014");
    const QLocale here;
    if (bytesPerS >= 1e12)
        //: Bandwidth in terabytes per second (decimal)
        return tr("%1 TB/s").arg(here.toString(bytesPerS / 1e12, 'f', 2));
    return tr("%1 GB/s").arg(here.toString(bytesPerS / 1e9, 'f', 0));
}

QString CatalogText::watts(double watts)
{
    if (!std::isfinite(watts) || watts <= 0.0)
        return QStringLiteral("\u2014");
    return tr("%1 W").arg(QLocale().toString(watts, 'f', 0));
}

QString CatalogText::range(const Range &r, int decimals)
{
    const QLocale here;
    const auto n = [&](double v) { return here.toString(v, 'f', decimals); };
    if (n(r.low) == n(r.high))
        return n(r.likely);
    //: A range of values with the most likely one: "1.3-1.5 (likely 1.4)"
    return tr("%1\u2013%2 (likely %3)").arg(n(r.low), n(r.high), n(r.likely));
}

QString CatalogText::confidence(Confidence c)
{
    switch (c) {
    case Confidence::High:
        return tr("high");
    case Confidence::Medium:
        return tr("medium");
    case Confidence::Low:
        return tr("low");
    }
    return {};
}

QString CatalogText::provenance(const Provenance &p)
{
    if (p.source.empty())
        return {};
    // Free text has its own Chinese; codes of sources.json are worded by cite().
    const QString source = LanguageManager::isChinese() && !p.sourceZh.empty()
                               ? QString::fromStdString(p.sourceZh)
                               : CitationText::cite(p.source);
    if (p.date.empty())
        //: Where a catalog figure comes from; %2 is high, medium or low
        return tr("Source: %1 (confidence: %2)").arg(source, confidence(p.confidence));
    //: Where a catalog figure comes from; %2 a date, %3 high, medium or low
    return tr("Source: %1, %2 (confidence: %3)")
        .arg(source, QString::fromStdString(p.date), confidence(p.confidence));
}
