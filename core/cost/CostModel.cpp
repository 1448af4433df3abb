#include "CostModel.h"

#include <algorithm>
#include <cmath>

#include "cost/Ownership.h"
#include "cost/Pricing.h"
#include "model/CostLineCodes.h"

namespace suanpan {

namespace {

using I = InputId;
using L = LineCode;

double &line(Sheet &s, LineCode c)
{
    return s.cny[size_t(c)];
}

// People: day rate from the salary (seed 003), hourly rate over a working day.
void people(Sheet &s, const OptionSetup &o, const Point &p)
{
    s.dayRate = engineerDayRate(p[I::EngineerSalary], p[I::WorkingDays]);
    s.peopleRate = p[I::WorkingHours] > 0.0 ? s.dayRate / p[I::WorkingHours] : 0.0;
    s.supportFactor =
        supportDaysFactor(o.support, p[I::SupportNoneFactor], p[I::Support24x7Factor]);
}

// Engineer days lost to the environment and faults, once per option or job
// (seed 003), and the difference the support tier makes against business hours.
void engineerLines(Sheet &s, const Point &p)
{
    const double base = engineerTimeCost(p[I::EngineerDaysLost], s.dayRate);
    line(s, L::EngineerTime) = base;
    line(s, L::Support) = base * (s.supportFactor - 1.0);
}

double peakKw(const OptionSetup &o, const Point &p)
{
    return o.cards * cardKw(o.tdpWatts, p[I::ServerPowerOverhead]);
}

// The price per kWh: the contract's (it covers the site's cooling, so PUE is
// not applied again) or the facility's (PUE applies).
struct Tariff {
    double cnyPerKwh = 0.0;
    double pue = 1.0;
};

Tariff tariff(const OptionSetup &o, const Point &p)
{
    if (o.contractPowerPrice > 0.0)
        return {o.contractPowerPrice, 1.0};
    const double price = p[I::Electricity] > 0.0 ? p[I::Electricity] : p[I::PowerPrice];
    return {price, p[I::Pue]};
}

void powerLines(Sheet &s, const OptionSetup &o, const Point &p, double utilisation, double hours,
                double quotaKw)
{
    const Tariff t = tariff(o, p);
    const PowerBill bill =
        powerBill(peakKw(o, p), utilisation, hours, t.pue, t.cnyPerKwh, o.powerBilling, quotaKw);
    line(s, L::Power) = bill.power;
    line(s, L::Cooling) = bill.cooling;
    s.itKwh = bill.itKwh;
    s.billedKwh = bill.billedKwh;
    s.overQuota = bill.overQuota;
}

// The power quota that comes with rented cards: only a contract that meters
// power above a quota has one (the provider's cabinets, sized as we would).
// With power included the provider carries the load, so nothing is over quota.
// The option's fault model at this point: the rate and people's recovery
// time are inputs the sensitivity moves.
FaultModel faultsAt(const OptionSetup &o, const Point &p)
{
    FaultModel f = o.faults;
    f.perCardHour = p[I::InterruptionRate];
    f.recoveryHours = p[I::RecoveryHours];
    return f;
}

double rentedQuotaKw(const OptionSetup &o, const Point &p)
{
    if (o.powerBilling != PowerBilling::MeteredAboveQuota)
        return 0.0;
    const double serverKw =
        std::min(o.cards, kCardsPerServer) * cardKw(o.tdpWatts, p[I::ServerPowerOverhead]);
    return cabinetsFor(o.servers, serverKw, o.quotaKw) * o.quotaKw;
}

// The compute voucher on rent paid over `years`: the share of the rent, at
// most the cap for each year (pro rata: 24 months are two caps, 18 months one
// and a half), times the chance of approval. It never exceeds the rent it
// pays back (share <= 1), so no total goes below its other lines.
double voucherRefund(const OptionSetup &o, double rent, double years, const Point &p)
{
    if (!(o.voucherShare > 0.0) || !(rent > 0.0))
        return 0.0;
    const double approval = std::clamp(p[I::VoucherApproval], 0.0, 1.0);
    return std::min(o.voucherShare * rent, o.voucherCapPerYear * years) * approval;
}

// Rented cards over the horizon.
Sheet rentHorizon(const OptionSetup &o, const Demand &d, const Point &p)
{
    Sheet s;
    people(s, o, p);
    const double horizonHours = p[I::HorizonMonths] * kHoursPerMonth;
    const double price = p[I::RentPrice];
    const double nb = o.billedCards;
    s.busyHours = p[I::BusyShare] * horizonHours;
    s.cleanHours = s.busyHours;
    s.wallHours = s.busyHours;
    if (o.spot) {
        const SpotRun run = spotRun(s.busyHours, o.spotReclaimPerHour,
                                    p[I::CheckpointInterval] / 2.0 + p[I::RecoveryHours]);
        s.wallHours = run.wallHours;
        s.reclaims = run.reclaims;
        s.spotFinishes = run.finishes;
    }
    const Interruptions faults = faultInterruptions(faultsAt(o, p), o.cards, s.busyHours);
    s.interruptions = faults.count;
    // Pay per use: each instance kept for a session, then released and rebuilt
    // (seed 004); reserved: one environment for the horizon.
    s.instances = o.payPerUse ? std::max(1.0, s.busyHours / p[I::RentalSessionHours]) : 1.0;
    const double rebuildClusterHours = o.payPerUse ? s.instances * p[I::RebuildHours] : 0.0;
    if (o.payPerUse) {
        s.faultHours = faults.clusterHours;
        s.usedHours = s.wallHours + s.faultHours + rebuildClusterHours;
        s.billedHours = std::max(s.usedHours, o.contract ? o.contract->minimumTermHours : 0.0);
        s.activeMonths = s.billedHours / kHoursPerMonth;
        line(s, L::Rent) = nb * price * s.busyHours;
        line(s, L::MinimumTerm) = nb * price * (s.billedHours - s.usedHours);
    } else {
        s.usedHours = horizonHours;
        s.billedHours = o.contract ? billedHours(horizonHours, *o.contract) : horizonHours;
        s.activeMonths = p[I::HorizonMonths];
        line(s, L::Rent) = nb * price * horizonHours;
        line(s, L::MinimumTerm) = nb * price * (s.billedHours - horizonHours);
    }
    line(s, L::SpotInterruptions) =
        nb * price * (s.wallHours - s.busyHours) + s.reclaims * p[I::RecoveryHours] * s.peopleRate;
    line(s, L::InterruptionRecovery) =
        nb * price * s.faultHours + faults.peopleHours * s.peopleRate;
    line(s, L::EnvironmentRebuild) =
        nb * price * rebuildClusterHours + s.instances * p[I::RebuildHours] * s.peopleRate;
    line(s, L::Bandwidth) = p[I::Bandwidth] * s.activeMonths;
    const double stored = d.storedBytes(p[I::CheckpointsKept]);
    s.storedGb = stored / 1e9;
    line(s, L::Storage) = storageCost(stored, p[I::HorizonMonths], p[I::StoragePrice]);
    line(s, L::Upload) = uploadCost(d.upload, d.datasetBytes, p[I::UploadPrice], p[I::UploadShare],
                                    nb * price * std::min(s.busyHours, d.dataJobHours));
    powerLines(s, o, p, p[I::BusyShare], horizonHours, rentedQuotaKw(o, p));
    s.overQuota = false;
    engineerLines(s, p);
    s.clusterRate = nb * price;
    line(s, L::SetupFee) = o.setupFeeCny;
    line(s, L::ComputeVoucher) = -voucherRefund(o, line(s, L::Rent), p[I::HorizonMonths] / 12.0, p);
    return s;
}

// Owned cards over the horizon (host: own servers in a rented cabinet;
// build: own premises).
Sheet ownHorizon(const OptionSetup &o, const Demand &d, const Point &p)
{
    Sheet s;
    people(s, o, p);
    const double months = p[I::HorizonMonths];
    const double horizonHours = months * kHoursPerMonth;
    s.busyHours = p[I::BusyShare] * horizonHours;
    s.activeMonths = months;

    // Hardware: the quotes are per card incl. the server (Pricing.h); network
    // >= 15 % of hardware and shared storage for a multi-server cluster (seed 000).
    const double cardsCapex = o.cards * p[I::PurchasePrice];
    const bool cluster = o.servers > 1;
    line(s, L::HardwareDepreciation) = cardsCapex;
    line(s, L::NetworkHardware) = cluster ? p[I::NetworkShare] * cardsCapex : 0.0;
    line(s, L::StorageHardware) = cluster ? p[I::StorageShare] * cardsCapex : 0.0;
    line(s, L::Spares) = p[I::SparesShare] * cardsCapex;
    const double depreciable = line(s, L::HardwareDepreciation) + line(s, L::NetworkHardware) +
                               line(s, L::StorageHardware) + line(s, L::Spares);
    s.bookFraction = bookValueFraction(months, p[I::DepreciationYears], p[I::ResidualValue]);
    line(s, L::ResidualValue) = -depreciable * s.bookFraction;

    // Site: cabinets sized by their power quota (IDC), or dedicated circuits
    // plus an industrial air conditioner (office, seed 000).
    const double serverKw =
        std::min(o.cards, kCardsPerServer) * cardKw(o.tdpWatts, p[I::ServerPowerOverhead]);
    double quotaKw = 0.0;
    if (o.office) {
        s.circuits = circuitsFor(peakKw(o, p), o.quotaKw);
        quotaKw = s.circuits * o.quotaKw;
        line(s, L::ElectricalWork) =
            s.circuits * p[I::OfficeCircuitCost] + p[I::OfficeCoolingFitout];
    } else {
        s.cabinets = cabinetsFor(o.servers, serverKw, o.quotaKw);
        quotaKw = s.cabinets * o.quotaKw;
        line(s, L::ElectricalWork) = s.cabinets * p[I::CabinetSetup];
        line(s, L::CabinetRent) = s.cabinets * p[I::CabinetRent] * months;
    }
    s.capex = depreciable + line(s, L::ElectricalWork);
    powerLines(s, o, p, p[I::BusyShare], horizonHours, quotaKw);
    line(s, L::OpsStaff) = p[I::OpsFte] * p[I::EngineerSalary] * months;
    line(s, L::Bandwidth) = o.contract ? p[I::Bandwidth] * months : 0.0;
    line(s, L::DepositInterest) = o.depositCny * p[I::CostOfCapital] * months / 12.0;
    const double stored = d.storedBytes(p[I::CheckpointsKept]);
    s.storedGb = stored / 1e9;
    line(s, L::Storage) = o.contract ? storageCost(stored, months, p[I::StoragePrice]) : 0.0;

    double capacity = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (capacityLine(LineCode(i)))
            capacity += s.cny[size_t(i)];
    s.clusterRate = s.busyHours > 0.0 ? capacity / s.busyHours : 0.0;

    // The cluster is paid for whatever happens: faults cost people's time.
    const Interruptions faults = faultInterruptions(faultsAt(o, p), o.cards, s.busyHours);
    s.interruptions = faults.count;
    line(s, L::InterruptionRecovery) = faults.peopleHours * s.peopleRate;
    s.instances = 1.0;
    line(s, L::EnvironmentRebuild) = p[I::RebuildHours] * s.peopleRate;
    line(s, L::Upload) =
        uploadCost(d.upload, d.datasetBytes, p[I::UploadPrice], p[I::UploadShare], 0.0);
    engineerLines(s, p);
    s.usedHours = s.busyHours;
    s.billedHours = horizonHours;
    return s;
}

// One run on rented cards.
Sheet rentJob(const OptionSetup &o, const Job &job, const Demand &d, const Point &p)
{
    Sheet s;
    people(s, o, p);
    const double price = p[I::RentPrice];
    const double nb = o.billedCards;
    const double mfu = p[I::Mfu] > 0.0 ? p[I::Mfu] : job.mfuLikely;
    s.throughput =
        o.office ? officeThroughputFactor(p[I::SummerMonths], p[I::ThermalDerating]) : 1.0;
    s.mfu = mfu;
    s.cleanHours = mfu > 0.0 && s.throughput > 0.0
                       ? job.hoursAtLikelyMfu * job.mfuLikely / mfu / s.throughput
                       : 0.0;
    s.wallHours = s.cleanHours;
    if (o.spot) {
        const SpotRun run = spotRun(s.cleanHours, o.spotReclaimPerHour,
                                    p[I::CheckpointInterval] / 2.0 + p[I::RecoveryHours]);
        s.wallHours = run.wallHours;
        s.reclaims = run.reclaims;
        s.spotFinishes = run.finishes;
    }
    s.reserveHours = s.wallHours * (p[I::RerunReserve] - 1.0);
    const Interruptions faults =
        faultInterruptions(faultsAt(o, p), o.cards, s.wallHours + s.reserveHours);
    s.runHours = s.wallHours * (1.0 + faults.lostPerHour);
    s.interruptions = faults.count;
    s.faultHours = faults.clusterHours;
    s.instances = 1.0;
    const double rebuild = p[I::RebuildHours];
    s.usedHours = s.wallHours + s.reserveHours + s.faultHours + rebuild;
    s.billedHours = o.contract ? billedHours(s.usedHours, *o.contract) : s.usedHours;
    s.activeMonths = s.billedHours / kHoursPerMonth;

    line(s, L::Rent) = nb * price * s.cleanHours;
    line(s, L::SpotInterruptions) =
        nb * price * (s.wallHours - s.cleanHours) + s.reclaims * p[I::RecoveryHours] * s.peopleRate;
    line(s, L::RerunReserve) = nb * price * s.reserveHours;
    line(s, L::InterruptionRecovery) =
        nb * price * s.faultHours + faults.peopleHours * s.peopleRate;
    line(s, L::EnvironmentRebuild) = (nb * price + s.peopleRate) * rebuild;
    line(s, L::MinimumTerm) = nb * price * (s.billedHours - s.usedHours);
    line(s, L::Bandwidth) = p[I::Bandwidth] * s.activeMonths;
    const double stored = d.storedBytes(p[I::CheckpointsKept]);
    s.storedGb = stored / 1e9;
    line(s, L::Storage) =
        storageCost(stored, s.activeMonths + p[I::StorageRetention], p[I::StoragePrice]);
    line(s, L::Upload) = uploadCost(d.upload, d.datasetBytes, p[I::UploadPrice], p[I::UploadShare],
                                    line(s, L::Rent) + line(s, L::RerunReserve));
    powerLines(s, o, p, 1.0, s.usedHours, rentedQuotaKw(o, p));
    s.overQuota = false;
    engineerLines(s, p);
    s.clusterRate = nb * price;
    // One run alone: up to a year's cap for each year it occupies the cards
    // (a run shorter than a year can still take the whole year's cap).
    // One run is one rental: it pays the setup fee once.
    line(s, L::SetupFee) = o.setupFeeCny;
    line(s, L::ComputeVoucher) =
        -voucherRefund(o, line(s, L::Rent), std::max(1.0, s.usedHours / kHoursPerYear), p);
    return s;
}

// One run on owned cards: its share of the horizon's capacity cost.
Sheet ownJob(const OptionSetup &o, const Job &job, const Demand &jobDemand, const Sheet &horizon,
             const Point &p)
{
    Sheet s;
    people(s, o, p);
    const double mfu = p[I::Mfu] > 0.0 ? p[I::Mfu] : job.mfuLikely;
    s.throughput =
        o.office ? officeThroughputFactor(p[I::SummerMonths], p[I::ThermalDerating]) : 1.0;
    s.mfu = mfu;
    s.cleanHours = mfu > 0.0 && s.throughput > 0.0
                       ? job.hoursAtLikelyMfu * job.mfuLikely / mfu / s.throughput
                       : 0.0;
    s.wallHours = s.cleanHours;
    s.reserveHours = s.cleanHours * (p[I::RerunReserve] - 1.0);
    const Interruptions faults =
        faultInterruptions(faultsAt(o, p), o.cards, s.wallHours + s.reserveHours);
    s.runHours = s.wallHours * (1.0 + faults.lostPerHour);
    s.interruptions = faults.count;
    s.faultHours = faults.clusterHours;
    s.usedHours = s.wallHours + s.reserveHours + s.faultHours;
    s.billedHours = s.usedHours;
    // The capacity is spread over the hours the cards are busy (the
    // project's scheduled work and any other work declared); a run longer
    // than those hours -- one the schedule does not place here -- carries
    // the whole capacity, never more.
    s.busyHours = std::max(horizon.busyHours, s.usedHours);
    double capacity = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (capacityLine(LineCode(i)))
            capacity += horizon.cny[size_t(i)];
    s.clusterRate = s.busyHours > 0.0 ? capacity / s.busyHours : 0.0;
    const double share = s.busyHours > 0.0 ? s.cleanHours / s.busyHours : 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (capacityLine(LineCode(i)))
            s.cny[size_t(i)] = horizon.cny[size_t(i)] * share;
    line(s, L::RerunReserve) = s.clusterRate * s.reserveHours;
    line(s, L::InterruptionRecovery) =
        s.clusterRate * s.faultHours + faults.peopleHours * s.peopleRate;
    s.instances = 1.0;
    line(s, L::EnvironmentRebuild) = p[I::RebuildHours] * s.peopleRate;
    line(s, L::Upload) = uploadCost(jobDemand.upload, jobDemand.datasetBytes, p[I::UploadPrice],
                                    p[I::UploadShare], 0.0);
    engineerLines(s, p);
    s.capex = horizon.capex;
    s.bookFraction = horizon.bookFraction;
    s.cabinets = horizon.cabinets;
    s.circuits = horizon.circuits;
    s.itKwh = horizon.itKwh * share;
    s.billedKwh = horizon.billedKwh * share;
    s.overQuota = horizon.overQuota;
    s.storedGb = horizon.storedGb;
    s.activeMonths = s.usedHours / kHoursPerMonth;
    return s;
}

} // namespace

double Demand::storedBytes(double checkpointsKept) const
{
    return datasetBytes + std::max(checkpointsKept, 0.0) * checkpointBytes + modelBytes;
}

bool lineHidden(LineCode code)
{
    switch (code) {
    case L::SpotInterruptions:
    case L::Upload:
    case L::Bandwidth:
    case L::Storage:
    case L::Support:
    case L::EngineerTime:
    case L::InterruptionRecovery:
    case L::EnvironmentRebuild:
    case L::RerunReserve:
    case L::SetupFee:
        return true;
    default:
        return false;
    }
}

bool capacityLine(LineCode code)
{
    switch (code) {
    case L::HardwareDepreciation:
    case L::NetworkHardware:
    case L::StorageHardware:
    case L::Spares:
    case L::ResidualValue:
    case L::ElectricalWork:
    case L::CabinetRent:
    case L::Power:
    case L::Cooling:
    case L::OpsStaff:
    case L::Bandwidth:
    case L::DepositInterest:
    case L::Storage:
        return true;
    default:
        return false;
    }
}

LineMask allLines()
{
    LineMask m;
    m.fill(true);
    return m;
}

double Sheet::total(const LineMask &enabled) const
{
    double sum = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (enabled[size_t(i)])
            sum += cny[size_t(i)];
    return sum;
}

Sheet priceHorizon(const OptionSetup &option, const Demand &demand, const Point &p)
{
    return option.acquisition == Acquisition::Rent ? rentHorizon(option, demand, p)
                                                   : ownHorizon(option, demand, p);
}

Sheet priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
               const Demand &optionDemand, const Point &p)
{
    return option.acquisition == Acquisition::Rent
               ? rentJob(option, job, jobDemand, p)
               : ownJob(option, job, jobDemand, ownHorizon(option, optionDemand, p), p);
}

Sheet priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
               const Sheet &optionHorizon, const Point &p)
{
    return option.acquisition == Acquisition::Rent
               ? rentJob(option, job, jobDemand, p)
               : ownJob(option, job, jobDemand, optionHorizon, p);
}

} // namespace suanpan
