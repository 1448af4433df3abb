#include "CostLines.h"

#include <algorithm>

#include "cost/Pricing.h"

namespace suanpan {

Range spread(double lowCorner, double likely, double highCorner)
{
    return {std::min({lowCorner, likely, highCorner}), likely,
            std::max({lowCorner, likely, highCorner})};
}

namespace {

using I = InputId;
using L = LineCode;

struct LineDescription {
    std::string formula;
    std::vector<FormulaInput> inputs;
};

class Describer final
{
public:
    Describer(const std::array<Sheet, 3> &s, const InputTable &t, const OptionSetup &o, CostView v,
              bool explain)
        : m_s(s), m_t(t), m_o(o), m_view(v), m_explain(explain)
    {
    }

    FormulaInput in(InputId id, std::string name = {}) const
    {
        if (!m_explain)
            return {};
        const InputValue &v = m_t[id];
        return {name.empty() ? std::string(inputInfo(id).key) : std::move(name), v.range,
                std::string(inputInfo(id).unit), v.source};
    }

    template <class F>
    FormulaInput derived(const char *name, const char *unit, F f,
                         Derivation how = Derivation::None) const
    {
        if (!m_explain)
            return {};
        return {name, across(m_s, f), unit, "computed", how};
    }

    FormulaInput exact(const char *name, double v, const char *unit, const char *source,
                       Derivation how = Derivation::None) const
    {
        if (!m_explain)
            return {};
        return {name, Range::exactly(v), unit, source, how};
    }

    FormulaInput cards() const { return exact("billed_cards", m_o.billedCards, "cards", "option"); }

    FormulaInput hours(const char *name, double Sheet::*member) const
    {
        return derived(name, "hours", [member](const Sheet &s) { return s.*member; });
    }

    FormulaInput engineerHour() const
    {
        return derived(
            "cny_per_engineer_hour", "cny_per_hour", [](const Sheet &s) { return s.peopleRate; },
            Derivation::EngineerHour);
    }

    FormulaInput clusterHour() const
    {
        return derived(
            "cny_per_cluster_hour", "cny_per_hour", [](const Sheet &s) { return s.clusterRate; },
            m_o.acquisition == Acquisition::Rent ? Derivation::ClusterHourRent
                                                 : Derivation::ClusterHourOwn);
    }

    // Whether lost cluster time costs extra: a job pays for the hours it
    // occupies; over the horizon only pay-per-use rent pays per hour.
    bool clusterTimePaid(bool job) const
    {
        return job || (m_o.acquisition == Acquisition::Rent && m_o.payPerUse);
    }

    LineDescription describe(LineCode c) const
    {
        switch (c) {
        case L::Rent:
        case L::SpotInterruptions:
        case L::MinimumTerm:
        case L::Upload:
        case L::SetupFee:
            return rented(c);
        case L::Support:
        case L::EngineerTime:
        case L::InterruptionRecovery:
        case L::EnvironmentRebuild:
        case L::RerunReserve:
            return people(c);
        case L::Bandwidth:
        case L::Storage:
        case L::HardwareDepreciation:
        case L::NetworkHardware:
        case L::StorageHardware:
        case L::Spares:
        case L::CabinetRent:
        case L::Power:
        case L::Cooling:
        case L::OpsStaff:
        case L::ElectricalWork:
        case L::ResidualValue:
        case L::DepositInterest:
            return shared(c);
        case L::ComputeVoucher:
            return voucher();
        case L::Count:
            break;
        }
        return {};
    }

private:
    bool job() const { return m_view == CostView::Job; }

