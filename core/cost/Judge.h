#pragma once

#include <span>
#include <string>
#include <vector>

#include "cost/Verdict.h"

namespace suanpan {

// The verdict's rules (Verdict.h) as one function that evaluate() calls for
// each workload, first on the likely values, then again once the Monte Carlo
// draws are in. Internal to core/cost.

// One option of a workload with what the rules read.
struct Entrant {
    Standing standing;      // priced, breaches, headline cost and time filled in
    bool payPerUse = false; // hourly or spot rent: no commitment
    bool owned = false;     // host or build: bought, delivered after a lead time
    int riskFlags = 0;
    // The pair's total per draw, aligned across a workload's entrants;
    // empty without draws.
    std::span<const double> draws;
};

// What the workload asks for, for the reasons.
struct JudgeGoals {
    bool perRun = true;
    bool deadline = false; // training with a deadline
    bool latency = false;  // serving with a first-token target
};

WorkloadVerdict judge(const std::string &workloadId, const JudgeGoals &goals,
                      std::vector<Entrant> entrants);

} // namespace suanpan
