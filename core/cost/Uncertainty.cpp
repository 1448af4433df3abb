#include "Uncertainty.h"

#include <algorithm>
#include <cmath>
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
    std::sort(values.begin(), values.end());
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
