#include "JsonOut.h"

#include "model/Enums.h"

namespace suanpan::cli {

nlohmann::json layoutJson(const ParallelLayout &l)
{
    return {{"tp", l.tensorParallel},      {"pp", l.pipelineParallel},
            {"dp", l.dataParallel},        {"zero", l.zeroStage},
            {"micro_batch", l.microBatch}, {"recompute", toCode(l.recompute)},
            {"cards", l.cards()}};
}

} // namespace suanpan::cli