    // Lines only rented compute has: the rent, its spot and minimum-term
    // extras, the upload and a quote's set-up fee.
    LineDescription rented(LineCode c) const
    {
        const bool job = this->job();
        switch (c) {
        case L::Rent:
            if (job)
                return {"billed_cards*cny_per_card_hour*run_hours",
                        {cards(), in(I::RentPrice), hours("run_hours", &Sheet::cleanHours),
                         in(I::Mfu)}};
            return {m_o.payPerUse ? "billed_cards*cny_per_card_hour*busy_hours"
                                  : "billed_cards*cny_per_card_hour*horizon_hours",
                    {cards(), in(I::RentPrice),
                     m_o.payPerUse ? hours("busy_hours", &Sheet::busyHours)
                                   : hours("horizon_hours", &Sheet::usedHours),
                     in(I::BusyShare), in(I::HorizonMonths)}};
        case L::SpotInterruptions:
            return {"billed_cards*cny_per_card_hour*lost_hours+reclaims*recovery_hours*cny_per_"
                    "engineer_hour",
                    {cards(), in(I::RentPrice),
                     derived("lost_hours", "hours",
                             [job](const Sheet &s) {
                                 return s.wallHours - (job ? s.cleanHours : s.busyHours);
                             }),
                     derived("reclaims", "count", [](const Sheet &s) { return s.reclaims; }),
                     exact("job_reclaim_per_hour", m_o.spotReclaimPerHour, "per_hour", "contract",
                           Derivation::JobReclaim),
                     in(I::RecoveryHours), in(I::CheckpointInterval), engineerHour()}};
        case L::MinimumTerm:
            return {
                "billed_cards*cny_per_card_hour*(billed_hours-used_hours)",
                {cards(), in(I::RentPrice), hours("billed_hours", &Sheet::billedHours),
                 hours("used_hours", &Sheet::usedHours),
                 exact("minimum_term_hours", m_o.contract ? m_o.contract->minimumTermHours : 0.0,
                       "hours", "contract"),
                 exact("granularity_hours",
                       m_o.contract ? granularityHours(m_o.contract->granularity) : 1.0, "hours",
                       "contract")}};
        case L::Upload:
            if (m_o.contract && m_o.contract->uploadCnyPerGb.high > 0.0)
                return {"dataset_gb*cny_per_gb", {in(I::UploadPrice)}};
            return {"upload_share_of_rent*rent", {in(I::UploadShare)}};
        case L::SetupFee:
            return {"setup_fee_cny", {exact("setup_fee_cny", m_o.setupFeeCny, "cny", "quote")}};
        default:
            break;
        }
        return {};
    }

    // People's time: support, engineer days, interruptions, rebuilds, re-runs.
    LineDescription people(LineCode c) const
    {
        const bool job = this->job();
        switch (c) {
        case L::Support:
            return {
                "engineer_days_lost*cny_per_day*(support_days_factor-1)",
                {in(I::EngineerDaysLost),
                 derived(
                     "cny_per_day", "cny_per_day", [](const Sheet &s) { return s.dayRate; },
                     Derivation::EngineerDay),
                 derived(
                     "support_days_factor", "factor",
                     [](const Sheet &s) { return s.supportFactor; }, Derivation::SupportFactor)}};
        case L::EngineerTime:
            return {"engineer_days_lost*cny_per_day",
                    {in(I::EngineerDaysLost), in(I::EngineerSalary), in(I::WorkingDays),
                     derived(
                         "cny_per_day", "cny_per_day", [](const Sheet &s) { return s.dayRate; },
                         Derivation::EngineerDay)}};
        case L::InterruptionRecovery:
            // Owned or reserved cards are paid for anyway: only people's time counts.
            if (!clusterTimePaid(job))
                return {
                    "interruptions*recovery_hours*cny_per_engineer_hour",
                    {derived(
                         "interruptions", "count", [](const Sheet &s) { return s.interruptions; },
                         Derivation::Interruptions),
                     in(I::InterruptionRate), in(I::RecoveryHours), engineerHour()}};
            return {
                "fault_hours*cny_per_cluster_hour+interruptions*recovery_hours*cny_per_engineer_"
                "hour",
                {derived(
                     "fault_hours", "hours", [](const Sheet &s) { return s.faultHours; },
                     Derivation::FaultHours),
                 derived(
                     "interruptions", "count", [](const Sheet &s) { return s.interruptions; },
                     Derivation::Interruptions),
                 in(I::InterruptionRate), in(I::RecoveryHours), clusterHour(), engineerHour()}};
        case L::EnvironmentRebuild:
            if (m_o.acquisition != Acquisition::Rent || (!job && !m_o.payPerUse))
                return {"instances*environment_rebuild_hours*cny_per_engineer_hour",
                        {derived("instances", "count", [](const Sheet &s) { return s.instances; }),
                         in(I::RebuildHours), engineerHour()}};
            return {
                "instances*environment_rebuild_hours*(cny_per_cluster_hour+cny_per_engineer_hour)",
                {derived("instances", "count", [](const Sheet &s) { return s.instances; }),
                 in(I::RebuildHours), in(I::RentalSessionHours), clusterHour(), engineerHour()}};
        case L::RerunReserve:
            return {"cny_per_cluster_hour*run_hours*(rerun_reserve_factor-1)",
                    {clusterHour(), hours("run_hours", &Sheet::wallHours), in(I::RerunReserve)}};
        default:
            break;
        }
        return {};
    }

