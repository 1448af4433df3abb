#include "Uncertainty.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>

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

// Doubles as unsigned keys in the same order (negative: all bits flipped;
// positive: the sign bit set), spread over buckets by their highest bits
// that differ between the smallest and the largest. Sorting and selecting
// with them cost about the instructions of std::sort and std::nth_element
// but without their unpredictable branches: several times faster for the
// draws (issue 34).
class KeyBuckets final
{
public:
    static constexpr std::uint64_t kSign = std::uint64_t(1) << 63;
    static double valueOf(std::uint64_t key)
    {
        return std::bit_cast<double>(key ^ (((key >> 63) - 1) | kSign));
    }

    // About n / `perBucket` buckets (at least 2).
    KeyBuckets(const std::vector<double> &values, size_t perBucket) : m_keys(values.size())
    {
        for (size_t i = 0; i < values.size(); ++i) {
            const std::uint64_t u = std::bit_cast<std::uint64_t>(values[i]);
            const std::uint64_t key = u ^ ((std::uint64_t(0) - (u >> 63)) | kSign);
            m_keys[i] = key;
            m_low = std::min(m_low, key);
            m_high = std::max(m_high, key);
        }
        const int bits = std::max(1, int(std::bit_width(values.size() / perBucket)) - 1);
        m_shift = std::max(0, int(std::bit_width(m_high - m_low)) - bits);
        m_start.assign((size_t(1) << bits) + 1, 0);
        for (const std::uint64_t key : m_keys)
            ++m_start[of(key) + 1];
        std::partial_sum(m_start.begin(), m_start.end(), m_start.begin());
    }
    // In the values' order.
    const std::vector<std::uint64_t> &keys() const { return m_keys; }
    bool allEqual() const { return m_low == m_high; }
    size_t of(std::uint64_t key) const { return size_t((key - m_low) >> m_shift); }
    size_t count() const { return m_start.size() - 1; }
    // Where bucket b starts in sorted order (start(count()) = n).
    size_t start(size_t b) const { return m_start[b]; }
    // The bucket holding sorted rank r.
    size_t holding(size_t r) const
    {
        return size_t(std::upper_bound(m_start.begin(), m_start.end(), std::uint32_t(r)) -
                      m_start.begin()) -
               1;
    }

private:
    std::vector<std::uint64_t> m_keys;
    std::uint64_t m_low = ~std::uint64_t(0), m_high = 0;
    int m_shift = 0;
    std::vector<std::uint32_t> m_start;
};

// From this many values on, sorting and selecting go through KeyBuckets.
bool bucketed(size_t n)
{
    return n >= 256 && n <= std::numeric_limits<std::uint32_t>::max();
}

// Sorts ascending: the same order as std::sort (values compared as
// numbers; equal values are interchangeable).
void sortAscending(std::vector<double> &values)
{
    const size_t n = values.size();
    if (!bucketed(n)) {
        std::sort(values.begin(), values.end());
        return;
    }
    const KeyBuckets buckets(values, 2); // a few keys per bucket
    if (buckets.allEqual())
        return;
    std::vector<std::uint32_t> next(buckets.count());
    for (size_t b = 0; b < next.size(); ++b)
        next[b] = std::uint32_t(buckets.start(b));
    std::vector<std::uint64_t> sorted(n);
    for (const std::uint64_t key : buckets.keys())
        sorted[next[buckets.of(key)]++] = key;
    // Each key is in its bucket now: a large bucket is sorted on its own,
    // then one insertion pass puts the few keys of each small bucket in
    // order (it moves a key only within its bucket).
    constexpr size_t kLargeBucket = 32;
    for (size_t b = 0; b < buckets.count(); ++b)
        if (buckets.start(b + 1) - buckets.start(b) > kLargeBucket)
            std::sort(sorted.begin() + std::ptrdiff_t(buckets.start(b)),
                      sorted.begin() + std::ptrdiff_t(buckets.start(b + 1)));
    for (size_t i = 1; i < n; ++i) {
        const std::uint64_t key = sorted[i];
        size_t j = i;
        for (; j > 0 && sorted[j - 1] > key; --j)
            sorted[j] = sorted[j - 1];
        sorted[j] = key;
    }
    for (size_t i = 0; i < n; ++i)
        values[i] = KeyBuckets::valueOf(sorted[i]);
}

// The values at sorted ranks `ranks` (as std::nth_element would put there),
// without reordering `values`: only the buckets holding them are sorted.
template <size_t N>
std::array<double, N> atRanks(const std::vector<double> &values, const std::array<size_t, N> &ranks)
{
    std::array<double, N> out{};
    const KeyBuckets buckets(values, 16); // a selection in each bucket needed
    if (buckets.allEqual()) {
        out.fill(values.front());
        return out;
    }
    std::array<size_t, N> bucket{};
    for (size_t i = 0; i < N; ++i)
        bucket[i] = buckets.holding(ranks[i]);
    std::array<std::vector<std::uint64_t>, N> members;
    for (const std::uint64_t key : buckets.keys()) {
        const size_t b = buckets.of(key);
        for (size_t i = 0; i < N; ++i)
            if (b == bucket[i]) {
                members[i].push_back(key);
                break; // ranks in one bucket share the first one's members
            }
    }
    for (size_t i = 0; i < N; ++i) {
        size_t owner = 0; // the first rank in this bucket: its members
        while (bucket[owner] != bucket[i])
            ++owner;
        std::vector<std::uint64_t> &m = members[owner];
        const auto at = m.begin() + std::ptrdiff_t(ranks[i] - buckets.start(bucket[i]));
        std::nth_element(m.begin(), at, m.end());
        out[i] = KeyBuckets::valueOf(*at);
    }
    return out;
}

size_t rankOf(double q, size_t n)
{
    return size_t(std::lround(q * double(n - 1)));
}

} // namespace

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

double normalQuantile(double p)
{
    // Acklam (2003), coefficients of the rational approximations.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double kLow = 0.02425;
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
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
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

Percentiles percentilesOf(std::vector<double> &values)
{
    Percentiles out;
    const size_t n = values.size();
    if (n == 0)
        return out;
    out.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(n);
    if (bucketed(n)) {
        const auto [p10, p50, p90] =
            atRanks<3>(values, {rankOf(0.1, n), rankOf(0.5, n), rankOf(0.9, n)});
        out.p10 = p10;
        out.p50 = p50;
        out.p90 = p90;
        return out;
    }
    // Median first, then each tail within its own half.
    const auto mid = values.begin() + std::ptrdiff_t(rankOf(0.5, n));
    std::nth_element(values.begin(), mid, values.end());
    out.p50 = *mid;
    const auto lo = values.begin() + std::ptrdiff_t(rankOf(0.1, n));
    std::nth_element(values.begin(), lo, mid);
    out.p10 = *lo;
    const auto hi = values.begin() + std::ptrdiff_t(rankOf(0.9, n));
    if (hi != mid)
        std::nth_element(mid + 1, hi, values.end());
    out.p90 = *hi;
    return out;
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

Percentiles distributionOf(std::vector<double> &values, std::vector<double> &quantiles)
{
    Percentiles out;
    const size_t n = values.size();
    quantiles = quantilesOf(values, 100); // sorts: the percentiles are read off
    if (n == 0)
        return out;
    out.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(n);
    out.p10 = values[rankOf(0.1, n)];
    out.p50 = values[rankOf(0.5, n)];
    out.p90 = values[rankOf(0.9, n)];
    return out;
}

} // namespace suanpan
