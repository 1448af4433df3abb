#include "Ownership.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "cost/CostTape.h"

namespace suanpan {

// Counts are computed in 64 bits and doubles and only then narrowed: a card
// count near INT_MAX once wrapped to a negative server count here.
int serversFor(int cards)
{
    const std::int64_t servers = (std::int64_t(cards) + kCardsPerServer - 1) / kCardsPerServer;
    return int(std::max<std::int64_t>(1, servers));
}

template <class T> T cardKw(double tdpWatts, T serverOverheadShare)
{
    return tdpWatts * (1.0 + vmax(serverOverheadShare, T(0.0))) / 1000.0;
}

double cardKw(double tdpWatts, double serverOverheadShare)
{
    return cardKw<double>(tdpWatts, serverOverheadShare);
}

double kwhPerDay(double watts)
{
    return watts * 24.0 / 1000.0;
}

template <class T> int cabinetsFor(int servers, T serverKw, double quotaKw)
{
    if (servers <= 0)
        return 0;
    T perCabinet = 1.0;
    if (quotaKw > 0.0 && serverKw > 0.0)
        perCabinet = vclamp(vfloor(quotaKw / serverKw + 1e-9), T(1.0), T(double(servers)));
    const auto per = std::int64_t(settle(perCabinet));
    return int((std::int64_t(servers) + per - 1) / per);
}

int cabinetsFor(int servers, double serverKw, double quotaKw)
{
    return cabinetsFor<double>(servers, serverKw, quotaKw);
}

template <class T> int circuitsFor(T kw, double circuitKw)
{
    if (!(circuitKw > 0.0))
        return 1;
    const T circuits = vceil(kw / circuitKw - 1e-9);
    if (!(circuits > 1.0)) // NaN too
        return 1;
    return int(std::min(settle(circuits), double(std::numeric_limits<int>::max())));
}

int circuitsFor(double kw, double circuitKw)
{
    return circuitsFor<double>(kw, circuitKw);
}

template <class T>
BasicPowerBill<T> powerBill(T peakKw, T utilisation, T hours, T pue, T cnyPerKwh,
                            PowerBilling billing, T quotaKw)
{
    BasicPowerBill<T> out;
    const T averageKw = peakKw * vclamp(utilisation, T(0.0), T(1.0));
    out.itKwh = averageKw * hours;
    switch (billing) {
    case PowerBilling::Included:
        out.overQuota = quotaKw > 0.0 && averageKw > quotaKw;
        break;
    case PowerBilling::MeteredAboveQuota:
        out.billedKwh = vmax(T(0.0), averageKw - quotaKw) * hours;
        break;
    case PowerBilling::Metered:
        out.billedKwh = out.itKwh;
        break;
    }
    out.power = out.billedKwh * cnyPerKwh;
    out.cooling = out.billedKwh * vmax(pue - 1.0, T(0.0)) * cnyPerKwh;
    return out;
}

PowerBill powerBill(double peakKw, double utilisation, double hours, double pue, double cnyPerKwh,
                    PowerBilling billing, double quotaKw)
{
    return powerBill<double>(peakKw, utilisation, hours, pue, cnyPerKwh, billing, quotaKw);
}

template <class T> T bookValueFraction(T months, T depreciationYears, T residualFraction)
{
    if (!(depreciationYears > 0.0))
        return residualFraction;
    const T used = vclamp(months / (12.0 * depreciationYears), T(0.0), T(1.0));
    return 1.0 - (1.0 - residualFraction) * used;
}

double bookValueFraction(double months, double depreciationYears, double residualFraction)
{
    return bookValueFraction<double>(months, depreciationYears, residualFraction);
}

template <class T> T officeThroughputFactor(T summerMonthsPerYear, T derating)
{
    const T share = vclamp(summerMonthsPerYear / 12.0, T(0.0), T(1.0));
    return 1.0 - share * vclamp(derating, T(0.0), T(0.9));
}

double officeThroughputFactor(double summerMonthsPerYear, double derating)
{
    return officeThroughputFactor<double>(summerMonthsPerYear, derating);
}

template <class T> using Bill = BasicPowerBill<T>;
#define SUANPAN_OWNERSHIP(T)                                                                       \
    template T cardKw<T>(double, T);                                                               \
    template int cabinetsFor<T>(int, T, double);                                                   \
    template int circuitsFor<T>(T, double);                                                        \
    template Bill<T> powerBill<T>(T, T, T, T, T, PowerBilling, T);                                 \
    template T bookValueFraction<T>(T, T, T);                                                      \
    template T officeThroughputFactor<T>(T, T);
SUANPAN_OWNERSHIP(double)
SUANPAN_OWNERSHIP(Traced)

} // namespace suanpan
