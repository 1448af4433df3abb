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
    // One bandwidth finding, or the reasons the evidence cannot prove it
    // (several may hold at once: a short run against the same host), none
    // of which passes.
    int bandwidth = 0;
    for (const Finding &f : findings) {
        fuzz::requireFinite(f.measured);
        if (f.code == FindingCode::NetworkBandwidth)
            ++bandwidth;
        else
            fuzz::require(!f.passed);
    }
    fuzz::require(bandwidth <= 1 && (bandwidth == 0 || findings.size() == 1));
    return 0;
}
