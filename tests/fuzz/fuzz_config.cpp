// libFuzzer target: a Hugging Face config.json (model import on the Workload
// page and `suanpan-cli estimate --config`). Gives a model shape the sizing
// engine can work with -- counts finite and positive, the workload passes
// validation -- or one coded line.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "estimate/HfConfig.h"
#include "estimate/ModelMath.h"
#include "model/Validation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    const Result<ModelShape> shape = modelShapeFromHfConfig(asText(data, size), "config.json");
    if (!accepted(shape))
        return 0;
    const ModelShape &m = shape.value();
    requireFinite(m.paramsTotal);
    requireFinite(m.paramsActive);
    require(m.paramsTotal > 0 && m.paramsActive > 0 && m.paramsActive <= m.paramsTotal);
    require(m.layers > 0 && m.hiddenSize > 0 && m.attentionHeads > 0 && m.vocabSize > 0);

    // What the sizing engine derives from it first.
    const ModelSizes sizes = modelSizes(m);
    for (const double v : {sizes.paramsTotal, sizes.paramsActive, sizes.embeddingParams,
                           sizes.kvElementsPerToken, sizes.forwardFlopsPerToken})
        require(std::isfinite(v) && v >= 0);
    requireFinite(kvBytesPerToken(m, Precision::BF16));

    Workload w;
    w.id = "w";
    w.name = "fuzz";
    w.model = m;
    for (const ValidationIssue &issue : validate(w))
        require(issue.code < IssueCode::Count);
    return 0;
}
