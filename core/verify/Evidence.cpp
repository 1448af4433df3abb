#include "Evidence.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <tuple>

#include "cost/CostInputs.h"
#include "cost/Evaluation.h"
#include "estimate/JobSizing.h"
#include "util/Utf8.h"
#include "verify/AcceptanceItems.h"

namespace suanpan {

namespace {

bool blank(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    });
}

std::string baseName(std::string name)
{
    const std::size_t slash = name.find_last_of("/\\");
    return slash == std::string::npos ? name : name.substr(slash + 1);
}

const Option *findOption(const Project &project, const std::string &id)
{
    for (const Option &o : project.options)
        if (o.id == id)
            return &o;
    return nullptr;
}

// The project with one option: its pairs price exactly as in the whole
// project (an option's costs depend on its own workloads only), at a fraction
// of the work.
Project withOnly(const Project &project, const Option &option)
{
    Project out = project;
    out.options = {option};
    out.evidence.clear();
    return out;
}

EvidencePlan planFor(const Project &project, const Catalog &catalog, const Evaluation &ev,
                     const Option *option)
{
    EvidencePlan plan;
    if (!option)
        return plan;
    const Catalog merged = catalog.withProject(project);
    int tensorParallel = 1;
    std::optional<Range> mfu;
    for (const PairResult &pair : ev.pairs) {
        if (pair.optionId != option->id)
            continue;
        tensorParallel = std::max(tensorParallel, pair.layout.tensorParallel);
        if (!pair.training || plan.run)
            continue;
        mfu = pair.training->mfu;
        const auto w = std::find_if(project.workloads.begin(), project.workloads.end(),
                                    [&](const Workload &x) { return x.id == pair.workloadId; });
        if (w == project.workloads.end() || !(w->trainingTokens > 0.0))
            continue;
        // The plan's model FLOPs per token as 6 x "params": a log's MFU then
        // counts attention and a frozen base (LoRA) exactly as the plan does.
        TrainingRunSpec run;
        run.cards = pair.training->cards;
        run.peakFlopsPerCard = pair.training->peak.flops;
        run.params = pair.training->modelFlops / (6.0 * w->trainingTokens);
        plan.run = run;
    }
    plan.expectations = expectationsFor(*option, merged, tensorParallel, mfu);
    return plan;
}

using Facts = std::vector<std::pair<FactCode, double>>;
using F = FactCode;

Facts iperfFacts(const Iperf3Facts &f)
{
    Facts out;
    if (const auto bps = f.bitsPerSecond())
        out.emplace_back(F::GbitPerS, *bps / 1e9);
    if (f.retransmits)
        out.emplace_back(F::Retransmits, static_cast<double>(*f.retransmits));
    out.emplace_back(F::Streams, f.streams);
    out.emplace_back(F::DurationS, f.durationSeconds);
    return out;
}

Facts smiFacts(const NvidiaSmiFacts &f)
{
    Facts out{{F::Gpus, static_cast<double>(f.gpus.size())}};
    std::optional<double> minDraw;
    std::optional<double> minLimit;
    for (const GpuFacts &g : f.gpus) {
        if (g.powerDrawWatts)
            minDraw = std::min(minDraw.value_or(*g.powerDrawWatts), *g.powerDrawWatts);
        if (g.powerLimitWatts)
            minLimit = std::min(minLimit.value_or(*g.powerLimitWatts), *g.powerLimitWatts);
    }
    if (minDraw)
        out.emplace_back(F::MinPowerDrawW, *minDraw);
    if (minLimit)
        out.emplace_back(F::MinPowerLimitW, *minLimit);
    return out;
}

Facts topoFacts(const TopologyFacts &f)
{
    const double pairs = f.gpuCount * (f.gpuCount - 1) / 2.0;
    return {{F::Gpus, f.gpuCount},
            {F::GpuPairs, pairs},
            {F::NvlinkPairs, pairs - static_cast<double>(f.pairsWithoutNvlink().size())}};
}

Facts scalingFacts(const ScalingFacts &f)
{
    return {{F::ScalingEfficiency, f.overallEfficiency},
            {F::WorstStepEfficiency, f.worstStepEfficiency},
            {F::MaxCards, f.points.empty() ? 0.0 : f.points.back().cards}};
}

