// libFuzzer target: a training log ("step_time_s,tokens_per_step[,cards]",
// `suanpan-cli verify import training-log` and the Acceptance page) read for
// a complete run description, one without a peak (no MFU), and the largest
// cluster a project allows; then the MFU check. Facts are finite and MFU is
// never negative, or the log is refused in one coded line.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "verify/Checks.h"
#include "verify/ScalingTable.h"

namespace {

void exercise(std::string_view text, const suanpan::TrainingRunSpec &spec)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    const Result<TrainingLogFacts> log = parseTrainingLog(text, spec);
    if (!accepted(log))
        return;
    const TrainingLogFacts &f = log.value();
    require(f.steps >= 1 && f.cards >= 0 && (!f.cardsFromLog || f.cards >= 1));
    for (const double v : {f.medianStepSeconds, f.meanStepSeconds, f.minStepSeconds,
                           f.maxStepSeconds, f.tokensPerStep})
        require(std::isfinite(v) && v > 0);
    require(f.minStepSeconds <= f.medianStepSeconds && f.medianStepSeconds <= f.maxStepSeconds);
    require(std::isfinite(f.stepSecondsCv) && f.stepSecondsCv >= 0);
    require(std::isfinite(f.tokensPerSecond) && f.tokensPerSecond >= 0);
    if (f.mfu)
        require(std::isfinite(*f.mfu) && *f.mfu >= 0);

    PlanExpectations plan;
    plan.mfu = Range{0.3, 0.45, 0.55};
    for (const Finding &finding : checkTraining(f, plan)) {
        require(finding.code < FindingCode::Count);
        if (finding.passed) // an impossible measurement never passes
            requireFinite(finding.measured);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    const std::string_view text = fuzz::asText(data, size);
    exercise(text, {8, 989e12, 7e9});       // 8 x H800 at BF16, a 7B model
    exercise(text, {0, 0, 0});              // nothing known: no MFU
    exercise(text, {16384, 2.25e15, 1e12}); // a very large run
    return 0;
}
