#include "CostInputs.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace suanpan {

namespace {

constexpr std::array<InputInfo, kInputCount> kInfo{{
    {"option.busy_share", "fraction", false},
    {"horizon_months", "months", true},
    {"engineer_salary_cny_per_month", "cny_per_month", true},
    {"working_days_per_month", "days", true},
    {"working_hours_per_day", "hours", true},
    {"rerun_reserve_factor", "factor", true},
    {"depreciation_years", "years", true},
    {"residual_value_fraction", "fraction", true},
    {"network_share_of_hardware", "fraction", true},
    {"spares_share_of_hardware", "fraction", true},
    {"storage_share_of_hardware", "fraction", true},
    {"ops_staff_share_fte", "fte", true},
    {"interruption_recovery_hours", "hours", true},
    {"interruptions_per_card_hour", "per_card_hour", true},
    {"upload_share_of_rent", "fraction", true},
    {"engineer_days_lost", "days", true},
    {"support_days_factor_none", "factor", true},
    {"support_days_factor_24x7", "factor", true},
    {"checkpoint_interval_hours", "hours", true},
    {"environment_rebuild_hours", "hours", true},
    {"rental_session_hours", "hours", true},
    {"storage_retention_months", "months", true},
    {"checkpoints_kept", "count", true},
    {"summer_months_per_year", "months", true},
    {"thermal_derating_office_summer", "fraction", true},
    {"server_power_overhead_share", "fraction", true},
    {"office_electrical_work_cny_per_circuit", "cny", true},
    {"office_cooling_fitout_cny", "cny", true},
    {"cabinet_setup_cny_per_cabinet", "cny", true},
    {"cost_of_capital_per_year", "fraction_per_year", true},
    {"power_price_cny_per_kwh", "cny_per_kwh", true},
    {"other_work_share", "fraction", true},
    {"card.rent_cny_per_card_hour", "cny_per_card_hour", false},
    {"card.purchase_cny", "cny_per_card", false},
    {"facility.pue", "factor", false},
    {"facility.electricity_cny_per_kwh", "cny_per_kwh", false},
    {"facility.cabinet_rent_cny_per_month", "cny_per_month", false},
    {"contract.bandwidth_cny_per_month", "cny_per_month", false},
    {"contract.storage_cny_per_gb_month", "cny_per_gb_month", false},
    {"contract.upload_cny_per_gb", "cny_per_gb", false},
    {"voucher.approval", "fraction", false},
    {"mfu", "fraction", false},
}};

// What an assumption's three values must satisfy for the model to stay finite.
struct Bounds {
    double min;
    double max;
    bool minOpen; // value must be > min (not >=)
};

constexpr double kInf = std::numeric_limits<double>::infinity();

Bounds boundsOf(InputId id)
{
    switch (id) {
    case InputId::BusyShare:
        return {0.0, 1.0, false};
    case InputId::OtherWork:
        return {0.0, 1.0, false};
    case InputId::HorizonMonths:
        return {0.0, 600.0, true};
    case InputId::WorkingDays:
        return {0.0, 31.0, true};
    case InputId::WorkingHours:
        return {0.0, 24.0, true};
    case InputId::RerunReserve:
        return {1.0, 100.0, false};
    case InputId::DepreciationYears:
        return {0.0, 100.0, true};
    case InputId::ResidualValue:
    case InputId::UploadShare:
        return {0.0, 1.0, false};
    case InputId::InterruptionRate:
        return {0.0, 1.0, false};
    case InputId::RentalSessionHours:
        return {0.0, kInf, true};
    case InputId::SummerMonths:
        return {0.0, 12.0, false};
    case InputId::ThermalDerating:
        return {0.0, 0.9, false};
    default:
        return {0.0, kInf, false};
    }
}

std::string text(double v)
{
    char buf[32];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    return std::string(buf, end);
}

// NotFinite, RangeOrder or OutOfRange for a range that would break the
// model; none when it is fine.
std::optional<IssueCode> rangeProblem(const Range &r, const Bounds &b, std::string &value)
{
    for (double v : {r.low, r.likely, r.high}) {
        if (!std::isfinite(v)) {
            value = text(v);
            return IssueCode::NotFinite;
        }
    }
    if (!(r.low <= r.likely && r.likely <= r.high)) {
        value = text(r.low) + "/" + text(r.likely) + "/" + text(r.high);
        return IssueCode::RangeOrder;
    }
    for (double v : {r.low, r.high}) {
        const bool belowMin = b.minOpen ? !(v > b.min) : v < b.min;
        if (belowMin || v > b.max) {
            value = text(v);
            return IssueCode::OutOfRange;
        }
    }
    return std::nullopt;
}

std::string sourceOf(const Assumption &a)
{
    return a.provenance.source.empty() ? "assumption " + a.key : a.provenance.source;
}

} // namespace

