#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace suanpan {

// The cost lines (core/cost/Evaluation.h, CostLine::code). The UI words them
// with a switch, so a new line without its wording does not compile. They
// live in the model because a project stores the lines its user switched off
// (Project::disabledCostLines, as text) and validation must know them.
enum class LineCode : int {
    Rent,
    SpotInterruptions,
    MinimumTerm,
    Upload,
    Bandwidth,
    Storage,
    Support,
    EngineerTime,
    InterruptionRecovery,
    EnvironmentRebuild,
    RerunReserve,
    HardwareDepreciation,
    NetworkHardware,
    StorageHardware,
    Spares,
    CabinetRent,
    Power,
    Cooling,
    OpsStaff,
    ElectricalWork,
    ResidualValue,
    DepositInterest,
    // Negative: the share of the rent a compute voucher pays back (project
    // Voucher), capped per year, times the chance it is approved.
    ComputeVoucher,
    // A provider quote's one-off setup fee (开通费), paid when the rental starts.
    SetupFee,
    Count
};
constexpr int kLineCount = int(LineCode::Count);

// The stable text of each line, in LineCode's order: the project file, the
// project JSON, the CLI and the exports' code columns. Codes never change once
// shipped; add new lines at the end of both.
inline constexpr std::array<std::string_view, 24> kCostLineCodes{
    "rent",
    "spot_interruptions",
    "minimum_term",
    "upload",
    "bandwidth",
    "storage",
    "support",
    "engineer_time",
    "interruption_recovery",
    "environment_rebuild",
    "rerun_reserve",
    "hardware_depreciation",
    "network_hardware",
    "storage_hardware",
    "spares",
    "cabinet_rent",
    "power",
    "cooling",
    "ops_staff",
    "electrical_work",
    "residual_value",
    "deposit_interest",
    "compute_voucher",
    "setup_fee",
};

// The longest code, so a reader can refuse longer text before copying it.
inline constexpr std::size_t kMaxCostLineCodeBytes = 32;

static_assert(kCostLineCodes.size() == std::size_t(kLineCount),
              "one text in kCostLineCodes per LineCode");

constexpr std::string_view lineCodeText(LineCode code)
{
    return kCostLineCodes[std::size_t(code)];
}
// The line a stored or typed code names; nothing for an unknown code.
std::optional<LineCode> lineCodeOf(std::string_view code);
bool isCostLineCode(std::string_view code);

} // namespace suanpan
