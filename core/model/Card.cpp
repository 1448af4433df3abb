#include "Card.h"

#include <algorithm>

namespace suanpan {

bool quoteApplies(const PriceQuote &quote, FacilityKind kind)
{
    return quote.facilityKinds.empty() ||
           std::find(quote.facilityKinds.begin(), quote.facilityKinds.end(), kind) !=
               quote.facilityKinds.end();
}

bool newSaleRestricted(MarketStatus status)
{
    switch (status) {
    case MarketStatus::ExportRestricted:
    case MarketStatus::InCountryStock:
    case MarketStatus::LicenceRequired:
        return true;
    case MarketStatus::Global:
    case MarketStatus::ChinaSpecific:
    case MarketStatus::Domestic:
        return false;
    }
    return true;
}

} // namespace suanpan
