#include "CostModel.h"

#include <algorithm>
#include <cmath>

#include "cost/CostForm.h"
#include "cost/Ownership.h"
#include "cost/Pricing.h"
#include "model/CostLineCodes.h"

namespace suanpan {

namespace {

using I = InputId;
using L = LineCode;

template <class T> T &line(BasicSheet<T> &s, LineCode c)
{
    return s.cny[size_t(c)];
}

// People: day rate from the salary (seed 003), hourly rate over a working day.
template <class T> void people(BasicSheet<T> &s, const OptionSetup &o, const PointOf<T> &p)
{
    s.dayRate = engineerDayRate<T>(p[I::EngineerSalary], p[I::WorkingDays]);
    s.peopleRate = p[I::WorkingHours] > 0.0 ? s.dayRate / p[I::WorkingHours] : T(0.0);
    s.supportFactor =
        supportDaysFactor<T>(o.support, p[I::SupportNoneFactor], p[I::Support24x7Factor]);
}

// Engineer days lost to the environment and faults, once per option or job
// (seed 003), and the difference the support tier makes against business hours.
template <class T> void engineerLines(BasicSheet<T> &s, const PointOf<T> &p)
{
    const T base = engineerTimeCost<T>(p[I::EngineerDaysLost], s.dayRate);
    line(s, L::EngineerTime) = base;
    line(s, L::Support) = base * (s.supportFactor - 1.0);
}

template <class T> T peakKw(const OptionSetup &o, const PointOf<T> &p)
{
    return o.cards * cardKw<T>(o.tdpWatts, p[I::ServerPowerOverhead]);
}

// The price per kWh: the contract's (it covers the site's cooling, so PUE is
// not applied again) or the facility's (PUE applies).
template <class T> struct Tariff {
    T cnyPerKwh = 0.0;
    T pue = 1.0;
};

template <class T> Tariff<T> tariff(const OptionSetup &o, const PointOf<T> &p)
{
    if (o.contractPowerPrice > 0.0)
        return {o.contractPowerPrice, 1.0};
    const T price = p[I::Electricity] > 0.0 ? p[I::Electricity] : p[I::PowerPrice];
    return {price, p[I::Pue]};
}

template <class T>
void powerLines(BasicSheet<T> &s, const OptionSetup &o, const PointOf<T> &p, T utilisation, T hours,
                T quotaKw)
{
    const Tariff<T> t = tariff<T>(o, p);
    const BasicPowerBill<T> bill = powerBill<T>(peakKw<T>(o, p), utilisation, hours, t.pue,
                                                t.cnyPerKwh, o.powerBilling, quotaKw);
    line(s, L::Power) = bill.power;
    line(s, L::Cooling) = bill.cooling;
    s.itKwh = bill.itKwh;
    s.billedKwh = bill.billedKwh;
    s.overQuota = bill.overQuota;
}

// The option's fault model at this point: the rate and people's recovery
// time are inputs the sensitivity moves.
template <class T>
BasicInterruptions<T> faultsAt(const OptionSetup &o, const PointOf<T> &p, T hours)
{
    return faultInterruptions<T>(o.faults, p[I::InterruptionRate], p[I::RecoveryHours], o.cards,
                                 hours);
}

// The power quota that comes with rented cards: only a contract that meters
// power above a quota has one (the provider's cabinets, sized as we would).
// With power included the provider carries the load, so nothing is over quota.
template <class T> T rentedQuotaKw(const OptionSetup &o, const PointOf<T> &p)
{
    if (o.powerBilling != PowerBilling::MeteredAboveQuota)
        return 0.0;
    const T serverKw =
        std::min(o.cards, kCardsPerServer) * cardKw<T>(o.tdpWatts, p[I::ServerPowerOverhead]);
    return cabinetsFor<T>(o.servers, serverKw, o.quotaKw) * o.quotaKw;
}

// The compute voucher on rent paid over `years`: the share of the rent, at
// most the cap for each year (pro rata: 24 months are two caps, 18 months one
// and a half), times the chance of approval. It never exceeds the rent it
// pays back (share <= 1), so no total goes below its other lines.
template <class T> T voucherRefund(const OptionSetup &o, T rent, T years, const PointOf<T> &p)
{
    if (!(o.voucherShare > 0.0) || !(rent > 0.0))
        return 0.0;
    const T approval = vclamp(p[I::VoucherApproval], T(0.0), T(1.0));
    return vmin(o.voucherShare * rent, o.voucherCapPerYear * years) * approval;
}

template <class T> T storedBytes(const Demand &d, T checkpointsKept)
{
    return d.datasetBytes + vmax(checkpointsKept, T(0.0)) * d.checkpointBytes + d.modelBytes;
}

// Pay per use: each instance kept for a session, then released and rebuilt
// (seed 004); reserved: one environment for the horizon. Returns the cluster
// hours the rebuilds take.
template <class T>
T rentedHours(BasicSheet<T> &s, const OptionSetup &o, const PointOf<T> &p,
              const BasicInterruptions<T> &faults, T horizonHours)
{
    s.instances = o.payPerUse ? vmax(T(1.0), s.busyHours / p[I::RentalSessionHours]) : T(1.0);
    const T rebuildClusterHours = o.payPerUse ? s.instances * p[I::RebuildHours] : T(0.0);
    const T price = p[I::RentPrice];
    const double nb = o.billedCards;
    if (o.payPerUse) {
        s.faultHours = faults.clusterHours;
        s.usedHours = s.wallHours + s.faultHours + rebuildClusterHours;
        s.billedHours = vmax(s.usedHours, T(o.contract ? o.contract->minimumTermHours : 0.0));
        s.activeMonths = s.billedHours / kHoursPerMonth;
        line(s, L::Rent) = nb * price * s.busyHours;
        line(s, L::MinimumTerm) = nb * price * (s.billedHours - s.usedHours);
    } else {
        s.usedHours = horizonHours;
        s.billedHours = o.contract ? billedHours<T>(horizonHours, *o.contract) : horizonHours;
        s.activeMonths = p[I::HorizonMonths];
        line(s, L::Rent) = nb * price * horizonHours;
        line(s, L::MinimumTerm) = nb * price * (s.billedHours - horizonHours);
    }
    return rebuildClusterHours;
}

// A spot plan's reclaims over `hours` of work: the wall hours they stretch
// it to, how many, and whether the work finishes at all.
template <class T>
void spotLosses(BasicSheet<T> &s, const OptionSetup &o, const PointOf<T> &p, T hours)
{
    if (!o.spot)
        return;
    const BasicSpotRun<T> run = spotRun<T>(hours, o.spotReclaimPerHour,
                                           p[I::CheckpointInterval] / 2.0 + p[I::RecoveryHours]);
    s.wallHours = run.wallHours;
    s.reclaims = run.reclaims;
    s.spotFinishes = run.finishes;
}

// Rented cards over the horizon.
template <class T>
BasicSheet<T> rentHorizon(const OptionSetup &o, const Demand &d, const PointOf<T> &p)
{
    BasicSheet<T> s;
    people(s, o, p);
    const T horizonHours = p[I::HorizonMonths] * kHoursPerMonth;
    const T price = p[I::RentPrice];
    const double nb = o.billedCards;
    s.busyHours = p[I::BusyShare] * horizonHours;
    s.cleanHours = s.busyHours;
    s.wallHours = s.busyHours;
    spotLosses(s, o, p, s.busyHours);
    const BasicInterruptions<T> faults = faultsAt<T>(o, p, s.busyHours);
    s.interruptions = faults.count;
    const T rebuildClusterHours = rentedHours(s, o, p, faults, horizonHours);
    line(s, L::SpotInterruptions) =
        nb * price * (s.wallHours - s.busyHours) + s.reclaims * p[I::RecoveryHours] * s.peopleRate;
    line(s, L::InterruptionRecovery) =
        nb * price * s.faultHours + faults.peopleHours * s.peopleRate;
    line(s, L::EnvironmentRebuild) =
        nb * price * rebuildClusterHours + s.instances * p[I::RebuildHours] * s.peopleRate;
    line(s, L::Bandwidth) = p[I::Bandwidth] * s.activeMonths;
    const T stored = storedBytes<T>(d, p[I::CheckpointsKept]);
    s.storedGb = stored / 1e9;
    line(s, L::Storage) = storageCost<T>(stored, p[I::HorizonMonths], p[I::StoragePrice]);
    line(s, L::Upload) =
        uploadCost<T>(d.upload, d.datasetBytes, p[I::UploadPrice], p[I::UploadShare],
                      nb * price * vmin(s.busyHours, T(d.dataJobHours)));
    powerLines<T>(s, o, p, p[I::BusyShare], horizonHours, rentedQuotaKw<T>(o, p));
    s.overQuota = false;
    engineerLines(s, p);
    s.clusterRate = nb * price;
    line(s, L::SetupFee) = o.setupFeeCny;
    line(s, L::ComputeVoucher) =
        -voucherRefund<T>(o, line(s, L::Rent), p[I::HorizonMonths] / 12.0, p);
    return s;
}

// Hardware: the quotes are per card incl. the server (Pricing.h); network
// >= 15 % of hardware and shared storage for a multi-server cluster (seed
// 000). Returns what depreciates.
template <class T> T ownedHardware(BasicSheet<T> &s, const OptionSetup &o, const PointOf<T> &p)
{
    const T cardsCapex = o.cards * p[I::PurchasePrice];
    const bool cluster = o.servers > 1;
    line(s, L::HardwareDepreciation) = cardsCapex;
    line(s, L::NetworkHardware) = cluster ? p[I::NetworkShare] * cardsCapex : T(0.0);
    line(s, L::StorageHardware) = cluster ? p[I::StorageShare] * cardsCapex : T(0.0);
    line(s, L::Spares) = p[I::SparesShare] * cardsCapex;
    return line(s, L::HardwareDepreciation) + line(s, L::NetworkHardware) +
           line(s, L::StorageHardware) + line(s, L::Spares);
}

// Site: cabinets sized by their power quota (IDC), or dedicated circuits
// plus an industrial air conditioner (office, seed 000). Returns the quota.
template <class T>
T ownedSite(BasicSheet<T> &s, const OptionSetup &o, const PointOf<T> &p, T months)
{
    const T serverKw =
        std::min(o.cards, kCardsPerServer) * cardKw<T>(o.tdpWatts, p[I::ServerPowerOverhead]);
    T quotaKw = 0.0;
    if (o.office) {
        s.circuits = circuitsFor<T>(peakKw<T>(o, p), o.quotaKw);
        quotaKw = s.circuits * o.quotaKw;
        line(s, L::ElectricalWork) =
            s.circuits * p[I::OfficeCircuitCost] + p[I::OfficeCoolingFitout];
    } else {
        s.cabinets = cabinetsFor<T>(o.servers, serverKw, o.quotaKw);
        quotaKw = s.cabinets * o.quotaKw;
        line(s, L::ElectricalWork) = s.cabinets * p[I::CabinetSetup];
        line(s, L::CabinetRent) = s.cabinets * p[I::CabinetRent] * months;
    }
    return quotaKw;
}

// Owned cards over the horizon (host: own servers in a rented cabinet;
// build: own premises).
template <class T>
BasicSheet<T> ownHorizon(const OptionSetup &o, const Demand &d, const PointOf<T> &p)
{
    BasicSheet<T> s;
    people(s, o, p);
    const T months = p[I::HorizonMonths];
    const T horizonHours = months * kHoursPerMonth;
    s.busyHours = p[I::BusyShare] * horizonHours;
    s.activeMonths = months;

    const T depreciable = ownedHardware(s, o, p);
    s.bookFraction = bookValueFraction<T>(months, p[I::DepreciationYears], p[I::ResidualValue]);
    line(s, L::ResidualValue) = -depreciable * s.bookFraction;
    const T quotaKw = ownedSite(s, o, p, months);
    s.capex = depreciable + line(s, L::ElectricalWork);
    powerLines<T>(s, o, p, p[I::BusyShare], horizonHours, quotaKw);
    line(s, L::OpsStaff) = p[I::OpsFte] * p[I::EngineerSalary] * months;
    line(s, L::Bandwidth) = o.contract ? p[I::Bandwidth] * months : T(0.0);
    line(s, L::DepositInterest) = o.depositCny * p[I::CostOfCapital] * months / 12.0;
    const T stored = storedBytes<T>(d, p[I::CheckpointsKept]);
    s.storedGb = stored / 1e9;
    line(s, L::Storage) = o.contract ? storageCost<T>(stored, months, p[I::StoragePrice]) : T(0.0);

    T capacity = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (capacityLine(LineCode(i)))
            addToSum(capacity, s.cny[size_t(i)]);
    s.clusterRate = s.busyHours > 0.0 ? capacity / s.busyHours : T(0.0);

    // The cluster is paid for whatever happens: faults cost people's time.
    const BasicInterruptions<T> faults = faultsAt<T>(o, p, s.busyHours);
    s.interruptions = faults.count;
    line(s, L::InterruptionRecovery) = faults.peopleHours * s.peopleRate;
    s.instances = 1.0;
    line(s, L::EnvironmentRebuild) = p[I::RebuildHours] * s.peopleRate;
    line(s, L::Upload) =
        uploadCost<T>(d.upload, d.datasetBytes, p[I::UploadPrice], p[I::UploadShare], T(0.0));
    engineerLines(s, p);
    s.usedHours = s.busyHours;
    s.billedHours = horizonHours;
    return s;
}

// A run's clean hours at the point's MFU, with the office's summer heat.
template <class T>
void cleanRun(BasicSheet<T> &s, const OptionSetup &o, const Job &job, const PointOf<T> &p)
{
    const T mfu = p[I::Mfu] > 0.0 ? p[I::Mfu] : T(job.mfuLikely);
    s.throughput =
        o.office ? officeThroughputFactor<T>(p[I::SummerMonths], p[I::ThermalDerating]) : T(1.0);
    s.mfu = mfu;
    s.cleanHours = mfu > 0.0 && s.throughput > 0.0
                       ? job.hoursAtLikelyMfu * job.mfuLikely / mfu / s.throughput
                       : T(0.0);
    s.wallHours = s.cleanHours;
}

// One run on rented cards.
template <class T>
BasicSheet<T> rentJob(const OptionSetup &o, const Job &job, const Demand &d, const PointOf<T> &p)
{
    BasicSheet<T> s;
    people(s, o, p);
    const T price = p[I::RentPrice];
    const double nb = o.billedCards;
    cleanRun(s, o, job, p);
    spotLosses(s, o, p, s.cleanHours);
    s.reserveHours = s.wallHours * (p[I::RerunReserve] - 1.0);
    const BasicInterruptions<T> faults = faultsAt<T>(o, p, s.wallHours + s.reserveHours);
    s.runHours = s.wallHours * (1.0 + faults.lostPerHour);
    s.interruptions = faults.count;
    s.faultHours = faults.clusterHours;
    s.instances = 1.0;
    const T rebuild = p[I::RebuildHours];
    s.usedHours = s.wallHours + s.reserveHours + s.faultHours + rebuild;
    s.billedHours = o.contract ? billedHours<T>(s.usedHours, *o.contract) : s.usedHours;
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
    const T stored = storedBytes<T>(d, p[I::CheckpointsKept]);
    s.storedGb = stored / 1e9;
    line(s, L::Storage) =
        storageCost<T>(stored, s.activeMonths + p[I::StorageRetention], p[I::StoragePrice]);
    line(s, L::Upload) =
        uploadCost<T>(d.upload, d.datasetBytes, p[I::UploadPrice], p[I::UploadShare],
                      line(s, L::Rent) + line(s, L::RerunReserve));
    powerLines<T>(s, o, p, T(1.0), s.usedHours, rentedQuotaKw<T>(o, p));
    s.overQuota = false;
    engineerLines(s, p);
    s.clusterRate = nb * price;
    // One run alone: up to a year's cap for each year it occupies the cards
    // (a run shorter than a year can still take the whole year's cap).
    // One run is one rental: it pays the setup fee once.
    line(s, L::SetupFee) = o.setupFeeCny;
    line(s, L::ComputeVoucher) =
        -voucherRefund<T>(o, line(s, L::Rent), vmax(T(1.0), s.usedHours / kHoursPerYear), p);
    return s;
}

// The capacity lines of an owned run: its share of the horizon's, spread
// over the hours the cards are busy (the project's scheduled work and any
// other work declared); a run longer than those hours -- one the schedule
// does not place here -- carries the whole capacity, never more. Returns the
// share.
template <class T> T capacityShare(BasicSheet<T> &s, const BasicSheet<T> &horizon)
{
    s.busyHours = vmax(horizon.busyHours, s.usedHours);
    T capacity = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (capacityLine(LineCode(i)))
            addToSum(capacity, horizon.cny[size_t(i)]);
    s.clusterRate = s.busyHours > 0.0 ? capacity / s.busyHours : T(0.0);
    const T share = s.busyHours > 0.0 ? s.cleanHours / s.busyHours : T(0.0);
    for (int i = 0; i < kLineCount; ++i)
        if (capacityLine(LineCode(i)))
            s.cny[size_t(i)] = horizon.cny[size_t(i)] * share;
    return share;
}

// One run on owned cards: its share of the horizon's capacity cost.
template <class T>
BasicSheet<T> ownJob(const OptionSetup &o, const Job &job, const Demand &jobDemand,
                     const BasicSheet<T> &horizon, const PointOf<T> &p)
{
    BasicSheet<T> s;
    people(s, o, p);
    cleanRun(s, o, job, p);
    s.reserveHours = s.cleanHours * (p[I::RerunReserve] - 1.0);
    const BasicInterruptions<T> faults = faultsAt<T>(o, p, s.wallHours + s.reserveHours);
    s.runHours = s.wallHours * (1.0 + faults.lostPerHour);
    s.interruptions = faults.count;
    s.faultHours = faults.clusterHours;
    s.usedHours = s.wallHours + s.reserveHours + s.faultHours;
    s.billedHours = s.usedHours;
    const T share = capacityShare(s, horizon);
    line(s, L::RerunReserve) = s.clusterRate * s.reserveHours;
    line(s, L::InterruptionRecovery) =
        s.clusterRate * s.faultHours + faults.peopleHours * s.peopleRate;
    s.instances = 1.0;
    line(s, L::EnvironmentRebuild) = p[I::RebuildHours] * s.peopleRate;
    line(s, L::Upload) = uploadCost<T>(jobDemand.upload, jobDemand.datasetBytes, p[I::UploadPrice],
                                       p[I::UploadShare], T(0.0));
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
    return suanpan::storedBytes<double>(*this, checkpointsKept);
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

template <class T> T BasicSheet<T>::total(const LineMask &enabled) const
{
    T sum = 0.0;
    for (int i = 0; i < kLineCount; ++i)
        if (enabled[size_t(i)])
            addToSum(sum, cny[size_t(i)]);
    return sum;
}

template <class T>
BasicSheet<T> priceHorizon(const OptionSetup &option, const Demand &demand, const PointOf<T> &p)
{
    return option.acquisition == Acquisition::Rent ? rentHorizon<T>(option, demand, p)
                                                   : ownHorizon<T>(option, demand, p);
}

template <class T>
BasicSheet<T> priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
                       const Demand &optionDemand, const PointOf<T> &p)
{
    return option.acquisition == Acquisition::Rent
               ? rentJob<T>(option, job, jobDemand, p)
               : ownJob<T>(option, job, jobDemand, ownHorizon<T>(option, optionDemand, p), p);
}

template <class T>
BasicSheet<T> priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
                       const BasicSheet<T> &optionHorizon, const PointOf<T> &p)
{
    return option.acquisition == Acquisition::Rent
               ? rentJob<T>(option, job, jobDemand, p)
               : ownJob<T>(option, job, jobDemand, optionHorizon, p);
}

Sheet priceHorizon(const OptionSetup &option, const Demand &demand, const Point &p)
{
    return priceHorizon<double>(option, demand, p);
}

Sheet priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
               const Demand &optionDemand, const Point &p)
{
    return priceJob<double>(option, job, jobDemand, optionDemand, p);
}

Sheet priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
               const Sheet &optionHorizon, const Point &p)
{
    return priceJob<double>(option, job, jobDemand, optionHorizon, p);
}

template struct BasicSheet<double>;
template struct BasicSheet<Traced>;
template Sheet priceHorizon<double>(const OptionSetup &, const Demand &, const Point &);
template Sheet priceJob<double>(const OptionSetup &, const Job &, const Demand &, const Demand &,
                                const Point &);
template Sheet priceJob<double>(const OptionSetup &, const Job &, const Demand &, const Sheet &,
                                const Point &);
template BasicSheet<Traced> priceHorizon<Traced>(const OptionSetup &, const Demand &,
                                                 const TracedPoint &);
template BasicSheet<Traced> priceJob<Traced>(const OptionSetup &, const Job &, const Demand &,
                                             const Demand &, const TracedPoint &);
template BasicSheet<Traced> priceJob<Traced>(const OptionSetup &, const Job &, const Demand &,
                                             const BasicSheet<Traced> &, const TracedPoint &);

} // namespace suanpan
