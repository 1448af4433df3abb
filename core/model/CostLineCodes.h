#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace suanpan {

// The stable codes of the cost lines (core/cost/Evaluation.h, CostLine::code),
// in the order of cost/CostModel.h's LineCode. They live in the model because
// a project stores the lines its user switched off (Project::disabledCostLines)
// and validation must know them; the cost engine checks at compile time that
// its LineCode enum has one entry per code. Codes never change once shipped;
// add new lines at the end.
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

bool isCostLineCode(std::string_view code);

} // namespace suanpan