Facts trainingFacts(const TrainingLogFacts &f)
{
    Facts out{{F::Steps, f.steps},
              {F::StepSeconds, f.medianStepSeconds},
              {F::TokensPerSecond, f.tokensPerSecond},
              {F::StepSecondsCv, f.stepSecondsCv}};
    if (f.mfu)
        out.emplace_back(F::Mfu, *f.mfu);
    return out;
}

template <class Facts, class Parsed, class Check>
Result<EvidenceCheck> checked(const Result<Parsed> &parsed, Facts toFacts, Check check)
{
    if (!parsed.ok())
        return parsed.error();
    return EvidenceCheck{check(parsed.value()), toFacts(parsed.value())};
}

std::optional<double> factOf(const EvidenceCheck &check, FactCode code)
{
    for (const auto &[c, v] : check.facts)
        if (c == code)
            return v;
    return std::nullopt;
}

// A record whose numbers are impossible or prove nothing must not stand in
// for the plan's assumptions.
bool trustworthy(const EvidenceCheck &check)
{
    return std::none_of(check.findings.begin(), check.findings.end(), [](const Finding &f) {
        return f.code == FindingCode::Impossible || f.code == FindingCode::Unprovable;
    });
}

// --- plan vs measured -------------------------------------------------------

// The option's facility with the measured bandwidth between nodes, as a
// project catalog entry (it shadows the catalog's; the project holds only
// this option, so no other option sees it).
void substituteNetwork(Project &project, const Catalog &catalog, const Option &option,
                       double gbitPerS)
{
    auto &own = project.userCatalog.facilities;
    const auto it = std::find_if(own.begin(), own.end(),
                                 [&](const Facility &f) { return f.id == option.facilityId; });
    if (it != own.end()) {
        it->network.gbitPerS = gbitPerS;
        return;
    }
    if (const Facility *f = catalog.findFacility(option.facilityId)) {
        own.push_back(*f);
        own.back().network.gbitPerS = gbitPerS;
    }
}

void setMfu(Project &project, const Range &mfu)
{
    for (Assumption &a : project.assumptions)
        if (a.key == "mfu") {
            a.value = mfu;
            return;
        }
    Assumption a;
    a.key = "mfu";
    a.value = mfu;
    a.unit = "fraction";
    a.provenance = {"measured", "", Confidence::High};
    project.assumptions.push_back(a);
}

bool usableFraction(std::optional<double> v)
{
    return v && *v > 0.0 && *v <= 1.0;
}

Range clampedMfu(Range r)
{
    const auto clamp = [](double v) { return std::clamp(v, 1e-6, 1.0); };
    return {clamp(r.low), clamp(r.likely), clamp(r.high)};
}

// The end-to-end MFU a training pair runs at with the measured facts, or none
// when the engine's own inputs (the substituted network) already carry them.
// A measured MFU is end-to-end: it replaces the plan's. A measured scaling
// efficiency replaces the modelled one inside the plan's MFU (base x
// scaling). A measured network under a user-given MFU changes the scaling the
// engine models at that bandwidth, and the user's MFU with it.
std::optional<Range> measuredMfuFor(const PairResult &planned, const PairResult *atNetwork,
                                    const MeasuredFacts &facts)
{
    if (!planned.training)
        return std::nullopt;
    // An MFU past what any run reached is refused by checkTraining: not used.
    if (usableFraction(facts.mfu) && *facts.mfu <= kMaxPlausibleMfu)
        return Range::exactly(*facts.mfu);
    const TrainingEstimate &t = *planned.training;
    std::optional<double> scaling;
    if (usableFraction(facts.scalingEfficiency))
        scaling = facts.scalingEfficiency;
    else if (facts.interNodeGbitPerS && t.mfuFromUser && atNetwork && atNetwork->training)
        scaling = atNetwork->training->scalingEfficiency;
    if (!scaling || !(t.scalingEfficiency > 0.0))
        return std::nullopt;
    const double ratio = *scaling / t.scalingEfficiency;
    return clampedMfu({t.mfu.low * ratio, t.mfu.likely * ratio, t.mfu.high * ratio});
}

} // namespace

