#include "Checks.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "AcceptanceItems.h"
#include "Address.h"
#include "CardMatch.h"

namespace suanpan {

namespace {

// HGX boards carry 8 cards; so do the usual 4090 boxes at most.
constexpr int kMaxCardsPerMachine = 8;

Finding finding(FindingCode code, std::string_view itemId, AskCode ask)
{
    Finding f;
    f.code = code;
    f.itemId = itemId;
    f.ask = ask;
    return f;
}

std::string text(double v)
{
    return std::to_string(static_cast<long long>(v));
}

// H100, H800, H20, H200: a word that is 'H' followed by a digit.
bool isHSeries(std::string_view name)
{
    for (std::size_t i = 0; i + 1 < name.size(); ++i) {
        const bool wordStart = i == 0 || name[i - 1] == ' ' || name[i - 1] == '-';
        if (wordStart && (name[i] == 'H' || name[i] == 'h') && name[i + 1] >= '0' &&
            name[i + 1] <= '9')
            return true;
    }
    return false;
}

const Card *findCard(const std::vector<Card> &cards, std::string_view id)
{
    for (const Card &c : cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

// A value a measurement can have at all: finite, not negative, not past `bound`.
bool possible(double value, double bound)
{
    return std::isfinite(value) && value >= 0.0 && value <= bound;
}

Finding impossible(std::string_view itemId, FindingReason what, double value, double bound,
                   std::string_view unit)
{
    Finding f = finding(FindingCode::Impossible, itemId, AskCode::Impossible);
    f.measured = std::isfinite(value) ? value : 0.0;
    f.expected = bound;
    f.unit = unit;
    f.reason = what;
    f.params.emplace_back(findingReasonText(what));
    return f;
}

Finding unprovable(std::string_view itemId, FindingReason why)
{
    Finding f = finding(FindingCode::Unprovable, itemId, AskCode::Unprovable);
    f.reason = why;
    f.params.emplace_back(findingReasonText(why));
    return f;
}

// Why an iperf3 run cannot show the bandwidth between two machines.
std::vector<Finding> unprovableNetwork(const Iperf3Facts &iperf, const PlanExpectations &plan)
{
    std::vector<Finding> out;
    // Every stream, both ends: a run whose fourth stream goes to ::1 sums a
    // loopback rate into the total. Each distinct spelling is parsed once
    // (a hostile file may repeat one address thousands of times).
    std::vector<const std::string *> addresses{&iperf.remoteHost};
    for (const Iperf3Facts::Connection &c : iperf.connections)
        addresses.insert(addresses.end(), {&c.remoteAddress, &c.localAddress});
    std::set<std::string_view> seen;
    for (const std::string *host : addresses) {
        if (!seen.insert(*host).second)
            continue;
        if (isLoopbackAddress(*host)) {
            Finding f = unprovable(acceptance::kIperf3, FindingReason::Loopback);
            f.params.push_back(*host);
            out.push_back(std::move(f));
            break;
        }
    }
    if (out.empty())
        for (const Iperf3Facts::Connection &c : iperf.connections)
            if (!c.localAddress.empty() &&
                canonicalAddress(c.localAddress) == canonicalAddress(c.remoteAddress)) {
                Finding f = unprovable(acceptance::kIperf3, FindingReason::SameHost);
                f.params.push_back(c.remoteAddress);
                out.push_back(std::move(f));
                break;
            }
    if (!(iperf.durationSeconds >= kMinIperfSeconds)) {
        Finding f = unprovable(acceptance::kIperf3, FindingReason::ShortRun);
        f.measured = std::isfinite(iperf.durationSeconds) ? iperf.durationSeconds : 0.0;
        f.expected = kMinIperfSeconds;
        f.unit = "seconds";
        out.push_back(std::move(f));
    }
    // A rail-optimised machine has a link per card; a single stream tests one
    // of them at most. (Several streams may still share a link: that is for
    // the provider's engineers to show, not for us to guess.)
    if (plan.linksPerMachine > 1 && iperf.streams <= 1) {
        Finding f = unprovable(acceptance::kIperf3, FindingReason::TooFewStreams);
        f.measured = iperf.streams;
        f.expected = plan.linksPerMachine;
        f.unit = "streams";
        out.push_back(std::move(f));
    }
    return out;
}

// The same physical card listed more than once (one machine's output pasted
// again to show more cards): serials or UUIDs seen twice, in first-seen order.
std::vector<std::string> repeatedIds(const NvidiaSmiFacts &smi)
{
    std::set<std::string> seen;
    std::set<std::string> reported;
    std::vector<std::string> out;
    for (const GpuFacts &g : smi.gpus) {
        for (const std::string *id : {&g.serial, &g.uuid}) {
            if (id->empty())
                continue;
            if (!seen.insert(*id).second && reported.insert(*id).second)
                out.push_back(*id);
        }
    }
    return out;
}

// The cards nvidia-smi lists, each physical card once.
int distinctCards(const NvidiaSmiFacts &smi)
{
    std::set<std::string> ids;
    int anonymous = 0;
    for (const GpuFacts &g : smi.gpus) {
        const std::string &id = !g.uuid.empty() ? g.uuid : g.serial;
        if (id.empty())
            ++anonymous;
        else
            ids.insert(id);
    }
    return anonymous + static_cast<int>(ids.size());
}

// Power readings no card produces; empty when all are possible.
std::vector<Finding> impossiblePower(const NvidiaSmiFacts &smi, const PlanExpectations &plan)
{
    std::vector<Finding> out;
    const double limitBound = plan.tdpWatts > 0.0
                                  ? std::min(kMaxCardWatts, kPowerLimitOverTdp * plan.tdpWatts)
                                  : kMaxCardWatts;
    for (const GpuFacts &g : smi.gpus) {
        if (g.powerLimitWatts && !possible(*g.powerLimitWatts, limitBound)) {
            out.push_back(impossible(acceptance::kPower, FindingReason::PowerLimit,
                                     *g.powerLimitWatts, limitBound, "watts"));
            out.back().params.push_back(std::to_string(g.index));
        }
        const double drawBound = g.powerLimitWatts && possible(*g.powerLimitWatts, limitBound)
                                     ? kPowerOverLimit * *g.powerLimitWatts
                                     : kMaxCardWatts;
        if (g.powerDrawWatts && !possible(*g.powerDrawWatts, drawBound)) {
            out.push_back(impossible(acceptance::kPower, FindingReason::PowerDraw,
                                     *g.powerDrawWatts, drawBound, "watts"));
            out.back().params.push_back(std::to_string(g.index));
        }
        if (out.size() >= 2)
            break; // enough to refuse the readings; a hostile file may hold thousands
    }
    return out;
}

} // namespace

PlanExpectations expectationsFor(const Option &option, const Catalog &catalog, int tensorParallel,
                                 std::optional<Range> mfu)
{
    PlanExpectations plan;
    plan.cardId = option.cardId;
    plan.cardsPerMachine = std::clamp(option.cardCount, 0, kMaxCardsPerMachine);
    plan.tensorParallel = tensorParallel;
    plan.mfu = mfu;
    if (const Card *card = catalog.findCard(option.cardId))
        plan.tdpWatts = card->tdpWatts;
    if (const Facility *facility = catalog.findFacility(option.facilityId)) {
        plan.promisedGbitPerS = facility->network.gbitPerS;
        plan.lineRateGbitPerS = facility->network.gbitPerS;
        plan.linksPerMachine = facility->network.perCard ? std::max(1, plan.cardsPerMachine) : 1;
    }
    return plan;
}

std::vector<Finding> checkGpus(const NvidiaSmiFacts &smi, const PlanExpectations &plan,
                               const std::vector<Card> &cards)
{
    std::vector<Finding> out;
    if (!plan.cardId.empty() && !smi.gpus.empty()) {
        Finding f = finding(FindingCode::CardModel, acceptance::kNvidiaSmi, AskCode::CardModel);
        f.expectedText = plan.cardId;
        f.passed = true;
        std::set<std::string> names;
        for (const GpuFacts &g : smi.gpus) {
            const std::string id = matchCardId(g.name, cards, g.memoryBytes);
            names.insert(g.name);
            if (id != plan.cardId && f.passed) {
                f.passed = false;
                f.measuredText = id;
            }
        }
        if (f.passed)
            f.measuredText = plan.cardId;
        f.params.assign(names.begin(), names.end());
        out.push_back(std::move(f));
    }
    if (const std::vector<std::string> repeated = repeatedIds(smi); !repeated.empty()) {
        Finding f = unprovable(acceptance::kNvidiaSmi, FindingReason::RepeatedSerials);
        f.measured = static_cast<double>(smi.gpus.size());
        f.expected = distinctCards(smi);
        f.unit = "cards";
        constexpr std::size_t kMaxListed = 16;
        for (std::size_t i = 0; i < repeated.size() && i < kMaxListed; ++i)
            f.params.push_back(repeated[i]);
        out.push_back(std::move(f));
    }
    if (plan.cardsPerMachine > 0) {
        Finding f = finding(FindingCode::CardCount, acceptance::kNvidiaSmi, AskCode::CardCount);
        f.measured = distinctCards(smi);
        f.expected = plan.cardsPerMachine;
        f.unit = "cards";
        f.passed = f.measured == f.expected;
        out.push_back(std::move(f));
    }
    const Card *ordered = findCard(cards, plan.cardId);
    const bool hSeries = ordered ? isHSeries(ordered->nameEn)
                                 : std::any_of(smi.gpus.begin(), smi.gpus.end(),
                                               [](const GpuFacts &g) { return isHSeries(g.name); });
    if (hSeries) {
        // seed 001: H-series cards need persistence mode on to run at full speed.
        Finding f =
            finding(FindingCode::PersistenceMode, acceptance::kNvidiaSmi, AskCode::PersistenceMode);
        int known = 0;
        int on = 0;
        for (const GpuFacts &g : smi.gpus) {
            if (!g.persistenceMode)
                continue;
            ++known;
            if (*g.persistenceMode)
                ++on;
            else
                f.params.push_back(std::to_string(g.index));
        }
        if (known > 0) {
            f.measured = on;
            f.expected = known;
            f.unit = "gpus";
            f.passed = on == known;
            out.push_back(std::move(f));
        }
    }
    return out;
}

std::vector<Finding> checkPowerUnderLoad(const NvidiaSmiFacts &smi, const PlanExpectations &plan,
                                         const CheckThresholds &thresholds)
{
    std::vector<Finding> out = impossiblePower(smi, plan);
    if (!out.empty())
        return out;
    double lowestLimit = 0.0;
    bool haveLimit = false;
    Finding load =
        finding(FindingCode::PowerUnderLoad, acceptance::kPower, AskCode::PowerAndCooling);
    load.unit = "watts";
    bool haveDraw = false;
    double tdpSeen = plan.tdpWatts;
    for (const GpuFacts &g : smi.gpus) {
        if (g.powerLimitWatts) {
            lowestLimit =
                haveLimit ? std::min(lowestLimit, *g.powerLimitWatts) : *g.powerLimitWatts;
            haveLimit = true;
        }
    }
    // Without the catalog's TDP the enforced limit is the best stand-in.
    if (tdpSeen <= 0.0 && haveLimit)
        tdpSeen = lowestLimit;
    if (tdpSeen > 0.0) {
        load.reference = tdpSeen;
        load.expected = thresholds.powerShareOfTdp * tdpSeen;
        for (const GpuFacts &g : smi.gpus) {
            if (!g.powerDrawWatts)
                continue;
            load.measured =
                haveDraw ? std::min(load.measured, *g.powerDrawWatts) : *g.powerDrawWatts;
            haveDraw = true;
            if (*g.powerDrawWatts < load.expected)
                load.params.push_back(std::to_string(g.index));
        }
        if (haveDraw) {
            load.passed = load.params.empty();
            out.push_back(std::move(load));
        }
    }
    if (plan.tdpWatts > 0.0 && haveLimit) {
        Finding limit = finding(FindingCode::PowerLimit, acceptance::kPower, AskCode::PowerLimit);
        limit.unit = "watts";
        limit.measured = lowestLimit;
        limit.reference = plan.tdpWatts;
        limit.expected = thresholds.powerLimitShareOfTdp * plan.tdpWatts;
        limit.passed = limit.measured >= limit.expected;
        for (const GpuFacts &g : smi.gpus)
            if (g.powerLimitWatts && *g.powerLimitWatts < limit.expected)
                limit.params.push_back(std::to_string(g.index));
        out.push_back(std::move(limit));
    }
    return out;
}

std::vector<Finding> checkTopology(const TopologyFacts &topo, const PlanExpectations &plan)
{
    std::vector<Finding> out;
    // seed 004: PCIe between cards while the plan splits layers across them
    // (tensor parallel) -> ask for another machine.
    if (plan.tensorParallel <= 1 || topo.gpuCount < 2)
        return out;
    Finding f = finding(FindingCode::NvlinkAllPairs, acceptance::kTopology, AskCode::NvlinkMachine);
    const std::vector<std::pair<int, int>> missing = topo.pairsWithoutNvlink();
    const int pairs = topo.gpuCount * (topo.gpuCount - 1) / 2;
    f.measured = pairs - static_cast<int>(missing.size());
    f.expected = pairs;
    f.unit = "pairs";
    f.passed = missing.empty();
    // Enough to name the problem; a 1024-GPU hostile matrix must not produce
    // half a million strings.
    constexpr std::size_t kMaxListed = 64;
    for (std::size_t i = 0; i < missing.size() && i < kMaxListed; ++i)
        f.params.push_back(std::to_string(missing[i].first) + "-" +
                           std::to_string(missing[i].second));
    out.push_back(std::move(f));
    return out;
}

std::vector<Finding> checkNetwork(const Iperf3Facts &iperf, const PlanExpectations &plan,
                                  const CheckThresholds &thresholds)
{
    std::vector<Finding> out;
    const std::optional<double> bps = iperf.bitsPerSecond();
    if (!bps)
        return out;
    // One TCP (or UDP, SCTP) stream runs over one link: the streams can use
    // at most as many links as there are streams, each at its line rate. A
    // promise given by hand (above the catalog's line rate) raises the
    // rate of a link.
    const int links = std::max(1, plan.linksPerMachine);
    const int usable = iperf.streams > 0 ? std::min(links, iperf.streams) : links;
    const double perLink = std::max(plan.lineRateGbitPerS, plan.promisedGbitPerS / links);
    const double bound = plan.lineRateGbitPerS > 0.0 ? perLink * usable : kMaxNicGbitPerMachine;
    if (!possible(*bps / 1e9, bound)) {
        out.push_back(impossible(acceptance::kIperf3, FindingReason::Bandwidth, *bps / 1e9, bound,
                                 "gbit_per_s"));
        return out;
    }
    // Nor can any one stream outrun its link (1 497 Gb/s in one stream
    // beside three slow ones passed the total's bound).
    if (plan.lineRateGbitPerS > 0.0 && iperf.fastestStreamBitsPerSecond &&
        !possible(*iperf.fastestStreamBitsPerSecond / 1e9, perLink)) {
        out.push_back(impossible(acceptance::kIperf3, FindingReason::Bandwidth,
                                 *iperf.fastestStreamBitsPerSecond / 1e9, perLink, "gbit_per_s"));
        return out;
    }
    out = unprovableNetwork(iperf, plan);
    if (!out.empty() || plan.promisedGbitPerS <= 0.0)
        return out;
    Finding f =
        finding(FindingCode::NetworkBandwidth, acceptance::kIperf3, AskCode::NetworkBandwidth);
    f.unit = "gbit_per_s";
    f.measured = *bps / 1e9;
    f.reference = plan.promisedGbitPerS;
    f.expected = thresholds.networkShareOfPromise * plan.promisedGbitPerS;
    f.passed = f.measured >= f.expected;
    f.params.push_back(iperf.protocol);
    f.params.push_back(std::to_string(iperf.streams));
    out.push_back(std::move(f));
    return out;
}

std::vector<Finding> checkScaling(const ScalingFacts &scaling, const CheckThresholds &thresholds)
{
    std::vector<Finding> out;
    if (scaling.points.size() < 2)
        return out;
    Finding f =
        finding(FindingCode::ScalingEfficiency, acceptance::kScaling, AskCode::ScalingInterconnect);
    f.unit = "fraction";
    f.measured = scaling.overallEfficiency;
    f.expected = thresholds.scalingFloor;
    f.reference = 1.0;
    f.passed = f.measured >= f.expected;
    f.params.push_back(std::to_string(scaling.points.front().cards));
    f.params.push_back(std::to_string(scaling.points.back().cards));
    f.params.push_back(std::to_string(scaling.worstStepCards));
    out.push_back(std::move(f));
    return out;
}

std::vector<Finding> checkTraining(const TrainingLogFacts &log, const PlanExpectations &plan)
{
    std::vector<Finding> out;
    // MFU is the share of the card's peak the run used: past what any
    // published run reached (kMaxPlausibleMfu) the log, the card or the
    // model size is not what the plan says.
    if (log.mfu && !possible(*log.mfu, kMaxPlausibleMfu)) {
        out.push_back(impossible(acceptance::kTraining, FindingReason::Mfu, *log.mfu,
                                 kMaxPlausibleMfu, "fraction"));
        return out;
    }
    if (!log.mfu || !plan.mfu)
        return out;
    Finding f = finding(FindingCode::Mfu, acceptance::kTraining, AskCode::FrameworkSupport);
    f.unit = "fraction";
    f.measured = *log.mfu;
    f.expected = plan.mfu->low;
    f.reference = plan.mfu->likely;
    f.passed = f.measured >= f.expected;
    // Steps, then the cards MFU was measured on and where that count came
    // from ("log": the log's cards column; "plan": the option's cluster).
    f.params.push_back(text(log.steps));
    f.params.push_back(text(log.cards));
    f.reason = log.cardsFromLog ? FindingReason::CardsFromLog : FindingReason::CardsFromPlan;
    f.params.emplace_back(findingReasonText(f.reason));
    out.push_back(std::move(f));
    return out;
}

CheckStatus suggestedStatus(const std::vector<Finding> &findings, std::string_view itemId)
{
    bool any = false;
    for (const Finding &f : findings) {
        if (f.itemId != itemId)
            continue;
        if (!f.passed)
            return CheckStatus::Fail;
        any = true;
    }
    return any ? CheckStatus::Pass : CheckStatus::NotChecked;
}

bool evidences(const Finding &finding, const ChecklistItem &item)
{
    if (finding.itemId == item.id)
        return true;
    return std::any_of(item.provenBy.begin(), item.provenBy.end(), [&](const ProvenBy &link) {
        return link.item == finding.itemId &&
               (link.codes.empty() ||
                std::find(link.codes.begin(), link.codes.end(), finding.code) != link.codes.end());
    });
}

CheckStatus suggestedStatus(const std::vector<Finding> &findings, const ChecklistItem &item)
{
    bool any = false;
    for (const Finding &f : findings) {
        if (!evidences(f, item))
            continue;
        if (!f.passed)
            return CheckStatus::Fail;
        any = true;
    }
    return any ? CheckStatus::Pass : CheckStatus::NotChecked;
}

std::vector<std::string> itemsWithSuggestion(const std::vector<Finding> &findings,
                                             const std::vector<ChecklistTemplate> &templates)
{
    std::vector<std::string> out;
    for (const ChecklistTemplate &t : templates)
        for (const ChecklistItem &item : t.items)
            if (suggestedStatus(findings, item) != CheckStatus::NotChecked)
                out.push_back(item.id);
    return out;
}

} // namespace suanpan
