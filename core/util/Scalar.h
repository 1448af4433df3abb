#pragma once

#include <algorithm>
#include <cmath>

namespace suanpan {

// What arithmetic generic over its scalar calls besides + - * / and the
// comparisons (the cost model's compiled draws, cost/CostTape.h): double
// here, the traced scalar's overloads next to it. The semantics of std::min,
// std::max and std::clamp exactly, NaN included (min(a, b) = b < a ? b : a,
// max(a, b) = a < b ? b : a).
inline double vmin(double a, double b)
{
    return std::min(a, b);
}
inline double vmax(double a, double b)
{
    return std::max(a, b);
}
inline double vclamp(double v, double lo, double hi)
{
    return std::clamp(v, lo, hi);
}
inline double vsqrt(double a)
{
    return std::sqrt(a);
}
inline double vceil(double a)
{
    return std::ceil(a);
}
inline double vfloor(double a)
{
    return std::floor(a);
}
// sum += x, for a running sum of lines that starts at +0.0.
inline void addToSum(double &sum, double x)
{
    sum += x;
}
// The value as a plain number for what follows (an integer count): a traced
// value is fixed there by a guard.
inline double settle(double a)
{
    return a;
}

} // namespace suanpan
