#pragma once

#include <string>
#include <vector>

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
    std::string code;
    std::string source;           // "seed 001", "seed 000 step 1", ...
    std::vector<std::string> ids; // catalog card ids the sentence names
    std::vector<double> values;   // figures (hours, fractions, counts)

    bool operator==(const Advice &) const = default;
};

// What the seeds recommend for a workload: card classes, scale tier, billing
// rhythm and interconnect (DOMAIN.md section 1-3).
//   rec.cards.pretraining  ids: card ids      (seed 001)
//   rec.cards.finetune     ids: card ids      (seed 001)
//   rec.cards.inference    ids: card ids      (seed 001)
//   rec.tier.single_node   ~1B-class (7B, 13B): one node, 4-8 cards, >= 160 GB in all (seed 004)
//   rec.tier.multi_node    ~10B-100B-class: multi-node TP + PP, >= 80 GB per card, 400 Gb/s (seed
//   004) rec.tier.platform      100B+: hundreds of cards from a platform (seed 004)
//   rec.billing.long_term  monthly / quarterly / yearly (seed 001)
//   rec.billing.hourly     hourly, release when done (seed 001)
//   rec.billing.elastic    monthly base + elastic scaling (seed 001)
//   rec.network.fast       NVLink inside, IB/RoCE >= 100 Gb/s between nodes (seeds 000, 004)
std::vector<Advice> adviseWorkload(const Workload &workload);

// The seeds' traps for a concrete option (warnings):
//   trap.consumer_card_huge_model  consumer card for a 100B+ model (seed 000 step 1)
//   trap.pcie_tensor_parallel      PCIe-only cards while a layout given by hand uses TP (seed
//                                  004); value: TP
//   rec.pcie_tensor_parallel_chosen  the same when the engine chose that layout: a
//                                  recommendation saying why (the fastest that fits at this
//                                  count); values: TP, scaling efficiency
//   trap.small_card_full_finetune  24 GB cards for a 7B full fine-tune (seed 004 FAQ)
//   trap.spot_long_job             spot instance for a job over 12 h (seed 003); value: hours
//   trap.slow_scaling              scaling efficiency under 75 % (seed 003); value: fraction
//   trap.office_power              more than 4 cards on office sockets (seed 000); value: cards
//   trap.domestic_porting          domestic card: verify operators on a small instance (seed 004)
//   trap.office_heat               office room in summer: throttling above 35 C (seed 000)
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