const InputInfo &inputInfo(InputId id)
{
    return kInfo[size_t(id)];
}

std::string_view inputUnit(std::string_view key)
{
    for (const InputInfo &info : kInfo)
        if (info.key == key)
            return info.unit;
    return {};
}

Point InputTable::likely() const
{
    Point p;
    for (int i = 0; i < kInputCount; ++i)
        p.v[size_t(i)] = values[size_t(i)].range.likely;
    return p;
}

int costDirection(InputId id, CostView view, Acquisition acquisition)
{
    const bool own = acquisition != Acquisition::Rent;
    switch (id) {
    case InputId::Mfu:
    case InputId::DepreciationYears:
    case InputId::ResidualValue:
    case InputId::WorkingDays:
    case InputId::WorkingHours:
    case InputId::RentalSessionHours:
        return -1;
    case InputId::VoucherApproval:
        // Approval pays rent back; owned cards have no voucher.
        return own ? 0 : -1;
    case InputId::BusyShare:
        // Owning one job: more busy hours share the fixed costs (other work
        // declared). Over the horizon: more power (own) or more paid hours
        // (pay per use).
        if (view == CostView::Job)
            return own ? -1 : 0;
        return 1;
    case InputId::HorizonMonths:
        // A run's price does not move with the horizon: owned cards spread
        // their cost over the hours the project's runs occupy (OwnUse.cpp),
        // which the horizon is held for, as the draws hold it.
        if (view == CostView::Job)
            return 0;
        return 1;
    default:
        return 1;
    }
}

std::array<Point, 3> cornerPoints(const InputTable &table, CostView view, Acquisition acquisition)
{
    std::array<Point, 3> out;
    for (int i = 0; i < kInputCount; ++i) {
        const Range &r = table.values[size_t(i)].range;
        const int dir = costDirection(InputId(i), view, acquisition);
        out[0].v[size_t(i)] = dir < 0 ? r.high : dir > 0 ? r.low : r.likely;
        out[1].v[size_t(i)] = r.likely;
        out[2].v[size_t(i)] = dir < 0 ? r.low : dir > 0 ? r.high : r.likely;
    }
    return out;
}

namespace {

template <class T> const T *findIn(const std::vector<T> &items, std::string_view id)
{
    for (const T &item : items)
        if (item.id == id)
            return &item;
    return nullptr;
}

} // namespace

const Card *CatalogView::findCard(std::string_view id) const
{
    const Card *own = findIn(m_project.userCatalog.cards, id);
    return own ? own : m_catalog.findCard(id);
}

const Facility *CatalogView::findFacility(std::string_view id) const
{
    const Facility *own = findIn(m_project.userCatalog.facilities, id);
    return own ? own : m_catalog.findFacility(id);
}

const Contract *CatalogView::findContract(std::string_view id) const
{
    const Contract *own = findIn(m_project.userCatalog.contracts, id);
    return own ? own : m_catalog.findContract(id);
}

const ProviderQuote *CatalogView::findQuote(std::string_view id) const
{
    return findIn(m_project.quotes, id);
}

