// libFuzzer target: scaling tables and training logs, and their checks.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzSupport.h"
#include "verify/Checks.h"
#include "verify/ScalingTable.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const Result<ScalingFacts> scaling = parseScalingTable(text);
    if (scaling) {
        if (scaling.value().points.size() < 2 || !std::isfinite(scaling.value().overallEfficiency))
            __builtin_trap();
        (void)checkScaling(scaling.value());
    } else {
        fuzz::requireOneLine(scaling.error());
    }
    const Result<TrainingLogFacts> log = parseTrainingLog(text, {8, 989e12, 7e9});
    if (log) {
        const TrainingLogFacts &f = log.value();
        if (f.steps < 1 || !std::isfinite(f.medianStepSeconds) || !std::isfinite(f.stepSecondsCv) ||
            (f.mfu && !std::isfinite(*f.mfu)))
            __builtin_trap();
        PlanExpectations plan;
        plan.mfu = Range{0.3, 0.45, 0.55};
        (void)checkTraining(f, plan);
    } else {
        fuzz::requireOneLine(log.error());
    }
    return 0;
}
