#include "Uncertainty.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

#include "util/Lanes.h"

namespace suanpan {

namespace {

std::uint64_t splitmix(std::uint64_t x)
{
    return UniformStream::mix(x);
}

// FNV-1a: a stable hash of a stream's name (std::hash may differ between
// builds, which would change a report's numbers).
std::uint64_t fnv1a(std::string_view s)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

// Buffers the sorts and selections reuse, one set per thread: the draws'
// publication orders about 60 arrays, and fresh buffers cost their zeroing
// and page faults (a tenth of the draws' time, issue 34). Kept up to
// kKeptValues values; larger ones are released after use.
struct OrderScratch {
    std::vector<std::uint64_t> keys, sorted;
    std::vector<std::uint32_t> start, next;
    std::array<std::vector<std::uint64_t>, 3> members;
    std::vector<std::uint8_t> which;
    std::vector<double> small; // a copy std::sort or std::nth_element may reorder
};

constexpr size_t kKeptValues = size_t(1) << 17; // up to 3 MB in all

class ScratchUse final
{
public:
    ScratchUse() : m_scratch(instance()) {}
    ~ScratchUse()
    {
        if (m_scratch.keys.size() > kKeptValues) // `small` holds fewer than 256
            m_scratch = {};
    }
    ScratchUse(const ScratchUse &) = delete;
    ScratchUse &operator=(const ScratchUse &) = delete;
    OrderScratch &get() const { return m_scratch; }

private:
    static OrderScratch &instance()
    {
        thread_local OrderScratch scratch;
        return scratch;
    }
    OrderScratch &m_scratch;
};

// At least n elements, the first n of them overwritten by the caller: a
// reused buffer is not zeroed again.
template <class T> T *atLeast(std::vector<T> &buffer, size_t n)
{
    if (buffer.size() < n)
        buffer.resize(n);
    return buffer.data();
}

// Doubles as unsigned keys in the same order: negative, all bits flipped;
// positive, the sign bit set.
constexpr std::uint64_t kSignBit = std::uint64_t(1) << 63;
std::uint64_t keyOf(double value)
{
    const std::uint64_t u = std::bit_cast<std::uint64_t>(value);
    return u ^ ((std::uint64_t(0) - (u >> 63)) | kSignBit);
}
double valueOf(std::uint64_t key)
{
    return std::bit_cast<double>(key ^ (((key >> 63) - 1) | kSignBit));
}

// The keys of values[0, n), n > 0, and bounds of them, `low` <= every key <=
// `high` (the least and the greatest, but for zeros: -0.0 and +0.0 compare
// equal and have two keys). Eight lanes at a time, for the vectoriser.
SUANPAN_WIDE_LANES void keysOf(const double *values, size_t n, std::uint64_t *keys,
                               std::uint64_t &low, std::uint64_t &high)
{
    constexpr size_t kChunk = 8;
    std::array<double, kChunk> least, most;
    least.fill(values[0]);
    most.fill(values[0]);
    std::array<std::uint64_t, kChunk> unordered{}; // NaNs seen
    size_t j = 0;
    for (; j + kChunk <= n; j += kChunk)
        for (size_t k = 0; k < kChunk; ++k) {
            const double v = values[j + k];
            keys[j + k] = keyOf(v);
            least[k] = std::min(least[k], v);
            most[k] = std::max(most[k], v);
            unordered[k] += v != v;
        }
    for (; j < n; ++j) {
        const double v = values[j];
        keys[j] = keyOf(v);
        least[0] = std::min(least[0], v);
        most[0] = std::max(most[0], v);
        unordered[0] += v != v;
    }
    if (std::accumulate(unordered.begin(), unordered.end(), std::uint64_t(0)) > 0) {
        low = *std::min_element(keys, keys + n); // NaNs have keys beyond the infinities
        high = *std::max_element(keys, keys + n);
        return;
    }
    const double lo = *std::min_element(least.begin(), least.end());
    const double hi = *std::max_element(most.begin(), most.end());
    low = keyOf(lo == 0.0 ? -0.0 : lo);
    high = keyOf(hi == 0.0 ? 0.0 : hi);
}

// Doubles as keys (keyOf), spread over buckets by their highest bits that
// differ between the smallest and the largest. Sorting and selecting
// with them cost about the instructions of std::sort and std::nth_element
// but without their unpredictable branches: several times faster for the
// draws (issue 34).
class KeyBuckets final
{
public:
    // About n / `perBucket` buckets (at least 2), in the scratch's keys and
    // starts.
    KeyBuckets(std::span<const double> values, size_t perBucket, OrderScratch &scratch)
        : m_n(values.size()), m_keys(atLeast(scratch.keys, m_n))
    {
        keysOf(values.data(), m_n, m_keys, m_low, m_high);
        const int bits = std::max(1, int(std::bit_width(m_n / perBucket)) - 1);
        m_shift = std::max(0, int(std::bit_width(m_high - m_low)) - bits);
        m_count = size_t(1) << bits;
        m_start = atLeast(scratch.start, m_count + 1);
        std::fill_n(m_start, m_count + 1, 0u);
        for (size_t i = 0; i < m_n; ++i)
            ++m_start[of(m_keys[i]) + 1];
        std::partial_sum(m_start, m_start + m_count + 1, m_start);
    }
    // In the values' order.
    const std::uint64_t *keys() const { return m_keys; }
    size_t size() const { return m_n; }
    bool allEqual() const { return m_low == m_high; }
    size_t of(std::uint64_t key) const { return size_t((key - m_low) >> m_shift); }
    size_t count() const { return m_count; }
    // Where bucket b starts in sorted order (start(count()) = n).
    size_t start(size_t b) const { return m_start[b]; }
    // The bucket holding sorted rank r.
    size_t holding(size_t r) const
    {
        return size_t(std::upper_bound(m_start, m_start + m_count + 1, std::uint32_t(r)) -
                      m_start) -
               1;
    }

private:
    size_t m_n;
    std::uint64_t *m_keys;
    std::uint64_t m_low = ~std::uint64_t(0), m_high = 0;
    int m_shift = 0;
    size_t m_count = 0;
    std::uint32_t *m_start = nullptr;
};

// From this many values on, sorting and selecting go through KeyBuckets.
bool bucketed(size_t n)
{
    return n >= 256 && n <= std::numeric_limits<std::uint32_t>::max();
}

// The keys of `values` in ascending order (the order of std::sort: values
// compared as numbers; equal values are interchangeable), in the scratch.
const std::uint64_t *sortedKeys(std::span<const double> values, OrderScratch &scratch)
{
    const size_t n = values.size();
    const KeyBuckets buckets(values, 1, scratch); // about one key per bucket
    if (buckets.allEqual())
        return buckets.keys();
    std::uint32_t *next = atLeast(scratch.next, buckets.count());
    for (size_t b = 0; b < buckets.count(); ++b)
        next[b] = std::uint32_t(buckets.start(b));
    std::uint64_t *sorted = atLeast(scratch.sorted, n);
    for (size_t i = 0; i < n; ++i) {
        const std::uint64_t key = buckets.keys()[i];
        sorted[next[buckets.of(key)]++] = key;
    }
    // Each key is in its bucket now: a large bucket is sorted on its own,
    // then one insertion pass puts the few keys of each small bucket in
    // order (it moves a key only within its bucket).
    constexpr size_t kLargeBucket = 32;
    for (size_t b = 0; b < buckets.count(); ++b)
        if (buckets.start(b + 1) - buckets.start(b) > kLargeBucket)
            std::sort(sorted + buckets.start(b), sorted + buckets.start(b + 1));
    // First one bubble pass without a branch: the greater of each
    // neighbouring pair moves on. It leaves a bucket of two in order, and
    // the insertion pass fewer keys to move (each move mispredicts).
    std::uint64_t carried = sorted[0];
    for (size_t i = 1; i < n; ++i) {
        const std::uint64_t key = sorted[i];
        const std::uint64_t swap = (carried ^ key) & (std::uint64_t(0) - (key < carried));
        sorted[i - 1] = carried ^ swap; // the lesser
        carried = key ^ swap;           // the greater
    }
    sorted[n - 1] = carried;
    for (size_t i = 1; i < n; ++i) {
        const std::uint64_t key = sorted[i];
        size_t j = i;
        for (; j > 0 && sorted[j - 1] > key; --j)
            sorted[j] = sorted[j - 1];
        sorted[j] = key;
    }
    return sorted;
}

// Sorts ascending, as std::sort does.
void sortAscending(std::vector<double> &values)
{
    if (!bucketed(values.size())) {
        std::sort(values.begin(), values.end());
        return;
    }
    ScratchUse scratch;
    const std::uint64_t *sorted = sortedKeys(values, scratch.get());
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = valueOf(sorted[i]);
}

// The values at sorted ranks `ranks` (as std::nth_element would put there),
// without reordering `values`: only the buckets holding them are sorted.
template <size_t N>
std::array<double, N> atRanks(std::span<const double> values, const std::array<size_t, N> &ranks,
                              OrderScratch &scratch)
{
    static_assert(N <= std::tuple_size_v<decltype(scratch.members)> && N < 256);
    std::array<double, N> out{};
    const KeyBuckets buckets(values, 16, scratch); // a selection in each bucket needed
    if (buckets.allEqual()) {
        out.fill(values.front());
        return out;
    }
    std::array<size_t, N> bucket{};
    for (size_t i = 0; i < N; ++i)
        bucket[i] = buckets.holding(ranks[i]);
    // The first rank in each bucket gathers the bucket's keys: `which`
    // names it (0: a bucket no rank is in), one look-up per key.
    std::uint8_t *which = atLeast(scratch.which, buckets.count());
    std::fill_n(which, buckets.count(), std::uint8_t(0));
    std::array<size_t, N> owner{};
    std::array<std::uint64_t *, N> members{};
    std::array<size_t, N> filled{};
    for (size_t i = 0; i < N; ++i) {
        while (bucket[owner[i]] != bucket[i])
            ++owner[i];
        if (owner[i] == i) {
            which[bucket[i]] = std::uint8_t(i + 1);
            const size_t size = buckets.start(bucket[i] + 1) - buckets.start(bucket[i]);
            members[i] = atLeast(scratch.members[i], size);
        }
    }
    for (size_t k = 0; k < buckets.size(); ++k) {
        const std::uint64_t key = buckets.keys()[k];
        if (const std::uint8_t w = which[buckets.of(key)])
            members[w - 1][filled[w - 1]++] = key;
    }
    for (size_t i = 0; i < N; ++i) {
        std::uint64_t *m = members[owner[i]];
        std::uint64_t *at = m + (ranks[i] - buckets.start(bucket[i]));
        std::nth_element(m, at, m + filled[owner[i]]);
        out[i] = valueOf(*at);
    }
    return out;
}

size_t rankOf(double q, size_t n)
{
    return size_t(std::lround(q * double(n - 1)));
}

// P10, P50 and P90 of n > 0 values, which stay in their order.
std::array<double, 3> tenFiftyNinety(std::span<const double> values)
{
    const size_t n = values.size();
    ScratchUse scratch;
    if (bucketed(n))
        return atRanks<3>(values, {rankOf(0.1, n), rankOf(0.5, n), rankOf(0.9, n)}, scratch.get());
    std::vector<double> &v = scratch.get().small;
    v.assign(values.begin(), values.end());
    // Median first, then each tail within its own half.
    std::array<double, 3> out{};
    const auto mid = v.begin() + std::ptrdiff_t(rankOf(0.5, n));
    std::nth_element(v.begin(), mid, v.end());
    out[1] = *mid;
    const auto lo = v.begin() + std::ptrdiff_t(rankOf(0.1, n));
    std::nth_element(v.begin(), lo, mid);
    out[0] = *lo;
    const auto hi = v.begin() + std::ptrdiff_t(rankOf(0.9, n));
    if (hi != mid)
        std::nth_element(mid + 1, hi, v.end());
    out[2] = *hi;
    return out;
}

} // namespace

SUANPAN_WIDE_LANES void Triangular::quantiles(double *u, size_t n) const
{
    if (!(m_width > 0.0)) {
        std::fill_n(u, n, m_likely);
        return;
    }
    // quantile()'s operations, both sides computed and one picked, eight
    // lanes at a time: a loop the vectoriser takes at -O2. The members are
    // copied first: u might alias them, as far as the compiler knows.
    const double split = m_split, low = m_low, high = m_high;
    const double width = m_width, below = m_below, above = m_above;
    constexpr size_t kChunk = 8;
    size_t j = 0;
    for (; j + kChunk <= n; j += kChunk)
        for (size_t k = j; k < j + kChunk; ++k) {
            const bool under = u[k] < split;
            const double root =
                std::sqrt(under ? u[k] * width * below : (1.0 - u[k]) * width * above);
            u[k] = under ? low + root : high - root;
        }
    for (; j < n; ++j)
        u[j] = quantile(u[j]);
}

double triangularQuantile(const Range &r, double u)
{
    return Triangular(r).quantile(u);
}

double triangularCdf(const Range &r, double x)
{
    const double width = r.high - r.low;
    if (!(width > 0.0))
        return x < r.likely ? 0.0 : 1.0;
    if (x <= r.low)
        return 0.0;
    if (x >= r.high)
        return 1.0;
    if (x <= r.likely)
        return (x - r.low) * (x - r.low) / (width * (r.likely - r.low));
    return 1.0 - (r.high - x) * (r.high - x) / (width * (r.high - r.likely));
}

double triangularMean(const Range &r)
{
    return (r.low + r.likely + r.high) / 3.0;
}

double triangularVariance(const Range &r)
{
    const double a = r.low, c = r.likely, b = r.high;
    return (a * a + b * b + c * c - a * b - a * c - b * c) / 18.0;
}

double normalCdf(double z)
{
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

namespace {

// Acklam (2003), coefficients of the rational approximations.
constexpr double kQuantileA[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                 -2.759285104469687e+02, 1.383577518672690e+02,
                                 -3.066479806614716e+01, 2.506628277459239e+00};
constexpr double kQuantileB[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                 -1.556989798598866e+02, 6.680131188771972e+01,
                                 -1.328068155288572e+01};
constexpr double kQuantileC[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                 -2.400758277161838e+00, -2.549732539343734e+00,
                                 4.374664141464968e+00,  2.938163982698783e+00};
constexpr double kQuantileD[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                 2.445134137142996e+00, 3.754408661907416e+00};
constexpr double kQuantileTail = 0.02425; // below it, and above 1 - it: the tails' formula

// The central formula, for p in [kQuantileTail, 1 - kQuantileTail]. Always
// inlined: GCC does not inline it into normalQuantiles()'s clones on its
// own, and a call in a loop is not vectorised.
[[gnu::always_inline]] inline double centralQuantile(double p)
{
    const double *a = kQuantileA, *b = kQuantileB;
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

// normalQuantile of each of n <= 64 lanes into z: the central formula for
// every lane at once (about 95 % of uniform draws are central), then the
// tails' lanes one by one.
SUANPAN_WIDE_LANES void normalQuantiles(const double *__restrict p, double *__restrict z, size_t n)
{
    constexpr size_t kChunk = 8; // a loop the vectoriser takes at -O2
    size_t j = 0;
    for (; j + kChunk <= n; j += kChunk)
        for (size_t k = j; k < j + kChunk; ++k)
            z[k] = centralQuantile(p[k]);
    for (; j < n; ++j)
        z[j] = centralQuantile(p[j]);
    for (size_t j = 0; j < n; ++j)
        if (!(p[j] >= kQuantileTail && p[j] <= 1.0 - kQuantileTail))
            z[j] = normalQuantile(p[j]);
}

} // namespace

double normalQuantile(double p)
{
    const double *c = kQuantileC, *d = kQuantileD;
    constexpr double kLow = kQuantileTail;
    p = std::clamp(p, 1e-300, 1.0 - 1e-16);
    if (p < kLow) {
        const double q = std::sqrt(-2.0 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    if (p > 1.0 - kLow) {
        const double q = std::sqrt(-2.0 * std::log(1.0 - p));
        return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    return centralQuantile(p);
}

UniformStream::UniformStream(std::uint64_t seed, std::string_view name)
    : m_key(splitmix(seed ^ splitmix(fnv1a(name))))
{
}

double correlatedUniform(double uCommon, double uOwn, double rho)
{
    if (rho >= 1.0)
        return uCommon;
    if (rho <= 0.0)
        return uOwn;
    const double z =
        std::sqrt(rho) * normalQuantile(uCommon) + std::sqrt(1.0 - rho) * normalQuantile(uOwn);
    return normalCdf(z);
}

void correlatedUniforms(const double *uCommon, double *uOwn, size_t n, double rho)
{
    if (rho >= 1.0) {
        std::copy_n(uCommon, n, uOwn);
        return;
    }
    if (rho <= 0.0)
        return;
    const double common = std::sqrt(rho), own = std::sqrt(1.0 - rho);
    constexpr size_t kPart = 64;
    std::array<double, kPart> zCommon, zOwn;
    for (size_t part = 0; part < n; part += kPart) {
        const size_t m = std::min(kPart, n - part);
        normalQuantiles(uCommon + part, zCommon.data(), m);
        normalQuantiles(uOwn + part, zOwn.data(), m);
        for (size_t j = 0; j < m; ++j)
            uOwn[part + j] = normalCdf(common * zCommon[j] + own * zOwn[j]);
    }
}

Percentiles percentilesOf(std::span<const double> values)
{
    Percentiles out;
    const size_t n = values.size();
    if (n == 0)
        return out;
    out.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(n);
    const auto [p10, p50, p90] = tenFiftyNinety(values);
    out.p10 = p10;
    out.p50 = p50;
    out.p90 = p90;
    return out;
}

Range rangeOf(std::span<const double> values)
{
    if (values.empty())
        return {};
    const auto [p10, p50, p90] = tenFiftyNinety(values);
    return {p10, p50, p90};
}

std::vector<double> quantilesOf(std::vector<double> &values, int count)
{
    std::vector<double> out;
    if (values.empty() || count < 1)
        return out;
    sortAscending(values);
    out.reserve(size_t(count) + 1);
    for (int i = 0; i <= count; ++i)
        out.push_back(values[rankOf(double(i) / count, values.size())]);
    return out;
}

Percentiles distributionOf(std::span<const double> values, std::vector<double> &quantiles)
{
    constexpr int kQuantiles = 100;
    Percentiles out;
    quantiles.clear();
    const size_t n = values.size();
    if (n == 0)
        return out;
    ScratchUse scratch;
    // The values in ascending order, read through `at`: the mean is summed
    // in that order (as it always was), the quantiles read off.
    double sum = 0.0;
    std::function<double(size_t)> at;
    if (bucketed(n)) {
        const std::uint64_t *sorted = sortedKeys(values, scratch.get());
        for (size_t i = 0; i < n; ++i)
            sum += valueOf(sorted[i]);
        at = [sorted](size_t r) { return valueOf(sorted[r]); };
    } else {
        std::vector<double> &v = scratch.get().small;
        v.assign(values.begin(), values.end());
        std::sort(v.begin(), v.end());
        sum = std::accumulate(v.begin(), v.end(), 0.0);
        at = [&v](size_t r) { return v[r]; };
    }
    out.mean = sum / double(n);
    quantiles.reserve(size_t(kQuantiles) + 1);
    for (int i = 0; i <= kQuantiles; ++i)
        quantiles.push_back(at(rankOf(double(i) / kQuantiles, n)));
    out.p10 = at(rankOf(0.1, n));
    out.p50 = at(rankOf(0.5, n));
    out.p90 = at(rankOf(0.9, n));
    return out;
}

} // namespace suanpan