const Assumption *CatalogView::findAssumption(std::string_view key) const
{
    for (const Assumption &a : m_project.assumptions)
        if (a.key == key)
            return &a;
    return m_catalog.findAssumption(key);
}

namespace {

// Reads assumptions from the project (else the catalog) within their
// bounds; each one missing or out of bounds is a problem on its entry.
class AssumptionReader final
{
public:
    AssumptionReader(const CatalogView &merged, const Project &project,
                     std::vector<Error> &problems)
        : m_merged(merged), m_project(project), m_problems(problems)
    {
    }

    const Assumption *read(std::string_view key, const Bounds &bounds)
    {
        const Assumption *a = m_merged.findAssumption(key);
        if (!a) {
            m_problems.push_back({ErrorCode::CostMissingAssumption, std::string(key), ""});
            return nullptr;
        }
        std::string value;
        if (const auto issue = rangeProblem(a->value, bounds, value)) {
            m_problems.push_back(
                invalidValue(ErrorCode::CostInvalid, subjectOf(a->key), {*issue, a->key, value}));
            return nullptr;
        }
        return a;
    }

    // Read only when present: the engine has a default.
    const Assumption *optional(std::string_view key, const Bounds &bounds)
    {
        return m_merged.findAssumption(key) ? read(key, bounds) : nullptr;
    }

    // Where a problem points: the project's own entry if it has one, else the catalog key.
    std::string subjectOf(const std::string &key) const
    {
        for (size_t i = 0; i < m_project.assumptions.size(); ++i)
            if (m_project.assumptions[i].key == key)
                return "assumptions[" + std::to_string(i) + "].value";
        return "assumption." + key;
    }

    void problem(Error e) { m_problems.push_back(std::move(e)); }

private:
    const CatalogView &m_merged;
    const Project &m_project;
    std::vector<Error> &m_problems;
};

// Time-of-use blend for a flat 24x7 load (Guangdong policy, prices.md 3b):
// (peak hours x peak ratio + valley hours x valley ratio + flat hours) / 24.
void readTouBlend(AssumptionReader &r, AssumptionSet &out)
{
    const Assumption *peak = r.read("tou_peak_ratio", {0.0, 10.0, false});
    const Assumption *valley = r.read("tou_valley_ratio", {0.0, 10.0, false});
    const Assumption *peakHours = r.read("tou_peak_hours_per_day", {0.0, 24.0, false});
    const Assumption *valleyHours = r.read("tou_valley_hours_per_day", {0.0, 24.0, false});
    if (!peak || !valley || !peakHours || !valleyHours)
        return;
    const double ph = peakHours->value.likely;
    const double vh = valleyHours->value.likely;
    if (ph + vh > 24.0)
        r.problem({ErrorCode::CostInvalid, r.subjectOf("tou_valley_hours_per_day"), text(ph + vh),
                   IssueCode::OutOfRange});
    else
        out.touBlend =
            (ph * peak->value.likely + vh * valley->value.likely + (24.0 - ph - vh)) / 24.0;
}

// The compute voucher: validation bounds it (model/Limits.h), but the
// engine is also called on projects the UI has not validated yet, so a
// value that would break the arithmetic is refused here too.
void readVoucher(AssumptionReader &r, const Voucher &v, AssumptionSet &out)
{
    const auto refuse = [&r](std::string field, IssueCode issue, std::string value) {
        r.problem(invalidValue(ErrorCode::CostInvalid, field, {issue, field, std::move(value)}));
    };
    std::string value;
    if (const auto approval = rangeProblem(v.approval, {0.0, 1.0, false}, value))
        refuse("vouchers[0].approval", *approval, value);
    else if (!(v.share > 0.0 && v.share <= 1.0))
        refuse("vouchers[0].share", IssueCode::OutOfRange, text(v.share));
    else if (!(v.capCnyPerYear > 0.0 && std::isfinite(v.capCnyPerYear)))
        refuse("vouchers[0].cap_cny_per_year", IssueCode::OutOfRange, text(v.capCnyPerYear));
    else {
        out.voucher = v;
        out.table[InputId::VoucherApproval] = {v.approval, "voucher " + v.programme, false};
    }
}

} // namespace

