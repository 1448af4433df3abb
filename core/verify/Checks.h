#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Checklist.h"
#include "FindingCodes.h"
#include "Iperf3.h"
#include "NvidiaSmi.h"
#include "ScalingTable.h"
#include "Topology.h"
#include "catalog/Catalog.h"
#include "model/Enums.h"
#include "model/Option.h"
#include "model/Range.h"

namespace suanpan {

// One measured fact held against the plan or the provider's promise. The UI
// words it from the codes and numbers, e.g. "measured 7.9 Gb/s, promised
// 25 Gb/s (>= 90 % = 22.5): ask the provider for ...".
//
// Codes (FindingCode below; each with `passed` true or false):
//   check.card_model        measuredText = catalog id found ("" = unknown card;
//                           params = the names nvidia-smi reported), expectedText = ordered id
//   check.card_count        cards seen on the machine vs ordered per machine
//   check.persistence_mode  H-series: GPUs with persistence on vs all (params: GPU indices off)
//   check.nvlink_all_pairs  tensor parallel > 1: GPU pairs with NVLink vs all pairs
//                           (params: pairs without, "0-4")
//   check.network_bandwidth measured vs >= 90 % of the promised Gb/s (reference)
//   check.scaling_efficiency overall efficiency vs >= 80 % of linear
//                           (params: the card count of the worst step)
//   check.power_under_load  weakest GPU's draw vs >= 60 % of TDP (reference)
//                           (params: GPU indices below)
//   check.power_limit       lowest enforced power limit vs >= 90 % of TDP: a capped card
//   check.mfu               measured MFU vs the low end of the plan's MFU (reference = likely)
//   check.impossible        a measurement no hardware can produce (NaN, infinite,
//                           negative, or past a physical bound); never passes.
//                           reason (and params[0], its text) = what: "mfu" (bound kMaxPlausibleMfu,
//                           the best published runs with room to spare), "bandwidth" (gbit_per_s;
//                           bound = the facility's line rate per link x the links the streams can
//                           use: one stream runs over one link; else kMaxNicGbitPerMachine),
//                           "power_draw" (watts; bound = the card's enforced limit
//                           x kPowerOverLimit, else kMaxCardWatts), "power_limit"
//                           (watts; bound = TDP x kPowerLimitOverTdp, else
//                           kMaxCardWatts); params[1] = the GPU index for power.
//                           measured = the value, expected = the bound.
//   check.unprovable        evidence that cannot prove what its item claims;
//                           never passes. reason (and params[0]) = why:
//                           "loopback" (iperf3 server on this machine; params[1] = address),
//                           "same_host" (the same address at both ends; params[1]),
//                           "short_run" (measured = seconds, expected = kMinIperfSeconds),
//                           "too_few_streams" (a single stream where the facility
//                           promises several links per machine; measured = streams,
//                           expected = the links),
//                           "repeated_serials" (one card listed twice; params[1..] =
//                           the repeated serial numbers or UUIDs).
// An impossible or unprovable measurement replaces the finding it would have
// fed (no check.mfu from an MFU of 3.3), so nothing downstream uses it.
// A check without the data it needs (no persistence readings, no promise)
// gives no finding rather than a failure.
struct Finding {
    FindingCode code = FindingCode::CardModel;
    bool passed = false;
    double measured = 0.0;
    double expected = 0.0;    // the bar: passed when measured >= expected (== for counts)
    double reference = 0.0;   // what the bar derives from (promise, TDP, plan); 0 = none
    std::string unit;         // "gbit_per_s", "fraction", "watts", "cards", "pairs", "gpus", ""
    std::string measuredText; // ids when the comparison is not numeric
    std::string expectedText;
    std::vector<std::string> params;
    FindingReason reason = FindingReason::None; // impossible, unprovable, mfu: typed params[0]/[2]
    std::string itemId;                         // the checklist item this evidences
    AskCode ask = AskCode::Impossible; // what to ask the provider if it failed (set either way)

