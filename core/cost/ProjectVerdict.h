#pragma once

#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "cost/Verdict.h"
#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {

// The project's verdict (Verdict.h ProjectVerdict) from its evaluation and
// its year plan (none, or an error, when the project has no owned option to
// plan): the workloads' verdicts as evaluate() made them, the year plan's
// mix, and the recommended options' cash together against the budgets.
// The year plan's best mix as the verdict states it.
YearMix yearMix(const Portfolio &yearPlan);

ProjectVerdict projectVerdict(const Project &project, const Evaluation &evaluation,
                              const Result<Portfolio> *yearPlan);

} // namespace suanpan