bool readAssumptions(const CatalogView &merged, const Project &project, AssumptionSet &out,
                     std::vector<Error> &problems)
{
    const size_t before = problems.size();
    AssumptionReader r(merged, project, problems);
    for (int i = 0; i < kInputCount; ++i) {
        const InputInfo &info = kInfo[size_t(i)];
        if (!info.assumption)
            continue;
        if (const Assumption *a = r.read(info.key, boundsOf(InputId(i))))
            out.table.values[size_t(i)] = {a->value, sourceOf(*a), false};
    }
    const Bounds factor{0.0, 10.0, true};
    if (const Assumption *a = r.read("daily_price_factor", factor))
        out.dailyPriceFactor = a->value;
    if (const Assumption *a = r.read("monthly_price_factor", factor))
        out.monthlyPriceFactor = a->value;
    if (const Assumption *a = r.read("spot_price_factor", factor))
        out.spotPriceFactor = a->value;
    if (const Assumption *a = r.read("yearly_price_factor", factor))
        out.yearlyPriceFactor = a->value;
    if (const Assumption *a = r.read("upload_share_min_bytes", {0.0, kInf, false}))
        out.uploadShareMinBytes = a->value.likely;
    readTouBlend(r, out);
    // Sizing overheads: optional (the sizing engine has its own defaults),
    // checked here, read by sizingAssumptions().
    r.optional("framework_overhead_bytes", {0.0, 1e12, false});
    r.optional("allocator_fragmentation", {0.0, 1.0, false});
    // Optional: owned cards start work after the purchase lead time.
    if (const Assumption *a = r.optional("purchase_lead_months", {0.0, 600.0, false}))
        out.leadMonths = a->value.likely;
    // Optional: a flat (ping duan) tariff the TOU split applies to.
    if (merged.findAssumption("power_flat_price_cny_per_kwh"))
        out.flatPowerPrice = r.read("power_flat_price_cny_per_kwh", {0.0, 100.0, false});
    // MFU: the sizing engine's per-card default unless the project sets its own.
    for (const Assumption &a : project.assumptions)
        if (a.key == "mfu")
            r.read("mfu", {0.0, 1.0, true});
    out.sizing = sizingAssumptions(merged, project);
    if (!project.vouchers.empty())
        readVoucher(r, project.vouchers.front(), out);
    return problems.size() == before;
}

SizingAssumptions sizingAssumptions(const CatalogView &merged, const Project &project)
{
    SizingAssumptions out;
    std::string ignored;
    const auto likely = [&](std::string_view key, const Bounds &bounds, double &into) {
        const Assumption *a = merged.findAssumption(key);
        if (a && !rangeProblem(a->value, bounds, ignored))
            into = a->value.likely;
    };
    likely("framework_overhead_bytes", {0.0, 1e12, false}, out.frameworkBytes);
    likely("allocator_fragmentation", {0.0, 1.0, false}, out.fragmentation);
    likely("rerun_reserve_factor", boundsOf(InputId::RerunReserve), out.rerunReserve);
    likely("interruptions_per_card_hour", boundsOf(InputId::InterruptionRate),
           out.faults.perCardHour);
    likely("interruption_recovery_hours", boundsOf(InputId::RecoveryHours),
           out.faults.recoveryHours);
    likely("restart_hours", {0.0, 48.0, false}, out.faults.restartHours);
    likely("checkpoint_stall_hours", {0.0, 24.0, false}, out.faults.checkpointStallHours);
    for (const Assumption &a : project.assumptions)
        if (a.key == "mfu" && !rangeProblem(a.value, {0.0, 1.0, true}, ignored))
            out.mfu = a.value;
    return out;
}

} // namespace suanpan
