#pragma once

class QChart;

// Redrawing a chart after an edit without rebuilding it. Putting a new QChart
// into a view costs 5-15 ms (scene items, layout, fonts); changing the series
// and axes of the chart on screen costs a fraction of that and keeps the
// frame within 16 ms (issue 5, tests/bench/bench_charts).
namespace ChartSync {

// Makes `shown` draw what `fresh` draws: points, bar values, names, pens and
// brushes, axis ranges, ticks, titles and categories, legend entries and the
// tooltips' texts. Only when both have the same shape: the same key (see
// setShapeKey), the same series and axes in the same order, each of the same
// type. Returns false and changes nothing otherwise; the caller then shows
// `fresh` instead. `fresh` is left as it was (its tooltips are moved).
bool update(QChart *shown, QChart *fresh);

// What a chart is (kind, language, font scale, available or not): charts
// with different keys are never updated into each other.
void setShapeKey(QChart *chart, const char *kindKey, double fontScale, bool available);

} // namespace ChartSync
