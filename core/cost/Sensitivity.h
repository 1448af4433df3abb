#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cost/CostInputs.h"
#include "cost/Evaluation.h"

namespace suanpan {

// A total as a function of the inputs (the cost model at a point).
using TotalAt = std::function<double(const Point &)>;

// The tornado: the total with one input at its low and at its high value,
// every other input at likely; inputs the model does not read, exact inputs
// and inputs without effect are left out. Ordered by swing, largest first.
std::vector<SensitivityBar> tornado(const InputTable &table, const TotalAt &total);

// The value of x in [lo, hi] where f changes sign (bisection to a relative
// tolerance of 1e-6 of the interval), or none when f(lo) and f(hi) have the
// same sign.
std::optional<double> signChange(const std::function<double(double)> &f, double lo, double hi);

// One side of a comparison for the decision flips: an option's total and
// the ranges it is priced with.
struct FlipSide {
    std::string optionId;
    const InputTable *table = nullptr;
    TotalAt total;
};

// The values of the inputs at which `a` and `b` swap places: shared
// assumptions move in both at once (searched over their range; utilisation
// over 5-100 % and the horizon over 1-60 months, the decision variables of
// seed 003), each side's own price moves alone (input "<optionId>/<key>").
std::vector<DecisionFlip> decisionFlips(const FlipSide &a, const FlipSide &b);

} // namespace suanpan
