#pragma once

#include <nlohmann/json.hpp>

#include "cost/Verdict.h"

namespace suanpan::cli {

// The project's verdict (core/cost/Verdict.h) as `evaluate --json` prints it
// under "verdict": per workload the recommended option, the runner-up, the
// chance it beats the runner-up and of being the cheapest (draws, ties
// shared; null without draws), whether it is a toss-up and what decided it,
// the reasons, and what keeps each other option out; the year plan's mix;
// the budget checks of the recommendations together.
nlohmann::json verdictJson(const ProjectVerdict &verdict);

} // namespace suanpan::cli
