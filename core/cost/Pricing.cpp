#include "Pricing.h"
#include "model/Units.h"

#include <algorithm>
#include <cmath>

#include "cost/CostTape.h"

namespace suanpan {

namespace {

std::string joinSources(const std::vector<const PriceQuote *> &quotes)
{
    std::string out;
    for (const PriceQuote *q : quotes) {
        const std::string &s = q->provenance.source;
        if (s.empty() || out.find(s) != std::string::npos)
            continue;
        if (!out.empty())
            out += "; ";
        out += s;
    }
    return out;
}

bool allLowConfidence(const std::vector<const PriceQuote *> &quotes)
{
    return !quotes.empty() && std::all_of(quotes.begin(), quotes.end(), [](const PriceQuote *q) {
        return q->provenance.confidence == Confidence::Low;
    });
}

std::vector<const PriceQuote *> quotesFor(const std::vector<const PriceQuote *> &all,
                                          BillingMode mode)
{
    std::vector<const PriceQuote *> out;
    for (const PriceQuote *q : all)
        if (q->mode == mode)
            out.push_back(q);
    return out;
}

std::vector<const PriceQuote *> quotesApplying(const Card &card, FacilityKind kind)
{
    std::vector<const PriceQuote *> out;
    for (const PriceQuote &q : card.rent)
        if (quoteApplies(q, kind))
            out.push_back(&q);
    return out;
}

// The factor that turns an hourly price into one of this mode.
Range modeFactor(BillingMode mode, const AssumptionSet &a)
{
    switch (mode) {
    case BillingMode::Daily:
        return a.dailyPriceFactor;
    case BillingMode::Monthly:
        return a.monthlyPriceFactor;
    case BillingMode::Yearly:
        return a.yearlyPriceFactor;
    case BillingMode::Spot:
        return a.spotPriceFactor;
    case BillingMode::Hourly:
        break;
    }
    return Range::exactly(1.0);
}

// The factor a plan applies to the hourly price (see PriceChoice).
Range planFactor(const Contract &c, const AssumptionSet &a)
{
    if (c.priceFactor != Range::exactly(1.0))
        return c.priceFactor;
    return c.billing == BillingMode::Hourly ? c.priceFactor : modeFactor(c.billing, a);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    if (n == 0)
        return 0.0;
    return n % 2 == 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

Range combineQuotes(const std::vector<const PriceQuote *> &quotes)
{
    if (quotes.empty())
        return {};
    Range out{quotes.front()->cny.low, 0.0, quotes.front()->cny.high};
    std::vector<double> likelies;
    for (const PriceQuote *q : quotes) {
        out.low = std::min(out.low, q->cny.low);
        out.high = std::max(out.high, q->cny.high);
        likelies.push_back(q->cny.likely);
    }
    out.likely = std::clamp(median(likelies), out.low, out.high);
    return out;
}

Range times(const Range &a, const Range &b)
{
    return {a.low * b.low, a.likely * b.likely, a.high * b.high};
}

Range divided(const Range &a, const Range &b)
{
    const auto div = [](double x, double y) { return y > 0.0 ? x / y : 0.0; };
    return {div(a.low, b.high), div(a.likely, b.likely), div(a.high, b.low)};
}

std::vector<FacilityKind> fallbackChannels(FacilityKind kind)
{
    using K = FacilityKind;
    switch (kind) {
    case K::GpuCloud:
        return {K::IdcCabinet, K::HostedCluster, K::RemoteRegion};
    case K::IdcCabinet:
        return {K::HostedCluster, K::RemoteRegion, K::GpuCloud};
    case K::HostedCluster:
        return {K::IdcCabinet, K::RemoteRegion, K::GpuCloud};
    case K::RemoteRegion:
        return {K::HostedCluster, K::IdcCabinet, K::GpuCloud};
    case K::OfficeRoom:
        break;
    }
    return {K::GpuCloud, K::IdcCabinet, K::HostedCluster, K::RemoteRegion};
}

ChannelQuotes channelQuotes(const Card &card, FacilityKind kind)
{
    ChannelQuotes out;
    out.channel = kind;
    out.quotes = quotesApplying(card, kind);
    if (!out.quotes.empty())
        return out;
    for (const FacilityKind other : fallbackChannels(kind)) {
        out.quotes = quotesApplying(card, other);
        if (!out.quotes.empty()) {
            out.channel = other;
            out.otherChannel = true;
            return out;
        }
    }
    return out;
}

PriceChoice rentPrice(const Card &card, FacilityKind kind, const Contract &contract,
                      const AssumptionSet &assumptions)
{
    PriceChoice out;
    if (contract.unitPriceCnyPerCardHour) {
        out.cnyPerCardHour = *contract.unitPriceCnyPerCardHour;
        out.found = true;
        out.lowConfidence = contract.provenance.confidence == Confidence::Low;
        out.basis = PriceBasis::ContractUnitPrice;
        out.source = contract.provenance.source.empty() ? "contract " + contract.id
                                                        : contract.provenance.source;
        return out;
    }
    const ChannelQuotes channel = channelQuotes(card, kind);
    if (channel.quotes.empty())
        return out;
    out.channel = channel.channel;
    out.otherChannel = channel.otherChannel;
    std::string label = "catalog " + card.id + " (" + std::string(toCode(channel.channel));
    if (channel.otherChannel)
        label += ", no " + std::string(toCode(kind)) + " quote";
    label += "): ";
    const auto finish = [&](const std::vector<const PriceQuote *> &quotes, Range price,
                            PriceBasis basis) {
        out.cnyPerCardHour = price;
        out.found = true;
        out.quotes = int(quotes.size());
        out.lowConfidence = allLowConfidence(quotes);
        out.basis = basis;
        out.source = label + joinSources(quotes);
        return out;
    };
    if (const auto same = quotesFor(channel.quotes, contract.billing); !same.empty())
        return finish(same, combineQuotes(same), PriceBasis::Quotes);
    const Range factor = planFactor(contract, assumptions);
    if (const auto hourly = quotesFor(channel.quotes, BillingMode::Hourly); !hourly.empty())
        return finish(hourly, times(combineQuotes(hourly), factor),
                      PriceBasis::HourlyQuotesTimesFactor);
    // Only other plans' quotes: back to an hourly equivalent, then this plan's factor.
    std::vector<PriceQuote> converted;
    converted.reserve(channel.quotes.size());
    for (const PriceQuote *q : channel.quotes) {
        PriceQuote c = *q;
        c.cny = divided(q->cny, modeFactor(q->mode, assumptions));
        converted.push_back(std::move(c));
    }
    std::vector<const PriceQuote *> pointers;
    for (const PriceQuote &c : converted)
        pointers.push_back(&c);
    return finish(channel.quotes, times(combineQuotes(pointers), factor),
                  PriceBasis::ConvertedQuotesTimesFactor);
}

PriceChoice purchasePrice(const Card &card)
{
    PriceChoice out;
    if (card.purchase.empty())
        return out;
    std::vector<const PriceQuote *> quotes;
    for (const PriceQuote &q : card.purchase)
        quotes.push_back(&q);
    out.cnyPerCardHour = combineQuotes(quotes); // CNY per card here
    out.found = true;
    out.quotes = int(quotes.size());
    out.lowConfidence = allLowConfidence(quotes);
    out.basis = PriceBasis::Quotes;
    out.source = "catalog " + card.id + ": " + joinSources(quotes);
    return out;
}

bool isPayPerUse(BillingMode mode)
{
    return mode == BillingMode::Hourly || mode == BillingMode::Spot || mode == BillingMode::Daily;
}

double granularityHours(BillingGranularity g)
{
    switch (g) {
    case BillingGranularity::Hour:
        return 1.0;
    case BillingGranularity::Day:
        return 24.0;
    case BillingGranularity::Month:
        return kHoursPerMonth;
    }
    return 1.0;
}

template <class T> T billedHours(T usedHours, const Contract &contract)
{
    const double g = granularityHours(contract.granularity);
    // The small tolerance keeps 720.0000001 hours from billing a second month.
    const T rounded = usedHours > 0.0 ? vceil(usedHours / g - 1e-9) * g : T(0.0);
    return vmax(rounded, T(contract.minimumTermHours));
}

double billedHours(double usedHours, const Contract &contract)
{
    return billedHours<double>(usedHours, contract);
}

int billedCards(int cards, const Contract *contract)
{
    if (!contract || !contract->wholeMachine)
        return cards;
    return (cards + kCardsPerServer - 1) / kCardsPerServer * kCardsPerServer;
}

template <class T> BasicSpotRun<T> spotRun(T cleanHours, T reclaimPerHour, T lostPerReclaim)
{
    BasicSpotRun<T> out;
    // Beyond a 95 % loss the job is as good as never finishing.
    constexpr double kMaxLoss = 0.95;
    T loss = vmax(reclaimPerHour, T(0.0)) * vmax(lostPerReclaim, T(0.0));
    if (loss > kMaxLoss) {
        out.finishes = false;
        loss = kMaxLoss;
    }
    out.wallHours = cleanHours / (1.0 - loss);
    out.lostHours = out.wallHours - cleanHours;
    out.reclaims = vmax(reclaimPerHour, T(0.0)) * out.wallHours;
    return out;
}

SpotRun spotRun(double cleanHours, double reclaimPerHour, double lostPerReclaim)
{
    return spotRun<double>(cleanHours, reclaimPerHour, lostPerReclaim);
}

template double billedHours<double>(double, const Contract &);
template Traced billedHours<Traced>(Traced, const Contract &);
template SpotRun spotRun<double>(double, double, double);
template BasicSpotRun<Traced> spotRun<Traced>(Traced, Traced, Traced);

} // namespace suanpan
