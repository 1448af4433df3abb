#include "ModelMath.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace suanpan {

bool hasArchitecture(const ModelShape &m)
{
    return m.layers > 0 && m.hiddenSize > 0 && m.attentionHeads > 0 && m.ffnSize > 0 &&
           m.vocabSize > 0;
}

int headDim(const ModelShape &m)
{
    if (m.headDim > 0)
        return m.headDim;
    return m.attentionHeads > 0 ? m.hiddenSize / m.attentionHeads : 0;
}

namespace {

int kvHeadsOf(const ModelShape &m)
{
    return m.kvHeads > 0 ? m.kvHeads : m.attentionHeads;
}

// Attention projections of one layer. Standard/GQA: q and o are h x a.d, k
// and v are h x n_kv.d. MLA (DeepSeek-V2 sec. 2.1): low-rank q (optional),
// a joint compressed KV of rank kv_lora plus a decoupled RoPE key, then
// up-projections to all heads.
double attentionParams(const ModelShape &m)
{
    const double h = m.hiddenSize;
    const double a = m.attentionHeads;
    if (m.kvLoraRank > 0) {
        const double rope = m.qkRopeHeadDim;
        const double nope = m.qkNopeHeadDim > 0 ? m.qkNopeHeadDim : headDim(m);
        const double v = m.vHeadDim > 0 ? m.vHeadDim : nope;
        const double qk = nope + rope;
        const double q =
            m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank + m.qLoraRank * a * qk : h * a * qk;
        const double kvDown = h * (m.kvLoraRank + rope) + m.kvLoraRank; // + its RMSNorm
        const double kvUp = m.kvLoraRank * a * (nope + v);
        const double o = a * v * h;
        return q + kvDown + kvUp + o;
    }
    const double d = headDim(m);
    const double kv = kvHeadsOf(m);
    double p = 2.0 * h * a * d + 2.0 * h * kv * d;
    if (m.attentionBias)
        p += a * d + 2.0 * kv * d;
    return p;
}

// SwiGLU FFN: gate, up and down projections; a plain MLP has no gate.
double ffnParams(const ModelShape &m, double width)
{
    return (m.gatedFfn ? 3.0 : 2.0) * m.hiddenSize * width;
}

ModelSizes computeModelSizes(const ModelShape &m)
{
    ModelSizes s;
    if (!hasArchitecture(m)) {
        if (m.paramsTotal > 0.0) {
            const ModelSizes assumed = modelSizes(assumedShape(m.paramsTotal));
            s = assumed;
            s.paramsTotal = m.paramsTotal;
            s.paramsActive = m.paramsActive > 0.0 ? m.paramsActive : m.paramsTotal;
            s.forwardFlopsPerToken = 2.0 * s.paramsActive;
        }
        return s;
    }
    const double h = m.hiddenSize;
    const double attention = attentionParams(m);
    const double norms = 2.0 * h; // two RMSNorms per layer
    const double dense = attention + norms + ffnParams(m, m.ffnSize);
    const bool moe = m.experts > 0;
    const int denseLayers = moe ? std::clamp(m.denseLayers, 0, m.layers) : m.layers;
    const int moeLayers = m.layers - denseLayers;
    const double expertWidth = m.moeFfnSize > 0 ? m.moeFfnSize : m.ffnSize;
    const double expert = ffnParams(m, expertWidth);
    const double router = h * m.experts;
    const double moeTotal = attention + norms + (m.experts + m.sharedExperts) * expert + router;
    const int k = m.expertsPerToken > 0 ? std::min(m.expertsPerToken, m.experts) : m.experts;
    const double moeActive = attention + norms + (k + m.sharedExperts) * expert + router;

    s.embeddingParams = m.vocabSize * h * (m.tiedEmbeddings ? 1.0 : 2.0);
    const double finalNorm = h;
    s.paramsTotal = denseLayers * dense + moeLayers * moeTotal + s.embeddingParams + finalNorm;
    s.paramsActive = denseLayers * dense + moeLayers * moeActive + s.embeddingParams + finalNorm;
    s.kvElementsPerToken = kvBytesPerToken(m, Precision::INT8); // 1 byte = 1 element
    s.forwardFlopsPerToken = 2.0 * s.paramsActive;
    return s;
}

} // namespace

ModelSizes modelSizes(const ModelShape &m)
{
    // Layout and option searches ask for the sizes of one shape thousands of
    // times (memory, FLOPs and MFU of every candidate layout); remember the
    // last answer per thread rather than threading it through every input.
    thread_local ModelShape lastShape;
    thread_local ModelSizes lastSizes;
    thread_local bool known = false;
    if (!known || !(m == lastShape)) {
        lastSizes = computeModelSizes(m);
        lastShape = m;
        known = true;
    }
    return lastSizes;
}

double kvBytesPerToken(const ModelShape &m, Precision kvPrecision, int tensorParallel)
{
    const ModelShape &shape = hasArchitecture(m) ? m : assumedShape(m.paramsTotal);
    if (shape.layers <= 0)
        return 0.0;
    const double bytes = bytesPerValue(kvPrecision);
    if (shape.kvLoraRank > 0)
        return shape.layers * double(shape.kvLoraRank + shape.qkRopeHeadDim) * bytes;
    const int t = std::max(tensorParallel, 1);
    const double kvPerRank = std::max(double(kvHeadsOf(shape)) / t, 1.0);
    return 2.0 * shape.layers * kvPerRank * headDim(shape) * bytes;
}

ModelShape assumedShape(double params)
{
    ModelShape m;
    if (!(params > 0.0))
        return m;
    // (hidden size, heads) along the Llama-2/3 family; depth follows from the count.
    struct Width {
        double upToParams;
        int hidden;
        int heads;
    };
    static constexpr std::array<Width, 7> widths{{{1.5e9, 2048, 16},
                                                  {4e9, 3072, 24},
                                                  {10e9, 4096, 32},
                                                  {20e9, 5120, 40},
                                                  {45e9, 6656, 52},
                                                  {150e9, 8192, 64},
                                                  {1e30, 16384, 128}}};
    const Width w = *std::find_if(widths.begin(), widths.end(),
                                  [params](const Width &x) { return params <= x.upToParams; });
    m.hiddenSize = w.hidden;
    m.attentionHeads = w.heads;
    m.kvHeads = params >= 30e9 ? 8 : w.heads;
    // Llama's SwiGLU width: 8/3 h rounded up to a multiple of 256.
    m.ffnSize = int(std::ceil(8.0 / 3.0 * w.hidden / 256.0) * 256.0);
    m.vocabSize = 32000;
    m.layers = 1;
    const double perLayer = modelSizes(m).paramsTotal - 2.0 * m.vocabSize * w.hidden - w.hidden;
    const double body = params - 2.0 * m.vocabSize * w.hidden - w.hidden;
    m.layers = std::max(1, int(std::lround(body / perLayer)));
    m.paramsTotal = m.paramsActive = params;
    m.source = "assumed Llama-like shape";
    return m;
}

} // namespace suanpan
