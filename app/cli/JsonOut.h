#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "estimate/Memory.h"
#include "model/Range.h"

namespace suanpan::cli {

// JSON shapes more than one command prints, so a key means the same thing in
// `estimate` and `evaluate` output.

// JSON never carries NaN or inf (nlohmann would print null): the engine
// guarantees finite results, this is the last guard.
double finite(double v);
// {"low", "likely", "high"}, each finite.
nlohmann::json rangeJson(const Range &r);
// The value (finite), or null when there is none.
nlohmann::json optionalJson(const std::optional<double> &v);

// {"tp", "pp", "dp", "zero", "micro_batch", "recompute", "cards"}
nlohmann::json layoutJson(const ParallelLayout &layout);

} // namespace suanpan::cli
