// libFuzzer target: iperf3 -J output must give facts or a coded error, never
// a crash, a hang or a sanitizer report.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzSupport.h"
#include "verify/Checks.h"
#include "verify/Iperf3.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const Result<Iperf3Facts> facts = parseIperf3Json(text);
    if (!fuzz::accepted(facts))
        return 0;
    PlanExpectations plan;
    plan.promisedGbitPerS = 25;
    const std::vector<Finding> findings = checkNetwork(facts.value(), plan);
    if (findings.size() > 1)
        __builtin_trap();
    return 0;
}
