#pragma once

#include <array>
#include <string_view>

#include "cost/CostInputs.h"
#include "cost/HiddenCosts.h"
#include "model/Card.h"
#include "model/Contract.h"
#include "model/CostLineCodes.h"
#include "model/Facility.h"
#include "model/Option.h"
#include "model/Units.h"

namespace suanpan {

// The cost model at one point (one value per input). Evaluation runs it at
// the low-cost corner, at likely and at the high-cost corner; the tornado and
// the decision flips probe it one input at a time. It is plain arithmetic on
// facts prepared once per option and job, so thousands of probes stay cheap.
//
// Demand model (documented for the UI and the report):
// - A job (a training workload on an option) is priced for one completed
//   run: the clean run, the re-run reserve (x1.5, seed 000), expected spot
//   reclaims and hardware interruptions, billing granularity and minimum
//   term, and its hidden costs.
// - The horizon view holds the option for `horizon_months`, its cards busy
//   `utilisation` of the time. Pay-per-use plans (hourly, spot) pay the busy
//   hours; monthly and yearly plans pay every hour; owned hardware pays its
//   capex, the site and staff every month and power for the busy hours.
// - An owned option's job carries the share of the horizon's capacity cost
//   its hours take: capacity cost x job hours / busy hours.
// - An inference workload is served for the horizon: its pair is the horizon
//   view with that workload's data.

bool lineHidden(LineCode code);
// Lines of an owned option that belong to its capacity (shared by its jobs).
bool capacityLine(LineCode code);

using LineMask = std::array<bool, kLineCount>; // true = enabled
LineMask allLines();

// Facts of one option, fixed for all points.
struct OptionSetup {
    const Card *card = nullptr;
    const Facility *facility = nullptr;
    const Contract *contract = nullptr; // null when building without a contract
    Acquisition acquisition = Acquisition::Rent;
    int cards = 0;
    int billedCards = 0; // whole machines when the contract says so
    int servers = 0;
    bool payPerUse = false; // hourly and spot plans
    bool spot = false;
    bool office = false; // office room: circuits, own cooling, summer heat
    double tdpWatts = 0.0;
    double quotaKw = 0.0; // per cabinet (IDC) or per circuit (office)
    PowerBilling powerBilling = PowerBilling::Included;
    double contractPowerPrice = 0.0; // > 0: the contract's CNY/kWh (covers the site's cooling)
    double spotReclaimPerHour = 0.0; // for the whole job: per-instance rate x servers
    SupportLevel support = SupportLevel::BusinessHours;
    double depositCny = 0.0;
    double setupFeeCny = 0.0; // a quote's one-off fee to start the rental (rented options only)
    // A compute voucher this option's rent is eligible for (share 0: none):
    // the share of the rent paid back and the cap per year (model/Project.h
    // Voucher). The approval chance is the point's VoucherApproval.
    double voucherShare = 0.0;
    double voucherCapPerYear = 0.0;
    double voucherRefundMonths = 0.0; // from paying a month's rent to its refund
    FaultModel faults; // the sizing's (restart, checkpoint stall); rate and recovery from the point
};

// What the option serves: data to upload and keep on rented storage.
struct Demand {
    double datasetBytes = 0.0;
    double checkpointBytes = 0.0; // one full checkpoint (checkpoints_kept of them are kept)
    double modelBytes = 0.0;      // served weights kept on the instance's disk
    double dataJobHours = 0.0;    // likely job hours that use the data (share-of-rent upload)
    UploadMode upload = UploadMode::None;

    // Bytes on rented storage: data, the checkpoints kept and served weights.
    double storedBytes(double checkpointsKept) const;
};

// One training run on the option.
struct Job {
    double hoursAtLikelyMfu = 0.0; // clean wall hours at the likely MFU, before summer heat
    double mfuLikely = 0.0;        //   and before interruptions (the fault lines add them)
};

// The result at one point: every line plus the quantities behind them.
// Generic over its scalar for the compiled draws (CostForm.h): Sheet is
// BasicSheet<double>.
template <class T> struct BasicSheet {
    std::array<T, kLineCount> cny{};
    T cleanHours = 0.0;   // one clean run, with summer derating (job)
    T wallHours = 0.0;    // clean run plus spot losses
    T runHours = 0.0;     // job: the wall hours with the interruptions they meet
    T reserveHours = 0.0; // re-run reserve
    T faultHours = 0.0;   // cluster hours lost to hardware interruptions
    T usedHours = 0.0;    // everything the cluster is occupied for
    T billedHours = 0.0;  // rented hours paid (granularity and minimum term)
    T busyHours = 0.0;    // horizon: utilisation x horizon hours
    T activeMonths = 0.0; // months the bandwidth and instances are paid for
    T interruptions = 0.0;
    T reclaims = 0.0;
    T instances = 0.0; // environments built
    T itKwh = 0.0;
    T billedKwh = 0.0;
    T capex = 0.0;        // owned hardware bought up front
    T bookFraction = 0.0; // of the hardware, at the end of the horizon
    T cabinets = 0.0;
    T circuits = 0.0;
    T dayRate = 0.0;
    T peopleRate = 0.0; // CNY per engineer hour
    T supportFactor = 1.0;
    T clusterRate = 0.0; // CNY per busy cluster hour (owned: capacity cost / busy hours)
    T throughput = 1.0;  // office summer derating factor
    T mfu = 0.0;         // job: the MFU used
    T storedGb = 0.0;
    bool spotFinishes = true;
    bool overQuota = false;

    T total(const LineMask &enabled) const;
};
using Sheet = BasicSheet<double>;

Sheet priceHorizon(const OptionSetup &option, const Demand &demand, const Point &p);
Sheet priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
               const Demand &optionDemand, const Point &p);
// The same, with the option's horizon at the same point already priced
// (priceHorizon(option, optionDemand, p)): an owned job is its share of it.
Sheet priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
               const Sheet &optionHorizon, const Point &p);

} // namespace suanpan