    // A line an owned option's run carries its share of (run hours over busy
    // hours); rented, the whole line.
    LineDescription withShare(std::string f, std::vector<FormulaInput> ins) const
    {
        if (m_o.acquisition != Acquisition::Rent && job()) {
            ins.push_back(hours("run_hours", &Sheet::cleanHours));
            ins.push_back(hours("busy_hours", &Sheet::busyHours));
            f += "*run_hours/busy_hours";
        }
        return {std::move(f), std::move(ins)};
    }

    // Capacity: data kept, hardware, the site, power, staff, book value.
    LineDescription shared(LineCode c) const
    {
        switch (c) {
        case L::Bandwidth:
            return withShare("cny_per_month*months",
                             {in(I::Bandwidth), derived("months", "months", [](const Sheet &s) {
                                  return s.activeMonths;
                              })});
        case L::Storage:
            return withShare("stored_gb*months*cny_per_gb_month",
                             {derived("stored_gb", "gb", [](const Sheet &s) { return s.storedGb; }),
                              in(I::CheckpointsKept), in(I::StorageRetention),
                              in(I::StoragePrice)});
        case L::HardwareDepreciation:
            return withShare("cards*cny_per_card",
                             {exact("cards", m_o.cards, "cards", "option"), in(I::PurchasePrice)});
        case L::NetworkHardware:
            return withShare("network_share_of_hardware*cards*cny_per_card",
                             {in(I::NetworkShare), in(I::PurchasePrice)});
        case L::StorageHardware:
            return withShare("storage_share_of_hardware*cards*cny_per_card",
                             {in(I::StorageShare), in(I::PurchasePrice)});
        case L::Spares:
            return withShare("spares_share_of_hardware*cards*cny_per_card",
                             {in(I::SparesShare), in(I::PurchasePrice)});
        case L::CabinetRent:
            return withShare("cabinets*cny_per_cabinet_month*months",
                             {derived(
                                  "cabinets", "count", [](const Sheet &s) { return s.cabinets; },
                                  Derivation::Cabinets),
                              in(I::CabinetRent), in(I::HorizonMonths)});
        case L::Power:
            return withShare(
                "billed_kwh*cny_per_kwh",
                {derived(
                     "it_kwh", "kwh", [](const Sheet &s) { return s.itKwh; }, Derivation::ItKwh),
                 derived(
                     "billed_kwh", "kwh", [](const Sheet &s) { return s.billedKwh; },
                     Derivation::BilledKwh),
                 in(I::ServerPowerOverhead), in(I::BusyShare),
                 m_o.contractPowerPrice > 0.0
                     ? exact("cny_per_kwh", m_o.contractPowerPrice, "cny_per_kwh", "contract")
                     : in(I::Electricity)});
        case L::Cooling:
            return withShare(
                "billed_kwh*(pue-1)*cny_per_kwh",
                {derived("billed_kwh", "kwh", [](const Sheet &s) { return s.billedKwh; }),
                 in(I::Pue), in(I::Electricity)});
        case L::OpsStaff:
            return withShare("ops_staff_share_fte*engineer_salary_cny_per_month*months",
                             {in(I::OpsFte), in(I::EngineerSalary), in(I::HorizonMonths)});
        case L::ElectricalWork:
            if (m_o.office)
                return withShare(
                    "circuits*cny_per_circuit+cooling_fitout",
                    {derived(
                         "circuits", "count", [](const Sheet &s) { return s.circuits; },
                         Derivation::Circuits),
                     in(I::OfficeCircuitCost), in(I::OfficeCoolingFitout)});
            return withShare(
                "cabinets*cny_per_cabinet_setup",
                {derived("cabinets", "count", [](const Sheet &s) { return s.cabinets; }),
                 in(I::CabinetSetup)});
        case L::ResidualValue:
            return withShare(
                "-(hardware+network+storage+spares)*book_value_fraction",
                {derived(
                     "book_value_fraction", "fraction",
                     [](const Sheet &s) { return s.bookFraction; }, Derivation::BookValue),
                 in(I::DepreciationYears), in(I::ResidualValue), in(I::HorizonMonths)});
        case L::DepositInterest:
            return withShare("deposit_cny*cost_of_capital_per_year*months/12",
                             {exact("deposit_cny", m_o.depositCny, "cny", "contract"),
                              in(I::CostOfCapital), in(I::HorizonMonths)});
        default:
            break;
        }
        return {};
    }

