#include "ModelMath.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

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

double routedExpertParams(const ModelShape &m)
{
    if (!hasArchitecture(m) || m.experts <= 0)
        return 0.0;
    const bool moe = m.experts > 0;
    const int denseLayers = moe ? std::clamp(m.denseLayers, 0, m.layers) : m.layers;
    const double width = m.moeFfnSize > 0 ? m.moeFfnSize : m.ffnSize;
    return double(m.layers - denseLayers) * m.experts * ffnParams(m, width);
}

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

namespace {

// Published dense decoder shapes (their config.json files): the nearest
// family by size gives the width, heads, KV heads, FFN and vocabulary;
// depth follows from the count beyond 10 % of the family's size.
struct Family {
    const char *name;
    int layers, hidden, heads, kvHeads, ffn, vocab;
    bool gated;
};
constexpr std::array<Family, 11> kFamilies{{
    {"GPT-3 125M", 12, 768, 12, 12, 3072, 50257, false},
    {"GPT-3 350M", 24, 1024, 16, 16, 4096, 50257, false},
    {"GPT-3 760M", 24, 1536, 16, 16, 6144, 50257, false},
    {"Llama 3.2 1B", 16, 2048, 32, 8, 8192, 128256, true},
    {"Llama 3.2 3B", 28, 3072, 24, 8, 8192, 128256, true},
    {"Llama 2 7B", 32, 4096, 32, 32, 11008, 32000, true},
    {"Llama 2 13B", 40, 5120, 40, 40, 13824, 32000, true},
    {"Qwen2.5 32B", 64, 5120, 40, 8, 27648, 152064, true},
    {"Llama 2 70B", 80, 8192, 64, 8, 28672, 32000, true},
    {"GPT-3 175B", 96, 12288, 96, 96, 49152, 50257, false},
    {"Llama 3.1 405B", 126, 16384, 128, 8, 53248, 128256, true},
}};

ModelShape familyShape(const Family &f, int layers)
{
    ModelShape s;
    s.layers = layers;
    s.hiddenSize = f.hidden;
    s.attentionHeads = f.heads;
    s.kvHeads = f.kvHeads;
    s.ffnSize = f.ffn;
    s.vocabSize = f.vocab;
    s.gatedFfn = f.gated;
    return s;
}

ModelShape computeAssumedShape(double params)
{
    const Family *nearest = &kFamilies[0];
    double nearestDistance = 1e300;
    for (const Family &f : kFamilies) {
        const double size = computeModelSizes(familyShape(f, f.layers)).paramsTotal;
        const double distance = std::abs(std::log(params / size));
        if (distance < nearestDistance) {
            nearestDistance = distance;
            nearest = &f;
        }
    }
    // "70B" names a family (Llama 2 70B has 69 B): within 10 % keep its depth.
    if (nearestDistance < std::log(1.1)) {
        ModelShape m = familyShape(*nearest, nearest->layers);
        m.paramsTotal = m.paramsActive = params;
        m.source = std::string("assumed shape of ") + nearest->name;
        return m;
    }
    const double one = computeModelSizes(familyShape(*nearest, 1)).paramsTotal;
    const double perLayer = computeModelSizes(familyShape(*nearest, 2)).paramsTotal - one;
    const double outside = one - perLayer;
    ModelShape m =
        familyShape(*nearest, std::max(1, int(std::lround((params - outside) / perLayer))));
    m.paramsTotal = m.paramsActive = params;
    m.source = std::string("assumed shape of ") + nearest->name;
    return m;
}

} // namespace

ModelShape assumedShape(double params)
{
    if (!(params > 0.0))
        return {};
    // Memory estimates ask for the same count over and over (layout searches).
    thread_local double lastParams = -1.0;
    thread_local ModelShape last;
    if (params != lastParams) {
        last = computeAssumedShape(params);
        lastParams = params;
    }
    return last;
}

} // namespace suanpan
