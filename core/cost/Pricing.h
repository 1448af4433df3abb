#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "cost/CostInputs.h"
#include "model/Card.h"
#include "model/Contract.h"
#include "model/Range.h"
#include "util/CodeTable.h"

namespace suanpan {

// How a price was found (PriceChoice::basis). The text is the formula it
// stands for, for tests and support.
enum class PriceBasis : int {
    None,                       // no price found
    ContractUnitPrice,          // the contract's own unit price
    Quotes,                     // quotes of the contract's billing mode, or purchase quotes
    HourlyQuotesTimesFactor,    // hourly quotes x the contract's price factor
    ConvertedQuotesTimesFactor, // other plans' quotes made hourly, x the factor
    Count
};

inline constexpr std::array<std::string_view, std::size_t(PriceBasis::Count)> kPriceBases{
    "", "contract_unit_price", "quotes", "hourly_quotes*price_factor",
    "converted_quotes*price_factor"};

inline std::string_view priceBasisText(PriceBasis basis)
{
    return codeText(kPriceBases, basis);
}

// The price per card-hour a contract charges for a card at a facility of
// `kind`, chosen deterministically:
//  1. the contract's explicit unit price, if it has one;
//  2. else the card's quotes from the facility's channel: those whose
//     facility_kinds name `kind` (a quote naming none applies to every kind).
//     A price must come from the kind of seller the option deals with: the
//     catalog holds a Shenzhen IDC's 4090 at 10-25 CNY (seed 001) next to
//     retail GPU clouds at 2.5-7 (prices.md 3a), and merging them gave a
//     16x price range. When no quote names `kind`, the quotes of the nearest
//     kind that has some are used (fallbackChannels(kind), in order) and
//     `otherChannel` is set; the cost engine flags it as
//     risk.price_from_other_channel;
//  3. among those quotes, the ones for the contract's billing mode;
//  4. else their hourly quotes x the contract's price factor;
//  5. else their quotes of other modes turned into an hourly equivalent
//     (monthly quote / monthly_price_factor, daily / daily_price_factor, ...)
//     x the contract's factor.
// Several quotes of one channel combine as low = min(lows), high =
// max(highs), likely = median(likelies): the range covers every seller of
// that kind while the likely value is not pulled by one outlier.
// A contract whose price factor is exactly 1 on a daily, monthly, yearly or
// spot plan takes the daily/monthly/yearly/spot_price_factor assumption
// instead (a plan at the hourly price is a template left unset, seeds 001/003).
struct PriceChoice {
    Range cnyPerCardHour;
    bool found = false;
    bool lowConfidence = false; // every figure behind it is low confidence
    int quotes = 0;             // catalog quotes combined (0 = contract price)
    PriceBasis basis = PriceBasis::None;
    std::string source; // "catalog <card> (<channel>): <sources of the quotes used>"
    // The facility kind whose quotes were used (meaningful when quotes > 0),
    // and whether it is not the option's own: no quote names the facility's kind.
    FacilityKind channel = FacilityKind::GpuCloud;
    bool otherChannel = false;
};

// The kinds tried, in order, when no rent quote names `kind`: server rental
// in another kind of data centre is nearer an IDC or hosted option than a
// retail cloud is, and a cloud option falls back to server rental.
std::vector<FacilityKind> fallbackChannels(FacilityKind kind);

// The card's rent quotes that price an option at a facility of `kind`: those
// of its own channel, else of the first fallback channel that has any
// (`channel` and `otherChannel` say which).
struct ChannelQuotes {
    std::vector<const PriceQuote *> quotes;
    FacilityKind channel = FacilityKind::GpuCloud;
    bool otherChannel = false;
};
ChannelQuotes channelQuotes(const Card &card, FacilityKind kind);

Range combineQuotes(const std::vector<const PriceQuote *> &quotes);
Range times(const Range &a, const Range &b);   // both non-negative: low*low, ...
Range divided(const Range &a, const Range &b); // low/high, likely/likely, high/low

PriceChoice rentPrice(const Card &card, FacilityKind kind, const Contract &contract,
                      const AssumptionSet &assumptions);

// CNY per card. Catalog purchase quotes are an 8-GPU server's price / 8, so
// they already include the server; the server_overhead_share assumption is
// therefore not added on top (see DOMAIN.md 3, prices.md 3d).
PriceChoice purchasePrice(const Card &card);

// Hourly and spot plans are paid per use, and so are daily ones (days are
// booked as the work needs them; billedHours rounds up to whole days when the
// contract's granularity is a day); monthly and yearly ones reserve the cards
// for whole periods.
bool isPayPerUse(BillingMode mode);
double granularityHours(BillingGranularity g);

// Hours billed for `usedHours` of use: rounded up to the billing granularity,
// then at least the minimum term.
double billedHours(double usedHours, const Contract &contract);

// Cards billed: whole 8-card machines for whole-machine contracts.
int billedCards(int cards, const Contract *contract);

// Spot interruption model: reclaims arrive at `reclaimPerHour` while the job
// runs; each loses `lostPerReclaim` hours (half a checkpoint interval of work
// plus the recovery time). Renewal argument: T = W + reclaimPerHour . T . L,
// so T = W / (1 - reclaimPerHour . L). When reclaimPerHour . L >= 1 the job
// never finishes (finishes = false; the figures are then capped at a 95 %
// loss so they stay finite).
template <class T> struct BasicSpotRun {
    T wallHours = 0.0; // T, including lost hours
    T lostHours = 0.0; // T - W
    T reclaims = 0.0;  // expected reclaims
    bool finishes = true;
};
using SpotRun = BasicSpotRun<double>;
SpotRun spotRun(double cleanHours, double reclaimPerHour, double lostPerReclaim);

// The same generic over the scalar (cost/CostTape.h), for the cost model's
// compiled draws; the functions above are these at double.
template <class T> T billedHours(T usedHours, const Contract &contract);
template <class T> BasicSpotRun<T> spotRun(T cleanHours, T reclaimPerHour, T lostPerReclaim);

// The seed-003 flag: spot instances are unfit for jobs over 12 hours.
constexpr double kSpotLongJobHours = 12.0;

} // namespace suanpan
