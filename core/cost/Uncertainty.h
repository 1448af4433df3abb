#pragma once

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "model/Range.h"

namespace suanpan {

// The building blocks of the Monte Carlo ranges (evaluate() with
// EvaluateSettings::samples > 0): every ranged input is a triangular
// distribution on [low, high] with its mode at likely, and its draws come
// from a counter-based generator, so the value of one input in draw d is the
// same whoever asks and in whatever order -- draws are shared across options
// and a report is reproduced by its seed alone.

// Triangular distribution from a low / likely / high range. An exact range
// (low == high) is the point itself.
double triangularQuantile(const Range &r, double u);

// triangularQuantile with the range's differences computed once: the same
// operations on the same values per draw, so the same bits (the Monte Carlo
// draws call it tens of times per draw; inline for them).
class Triangular final
{
public:
    Triangular() = default;
    explicit Triangular(const Range &r)
        : m_low(r.low), m_likely(r.likely), m_high(r.high), m_width(r.high - r.low),
          m_below(r.likely - r.low), m_above(r.high - r.likely),
          m_split(m_width > 0.0 ? m_below / m_width : 0.0)
    {
    }
    // Both sides are computed and one is picked without a branch: u is
    // random, so a branch on it is mispredicted about every other draw,
    // which cost more than the sqrt (issue 34). Each side is the same
    // operations as before, so the same bits.
    double quantile(double u) const
    {
        if (!(m_width > 0.0))
            return m_likely;
        const bool below = u < m_split;
        const double root =
            std::sqrt(pick(below, u * m_width * m_below, (1.0 - u) * m_width * m_above));
        return pick(below, m_low + root, m_high - root);
    }
    // quantile() of each of n uniforms (a block of draws), in place: the
    // same bits, several lanes per instruction.
    void quantiles(double *u, size_t n) const;

private:
    static double pick(bool first, double a, double b)
    {
        const std::uint64_t mask = std::uint64_t(0) - std::uint64_t(first);
        return std::bit_cast<double>((std::bit_cast<std::uint64_t>(a) & mask) |
                                     (std::bit_cast<std::uint64_t>(b) & ~mask));
    }

    double m_low = 0.0, m_likely = 0.0, m_high = 0.0;
    double m_width = 0.0, m_below = 0.0, m_above = 0.0, m_split = 0.0;
};
double triangularCdf(const Range &r, double x);
double triangularMean(const Range &r);
double triangularVariance(const Range &r);

// Standard normal: cdf and its inverse (Acklam's rational approximation,
// relative error < 1.2e-9), for correlated draws through a Gaussian copula.
double normalCdf(double z);
double normalQuantile(double p);

// A stream of uniform numbers in (0, 1): one per draw, fixed by (seed, name).
class UniformStream final
{
public:
    UniformStream() = default;
    UniformStream(std::uint64_t seed, std::string_view name);
    // Inline: tens of calls per draw.
    double at(std::uint64_t draw) const
    {
        // 53 random bits, shifted by half a step: never exactly 0 or 1.
        const std::uint64_t bits = mix(m_key + draw * 0xd1b54a32d192ed03ULL) >> 11;
        return (double(bits) + 0.5) * 0x1.0p-53;
    }

    // SplitMix64 (Steele, Lea and Flood 2014): a bijective mix of a 64-bit
    // counter, good enough for Monte Carlo and trivially reproducible.
    static std::uint64_t mix(std::uint64_t x)
    {
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }

private:
    std::uint64_t m_key = 0;
};

// A draw correlated with a common stream: u = Phi(sqrt(rho) z_common +
// sqrt(1 - rho) z_own), so two streams sharing `common` have (Gaussian)
// correlation rho, and each stays uniform.
double correlatedUniform(double uCommon, double uOwn, double rho);
// The same for each of n lanes (a block of draws): uOwn[j] becomes
// correlatedUniform(uCommon[j], uOwn[j], rho), bit for bit.
void correlatedUniforms(const double *uCommon, double *uOwn, size_t n, double rho);

// Summary of a sampled figure.
struct Percentiles {
    double p10 = 0.0;
    double p50 = 0.0;
    double p90 = 0.0;
    double mean = 0.0;

    bool operator==(const Percentiles &) const = default;
};

// Nearest-rank percentiles of `values`, which stay in their order (empty
// gives zeros). The mean is summed in the values' order.
Percentiles percentilesOf(std::span<const double> values);

// P10, P50 and P90 as a shown range (low, likely, high), without the mean.
Range rangeOf(std::span<const double> values);

// `count` + 1 evenly spaced quantiles (0, 1/count, ..., 1) of `values`
// (sorts them): the distribution curve a chart draws.
std::vector<double> quantilesOf(std::vector<double> &values, int count);

// The percentiles and the 101 quantiles 0..100 % at once, from one sort of
// a copy; the mean summed in ascending order. `values` stay in their order.
Percentiles distributionOf(std::span<const double> values, std::vector<double> &quantiles);

} // namespace suanpan
