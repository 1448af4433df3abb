#pragma once

#include "model/Enums.h"
#include "model/Units.h"

namespace suanpan {

// Hosting and building: hardware, depreciation, cabinets, power and heat
// (seeds 000, 003, 004). Pure formulas; the cost model combines them.

int serversFor(int cards);

// Electrical draw of one card at full load with its share of the server
// (CPUs, memory, NICs, fans): TDP x (1 + overhead), in kW.
double cardKw(double tdpWatts, double serverOverheadShare);

// Energy of one card running all day: watts x 24 h (seed 000: a 500 W card
// uses about 12 kWh a day).
double kwhPerDay(double watts);

// Cabinets for `servers` servers of `serverKw` each in cabinets with a power
// quota of `quotaKw` (Shenzhen cabinet rent includes that quota): as many
// servers per cabinet as the quota carries, at least one.
int cabinetsFor(int servers, double serverKw, double quotaKw);

// Dedicated circuits an office room needs for `kw` at `circuitKw` each (seed
// 000: more than 4 cards on a wall socket trips in summer).
int circuitsFor(double kw, double circuitKw);

// Power over `hours`: card watts x utilisation x hours x PUE x price per kWh
// (formulas.md, seed 000). Billing (seed 000 step 5): included in the
// cabinet/compute price; metered above the cabinets' quota; or all metered.
// `pue` splits the bill into IT power and cooling (PUE - 1); pass 1 when the
// price per kWh already covers the site's cooling.
template <class T> struct BasicPowerBill {
    T itKwh = 0.0;          // energy the cards and servers draw
    T billedKwh = 0.0;      // IT energy that is billed
    T power = 0.0;          // CNY for billedKwh
    T cooling = 0.0;        // CNY for billedKwh x (PUE - 1)
    bool overQuota = false; // average draw above the quota while billing says "included"
};
using PowerBill = BasicPowerBill<double>;
PowerBill powerBill(double peakKw, double utilisation, double hours, double pue, double cnyPerKwh,
                    PowerBilling billing, double quotaKw);

// Share of the purchase price still on the books after `months`: straight
// line over `depreciationYears` down to the residual value (seed 004: GPU
// generations last 2-3 years).
double bookValueFraction(double months, double depreciationYears, double residualFraction);

// Throughput factor of an office room over a year: summer months lose
// `derating` of throughput above 35 C in the cabinet (seed 000: 20-30 %).
// Job time is divided by this.
double officeThroughputFactor(double summerMonthsPerYear, double derating);

// The same generic over the scalar (cost/CostTape.h), for the cost model's
// compiled draws; the functions above are these at double.
template <class T> T cardKw(double tdpWatts, T serverOverheadShare);
template <class T> int cabinetsFor(int servers, T serverKw, double quotaKw);
template <class T> int circuitsFor(T kw, double circuitKw);
template <class T>
BasicPowerBill<T> powerBill(T peakKw, T utilisation, T hours, T pue, T cnyPerKwh,
                            PowerBilling billing, T quotaKw);
template <class T> T bookValueFraction(T months, T depreciationYears, T residualFraction);
template <class T> T officeThroughputFactor(T summerMonthsPerYear, T derating);

} // namespace suanpan
