#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/Catalog.h"
#include "estimate/JobSizing.h"
#include "model/Enums.h"
#include "model/Project.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

// Every ranged number the cost model reads. Assumption-backed inputs carry
// their assumptions.json key; option-specific ones an "<entity>.<field>" code.
// Values are SI or CNY: hours, months, fractions, CNY, CNY/kWh, CNY/card-hour.
enum class InputId : int {
    // Derived per option (Evaluation.cpp): the share of the horizon its
    // cards are busy -- this project's scheduled work on them (WorkPlan.h)
    // plus, for owned cards, the other work the project declares.
    BusyShare,
    // Assumptions (catalog defaults, overridden by the project by key).
    HorizonMonths,
    EngineerSalary,
    WorkingDays,
    WorkingHours,
    RerunReserve,
    DepreciationYears,
    ResidualValue,
    NetworkShare,
    SparesShare,
    StorageShare,
    OpsFte,
    RecoveryHours,
    InterruptionRate,
    UploadShare,
    EngineerDaysLost,
    SupportNoneFactor,
    Support24x7Factor,
    CheckpointInterval,
    RebuildHours,
    RentalSessionHours,
    StorageRetention,
    CheckpointsKept,
    SummerMonths,
    ThermalDerating,
    ServerPowerOverhead,
    OfficeCircuitCost,
    OfficeCoolingFitout,
    CabinetSetup,
    CostOfCapital,
    PowerPrice,
    OtherWork, // other_work_share: owned cards busy with work outside this project
    // The option's entities.
    RentPrice,     // card.rent_cny_per_card_hour: the contract's price for this card
    PurchasePrice, // card.purchase_cny: per card, including its share of the server
    Pue,           // facility.pue
    Electricity,   // facility.electricity_cny_per_kwh (or the power_price assumption)
    CabinetRent,   // facility.cabinet_rent_cny_per_month
    Bandwidth,     // contract.bandwidth_cny_per_month
    StoragePrice,  // contract.storage_cny_per_gb_month
    UploadPrice,   // contract.upload_cny_per_gb
    // The project's compute voucher (model/Project.h Voucher).
    VoucherApproval, // voucher.approval: chance the application is approved
    // The pair's sizing.
    Mfu, // workload.mfu: end-to-end MFU of the job on this option
    Count
};

constexpr int kInputCount = int(InputId::Count);

struct InputInfo {
    std::string_view key; // assumption key or "<entity>.<field>"
    std::string_view unit;
    bool assumption; // read from the catalog's assumptions by `key`
};

const InputInfo &inputInfo(InputId id);

// The unit of the input `key` names (InputInfo::key), "" for a key that is
// none of them (a user's own assumption: its catalog entry has the unit).
std::string_view inputUnit(std::string_view key);

// One value per input: a corner of the ranges or a tornado/bisection probe.
struct Point {
    std::array<double, kInputCount> v{};
    double operator[](InputId id) const { return v[size_t(id)]; }
    double &operator[](InputId id) { return v[size_t(id)]; }
};

struct InputValue {
    Range range;
    std::string source; // provenance text ("seed 003", "catalog h100-sxm", "project")
    bool used = false;  // the model reads it for this option or pair
};

// The ranges one option (or pair) is priced with.
struct InputTable {
    std::array<InputValue, kInputCount> values;

    const InputValue &operator[](InputId id) const { return values[size_t(id)]; }
    InputValue &operator[](InputId id) { return values[size_t(id)]; }
    Point likely() const;
};

// What a cost figure is computed for: one job, or the option over the horizon.
enum class CostView { Job, Horizon };

// +1 when a higher value of the input raises the total, -1 when it lowers it,
// 0 when the input has no effect in this view. Used to build the low-cost and
// high-cost corners: the three-point propagation sets every input at the end
// that lowers (raises) the total, so the total's range brackets every
// one-at-a-time variation (the tornado).
int costDirection(InputId id, CostView view, Acquisition acquisition);

// low: every input at its cost-lowering end; likely: every input at likely;
// high: every input at its cost-raising end.
std::array<Point, 3> cornerPoints(const InputTable &table, CostView view, Acquisition acquisition);

// The catalog as a project sees it: the project's own entries and
// assumptions first, then the catalog's (Catalog::withProject without copying
// the catalog on every evaluation).
class CatalogView final
{
public:
    CatalogView(const Catalog &catalog, const Project &project)
        : m_catalog(catalog), m_project(project)
    {
    }

    const Card *findCard(std::string_view id) const;
    const Facility *findFacility(std::string_view id) const;
    const Contract *findContract(std::string_view id) const;
    const Assumption *findAssumption(std::string_view key) const;
    // The project's provider quote with this id (model/Quote.h).
    const ProviderQuote *findQuote(std::string_view id) const;

private:
    const Catalog &m_catalog;
    const Project &m_project;
};

// The assumption-backed part of a table (project first, then catalog). Missing or invalid
// assumptions give "cost.missing_assumption" / "cost.invalid" errors (subject = the key, or
// "assumptions[i].value" for the project's own entry).
struct AssumptionSet {
    InputTable table;
    // Not ranged per option: the price factors for non-hourly plans, the TOU
    // split and the upload threshold (used when building price ranges).
    Range dailyPriceFactor;
    Range monthlyPriceFactor;
    Range spotPriceFactor;
    Range yearlyPriceFactor;
    double uploadShareMinBytes = 1e12;
    double touBlend = 1.0;   // TOU price / flat price for a 24x7 load
    double leadMonths = 0.0; // purchase_lead_months (likely): owned cards arrive after it
    const Assumption *flatPowerPrice = nullptr; // optional: power_flat_price_cny_per_kwh
    SizingAssumptions sizing;                   // what the sizing engine reads
    // The project's compute voucher, if it has one (its approval chance is
    // table[VoucherApproval]); prepareOption gives eligible rent options
    // its share and cap.
    std::optional<Voucher> voucher;
};

bool readAssumptions(const CatalogView &merged, const Project &project, AssumptionSet &out,
                     std::vector<Error> &problems);

// The sizing engine's figures for a project: framework_overhead_bytes,
// allocator_fragmentation and rerun_reserve_factor (likely values, the
// project's overrides first) and the project's own "mfu" if it set one. A
// missing or invalid value keeps the engine's default (readAssumptions
// reports it), so the Sizing page and the CLI can size a project that does
// not evaluate.
SizingAssumptions sizingAssumptions(const CatalogView &merged, const Project &project);

} // namespace suanpan