    LineDescription voucher() const
    {
        const bool job = this->job();
        std::vector<FormulaInput> ins{
            exact("voucher_share", m_o.voucherShare, "fraction", "voucher"),
            derived("rent", "cny", [](const Sheet &s) { return s.cny[size_t(L::Rent)]; }),
            exact("voucher_cap_cny_per_year", m_o.voucherCapPerYear, "cny_per_year", "voucher"),
            job ? hours("used_hours", &Sheet::usedHours) : in(I::HorizonMonths),
            in(I::VoucherApproval)};
        return {job ? "-min(voucher_share*rent,voucher_cap_cny_per_year*max(1,used_hours/"
                      "8760))*voucher.approval"
                    : "-min(voucher_share*rent,voucher_cap_cny_per_year*horizon_months/12)*"
                      "voucher.approval",
                std::move(ins)};
    }

    const std::array<Sheet, 3> &m_s;
    const InputTable &m_t;
    const OptionSetup &m_o;
    CostView m_view;
    bool m_explain;
};

} // namespace

std::vector<CostLine> costLines(const std::array<Sheet, 3> &sheets, const InputTable &table,
                                const OptionSetup &setup, const LineMask &enabled, CostView view,
                                bool explain)
{
    std::vector<CostLine> out;
    const Describer describer(sheets, table, setup, view, explain);
    for (int i = 0; i < kLineCount; ++i) {
        const auto code = LineCode(i);
        const double a = sheets[0].cny[size_t(i)];
        const double b = sheets[1].cny[size_t(i)];
        const double c = sheets[2].cny[size_t(i)];
        if (a == 0.0 && b == 0.0 && c == 0.0)
            continue;
        LineDescription d = describer.describe(code);
        if (!explain)
            d.inputs = {};
        out.push_back({code, spread(a, b, c), lineHidden(code), enabled[size_t(i)],
                       std::move(d.formula), std::move(d.inputs)});
    }
    return out;
}

std::string_view derivationCode(Derivation how)
{
    switch (how) {
    case Derivation::None:
        return "";
    case Derivation::EngineerHour:
        return "engineer_hour";
    case Derivation::EngineerDay:
        return "engineer_day";
    case Derivation::ClusterHourRent:
        return "cluster_hour_rent";
    case Derivation::ClusterHourOwn:
        return "cluster_hour_own";
    case Derivation::JobReclaim:
        return "job_reclaim";
    case Derivation::SupportFactor:
        return "support_factor";
    case Derivation::Interruptions:
        return "interruptions";
    case Derivation::FaultHours:
        return "fault_hours";
    case Derivation::Cabinets:
        return "cabinets";
    case Derivation::ItKwh:
        return "it_kwh";
    case Derivation::BilledKwh:
        return "billed_kwh";
    case Derivation::Circuits:
        return "circuits";
    case Derivation::BookValue:
        return "book_value";
    }
    return "";
}

} // namespace suanpan
