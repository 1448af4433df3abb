#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Enums.h"

namespace suanpan {

// What a provider's price is for (seed 001: 报价单位不一致 -- quotes come
// per card-hour, per card-month, per 8-card server-month, per cabinet, per
// year or as one sum for a term). CardHour and CardMonth are per card;
// ServerMonth is per 8-card server (billed as whole machines); CabinetMonth,
// Year and Term price the quote's whole set of `cards` (a cabinet of them a
// month, all of them a year, all of them for `termMonths`).
enum class QuoteUnit { CardHour, CardMonth, ServerMonth, CabinetMonth, Year, Term };

// What a quote says it includes (seed 000: cheap rooms bill bandwidth and
// power separately; seed 003: take the sheet apart item by item).
enum class QuoteItem {
    Electricity,
    Cooling,
    Bandwidth,
    Storage,
    PublicIp,
    Support7x24,
    Replacement4h,
};

// A provider's written quote (报价单), kept in the project. An option may
// name it as its price source (Option::quoteId) instead of the catalog; the
// cost engine then prices the option with quoteContract() (cost/Quotes.h).
struct ProviderQuote {
    std::string id; // unique in the project: "q-1", "q-2", ...
    std::string provider;
    std::string quotedOn;   // YYYY-MM-DD
    std::string validUntil; // YYYY-MM-DD; "" = not stated
    std::string cardId;
    int cards = 8;         // cards the quote is for
    double priceCny = 0.0; // for one `per`
    QuoteUnit per = QuoteUnit::CardHour;
    int termMonths = 0;              // the term a Term quote's sum covers
    std::vector<QuoteItem> includes; // sorted, each once
    double bandwidthMbps = 0.0;      // 0 = not stated
    double storageTb = 0.0;          // 0 = not stated
    int minTermMonths = 0;           // 0 = none
    double setupFeeCny = 0.0;
    double depositCny = 0.0;
    // The user confirmed that a quote past valid_until still holds: it may
    // then be recommended again (it stays flagged).
    bool confirmed = false;
    std::string notes;

    bool operator==(const ProviderQuote &) const = default;
};

bool quoteIncludes(const ProviderQuote &q, QuoteItem item);

// Days from `from` to `to` (both YYYY-MM-DD, proleptic Gregorian); nothing
// when either is not a valid date.
std::optional<int> daysBetween(std::string_view from, std::string_view to);
bool isIsoDate(std::string_view date);

// Today's date in UTC as YYYY-MM-DD.
std::string todayUtc();

// A quote past its validity on `today` (valid_until < today), and one more
// than kQuoteStaleDays old (quoted_on + 30 days < today).
inline constexpr int kQuoteStaleDays = 30;
bool quoteExpired(const ProviderQuote &q, std::string_view today);
bool quoteStale(const ProviderQuote &q, std::string_view today);

} // namespace suanpan
