#pragma once

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
    double at(std::uint64_t draw) const;

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

// Reorders `values` (nearest-rank percentiles; empty gives zeros).
Percentiles percentilesOf(std::vector<double> &values);

// `count` + 1 evenly spaced quantiles (0, 1/count, ..., 1) of `values`
// (sorts them): the distribution curve a chart draws.
std::vector<double> quantilesOf(std::vector<double> &values, int count);

// Both at once (one sort): the percentiles and the 101 quantiles 0..100 %.
Percentiles distributionOf(std::vector<double> &values, std::vector<double> &quantiles);

} // namespace suanpan
