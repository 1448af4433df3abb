#include "cost/HourSeries.h"

#include <algorithm>
#include <limits>

namespace suanpan {

HourSeries::HourSeries(std::size_t hours, Cards value) : m_hours(hours)
{
    if (hours > 0)
        m_steps.push_back({0, value});
}

HourSeries::Builder::Builder(std::size_t hours, std::size_t steps) : m_hours(hours)
{
    m_steps.reserve(steps);
}

void HourSeries::Builder::replaceLast(Cards value)
{
    m_steps.back().value = value;
    if (m_steps.size() > 1 && m_steps[m_steps.size() - 2].value == value)
        m_steps.pop_back();
}

void HourSeries::Builder::push(std::size_t t, Cards value)
{
    if (m_steps.empty() && t > 0)
        m_steps.push_back({0, 0}); // 0 until the first value set
    m_steps.push_back({t, value});
}

HourSeries HourSeries::Builder::finish()
{
    HourSeries out;
    out.m_hours = m_hours;
    if (m_hours > 0 && m_steps.empty())
        m_steps.push_back({0, 0});
    out.m_steps = std::move(m_steps);
    return out;
}

std::size_t HourSeries::stepAt(std::size_t t) const
{
    const auto it = std::upper_bound(m_steps.begin(), m_steps.end(), t,
                                     [](std::size_t x, const Step &s) { return x < s.from; });
    return std::size_t(it - m_steps.begin()) - 1;
}

Cards HourSeries::at(std::size_t t) const
{
    return t < m_hours ? m_steps[stepAt(t)].value : 0;
}

void HourSeries::splitAt(std::size_t t)
{
    const std::size_t i = stepAt(t);
    if (m_steps[i].from != t)
        m_steps.insert(m_steps.begin() + std::ptrdiff_t(i) + 1, {t, m_steps[i].value});
}

void HourSeries::merge()
{
    const auto last = std::unique(m_steps.begin(), m_steps.end(),
                                  [](const Step &a, const Step &b) { return a.value == b.value; });
    m_steps.erase(last, m_steps.end());
}

void HourSeries::add(std::size_t from, std::size_t to, Cards delta)
{
    to = std::min(to, m_hours);
    if (from >= to || delta == 0)
        return;
    splitAt(from);
    if (to < m_hours)
        splitAt(to);
    for (std::size_t i = stepAt(from); i < m_steps.size() && m_steps[i].from < to; ++i)
        m_steps[i].value += delta;
    merge();
}

Cards HourSeries::sum(std::size_t from, std::size_t to) const
{
    Cards out = 0;
    forEach(from, to, [&](Cards v, std::size_t n) { out += v * Cards(n); });
    return out;
}

Cards HourSeries::max(std::size_t from, std::size_t to) const
{
    Cards out = std::numeric_limits<Cards>::min();
    forEach(from, to, [&](Cards v, std::size_t) { out = std::max(out, v); });
    return out == std::numeric_limits<Cards>::min() ? 0 : out;
}

Cards HourSeries::min(std::size_t from, std::size_t to) const
{
    Cards out = std::numeric_limits<Cards>::max();
    forEach(from, to, [&](Cards v, std::size_t) { out = std::min(out, v); });
    return out == std::numeric_limits<Cards>::max() ? 0 : out;
}

} // namespace suanpan
