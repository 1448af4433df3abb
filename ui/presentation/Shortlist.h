#pragma once

#include <string>
#include <vector>

#include "cost/Evaluation.h"

namespace suanpan {
struct Project;
} // namespace suanpan

// The options a client meeting looks at -- the options in the comparison,
// among which the project's verdict is made (core/cost/Verdict.h rule 1) --
// and the document's evaluation seen through them. Nothing is evaluated or
// ranked again: every figure, the recommendation and its chances are the
// document's own, so the slides, the report and Compare say the same.
namespace Shortlist {

// The chosen options (Options page, "Chosen"), in project order; all of them
// when none is chosen.
std::vector<std::string> optionIds(const suanpan::Project &project);
// True when `optionIds` leaves some of the project's options out.
bool leavesOut(const suanpan::Project &project, const std::vector<std::string> &optionIds);

// `evaluation` with only the options in `optionIds`: pairs, horizon
// results, break-evens and flips of the others dropped, and their standings
// in each verdict (the verdict is made among the shortlisted options, so
// its recommendation, runner-up and chances stand as they are).
suanpan::Evaluation narrow(const suanpan::Evaluation &evaluation,
                           const std::vector<std::string> &optionIds);

} // namespace Shortlist
