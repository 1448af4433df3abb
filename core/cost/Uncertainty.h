#pragma once

#include <cmath>
#include <cstdint>
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
    double quantile(double u) const
    {
        if (!(m_width > 0.0))
            return m_likely;
        if (u < m_split)
            return m_low + std::sqrt(u * m_width * m_below);
        return m_high - std::sqrt((1.0 - u) * m_width * m_above);
    }

private:
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

// Summary of a sampled figure.
struct Percentiles {
    double p10 = 0.0;
    double p50 = 0.0;
    double p90 = 0.0;
    double mean = 0.0;

    bool operator==(const Percentiles &) const = default;
};

// May reorder `values` (nearest-rank percentiles; empty gives zeros).
Percentiles percentilesOf(std::vector<double> &values);

// `count` + 1 evenly spaced quantiles (0, 1/count, ..., 1) of `values`
// (sorts them): the distribution curve a chart draws.
std::vector<double> quantilesOf(std::vector<double> &values, int count);

// Both at once (one sort): the percentiles and the 101 quantiles 0..100 %.
Percentiles distributionOf(std::vector<double> &values, std::vector<double> &quantiles);

} // namespace suanpan