    bool operator==(const Finding &) const = default;
};

// What the plan expects of the delivered machines.
struct PlanExpectations {
    std::string cardId;      // catalog card the option orders
    int cardsPerMachine = 0; // what one nvidia-smi should show; 0 = do not check
    int tensorParallel = 1;
    double promisedGbitPerS = 0; // between nodes; 0 = no promise known
    // The facility's network as built: line rate of one link and the links
    // per machine (rail-optimised clusters: one per card). 0 = unknown.
    double lineRateGbitPerS = 0;
    int linksPerMachine = 1;
    double tdpWatts = 0;      // of the ordered card; 0 = unknown
    std::optional<Range> mfu; // the plan's MFU assumption
};

// Physical bounds no honest measurement crosses.
// MFU of dense BF16 training: the best published runs reach 0.4-0.6 (PaLM
// 540B 0.462, Chowdhery et al. 2022 table 3; MegaScale 175B 0.552 on 12 288
// GPUs, Jiang et al. 2024; Llama 3 405B 0.38-0.43, Dubey et al. 2024 table
// 4). 0.75 leaves room for a small, well-tuned run; beyond it a log is not
// a measurement of what the plan says.
inline constexpr double kMaxPlausibleMfu = 0.75;
// 8 NICs of 800 Gb/s (ConnectX-8) is the most any server carries today.
inline constexpr double kMaxNicGbitPerMachine = 8 * 800.0;
// GB200 boards draw about 1.2 kW per card; 2 kW leaves room for the next one.
inline constexpr double kMaxCardWatts = 2000.0;
// nvidia-smi averages can sit a little over the enforced limit for a moment.
inline constexpr double kPowerOverLimit = 1.1;
// Vendors let the limit be raised little over TDP (H100 SXM: 700 W both).
inline constexpr double kPowerLimitOverTdp = 1.5;
// iperf3's default run is 10 s; under 5 s TCP slow start and buffers decide.
inline constexpr double kMinIperfSeconds = 5.0;

// Defaults with their sources; the UI may override each.
struct CheckThresholds {
    // TCP/IP headers cap iperf3's goodput near 95 % of line rate (1460 of
    // 1538 bytes per frame at MTU 1500); 90 % leaves room for a busy switch.
    double networkShareOfPromise = 0.9;
    double scalingFloor = 0.8;         // seed 001: below 80 % of linear, check NVLink/PCIe
    double powerShareOfTdp = 0.6;      // seed 004: under 60 % of TDP the job does not load it
    double powerLimitShareOfTdp = 0.9; // a limit set well under TDP caps the card
};

// Expectations for an option from the catalog: the card and its TDP, the
// facility's promised network. Machines are assumed to hold at most 8 cards
// (HGX boards and 4090 boxes), so a 16-card option expects 8 per machine.
PlanExpectations expectationsFor(const Option &option, const Catalog &catalog,
                                 int tensorParallel = 1, std::optional<Range> mfu = std::nullopt);

std::vector<Finding> checkGpus(const NvidiaSmiFacts &smi, const PlanExpectations &plan,
                               const std::vector<Card> &cards);
std::vector<Finding> checkPowerUnderLoad(const NvidiaSmiFacts &smi, const PlanExpectations &plan,
                                         const CheckThresholds &thresholds = {});
std::vector<Finding> checkTopology(const TopologyFacts &topo, const PlanExpectations &plan);
std::vector<Finding> checkNetwork(const Iperf3Facts &iperf, const PlanExpectations &plan,
                                  const CheckThresholds &thresholds = {});
std::vector<Finding> checkScaling(const ScalingFacts &scaling,
                                  const CheckThresholds &thresholds = {});
std::vector<Finding> checkTraining(const TrainingLogFacts &log, const PlanExpectations &plan);

// The status findings suggest for a checklist item: Fail if any finding for
// it failed, Pass if all passed, NotChecked if none evidences it.
CheckStatus suggestedStatus(const std::vector<Finding> &findings, std::string_view itemId);

// Whether a finding evidences `item`: it is the item's own, or of an item the
// checklist data says proves this one too (ChecklistItem::provenBy).
bool evidences(const Finding &finding, const ChecklistItem &item);
// suggestedStatus() over every finding that evidences `item`, linked ones included:
// one piece of evidence updates every item it proves.
CheckStatus suggestedStatus(const std::vector<Finding> &findings, const ChecklistItem &item);
// The ids of every item of `templates` the findings suggest a status for
// (Pass or Fail), in the templates' order.
std::vector<std::string> itemsWithSuggestion(const std::vector<Finding> &findings,
                                             const std::vector<ChecklistTemplate> &templates);

} // namespace suanpan
