#include "JsonOut.h"

#include <cmath>

#include "model/Enums.h"

namespace suanpan::cli {

double finite(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

nlohmann::json rangeJson(const Range &r)
{
    return {{"low", finite(r.low)}, {"likely", finite(r.likely)}, {"high", finite(r.high)}};
}

nlohmann::json optionalJson(const std::optional<double> &v)
{
    return v ? nlohmann::json(finite(*v)) : nlohmann::json(nullptr);
}

nlohmann::json layoutJson(const ParallelLayout &l)
{
    return {{"tp", l.tensorParallel},      {"pp", l.pipelineParallel},
            {"dp", l.dataParallel},        {"zero", l.zeroStage},
            {"micro_batch", l.microBatch}, {"recompute", toCode(l.recompute)},
            {"cards", l.cards()}};
}

} // namespace suanpan::cli
