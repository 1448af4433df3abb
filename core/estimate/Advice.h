#pragma once

#include <string>
#include <vector>

#include "estimate/EstimateCodes.h"
#include "model/Card.h"
#include "model/Contract.h"
#include "model/Facility.h"
#include "model/Option.h"
#include "model/Workload.h"

namespace suanpan {

// One recommendation or warning: a stable code the UI words in either
// language, the rule's source, and parameters for the sentence.
struct Advice {
    enum class Kind { Recommendation, Warning };
    Kind kind = Kind::Recommendation;
    AdviceCode code = AdviceCode::CardsPretraining;
    std::string source;           // "seed 001", "seed 000 step 1", ...
    std::vector<std::string> ids; // catalog card ids the sentence names
    std::vector<double> values;   // figures (hours, fractions, counts)

    bool operator==(const Advice &) const = default;
};

// What the seeds recommend for a workload: card classes, scale tier, billing
// rhythm and interconnect (DOMAIN.md section 1-3; AdviceCode, EstimateCodes.h):
//   CardsPretraining / CardsFinetune / CardsInference   ids: card ids (seed 001)
//   TierSingleNode  ~1B-class (7B, 13B): one node, 4-8 cards, >= 160 GB in all (seed 004)
//   TierMultiNode   ~10B-100B-class: multi-node TP + PP, >= 80 GB per card, 400 Gb/s (seed 004)
//   TierPlatform    100B+: hundreds of cards from a platform (seed 004)
//   BillingLongTerm monthly / quarterly / yearly (seed 001)
//   BillingHourly   hourly, release when done (seed 001)
//   BillingElastic  monthly base + elastic scaling (seed 001)
//   NetworkFast     NVLink inside, IB/RoCE >= 100 Gb/s between nodes (seeds 000, 004)
std::vector<Advice> adviseWorkload(const Workload &workload);

// The seeds' traps for a concrete option (warnings):
//   ConsumerCardHugeModel  consumer card for a 100B+ model (seed 000 step 1)
//   PcieTensorParallel     PCIe-only cards while a layout given by hand uses TP (seed 004);
//                          value: TP
//   PcieTensorParallelChosen  the same when the engine chose that layout: a recommendation
//                          saying why (the fastest that fits at this count); values: TP,
//                          scaling efficiency
//   SmallCardFullFinetune  24 GB cards for a 7B full fine-tune (seed 004 FAQ)
//   SpotLongJob            spot instance for a job over 12 h (seed 003); value: hours
//   SlowScaling            scaling efficiency under 75 % (seed 003); value: fraction
//   OfficePower            more than 4 cards on office sockets (seed 000); value: cards
//   DomesticPorting        domestic card: verify operators on a small instance (seed 004)
//   OfficeHeat             office room in summer: throttling above 35 C (seed 000)
struct OptionContext {
    const Card *card = nullptr;
    const Facility *facility = nullptr;
    const Contract *contract = nullptr;
    int tensorParallel = 1;
    bool layoutChosen = true; // the engine chose the layout (false: the user gave it)
    double jobHours = 0.0;    // 0 = unknown
    double scalingEfficiency = 1.0;
};
std::vector<Advice> adviseOption(const Workload &workload, const Option &option,
                                 const OptionContext &context);

} // namespace suanpan
