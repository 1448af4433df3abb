#include "QuoteJson.h"

#include "JsonOut.h"
#include "export/ExportLabels.h"
#include "io/JsonCodec.h"

namespace suanpan::cli {

using nlohmann::json;

json quoteSourceJson(const ProviderQuote &q, const std::string &today)
{
    return {{"quote_id", q.id},
            {"provider", q.provider},
            {"quoted_on", q.quotedOn},
            {"valid_until", q.validUntil},
            {"expired", quoteExpired(q, today)},
            {"stale", quoteStale(q, today)},
            {"confirmed", q.confirmed},
            {"text",
             {{"en", quoteSourceText(q.provider, q.quotedOn, ExportLanguage::English)},
              {"zh", quoteSourceText(q.provider, q.quotedOn, ExportLanguage::Chinese)}}}};
}

json quoteJson(const ProviderQuote &q, const QuoteNormal &n, const std::string &today)
{
    json out = toJson(q);
    out["source"] = quoteSourceJson(q, today);
    out["age_days"] = n.ageDays;
    json runs = json::array();
    for (const WorkloadRun &r : n.runs)
        runs.push_back({{"workload_id", r.workloadId},
                        {"scope", r.perRun ? "per_run" : "horizon"},
                        {"cny", rangeJson(r.cny)}});
    out["normalised"] = {{"option_id", n.optionId.empty() ? json(nullptr) : json(n.optionId)},
                         {"facility_id", n.facilityId},
                         {"cards", n.cards},
                         {"list_cny_per_card_hour", finite(n.listCnyPerCardHour)},
                         {"used_cny_per_card_hour", optionalJson(n.usedCnyPerCardHour)},
                         {"cny_per_effective_pflop_hour", optionalJson(n.cnyPerEffectivePflopHour)},
                         {"busy_share", finite(n.busyShare)},
                         {"horizon_months", finite(n.horizonMonths)},
                         {"horizon_cny", n.horizonCny ? rangeJson(*n.horizonCny) : json(nullptr)},
                         {"runs", runs}};
    json gaps = json::array();
    for (const QuoteGap &g : n.leavesOut) {
        json inputs = json::array();
        for (const QuoteGapInput &in : g.inputs)
            inputs.push_back({{"name", in.name},
                              {"value", rangeJson(in.value)},
                              {"unit", in.unit},
                              {"source", in.source}});
        gaps.push_back(
            {{"line", lineCodeText(g.line)}, {"cny", rangeJson(g.cny)}, {"inputs", inputs}});
    }
    out["leaves_out"] = gaps;
    out["questions"] = n.questions;
    json problems = json::array();
    for (const Error &e : n.problems)
        problems.push_back({{"code", std::string(errorCodeText(e.code))},
                            {"subject", e.subject},
                            {"detail", detailText(e)}});
    out["problems"] = problems;
    return out;
}

} // namespace suanpan::cli
