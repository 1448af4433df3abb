#pragma once

#include <string>
#include <vector>

#include "cost/Evaluation.h"

namespace suanpan {
struct Catalog;
struct Project;
} // namespace suanpan

// The options a client meeting looks at, and the document's evaluation seen
// through them. Nothing is evaluated again: every figure of a shown option is
// the document's own, so the slides and the Compare page show the same
// numbers; only what compares options is narrowed to the shown ones.
namespace Shortlist {

// The chosen options (Options page, "Chosen"), in project order; all of them
// when none is chosen.
std::vector<std::string> optionIds(const suanpan::Project &project);
// True when `optionIds` leaves some of the project's options out.
bool leavesOut(const suanpan::Project &project, const std::vector<std::string> &optionIds);

// `evaluation` with only the options in `optionIds`:
// - pairs and horizon results of the other options are dropped;
// - each workload's ranking is the document's ranking with the others left
//   out (the order stays), and its winner's reasons are those that hold
//   among the shown options (cheapest, only feasible, fastest, meets the
//   deadline or the latency target), as core words them;
// - break-evens and decision flips stay when both of their options are shown;
// - each workload's tornado is its shown winner's: the document's when the
//   winner is the same, else core's tornadoFor() that option (the one
//   figure computed here, by the function the Compare page calls too).
suanpan::Evaluation narrow(const suanpan::Evaluation &evaluation, const suanpan::Project &project,
                           const suanpan::Catalog &catalog,
                           const std::vector<std::string> &optionIds);

} // namespace Shortlist
