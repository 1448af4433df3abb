#pragma once

#include <string>
#include <vector>

#include "model/Project.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

// Compute-voucher programmes as dated, sourced presets
// (resources/catalogs/vouchers.json, compiled in). A preset gives the
// programme's published share and cap; its refund delay and approval chance
// are Suanpan's assumptions (the programmes publish neither), each with its
// own source text. Every place that offers a preset shows `note`: the
// figures are to be confirmed with the programme's current rules.
struct VoucherPreset {
    std::string id;
    std::string programmeZh;
    std::string programmeEn;
    double share = 0.0;
    double capCnyPerYear = 0.0;
    double programmeCnyPerYear = 0.0; // the whole programme's budget, for context
    double refundMonths = 0.0;
    std::string refundSource;
    Range approval;
    std::string approvalSource;
    std::string sourceZh;
    std::string sourceEn;
    std::string url;
    std::string date; // ISO date of the policy document
};

struct VoucherPresets {
    std::string noteZh; // "to be confirmed with the programme's current rules"
    std::string noteEn;
    std::vector<VoucherPreset> presets;

    const VoucherPreset *find(const std::string &id) const;
};

// The built-in presets. Errors: "catalog.invalid" (subject "vouchers.json")
// when the compiled-in file does not read -- a build error, tested.
Result<VoucherPresets> builtinVoucherPresets();
Result<VoucherPresets> voucherPresetsFromJsonText(const std::string &text);

// A project voucher from a preset: its share, cap, refund delay and approval
// chance, the programme named in the language asked for, `id` as given.
Voucher voucherFromPreset(const VoucherPreset &preset, const std::string &id, bool chinese);

} // namespace suanpan
