#include "HiddenCosts.h"

#include <algorithm>

#include "cost/CostTape.h"
#include "estimate/FaultLoss.h"

namespace suanpan {

namespace {

constexpr double kBytesPerGb = 1e9; // transfer and storage are priced per decimal GB

} // namespace

template <class T> T engineerDayRate(T salaryPerMonth, T workingDaysPerMonth)
{
    return workingDaysPerMonth > 0.0 ? salaryPerMonth / workingDaysPerMonth : T(0.0);
}

double engineerDayRate(double salaryPerMonth, double workingDaysPerMonth)
{
    return engineerDayRate<double>(salaryPerMonth, workingDaysPerMonth);
}

template <class T> T engineerTimeCost(T days, T dayRate)
{
    return days * dayRate;
}

double engineerTimeCost(double days, double dayRate)
{
    return engineerTimeCost<double>(days, dayRate);
}

template <class T> T supportDaysFactor(SupportLevel level, T factorNone, T factor24x7)
{
    switch (level) {
    case SupportLevel::None:
        return factorNone;
    case SupportLevel::AllHours:
        return factor24x7;
    case SupportLevel::BusinessHours:
        break;
    }
    return 1.0;
}

double supportDaysFactor(SupportLevel level, double factorNone, double factor24x7)
{
    return supportDaysFactor<double>(level, factorNone, factor24x7);
}

UploadMode uploadMode(const Contract *contract, double datasetBytes, double shareMinBytes)
{
    if (!contract || datasetBytes <= 0.0)
        return UploadMode::None;
    if (contract->uploadCnyPerGb.high > 0.0)
        return UploadMode::PerGb;
    return datasetBytes >= shareMinBytes ? UploadMode::ShareOfRent : UploadMode::None;
}

template <class T>
T uploadCost(UploadMode mode, double datasetBytes, T cnyPerGb, T shareOfRent, T rent)
{
    switch (mode) {
    case UploadMode::PerGb:
        return datasetBytes / kBytesPerGb * cnyPerGb;
    case UploadMode::ShareOfRent:
        return shareOfRent * rent;
    case UploadMode::None:
        break;
    }
    return 0.0;
}

double uploadCost(UploadMode mode, double datasetBytes, double cnyPerGb, double shareOfRent,
                  double rent)
{
    return uploadCost<double>(mode, datasetBytes, cnyPerGb, shareOfRent, rent);
}

template <class T> T storageCost(T bytes, T months, T cnyPerGbMonth)
{
    return bytes / kBytesPerGb * vmax(months, T(0.0)) * cnyPerGbMonth;
}

double storageCost(double bytes, double months, double cnyPerGbMonth)
{
    return storageCost<double>(bytes, months, cnyPerGbMonth);
}

template <class T>
BasicInterruptions<T> faultInterruptions(const FaultModel &faults, T perCardHour, T recoveryHours,
                                         int cards, T hours)
{
    BasicInterruptions<T> out;
    const BasicFaultLoss<T> loss = faultLossAt(perCardHour, recoveryHours, faults.restartHours,
                                               faults.checkpointStallHours, cards);
    const T h = vmax(hours, T(0.0));
    out.count = loss.interruptionsPerHour * h;
    out.clusterHours = loss.lostPerHour * h;
    out.peopleHours = out.count * vmax(recoveryHours, T(0.0));
    out.lostPerHour = loss.lostPerHour;
    return out;
}

Interruptions faultInterruptions(const FaultModel &faults, int cards, double hours)
{
    return faultInterruptions<double>(faults, faults.perCardHour, faults.recoveryHours, cards,
                                      hours);
}

#define SUANPAN_HIDDEN_COSTS(T)                                                                    \
    template T engineerDayRate<T>(T, T);                                                           \
    template T engineerTimeCost<T>(T, T);                                                          \
    template T supportDaysFactor<T>(SupportLevel, T, T);                                           \
    template T uploadCost<T>(UploadMode, double, T, T, T);                                         \
    template T storageCost<T>(T, T, T);                                                            \
    template BasicInterruptions<T> faultInterruptions<T>(const FaultModel &, T, T, int, T);
SUANPAN_HIDDEN_COSTS(double)
SUANPAN_HIDDEN_COSTS(Traced)

} // namespace suanpan
