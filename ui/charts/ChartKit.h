#pragma once

#include <cstddef>

#include <functional>
#include <string>
#include <vector>

#include <QColor>
#include <QObject>
#include <QPen>
#include <QPointF>
#include <QString>

#include "charts/Charts.h"
#include "model/Enums.h"
#include "model/Range.h"

class QAbstractAxis;
class QAbstractBarSeries;
class QAbstractSeries;
class QAreaSeries;
class QBarSet;
class QChart;
class QLegendMarker;
class QLineSeries;
class QValueAxis;
class QXYSeries;

// What every chart shares: the colour-blind-safe palette with line styles
// and fill patterns that survive greyscale print, fonts scaled for the
// presentation view, money axes in the UI language's units, and tooltips
// with exact values. Used by the chart builders only.
namespace ChartKit {

// Okabe-Ito palette (Okabe & Ito 2008, "Color Universal Design"), black last.
QColor color(int index);
Qt::PenStyle lineStyle(int index);
Qt::BrushStyle fillPattern(int index); // solid first, then hatches
QPen linePen(int index, double width = 2.5);
// Cumulative cost: rent solid, host dashed, build dash-dotted.
Qt::PenStyle acquisitionStyle(suanpan::Acquisition a);

// A chart with the title, a light theme, localised numbers and fonts scaled.
QChart *newChart(const QString &title, double fontScale);
// Attaches a new axis with its title and scaled fonts.
void addAxis(QChart *chart, QAbstractAxis *axis, Qt::Alignment alignment, const QString &title,
             double fontScale);
void attach(QChart *chart, QAbstractSeries *series, const std::vector<QAbstractAxis *> &axes);
void hideFromLegend(QChart *chart, QAbstractSeries *series);
void hideFromLegend(QChart *chart, QAbstractBarSeries *series, QBarSet *set);
// Whether the marker's series or bar set is hidden from the legend (its own
// visibility also reads false while its chart is in no scene).
bool hiddenFromLegend(QLegendMarker *marker);
void setHiddenFromLegend(QLegendMarker *marker, bool hidden);

// Money axes: values divided into the UI language's unit (wan / yi in
// Chinese, k / M in English) chosen from the largest amount shown.
struct MoneyUnit {
    double divisor = 1.0;
    QString name; // "wan yuan", "M CNY", ...
};
MoneyUnit moneyUnit(double largestAbs);
// "Cost (10k CNY)" in the unit's words.
QString moneyAxisTitle(const MoneyUnit &unit);
// A value axis with nice bounds covering [low, high] (and zero), its labels
// with as many decimals as its tick step needs.
QValueAxis *valueAxis(double low, double high);
// A printf format with the decimals a step between labels needs ("%.1f").
QString labelFormat(double step);

// The area between two lines, which it owns (QAreaSeries does not delete
// the line series it is given).
QAreaSeries *areaBetween(const std::vector<QPointF> &low, const std::vector<QPointF> &high);
// A low-high band (translucent fill, no legend entry) and a likely line.
QAreaSeries *band(const std::vector<QPointF> &low, const std::vector<QPointF> &high,
                  const QColor &color);
QLineSeries *line(const std::vector<QPointF> &points, const QPen &pen, const QString &name);

// The text of a series' or bar set's tooltip, kept in a child object so
// that ChartSync can give the chart on screen the texts of a redrawn one.
class TooltipText final : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    std::function<QString(const QPointF &)> atPoint; // series
    std::function<QString(int index)> atIndex;       // bar sets
};

// Tooltips with exact values while the pointer is over a series or bar.
void tooltip(QXYSeries *series, std::function<QString(const QPointF &)> text);
void tooltip(QAreaSeries *series, std::function<QString(const QPointF &)> text);
void tooltip(QBarSet *set, std::function<QString(int index)> text);

// The option's name in the UI language, or its id.
// A name as a chart shows it: at most 60 characters, cut with an ellipsis.
QString chartName(QString name);
QString optionName(const ChartContext &context, const std::string &optionId);
// A chart title (rich text) with a second line in normal weight.
QString subtitled(const QString &title, const QString &subtitle);
// The chart's title with the context's workload below it.
QString workloadTitle(ChartKind kind, const ChartContext &context);
// The workload's name in the UI language; empty without one.
QString workloadName(const ChartContext &context);
// Sets `title` (plain text) with notes under it in the legend's type, each wrapped to
// lines that fit any chart this app draws (the Trade-offs page at 1280 px,
// a slide): a chart truncates a title line that is too long, and a note that
// says what the lines cover must be read whole, also in an exported image.
void setTitleWithNotes(QChart *chart, const QString &title, const QStringList &notes,
                       double fontScale);
// The notes sit under the legend as an item of the chart, not in its title:
// a changed title lays the whole chart out again (about 5 ms, issue 34),
// and the payback sentences change with most edits. The chart's bottom
// margin keeps room for them, so only a change of their height lays it out.
// Their plain text (tests, exports); empty without notes.
QString chartNotes(const QChart *chart);
// Copies `from`'s notes onto `to` (ChartSync, a chart on screen).
void copyChartNotes(QChart *to, const QChart *from);
// An option's name as a category label beside the plot, on two lines when
// it is too long for the room Qt Charts gives such labels.
QString categoryLabel(const QString &name, double fontScale);
// Breaks the labels of a legend beside the plot onto lines that fit it: Qt
// Charts gives that legend at most 40 % of the chart and cuts a longer label
// with "...", and an option's name with how it is bought often is longer.
void wrapLegendLabels(QChart *chart);
// A legend beside the plot at least as wide as its widest line (wrapped
// labels hold rich text's escapes, which are narrow enough not to matter).
// Qt Charts sized such a legend from its labels as first set: at a slide's
// type it came out narrower than the wrapped lines, which ran past the
// chart's edge ("16x A800 ... Bao'an cab"). Exported documents keep it;
// the pages, which may be small, let Qt elide instead.
void keepLegendWhole(QChart *chart);
// Sets the families of every font of the chart (title, legend, axes, bar
// labels), sizes and weights kept: an exported document's own fonts.
void useFontFamilies(QChart *chart, const QStringList &families);
// The name of a chart that cannot be drawn, with the reason as its text.
QChart *emptyChart(ChartKind kind, const ChartContext &context);
// Throws std::bad_alloc unless kChartHeadroomBytes of address space can
// still be had. Qt Charts does not survive an allocation failing inside it (a
// failed realloc in QObject::connect ended a headless export of the largest
// project under `ulimit -v 700000` in SIGSEGV about one run in two): called
// before a chart is built or painted, it ends the work where the export's and
// the window's out-of-memory handlers word it.
void requireHeadroom();
inline constexpr std::size_t kChartHeadroomBytes = std::size_t(64) << 20;

} // namespace ChartKit
