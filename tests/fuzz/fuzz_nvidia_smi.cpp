// libFuzzer target: nvidia-smi CSV (with and without a header) and -q text,
// then card matching and the GPU checks on whatever was read.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "verify/CardMatch.h"
#include "verify/Checks.h"
#include "verify/NvidiaSmi.h"

namespace {

void exercise(const suanpan::Result<suanpan::NvidiaSmiFacts> &facts)
{
    using namespace suanpan;
    if (!fuzz::accepted(facts))
        return;
    static const std::vector<Card> empty;
    const std::vector<Card> &cards = builtinCatalog() ? builtinCatalog().value().cards : empty;
    for (const GpuFacts &g : facts.value().gpus)
        (void)matchCardId(g.name, cards, g.memoryBytes);
    PlanExpectations plan;
    plan.cardId = "h800-sxm";
    plan.cardsPerMachine = 8;
    plan.tdpWatts = 700;
    (void)checkGpus(facts.value(), plan, cards);
    (void)checkPowerUnderLoad(facts.value(), plan);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    exercise(parseNvidiaSmiCsv(text));
    exercise(parseNvidiaSmiQuery(text));
    static const std::vector<std::string> fields{
        "index",      "name",        "memory.total",   "persistence_mode",
        "power.draw", "power.limit", "utilization.gpu"};
    exercise(parseNvidiaSmiCsv(text, fields));
    return 0;
}
