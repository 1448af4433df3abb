// libFuzzer target: nvidia-smi topo -m matrices and the NVLink helpers.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzSupport.h"
#include "verify/Checks.h"
#include "verify/Topology.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const Result<TopologyFacts> topo = parseTopology(text);
    if (!fuzz::accepted(topo))
        return 0;
    const TopologyFacts &t = topo.value();
    if (static_cast<int>(t.matrix.size()) != t.gpuCount)
        __builtin_trap();
    for (const auto &row : t.matrix)
        if (static_cast<int>(row.size()) != t.gpuCount)
            __builtin_trap();
    const bool all = t.allPairsNvlink();
    if (all != t.pairsWithoutNvlink().empty() || (t.minNvlinks() > 0 && !all))
        __builtin_trap();
    PlanExpectations plan;
    plan.tensorParallel = 8;
    (void)checkTopology(t, plan);
    return 0;
}
