#pragma once

#include "charts/Charts.h"

class QChart;

// One builder per chart (CostCharts.cpp, SizingCharts.cpp); buildChart()
// calls them for available charts only.
namespace ChartBuilders {

QChart *cumulativeCost(const ChartContext &context);
QChart *costBreakdown(const ChartContext &context);
QChart *unitCost(const ChartContext &context);
QChart *tornado(const ChartContext &context);
QChart *costDistribution(const ChartContext &context);
QChart *memory(const ChartContext &context);
QChart *scaling(const ChartContext &context);
QChart *latency(const ChartContext &context);
QChart *demand(const ChartContext &context);     // YearCharts.cpp
QChart *ownedCards(const ChartContext &context); // YearCharts.cpp

} // namespace ChartBuilders
