#include "Card.h"

#include <algorithm>

namespace suanpan {

bool quoteApplies(const PriceQuote &quote, FacilityKind kind)
{
    return quote.facilityKinds.empty() ||
           std::find(quote.facilityKinds.begin(), quote.facilityKinds.end(), kind) !=
               quote.facilityKinds.end();
}

} // namespace suanpan
