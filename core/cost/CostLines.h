#pragma once

#include <array>
#include <vector>

#include "cost/CostInputs.h"
#include "cost/CostModel.h"
#include "cost/Evaluation.h"

namespace suanpan {

// Cost lines as the UI shows them: each line's CNY range, its formula code
// and the inputs behind it with their sources, so any number can be
// explained without recomputing it. Internal to core/cost.

// The range of a figure over the three corners: min, the likely corner's
// value, max. A single line need not be monotone between the corners
// (rounding to the billing period, for one), so its range spans all three.
Range spread(double lowCorner, double likely, double highCorner);

template <class F> Range across(const std::array<Sheet, 3> &sheets, F figure)
{
    return spread(figure(sheets[0]), figure(sheets[1]), figure(sheets[2]));
}

// Every non-zero line; `explain` fills CostLine::inputs.
std::vector<CostLine> costLines(const std::array<Sheet, 3> &sheets, const InputTable &table,
                                const OptionSetup &setup, const LineMask &enabled, CostView view,
                                bool explain);

} // namespace suanpan
