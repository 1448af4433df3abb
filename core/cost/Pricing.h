#pragma once

#include <string>
#include <vector>

#include "cost/CostInputs.h"
#include "model/Card.h"
#include "model/Contract.h"
#include "model/Range.h"

namespace suanpan {

// The price per card-hour a contract charges for a card, chosen
// deterministically:
//  1. the contract's explicit unit price, if it has one;
//  2. else the card's quotes for the contract's billing mode;
//  3. else the card's hourly quotes x the contract's price factor;
//  4. else the card's quotes of other modes turned into an hourly equivalent
//     (monthly quote / monthly_price_factor, daily / daily_price_factor, ...)
//     x the contract's factor.
// Several quotes combine as low = min(lows), high = max(highs), likely =
// median(likelies): the catalog holds very different sources for one card
// (seed IDC prices 10-25 vs retail 2.5-7 CNY for a 4090), and the range must
// cover them all while the likely value is not pulled by one outlier.
// A contract whose price factor is exactly 1 on a daily, monthly, yearly or
// spot plan takes the daily/monthly/yearly/spot_price_factor assumption instead (a plan
// at the hourly price is a template left unset, seeds 001/003).
struct PriceChoice {
    Range cnyPerCardHour;
    bool found = false;
    bool lowConfidence = false; // every figure behind it is low confidence
    int quotes = 0;             // catalog quotes combined (0 = contract price)
    std::string formula;        // "contract_unit_price", "quotes", "hourly_quotes*price_factor",
                                // "converted_quotes*price_factor"
    std::string source;         // provenance of the figures, joined
};

Range combineQuotes(const std::vector<const PriceQuote *> &quotes);
Range times(const Range &a, const Range &b);   // both non-negative: low*low, ...
Range divided(const Range &a, const Range &b); // low/high, likely/likely, high/low

PriceChoice rentPrice(const Card &card, const Contract &contract, const AssumptionSet &assumptions);

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
struct SpotRun {
    double wallHours = 0.0; // T, including lost hours
    double lostHours = 0.0; // T - W
    double reclaims = 0.0;  // expected reclaims
    bool finishes = true;
};
SpotRun spotRun(double cleanHours, double reclaimPerHour, double lostPerReclaim);

// The seed-003 flag: spot instances are unfit for jobs over 12 hours.
constexpr double kSpotLongJobHours = 12.0;

} // namespace suanpan
