#pragma once

#include <string>
#include <vector>

#include <QString>
#include <QStringList>

class QChart;

namespace suanpan {
struct Catalog;
struct Evaluation;
struct Portfolio;
struct Project;
struct Tornado;
} // namespace suanpan

// The trade-off charts of an evaluation (issue 5). Qt Charts stays behind
// this header (it is deprecated after Qt 6.10): pages and the presentation
// view ask for a chart by kind and show it; the numbers come from
// ChartData.h, plain series that tests check without a chart.

enum class ChartKind {
    CumulativeCost,
    CostBreakdown,
    UnitCost,
    Memory,
    Scaling,
    Latency,
    Tornado,
    CostDistribution,
    // The year plan (core/cost/Portfolio.h): not about one workload.
    Demand,
    OwnedCards
};

// Charts of the year plan rather than of one workload.
bool isYearChart(ChartKind kind);

// Every kind, in the order pages list them.
const std::vector<ChartKind> &allChartKinds();

struct ChartContext {
    const suanpan::Project *project = nullptr;
    const suanpan::Catalog *catalog = nullptr;
    const suanpan::Evaluation *evaluation = nullptr;
    std::string workloadId;             // the workload the chart is about
    std::vector<std::string> optionIds; // options to show, in order; empty = all in the evaluation
    double fontScale = 1.0;             // 1.6 or so for the presentation view
    // The tornado to draw (a selected option's, core tornadoFor()); null:
    // the evaluation's own for the workload's winner.
    const suanpan::Tornado *tornado = nullptr;
    // The year plan (ProjectDocument::portfolio()); null when there is none.
    const suanpan::Portfolio *portfolio = nullptr;
    // The fonts of every text in the chart, in order; empty: the chart
    // theme's. Exported documents name theirs (PdfFonts::families()), and
    // their legends are kept whole (ChartKit::keepLegendWhole).
    QStringList fontFamilies{};
};

// Whether the chart has something to show for this context (e.g. no Latency
// chart for a training workload, no CumulativeCost without options).
bool chartAvailable(ChartKind kind, const ChartContext &context);
// Why a chart is unavailable, in the UI language; empty when it is available.
QString chartUnavailableReason(ChartKind kind, const ChartContext &context);

// A new chart (the caller owns it); title, axis units and legend in the
// current UI language, tooltips with exact values on hover. Never null: an
// unavailable chart is an empty chart that says why.
QChart *buildChart(ChartKind kind, const ChartContext &context);

QString chartTitle(ChartKind kind); // translated

// A stable name for files and object names: "cumulative-cost", "tornado", ...
QString chartKey(ChartKind kind);
