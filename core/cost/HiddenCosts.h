#pragma once

#include "estimate/Training.h"
#include "model/Contract.h"
#include "model/Enums.h"

namespace suanpan {

// The costs brochures leave out (seeds 000, 001, 003). Each is its own cost
// line, switchable, and ranged through its inputs. Pure formulas; the cost
// model decides what they apply to.

// Engineer day rate: monthly salary / working days (seed 003: 30 000 CNY /
// 22 days = 1 364 CNY/day, "about 1 360").
double engineerDayRate(double salaryPerMonth, double workingDaysPerMonth);

// Engineer time lost: days x day rate (seed 003: 3 days > 4 000 CNY).
double engineerTimeCost(double days, double dayRate);

// Days lost relative to business-hours support: the support_days_factor_*
// assumptions for no support and for 7x24 support, 1 for business hours.
double supportDaysFactor(SupportLevel level, double factorNone, double factor24x7);

// Data upload: per GB when the contract prices transfer; else, for TB-scale
// data sets, a share of the rent (seed 003: 10-20 % of rent); else nothing.
enum class UploadMode { None, PerGb, ShareOfRent };
UploadMode uploadMode(const Contract *contract, double datasetBytes, double shareMinBytes);
double uploadCost(UploadMode mode, double datasetBytes, double cnyPerGb, double shareOfRent,
                  double rent);

// Checkpoints, logs and data on rented storage: GB x months x CNY per GB-month (seed 003).
double storageCost(double bytes, double months, double cnyPerGbMonth);

// Hardware faults over `hours` of work on `cards` cards: expected
// interruptions = rate x card-hours (Llama 3 paper: 419 in 54 days on 16 384
// H100 = 2e-5 per card-hour). The cluster loses what faultLossFor() says
// (the sizing engine's goodput, one formula); people spend the recovery time
// (seed 003: 2-5 h) on each.
template <class T> struct BasicInterruptions {
    T count = 0.0;
    T clusterHours = 0.0; // hours x FaultLoss::lostPerHour
    T peopleHours = 0.0;  // count x recovery
    T lostPerHour = 0.0;  // cluster hours lost per hour of work (FaultLoss)
};
using Interruptions = BasicInterruptions<double>;
Interruptions faultInterruptions(const FaultModel &faults, int cards, double hours);

// The same generic over the scalar (cost/CostTape.h), for the cost model's
// compiled draws; the functions above are these at double. The fault model's
// rate and recovery time are the point's.
template <class T> T engineerDayRate(T salaryPerMonth, T workingDaysPerMonth);
template <class T> T engineerTimeCost(T days, T dayRate);
template <class T> T supportDaysFactor(SupportLevel level, T factorNone, T factor24x7);
template <class T>
T uploadCost(UploadMode mode, double datasetBytes, T cnyPerGb, T shareOfRent, T rent);
template <class T> T storageCost(T bytes, T months, T cnyPerGbMonth);
template <class T>
BasicInterruptions<T> faultInterruptions(const FaultModel &faults, T perCardHour, T recoveryHours,
                                         int cards, T hours);

} // namespace suanpan
