#pragma once

#include <string>

#include "Enums.h"

namespace suanpan {

// A concrete choice: card x count x facility x contract, rented, hosted (own
// hardware in a rented cabinet) or built in-house. Ids refer to the catalog
// or to the project's own catalog entries.
struct Option {
    std::string id;
    // Per language as Workload::name: English (or the only one) and Chinese.
    std::string name;
    std::string nameZh;
    std::string cardId;
    int cardCount = 8;
    std::string facilityId;
    std::string contractId;
    Acquisition acquisition = Acquisition::Rent;
    bool chosen = false; // shortlisted for presentation
    std::string notes;
    // A project quote (ProviderQuote::id) that prices this rented option
    // instead of the catalog; "" = the catalog's price and `contractId`.
    std::string quoteId{};

    bool operator==(const Option &) const = default;
};

} // namespace suanpan
