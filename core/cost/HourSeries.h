#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace suanpan {

// Cards in use at an hour, summed over workloads and overlapping runs: past
// INT_MAX for 50 schedules of a million cards whose runs overlap.
using Cards = std::int64_t;

// Cards per hour over a calendar of `hours` hours, kept as a step function:
// each step holds its value from its hour up to the next step's. The
// project's work changes a few times a day at most (a serving peak, a run
// starting or ending), so 24 months are a few thousand steps rather than
// 17 520 hours, and the sums and peaks the year plan and Compare read are
// the hour-by-hour ones exactly (whole card-hours, 64-bit).
class HourSeries final
{
public:
    struct Step {
        std::size_t from = 0;
        Cards value = 0;
    };

    HourSeries() = default;
    // `value` at every hour.
    explicit HourSeries(std::size_t hours, Cards value = 0);

    // Builds a series hour by hour, in order: one step per change.
    class Builder final
    {
    public:
        explicit Builder(std::size_t hours, std::size_t steps = 0);
        // The value from hour `t` on (t not below the last one set).
        void set(std::size_t t, Cards value)
        {
            if (t >= m_hours)
                return;
            if (!m_steps.empty() && m_steps.back().from == t)
                replaceLast(value);
            else if (m_steps.empty() ? value != 0 || t == 0 : m_steps.back().value != value)
                push(t, value);
        }
        HourSeries finish();

    private:
        void replaceLast(Cards value);
        void push(std::size_t t, Cards value);

        std::size_t m_hours;
        std::vector<Step> m_steps;
    };

    std::size_t hours() const { return m_hours; }
    const std::vector<Step> &steps() const { return m_steps; }
    Cards at(std::size_t t) const; // 0 outside the calendar

    // Adds `delta` over [from, to), clipped to the calendar.
    void add(std::size_t from, std::size_t to, Cards delta);

    // Over [from, to) clipped to the calendar (an empty range: 0).
    Cards sum(std::size_t from, std::size_t to) const; // card-hours
    Cards max(std::size_t from, std::size_t to) const;
    Cards min(std::size_t from, std::size_t to) const;

    // Calls f(value, hours) for each step's part inside [from, to).
    template <class F> void forEach(std::size_t from, std::size_t to, F f) const
    {
        to = to < m_hours ? to : m_hours;
        if (from >= to)
            return;
        for (std::size_t i = stepAt(from); i < m_steps.size() && m_steps[i].from < to; ++i) {
            const std::size_t a = m_steps[i].from > from ? m_steps[i].from : from;
            const std::size_t b = end(i) < to ? end(i) : to;
            f(m_steps[i].value, b - a);
        }
    }

    // f(a(t), b(t)) at every hour; both on the same calendar.
    template <class F> static HourSeries combine(const HourSeries &a, const HourSeries &b, F f)
    {
        Builder out(a.m_hours, a.m_steps.size() + b.m_steps.size());
        std::size_t i = 0, j = 0;
        while (i < a.m_steps.size() && j < b.m_steps.size()) {
            const std::size_t t =
                a.m_steps[i].from > b.m_steps[j].from ? a.m_steps[i].from : b.m_steps[j].from;
            out.set(t, f(a.m_steps[i].value, b.m_steps[j].value));
            // Advance whichever step ends first (both when they end together).
            const std::size_t ea = a.end(i), eb = b.end(j);
            if (ea <= eb)
                ++i;
            if (eb <= ea)
                ++j;
        }
        return out.finish();
    }

private:
    std::size_t end(std::size_t i) const
    {
        return i + 1 < m_steps.size() ? m_steps[i + 1].from : m_hours;
    }
    std::size_t stepAt(std::size_t t) const; // the step holding hour t (t < hours)
    void splitAt(std::size_t t);             // a step starts at t (t < hours)
    void merge();                            // adjacent steps of one value joined

    std::size_t m_hours = 0;
    std::vector<Step> m_steps; // the first from 0 when hours > 0; `from` strictly rising
};

} // namespace suanpan
