#include "Ownership.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace suanpan {

// Counts are computed in 64 bits and doubles and only then narrowed: a card
// count near INT_MAX once wrapped to a negative server count here.
int serversFor(int cards)
{
    const std::int64_t servers = (std::int64_t(cards) + kCardsPerServer - 1) / kCardsPerServer;
    return int(std::max<std::int64_t>(1, servers));
}

double cardKw(double tdpWatts, double serverOverheadShare)
{
    return tdpWatts * (1.0 + std::max(serverOverheadShare, 0.0)) / 1000.0;
}

double kwhPerDay(double watts)
{
    return watts * 24.0 / 1000.0;
}

int cabinetsFor(int servers, double serverKw, double quotaKw)
{
    if (servers <= 0)
        return 0;
    double perCabinet = 1.0;
    if (quotaKw > 0.0 && serverKw > 0.0)
        perCabinet = std::clamp(std::floor(quotaKw / serverKw + 1e-9), 1.0, double(servers));
    const auto per = std::int64_t(perCabinet);
    return int((std::int64_t(servers) + per - 1) / per);
}

int circuitsFor(double kw, double circuitKw)
{
    if (!(circuitKw > 0.0))
        return 1;
    const double circuits = std::ceil(kw / circuitKw - 1e-9);
    if (!(circuits > 1.0)) // NaN too
        return 1;
    return int(std::min(circuits, double(std::numeric_limits<int>::max())));
}

PowerBill powerBill(double peakKw, double utilisation, double hours, double pue, double cnyPerKwh,
                    PowerBilling billing, double quotaKw)
{
    PowerBill out;
    const double averageKw = peakKw * std::clamp(utilisation, 0.0, 1.0);
    out.itKwh = averageKw * hours;
    switch (billing) {
    case PowerBilling::Included:
        out.overQuota = quotaKw > 0.0 && averageKw > quotaKw;
        break;
    case PowerBilling::MeteredAboveQuota:
        out.billedKwh = std::max(0.0, averageKw - quotaKw) * hours;
        break;
    case PowerBilling::Metered:
        out.billedKwh = out.itKwh;
        break;
    }
    out.power = out.billedKwh * cnyPerKwh;
    out.cooling = out.billedKwh * std::max(pue - 1.0, 0.0) * cnyPerKwh;
    return out;
}

double bookValueFraction(double months, double depreciationYears, double residualFraction)
{
    if (!(depreciationYears > 0.0))
        return residualFraction;
    const double used = std::clamp(months / (12.0 * depreciationYears), 0.0, 1.0);
    return 1.0 - (1.0 - residualFraction) * used;
}

double officeThroughputFactor(double summerMonthsPerYear, double derating)
{
    const double share = std::clamp(summerMonthsPerYear / 12.0, 0.0, 1.0);
    return 1.0 - share * std::clamp(derating, 0.0, 0.9);
}

} // namespace suanpan
