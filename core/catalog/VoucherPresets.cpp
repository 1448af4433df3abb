#include "catalog/VoucherPresets.h"

#include <exception>

#include <nlohmann/json.hpp>

#include "model/Validation.h"
#include "util/Embedded.h"

namespace suanpan {

namespace {

using nlohmann::json;

std::string textOf(const json &j, const char *language)
{
    if (j.is_string())
        return j.get<std::string>();
    return j.value(language, std::string());
}

} // namespace

const VoucherPreset *VoucherPresets::find(const std::string &id) const
{
    for (const VoucherPreset &p : presets)
        if (p.id == id)
            return &p;
    return nullptr;
}

Result<VoucherPresets> voucherPresetsFromJsonText(const std::string &text)
{
    const auto bad = [](const std::string &detail) -> Error {
        return Error{ErrorCode::CatalogInvalid, "vouchers.json", detail};
    };
    try {
        const json j = json::parse(text);
        VoucherPresets out;
        out.noteZh = textOf(j.at("note"), "zh");
        out.noteEn = textOf(j.at("note"), "en");
        for (const json &p : j.at("presets")) {
            VoucherPreset v;
            v.id = p.at("id").get<std::string>();
            v.programmeZh = textOf(p.at("programme"), "zh");
            v.programmeEn = textOf(p.at("programme"), "en");
            v.share = p.at("share").get<double>();
            v.capCnyPerYear = p.at("cap_cny_per_year").get<double>();
            v.programmeCnyPerYear = p.value("programme_cny_per_year", 0.0);
            const json &refund = p.at("refund_months");
            v.refundMonths = refund.at("likely").get<double>();
            v.refundSource = refund.value("source", std::string());
            const json &approval = p.at("approval");
            v.approval = {approval.at("low").get<double>(), approval.at("likely").get<double>(),
                          approval.at("high").get<double>()};
            v.approvalSource = approval.value("source", std::string());
            v.sourceZh = textOf(p.at("source"), "zh");
            v.sourceEn = textOf(p.at("source"), "en");
            v.url = p.value("url", std::string());
            v.date = p.at("date").get<std::string>();
            // The same bounds as a voucher the user types (model/Validation.h).
            if (!validate(voucherFromPreset(v, "preset", false)).empty() || v.date.empty() ||
                v.sourceEn.empty() || v.sourceZh.empty())
                return bad(v.id);
            out.presets.push_back(std::move(v));
        }
        return out;
    } catch (const std::exception &e) {
        return bad(e.what());
    }
}

Result<VoucherPresets> builtinVoucherPresets()
{
    return voucherPresetsFromJsonText(std::string(embeddedFile("vouchers.json")));
}

Voucher voucherFromPreset(const VoucherPreset &preset, const std::string &id, bool chinese)
{
    Voucher v;
    v.id = id;
    v.programme = chinese ? preset.programmeZh : preset.programmeEn;
    v.presetId = preset.id;
    v.share = preset.share;
    v.capCnyPerYear = preset.capCnyPerYear;
    v.refundMonths = preset.refundMonths;
    v.approval = preset.approval;
    return v;
}

} // namespace suanpan