Result<EvidenceRecord> makeEvidence(EvidenceKind kind, std::string fileName, std::string_view bytes,
                                    std::string optionId, std::string importedUtc)
{
    fileName = baseName(std::move(fileName));
    if (bytes.size() > kMaxEvidenceBytes)
        return Error{ErrorCode::EvidenceTooLarge, fileName, std::to_string(bytes.size())};
    EvidenceRecord r;
    r.text = toValidUtf8(bytes);
    // Each replaced byte grows to three: the cap holds for what is stored.
    if (r.text.size() > kMaxEvidenceBytes)
        return Error{ErrorCode::EvidenceTooLarge, fileName, std::to_string(r.text.size())};
    if (blank(r.text))
        return Error{ErrorCode::EvidenceEmpty, fileName, ""};
    r.kind = kind;
    r.fileName = std::move(fileName);
    r.optionId = std::move(optionId);
    r.importedUtc = std::move(importedUtc);
    return r;
}

std::string nextEvidenceId(const std::vector<EvidenceRecord> &evidence)
{
    constexpr std::string_view prefix = "ev-";
    constexpr long long kMax = 1'000'000'000; // far above any project's count: no overflow
    long long highest = 0;
    for (const EvidenceRecord &r : evidence) {
        if (r.id.size() <= prefix.size() || r.id.compare(0, prefix.size(), prefix) != 0)
            continue;
        long long n = 0;
        const char *first = r.id.data() + prefix.size();
        const char *last = r.id.data() + r.id.size();
        const auto [end, ec] = std::from_chars(first, last, n);
        if (ec == std::errc() && end == last && n > 0 && n < kMax)
            highest = std::max(highest, n);
    }
    for (long long n = highest + 1;; ++n) {
        std::string id = std::string(prefix) + std::to_string(n);
        if (std::none_of(evidence.begin(), evidence.end(),
                         [&id](const EvidenceRecord &r) { return r.id == id; }))
            return id;
    }
}

std::string defaultItemFor(EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::Iperf3:
        return std::string(acceptance::kIperf3);
    case EvidenceKind::NvidiaSmi:
    case EvidenceKind::NvidiaSmiQ:
        return std::string(acceptance::kNvidiaSmi);
    case EvidenceKind::Topo:
        return std::string(acceptance::kTopology);
    case EvidenceKind::Scaling:
        return std::string(acceptance::kScaling);
    case EvidenceKind::TrainingLog:
        return std::string(acceptance::kTraining);
    case EvidenceKind::Document:
    case EvidenceKind::Photo:
    case EvidenceKind::Note:
        break;
    }
    return {};
}

EvidencePlan evidencePlanFor(const Project &project, const Catalog &catalog,
                             const Evaluation &planned, const std::string &optionId)
{
    return planFor(project, catalog, planned, findOption(project, optionId));
}

EvidencePlan evidencePlanFor(const Project &project, const Catalog &catalog,
                             const std::string &optionId)
{
    const Option *option = findOption(project, optionId);
    if (!option)
        return {};
    return planFor(project, catalog, evaluatePlan(withOnly(project, *option), catalog), option);
}

Result<EvidenceCheck> checkEvidence(const EvidenceRecord &record, const EvidencePlan &plan,
                                    const std::vector<Card> &cards)
{
    const PlanExpectations &e = plan.expectations;
    switch (record.kind) {
    case EvidenceKind::Iperf3:
        return checked(parseIperf3Json(record.text), iperfFacts,
                       [&](const Iperf3Facts &f) { return checkNetwork(f, e); });
    case EvidenceKind::NvidiaSmi:
    case EvidenceKind::NvidiaSmiQ:
        return checked(parseNvidiaSmi(record.text), smiFacts, [&](const NvidiaSmiFacts &f) {
            std::vector<Finding> out = checkGpus(f, e, cards);
            const auto power = checkPowerUnderLoad(f, e);
            out.insert(out.end(), power.begin(), power.end());
            return out;
        });
    case EvidenceKind::Topo:
        return checked(parseTopology(record.text), topoFacts,
                       [&](const TopologyFacts &f) { return checkTopology(f, e); });
    case EvidenceKind::Scaling:
        return checked(parseScalingTable(record.text), scalingFacts,
                       [](const ScalingFacts &f) { return checkScaling(f); });
    case EvidenceKind::TrainingLog:
        return checked(parseTrainingLog(record.text, plan.run.value_or(TrainingRunSpec{})),
                       trainingFacts,
                       [&](const TrainingLogFacts &f) { return checkTraining(f, e); });
    case EvidenceKind::Document:
    case EvidenceKind::Photo:
    case EvidenceKind::Note:
        break;
    }
    return EvidenceCheck{};
}

