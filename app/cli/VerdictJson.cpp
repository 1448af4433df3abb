#include "VerdictJson.h"

#include <cmath>

namespace suanpan::cli {

namespace {

using nlohmann::json;

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : json(nullptr);
}

json breachesJson(const std::vector<BreachItem> &breaches)
{
    json out = json::array();
    for (const BreachItem &b : breaches) {
        json values = json::array();
        for (double v : b.values)
            values.push_back(number(v));
        out.push_back({{"code", toCode(b.code)}, {"values", values}});
    }
    return out;
}

json workloadJson(const WorkloadVerdict &v)
{
    json reasons = json::array();
    for (VerdictReason r : v.reasons)
        reasons.push_back(toCode(r));
    json violations = json::object();
    json ranking = json::array();
    json chances = json::object();
    for (const Standing &s : v.standings) {
        ranking.push_back(s.optionId);
        if (!s.breaches.empty())
            violations[s.optionId] = breachesJson(s.breaches);
        if (s.eligible())
            chances[s.optionId] = number(s.chanceCheapest);
    }
    auto nullable = [](const std::string &id) { return id.empty() ? json(nullptr) : json(id); };
    return {{"workload", v.workloadId},
            {"scope", v.perRun ? "per_run" : "over_horizon"},
            {"recommended", nullable(v.recommended)},
            {"runner_up", nullable(v.runnerUp)},
            {"chance", optionalNumber(v.chanceBeatsRunnerUp)},
            {"chance_cheapest", optionalNumber(v.chanceCheapest)},
            {"toss_up", v.tossUp},
            {"decided_by", v.decidedBy ? json(toCode(*v.decidedBy)) : json(nullptr)},
            {"reasons", reasons},
            {"ranking", ranking},
            {"chance_cheapest_by_option", chances},
            {"violations", violations}};
}

json mixJson(const YearMix &m)
{
    const auto band = [](const Range &r) {
        return json{{"p10", number(r.low)}, {"p50", number(r.likely)}, {"p90", number(r.high)}};
    };
    return {{"owned_option", m.ownedOptionId},
            {"owned_cards", m.ownedCards},
            {"total_cny", band(m.total)},
            {"all_rented_cny", band(m.allRented)},
            {"chance_cheaper_than_all_rented", number(m.chanceBeatsRenting)},
            {"late_workloads", m.lateWorkloads},
            {"more_cards_for_deadline", m.raisedWorkloads}};
}

} // namespace

json verdictJson(const ProjectVerdict &verdict)
{
    json workloads = json::array();
    for (const WorkloadVerdict &v : verdict.workloads)
        workloads.push_back(workloadJson(v));
    json checks = json::array();
    for (const ProjectCheck &c : verdict.checks)
        checks.push_back({{"check", toCode(c.kind)},
                          {"need_cny", number(c.need)},
                          {"budget_cny", number(c.budget)},
                          {"ok", c.ok()},
                          {"options", c.optionIds}});
    return {{"workloads", workloads},
            {"mix", verdict.mix ? mixJson(*verdict.mix) : json(nullptr)},
            {"checks", checks},
            {"thresholds",
             {{"toss_up_chance", kTossUpChance},
              {"noise_share_of_p10_p90", kNoiseShare},
              {"decisive_speedup", kDecisiveSpeedup}}}};
}

} // namespace suanpan::cli
