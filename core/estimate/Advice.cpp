#include "Advice.h"

#include "estimate/ModelMath.h"

namespace suanpan {

namespace {

Advice recommend(AdviceCode code, std::string source, std::vector<std::string> ids = {},
                 std::vector<double> values = {})
{
    return {Advice::Kind::Recommendation, code, std::move(source), std::move(ids),
            std::move(values)};
}

Advice warn(AdviceCode code, std::string source, std::vector<std::string> ids = {},
            std::vector<double> values = {})
{
    return {Advice::Kind::Warning, code, std::move(source), std::move(ids), std::move(values)};
}

} // namespace

std::vector<Advice> adviseWorkload(const Workload &w)
{
    std::vector<Advice> out;
    const double params =
        w.model.paramsTotal > 0 ? w.model.paramsTotal : modelSizes(w.model).paramsTotal;
    switch (w.scenario) {
    case Scenario::PreTraining:
    case Scenario::FullFineTune:
        out.push_back(recommend(AdviceCode::CardsPretraining, "seed 001",
                                {"h800-sxm", "h20", "a800-80g-sxm", "h100-sxm", "h200-sxm"}));
        out.push_back(recommend(AdviceCode::BillingLongTerm, "seed 001"));
        out.push_back(recommend(AdviceCode::NetworkFast, "seeds 000, 004"));
        break;
    case Scenario::LoRA:
    case Scenario::QLoRA:
        out.push_back(
            recommend(AdviceCode::CardsFinetune, "seed 001", {"rtx-4090", "l40s", "rtx-a6000"}));
        out.push_back(recommend(AdviceCode::BillingHourly, "seed 001"));
        break;
    case Scenario::Inference:
        out.push_back(
            recommend(AdviceCode::CardsInference, "seed 001", {"l4", "l20", "t4", "ascend-310p"}));
        out.push_back(recommend(AdviceCode::BillingElastic, "seed 001"));
        break;
    }
    // Size classes (seed 004): 7B/13B on one node, 70B/130B multi-node, 100B+ on a platform.
    if (w.scenario != Scenario::Inference) {
        if (params >= 150e9)
            out.push_back(recommend(AdviceCode::TierPlatform, "seed 004"));
        else if (params >= 20e9)
            out.push_back(recommend(AdviceCode::TierMultiNode, "seed 004"));
        else if (params > 0)
            out.push_back(recommend(AdviceCode::TierSingleNode, "seed 004"));
    }
    return out;
}

std::vector<Advice> adviseOption(const Workload &w, const Option &o, const OptionContext &ctx)
{
    std::vector<Advice> out;
    const double params = w.model.paramsTotal;
    const Card *card = ctx.card;
    if (card) {
        const bool consumer =
            card->memoryBytes <= 24.0 * (1ull << 30) && card->link.kind == LinkKind::PCIe;
        if (consumer && params >= 100e9 && w.scenario != Scenario::Inference)
            out.push_back(warn(AdviceCode::ConsumerCardHugeModel, "seed 000 step 1", {card->id}));
        // The engine picks TP over PCIe only when it is the fastest layout
        // that fits at this count (JobSizing.h): say why, never warn against
        // the engine's own choice.
        if (card->link.kind == LinkKind::PCIe && ctx.tensorParallel > 1)
            out.push_back(ctx.layoutChosen
                              ? recommend(AdviceCode::PcieTensorParallelChosen, "seed 004",
                                          {card->id},
                                          {double(ctx.tensorParallel), ctx.scalingEfficiency})
                              : warn(AdviceCode::PcieTensorParallel, "seed 004", {card->id},
                                     {double(ctx.tensorParallel)}));
        if (card->memoryBytes <= 24.0 * (1ull << 30) && w.scenario == Scenario::FullFineTune &&
            params >= 6e9)
            out.push_back(warn(AdviceCode::SmallCardFullFinetune, "seed 004 FAQ", {card->id}));
        if (card->marketStatus == MarketStatus::Domestic)
            out.push_back(warn(AdviceCode::DomesticPorting, "seed 004", {card->id}));
    }
    if (ctx.contract && ctx.contract->billing == BillingMode::Spot && ctx.jobHours > 12.0)
        out.push_back(warn(AdviceCode::SpotLongJob, "seed 003", {}, {ctx.jobHours}));
    if (ctx.scalingEfficiency < 0.75 && o.cardCount > 1 && w.scenario != Scenario::Inference)
        out.push_back(warn(AdviceCode::SlowScaling, "seed 003", {}, {ctx.scalingEfficiency}));
    if (ctx.facility && ctx.facility->kind == FacilityKind::OfficeRoom) {
        if (o.cardCount > 4)
            out.push_back(warn(AdviceCode::OfficePower, "seed 000", {}, {double(o.cardCount)}));
        out.push_back(warn(AdviceCode::OfficeHeat, "seed 000"));
    }
    return out;
}

} // namespace suanpan