Result<EvidenceCheck> checkEvidence(const EvidenceRecord &record, const Project &project,
                                    const Catalog &catalog, const Evaluation &planned)
{
    return checkEvidence(record, evidencePlanFor(project, catalog, planned, record.optionId),
                         catalog.withProject(project).cards);
}

Result<EvidenceCheck> checkEvidence(const EvidenceRecord &record, const Project &project,
                                    const Catalog &catalog)
{
    return checkEvidence(record, evidencePlanFor(project, catalog, record.optionId),
                         catalog.withProject(project).cards);
}

MeasuredFacts measuredFacts(const Project &project, const Catalog &catalog,
                            const Evaluation &planned, const std::string &optionId)
{
    const Option *option = findOption(project, optionId);
    // Latest first: ISO 8601 times sort as text; among equal times the later import.
    std::vector<const EvidenceRecord *> records;
    for (auto it = project.evidence.rbegin(); it != project.evidence.rend(); ++it)
        if (it->optionId == optionId)
            records.push_back(&*it);
    std::stable_sort(records.begin(), records.end(),
                     [](const EvidenceRecord *a, const EvidenceRecord *b) {
                         return a->importedUtc > b->importedUtc;
                     });
    std::optional<EvidencePlan> plan;
    const std::vector<Card> cards = catalog.withProject(project).cards;
    bool bandwidthFailed = false;
    // The latest record of a kind that yields the fact: a broken re-import
    // does not erase an earlier good measurement.
    const auto first = [&](EvidenceKind kind, FactCode code) -> std::optional<double> {
        for (const EvidenceRecord *r : records) {
            if (r->kind != kind)
                continue;
            if (!plan)
                plan = planFor(project, catalog, planned, option);
            const auto check = checkEvidence(*r, *plan, cards);
            if (!check.ok() || !trustworthy(check.value()))
                continue;
            if (const auto v = factOf(check.value(), code)) {
                for (const Finding &f : check.value().findings)
                    if (f.code == FindingCode::NetworkBandwidth && !f.passed)
                        bandwidthFailed = true;
                return v;
            }
        }
        return std::nullopt;
    };
    MeasuredFacts facts;
    facts.mfu = first(EvidenceKind::TrainingLog, FactCode::Mfu);
    facts.scalingEfficiency = first(EvidenceKind::Scaling, FactCode::ScalingEfficiency);
    facts.interNodeGbitPerS = first(EvidenceKind::Iperf3, FactCode::GbitPerS);
    facts.bandwidthCheckFailed = bandwidthFailed;
    return facts;
}

MeasuredFacts measuredFacts(const Project &project, const Catalog &catalog,
                            const std::string &optionId)
{
    const Option *option = findOption(project, optionId);
    if (!option)
        return measuredFacts(project, catalog, Evaluation{}, optionId);
    return measuredFacts(project, catalog, evaluatePlan(withOnly(project, *option), catalog),
                         optionId);
}

namespace {

// The likely value and corners of a pair's figure, alike for a sampled plan
// and an unsampled what-if (PlanVsMeasured's ranges): evaluate() keeps them
// in worstBest whether or not it drew.
Range cornersOfTotal(const PairResult &p)
{
    return p.worstBest;
}

Range cornersOfHours(const PairResult &p)
{
    return p.worstBestHours;
}

// The likely wall seconds of a training workload sized on the option's card
// and count in `project` (its facility's network, its assumptions), with
// `layout` forced; none when it cannot be sized so.
std::optional<double> wallSecondsWith(const Project &project, const Catalog &catalog,
                                      const Option &option, const Workload &workload,
                                      const ParallelLayout &layout)
{
    const CatalogView merged(catalog, project);
    const Card *card = merged.findCard(option.cardId);
    const Facility *facility = merged.findFacility(option.facilityId);
    if (!card || !facility)
        return std::nullopt;
    SizingTarget target;
    target.card = card;
    target.cards = layout.cards();
    target.network = facility->network;
    target.layout = layout;
    const JobSizing sizing = sizeJob(workload, target, sizingAssumptions(merged, project));
    if (!sizing.ok() || !sizing.fits || !sizing.train || !(sizing.train->wallSeconds.likely > 0.0))
        return std::nullopt;
    return sizing.train->wallSeconds.likely;
}

} // namespace

