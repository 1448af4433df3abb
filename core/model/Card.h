#pragma once

#include <map>
#include <string>
#include <vector>

#include "Enums.h"
#include "Range.h"

namespace suanpan {

// Card-to-card link inside one server.
struct CardLink {
    LinkKind kind = LinkKind::PCIe;
    double bytesPerS = 0.0; // per card, bidirectional aggregate as vendors quote it
    int domainSize = 1;     // cards that share the fast link (8 for HGX NVLink, 2 for a bridge)

    bool operator==(const CardLink &) const = default;
};

// A quoted price: rent in CNY per card-hour (already divided per card and per
// hour for daily/monthly/yearly plans), purchase in CNY per card.
struct PriceQuote {
    BillingMode mode = BillingMode::Hourly; // ignored for purchase quotes
    Range cny;
    std::string basis; // what the quote covers ("AutoDL retail", "8-card server")
    Provenance provenance;
    // Rent only: the kinds of facility whose seller the quote comes from (its
    // channel): retail GPU-cloud platforms quote for gpu_cloud, Shenzhen IDCs
    // renting servers for idc_cabinet / hosted_cluster. Empty: any channel
    // (quotes saved before channels existed). office_room never rents.
    std::vector<FacilityKind> facilityKinds{};
    // `basis` in Chinese; empty for a user's own quote (shown in its one language).
    std::string basisZh{};

    bool operator==(const PriceQuote &) const = default;
};

// Whether a rent quote applies to a facility of `kind` (an untagged quote applies to all).
bool quoteApplies(const PriceQuote &quote, FacilityKind kind);

// True when new cards of this status cannot be bought in China through
// normal channels (Enums.h, MarketStatus): a purchase needs a source the
// project declares (Procurement::restrictedCardSource), and option search
// does not offer one without it.
bool newSaleRestricted(MarketStatus status);

struct Card {
    std::string id; // stable, e.g. "h100-sxm"
    std::string nameZh;
    std::string nameEn;
    std::string vendor;
    double memoryBytes = 0.0;
    std::string memoryType; // "HBM3", "GDDR6X", ...
    double memoryBandwidthBytesPerS = 0.0;
    std::map<Precision, double> peakFlops; // dense FLOP/s (or OP/s for int) per precision
    double tdpWatts = 0.0;
    CardLink link;
    int pcieGen = 4;
    std::string formFactor;
    int year = 0;
    MarketStatus marketStatus = MarketStatus::Global;
    std::string marketStatusSince;    // ISO date the status holds from; empty: not known
    std::vector<PriceQuote> rent;     // per billing mode, possibly several sources
    std::vector<PriceQuote> purchase; // CNY per card
    Provenance specProvenance;        // where the spec figures come from
    // Per-figure overrides of specProvenance, keyed by JSON field path
    // ("memory_bandwidth_bytes_per_s", "peak_flops.bf16", "tdp_watts", ...).
    std::map<std::string, Provenance> figureProvenance;
    std::string notes;   // English, or the one language a user's entry was written in
    std::string notesZh; // Chinese; the UI falls back to the other one when empty

    bool operator==(const Card &) const = default;
};

} // namespace suanpan
