#include "HiddenCosts.h"

#include <algorithm>

namespace suanpan {

namespace {

constexpr double kBytesPerGb = 1e9; // transfer and storage are priced per decimal GB

} // namespace

double engineerDayRate(double salaryPerMonth, double workingDaysPerMonth)
{
    return workingDaysPerMonth > 0.0 ? salaryPerMonth / workingDaysPerMonth : 0.0;
}

double engineerTimeCost(double days, double dayRate)
{
    return days * dayRate;
}

double supportDaysFactor(SupportLevel level, double factorNone, double factor24x7)
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

UploadMode uploadMode(const Contract *contract, double datasetBytes, double shareMinBytes)
{
    if (!contract || datasetBytes <= 0.0)
        return UploadMode::None;
    if (contract->uploadCnyPerGb.high > 0.0)
        return UploadMode::PerGb;
    return datasetBytes >= shareMinBytes ? UploadMode::ShareOfRent : UploadMode::None;
}

double uploadCost(UploadMode mode, double datasetBytes, double cnyPerGb, double shareOfRent,
                  double rent)
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

double storageCost(double bytes, double months, double cnyPerGbMonth)
{
    return bytes / kBytesPerGb * std::max(months, 0.0) * cnyPerGbMonth;
}

Interruptions faultInterruptions(const FaultModel &faults, int cards, double hours)
{
    Interruptions out;
    const FaultLoss loss = faultLossFor(faults, cards);
    const double h = std::max(hours, 0.0);
    out.count = loss.interruptionsPerHour * h;
    out.clusterHours = loss.lostPerHour * h;
    out.peopleHours = out.count * std::max(faults.recoveryHours, 0.0);
    out.lostPerHour = loss.lostPerHour;
    return out;
}

} // namespace suanpan