std::vector<PlanVsMeasured> planVsMeasured(const Project &project, const Catalog &catalog,
                                           const Evaluation &planned, const std::string &optionId,
                                           const MeasuredFacts &facts)
{
    std::vector<PlanVsMeasured> out;
    const Option *option = findOption(project, optionId);
    if (!option)
        return out;
    const bool network = facts.interNodeGbitPerS && *facts.interNodeGbitPerS > 0.0 &&
                         std::isfinite(*facts.interNodeGbitPerS);
    const bool anyFact = network || facts.mfu || facts.scalingEfficiency;
    const Project single = anyFact ? withOnly(project, *option) : Project{};
    Project measured = single;
    if (network)
        substituteNetwork(measured, catalog, *option, *facts.interNodeGbitPerS);
    // The plan is the caller's; the what-ifs alone are evaluated.
    std::optional<Evaluation> atNetworkOwn;
    if (network)
        atNetworkOwn = evaluatePlan(measured, catalog);
    const Evaluation &atNetwork = atNetworkOwn ? *atNetworkOwn : planned;
    // One evaluation per distinct MFU (a measured MFU is one for all jobs),
    // with the project it was made of (the planned layout is sized in it).
    std::map<std::tuple<double, double, double>, std::pair<Project, Evaluation>> byMfu;
    const auto evaluationAt = [&](const Range &mfu) -> const std::pair<Project, Evaluation> & {
        const auto key = std::make_tuple(mfu.low, mfu.likely, mfu.high);
        auto it = byMfu.find(key);
        if (it == byMfu.end()) {
            Project p = measured;
            setMfu(p, mfu);
            Evaluation ev = evaluatePlan(p, catalog);
            it = byMfu.emplace(key, std::make_pair(std::move(p), std::move(ev))).first;
        }
        return it->second;
    };
    for (const Workload &w : project.workloads) {
        const PairResult *plan = planned.pair(w.id, optionId);
        if (!plan)
            continue;
        const PairResult *atNet = atNetwork.pair(w.id, optionId);
        const auto mfu = anyFact ? measuredMfuFor(*plan, atNet, facts) : std::nullopt;
        const Project *measuredProject = network ? &measured : nullptr;
        const PairResult *m = atNet;
        if (mfu) {
            const auto &[p, ev] = evaluationAt(*mfu);
            m = ev.pair(w.id, optionId);
            measuredProject = &p;
        }
        if (!m)
            continue;
        if (!plan->priced || !m->priced) {
            out.push_back({w.id, optionId, false, {}, {}, {}, {}, {}, {}, {}, facts});
            continue;
        }
        PlanVsMeasured row{w.id,
                           optionId,
                           true,
                           cornersOfHours(*plan),
                           cornersOfHours(*m),
                           cornersOfTotal(*plan),
                           cornersOfTotal(*m),
                           plan->layout,
                           m->layout,
                           std::nullopt,
                           facts};
        // The layout the plan chose, kept with the measured facts: how much
        // the engine's new choice saved.
        if (layoutChanged(row) && plan->training && measuredProject) {
            const auto before = wallSecondsWith(project, catalog, *option, w, plan->layout);
            const auto after = wallSecondsWith(*measuredProject, catalog, *option, w, plan->layout);
            if (before && after)
                row.plannedLayoutSlowdown = *after / *before - 1.0;
        }
        out.push_back(std::move(row));
    }
    return out;
}

std::vector<PlanVsMeasured> planVsMeasured(const Project &project, const Catalog &catalog,
                                           const std::string &optionId, const MeasuredFacts &facts)
{
    const Option *option = findOption(project, optionId);
    if (!option)
        return {};
    return planVsMeasured(project, catalog, evaluatePlan(withOnly(project, *option), catalog),
                          optionId, facts);
}

Evaluation evaluatePlan(const Project &project, const Catalog &catalog)
{
    EvaluateSettings settings;
    settings.sensitivity = false;
    settings.explain = false;
    settings.samples = 0;
    return evaluate(project, catalog, settings);
}

} // namespace suanpan
