// The money charts: cumulative cost, cost breakdown, unit cost, tornado.
#include <algorithm>
#include <cmath>
#include <limits>

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include "catalog/Catalog.h"
#include "charts/ChartBuilders.h"
#include "charts/ChartData.h"
#include "charts/ChartKit.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/MoneyFormat.h"
#include "i18n/VerdictText.h"

using namespace suanpan;
using namespace ChartKit;

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Charts)

public:
    //: Chart axis: months since the start of the plan
    static QString months() { return tr("Months from start"); }
    //: Legend entry of a cumulative cost line; %1 option, %2 rent / host / build
    static QString optionLine(const QString &option, const QString &acquisition)
    {
        return tr("%1 (%2)").arg(option, acquisition);
    }
    //: Tooltip on the cumulative cost chart; %1 option, %2 month, %3 money range
    static QString atMonth(const QString &option, int month, const QString &cny)
    {
        return tr("%1, month %2: %3").arg(option).arg(month).arg(cny);
    }
    //: Chart note under the title of the cumulative cost chart; %1 is the scope, e.g.
    //: "over 24 months, cards busy 70 %"
    static QString cumulativeScope(const QString &scope)
    {
        return tr("Each option's spend from the start, %1.").arg(scope);
    }
    static QString leftOut(const QStringList &options)
    {
        const bool chinese = QLocale().language() == QLocale::Chinese;
        //: Chart note: options left out of a money chart; %1 a list of "option (why)"
        return tr("Not drawn, not priced for this workload: %1.")
            .arg(options.join(chinese ? QStringLiteral(u"\uff1b") : QStringLiteral("; ")));
    }
    //: An option left out of a money chart and why, e.g. "8x L20 (does not fit)"
    static QString leftOutOption(const QString &option, const QString &why)
    {
        return tr("%1 (%2)").arg(option, why);
    }
    //: Chart note under the title of a per-workload chart; %1 the workload, %2 the scope
    //: ("per run" or "over 24 months, cards busy 70 %")
    static QString workloadScope(const QString &workload, const QString &scope)
    {
        return tr("%1, %2").arg(workload, scope);
    }
    //: Tooltip of a bar segment; %1 option, %2 cost line, %3 money range
    static QString segment(const QString &option, const QString &line, const QString &cny,
                           const QString &total)
    {
        return tr("%1\n%2: %3\nTotal: %4").arg(option, line, cny, total);
    }
    //: Legend: the likely value is drawn, the P10-P90 range of the draws as error bars
    static QString rangeBars() { return tr("P10-P90 range"); }
    //: Distribution chart money axis on a logarithmic scale; %1 the unit, e.g. "10k CNY"
    static QString costLogScale(const QString &unit)
    {
        return tr("Cost (%1, log scale)").arg(unit);
    }
    //: Distribution chart axis: the chance the cost stays at or below an amount
    static QString chanceBelow() { return tr("Chance cost is lower (%)"); }
    //: Distribution chart note; %1 number of draws
    static QString drawsNote(const QString &samples)
    {
        return tr("%1 draws of every ranged input; dots mark P10, P50 and P90.").arg(samples);
    }

    //: Tooltip of a distribution curve; %1 option, %2 percentile (e.g. "P90"), %3 amount
    static QString percentileTip(const QString &option, const QString &percentile,
                                 const QString &amount)
    {
        return tr("%1\n%2: %3").arg(option, percentile, amount);
    }
    //: Unit cost chart axis and legend: CNY per PFLOP-hour of effective (MFU-weighted) compute
    static QString perPflopHour() { return tr("CNY per effective PFLOP-hour"); }
    //: Unit cost chart axis and legend (inference workloads)
    static QString perMillionTokens() { return tr("CNY per million tokens"); }
    //: Tooltip of a unit cost bar; %1 option, %2 measure, %3 range
    static QString unitTip(const QString &option, const QString &what, const QString &value)
    {
        return tr("%1\n%2: %3").arg(option, what, value);
    }
    //: Tornado legend: bar part where the assumption is at its low end
    static QString atLow() { return tr("Input at its low value"); }
    //: Tornado legend: bar part where the assumption is at its high end
    static QString atHigh() { return tr("Input at its high value"); }
    //: Tornado: legend entry of the vertical line at the cost with every input at its
    //: likely value (the amount is written at the line's foot)
    static QString likelyTotal() { return tr("Every input at its likely value"); }
    //: Tornado axis: %1 "Cost per run" or "This workload over 24 months", %2 money unit
    static QString axisTotal(const QString &total, const QString &unit)
    {
        return tr("%1 (%2)").arg(total, unit);
    }
    //: Tornado tooltip; %1 input, %2 its value, %3 "Cost per run" or "This workload over 24
    //: months", %4 that cost at the input's value
    static QString tornadoTip(const QString &input, const QString &value, const QString &total,
                              const QString &amount)
    {
        return tr("%1 at %2\n%3: %4").arg(input, value, total, amount);
    }
    //: Chart subtitle; %1 "Cost per run" or "Total over 24 months", %2 the option, %3 the
    //: scope in words ("per run", "over 24 months, cards busy 70 %")
    static QString tornadoOf(const QString &total, const QString &option)
    {
        return tr("%1 of %2").arg(total, option);
    }
    //: Chart subtitle of a serving workload's tornado, priced over the planning horizon;
    //: %1 "This workload over 24 months", %2 the option
    static QString tornadoOfHorizon(const QString &total, const QString &option)
    {
        return tr("%1 on %2").arg(total, option);
    }
};

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// Categories of a horizontal bar chart read top-down in the context's order:
// Qt puts the first category at the bottom, so they go in reversed.
QBarCategoryAxis *optionAxis(const ChartContext &context, const std::vector<std::string> &ids)
{
    auto *axis = new QBarCategoryAxis;
    for (auto it = ids.rbegin(); it != ids.rend(); ++it)
        axis->append(categoryLabel(optionName(context, *it), context.fontScale));
    return axis;
}

std::vector<QString> optionNames(const ChartContext &context, const std::vector<std::string> &ids)
{
    std::vector<QString> names;
    for (const std::string &id : ids)
        names.push_back(optionName(context, id));
    return names;
}

// The options a money chart leaves out, in a sentence; empty when none is.
QString leftOutNote(const ChartContext &context)
{
    QStringList options;
    for (const PairResult *p : ChartData::notPriced(context))
        options << Text::leftOutOption(optionName(context, p->optionId),
                                       CostText::notPricedShort(*p));
    return options.isEmpty() ? QString() : Text::leftOut(options);
}

// The notes of a chart of the context's workload: its name and the scope of
// the money shown, and the options left out.
QStringList workloadNotes(const ChartContext &context, CostScope scope)
{
    QStringList notes{
        Text::workloadScope(workloadName(context), CostText::scope(scope, *context.evaluation))};
    if (const QString left = leftOutNote(context); !left.isEmpty())
        notes << left;
    return notes;
}

// The scope of the context workload's pairs (all pairs of a workload share it).
CostScope pairScope(const ChartContext &context)
{
    const std::vector<const PairResult *> pairs = ChartData::shownPairs(context);
    return pairs.empty() ? CostScope::PerRun : pairs.front()->scope;
}

// The bar of option `o` sits at category index n - 1 - o (see optionAxis).
int barIndex(size_t option, size_t count)
{
    return int(count - 1 - option);
}

// An error bar "|---|" from low to high at height y.
QLineSeries *errorBar(double low, double high, double y, double cap)
{
    auto *s = new QLineSeries;
    s->append(
        {{low, y - cap}, {low, y + cap}, {low, y}, {high, y}, {high, y + cap}, {high, y - cap}});
    s->setPen(QPen(Qt::black, 1.5));
    return s;
}

// Past a factor of ten between the cheapest and the dearest draw, a linear
// axis squeezes the cheap options' curves into its first pixels (a
// 100-card cluster next to one rented server); a logarithmic axis keeps
// every curve's shape, and a ratio reads the same anywhere on it.
bool isLogScale(double bottom, double top)
{
    return bottom > 0.0 && std::isfinite(bottom) && top > 10.0 * bottom;
}

QAbstractAxis *distributionAxis(double bottom, double top)
{
    if (!isLogScale(bottom, top))
        return valueAxis(std::isfinite(bottom) ? bottom : 0.0, top);
    auto *axis = new QLogValueAxis;
    axis->setBase(10.0);
    const double min = std::pow(10.0, std::floor(std::log10(bottom)));
    // Qt Charts has one printf format per axis (no "%g"): as many decimals
    // as the smallest power of ten needs.
    axis->setLabelFormat(labelFormat(min));
    axis->setMinorTickCount(8);
    axis->setRange(min, std::pow(10.0, std::ceil(std::log10(top))));
    return axis;
}

} // namespace

namespace ChartBuilders {

QChart *cumulativeCost(const ChartContext &context)
{
    const ChartData::CumulativeData data = ChartData::cumulative(context);
    QChart *chart = newChart({}, context.fontScale);
    // What the lines cover, the paybacks in words (see CumulativeData), and
    // the options left out.
    QStringList notes{
        Text::cumulativeScope(CostText::scope(CostScope::Horizon, *context.evaluation))};
    for (const BreakEven &b : data.breakEvens)
        notes << CostText::breakEvenSentence(optionName(context, b.ownOptionId),
                                             optionName(context, b.rentOptionId), b);
    if (const QString left = leftOutNote(context); !left.isEmpty())
        notes << left;
    setTitleWithNotes(chart, chartTitle(ChartKind::CumulativeCost), notes, context.fontScale);
    double top = 0.0;
    double bottom = 0.0;
    for (const auto &s : data.series)
        for (const auto &p : s.points) {
            top = std::max(top, p.y.high);
            bottom = std::min(bottom, p.y.low);
        }
    const MoneyUnit unit = moneyUnit(top);

    auto *x = new QValueAxis;
    x->setRange(0, std::max(data.horizonMonths, 1));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(data.horizonMonths <= 12 ? 1 : (data.horizonMonths <= 36 ? 3 : 6));
    x->setLabelFormat(QStringLiteral("%.0f"));
    addAxis(chart, x, Qt::AlignBottom, Text::months(), context.fontScale);
    QValueAxis *y = valueAxis(bottom / unit.divisor, top / unit.divisor);
    addAxis(chart, y, Qt::AlignLeft, moneyAxisTitle(unit), context.fontScale);

    for (size_t i = 0; i < data.series.size(); ++i) {
        const ChartData::CumulativeSeries &s = data.series[i];
        std::vector<QPointF> low, likely, high;
        for (const auto &p : s.points) {
            low.emplace_back(p.x, p.y.low / unit.divisor);
            likely.emplace_back(p.x, p.y.likely / unit.divisor);
            high.emplace_back(p.x, p.y.high / unit.divisor);
        }
        QAreaSeries *area = band(low, high, color(int(i)));
        attach(chart, area, {x, y});
        hideFromLegend(chart, area);
        QPen pen(color(int(i)), 2.5 * context.fontScale, acquisitionStyle(s.acquisition));
        const QString name = optionName(context, s.optionId);
        QLineSeries *series =
            line(likely, pen, Text::optionLine(name, DisplayText::acquisition(s.acquisition)));
        attach(chart, series, {x, y});
        tooltip(series, [name, points = s.points](const QPointF &p) {
            const int month = std::clamp(int(std::lround(p.x())), 0, int(points.size()) - 1);
            return Text::atMonth(name, month, MoneyFormat::range(points[size_t(month)].y));
        });
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *costBreakdown(const ChartContext &context)
{
    const ChartData::BreakdownData data = ChartData::breakdown(context);
    QChart *chart = newChart({}, context.fontScale);
    setTitleWithNotes(chart, chartTitle(ChartKind::CostBreakdown),
                      workloadNotes(context, data.scope), context.fontScale);
    double top = 0.0;
    double bottom = 0.0;
    for (size_t o = 0; o < data.optionIds.size(); ++o) {
        double positive = 0.0;
        double negative = 0.0;
        for (const auto &line : data.cny)
            (line[o].likely >= 0.0 ? positive : negative) += line[o].likely;
        top = std::max(top, positive);
        bottom = std::min(bottom, negative);
    }
    const MoneyUnit unit = moneyUnit(top);
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.6);
    const size_t n = data.optionIds.size();
    const std::vector<QString> names = optionNames(context, data.optionIds);
    for (size_t k = 0; k < data.codes.size(); ++k) {
        auto *set = new QBarSet(CostText::lineName(data.codes[k]));
        for (size_t o = 0; o < n; ++o)
            set->append(data.cny[k][size_t(n - 1 - o)].likely / unit.divisor);
        set->setColor(color(int(k)));
        set->setBrush(QBrush(color(int(k)), fillPattern(int(k / 8))));
        set->setBorderColor(set->color().darker(130));
        const QString lineName = set->label();
        tooltip(set, [=, values = data.cny[k], totals = data.totals](int index) {
            const size_t o = size_t(barIndex(size_t(index), n));
            return Text::segment(names[o], lineName, MoneyFormat::range(values[o]),
                                 MoneyFormat::range(totals[o]));
        });
        series->append(set);
    }
    chart->addSeries(series);
    // A line too thin to see on any bar (under 0.5 % of the axis) keeps its
    // segment and tooltip but not a legend entry: seventeen entries do not
    // fit beside a slide's plot in Chinese type, and such an entry points at
    // nothing. The cost table lists every line.
    const double span = top - bottom;
    const QList<QBarSet *> sets = series->barSets();
    for (size_t k = 0; k < data.codes.size(); ++k) {
        double largest = 0.0;
        for (const auto &value : data.cny[k])
            largest = std::max(largest, std::fabs(value.likely));
        if (span > 0.0 && largest < 0.005 * span)
            hideFromLegend(chart, series, sets[qsizetype(k)]);
    }
    QBarCategoryAxis *y = optionAxis(context, data.optionIds);
    addAxis(chart, y, Qt::AlignLeft, {}, context.fontScale);
    QValueAxis *x = valueAxis(bottom / unit.divisor, top / unit.divisor);
    addAxis(chart, x, Qt::AlignBottom,
            Text::axisTotal(CostText::workloadCostName(data.scope, *context.evaluation), unit.name),
            context.fontScale);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *unitCost(const ChartContext &context)
{
    const ChartData::UnitCostData data = ChartData::unitCost(context);
    QChart *chart = newChart({}, context.fontScale);
    setTitleWithNotes(chart, chartTitle(ChartKind::UnitCost),
                      workloadNotes(context, pairScope(context)), context.fontScale);
    const size_t n = data.optionIds.size();
    const std::vector<QString> names = optionNames(context, data.optionIds);
    // The engine prices effective compute for training and tokens for serving.
    const QString measure = data.inference ? Text::perMillionTokens() : Text::perPflopHour();
    const std::vector<Range> &values =
        data.inference ? data.perMillionTokens : data.perEffectivePflopHour;
    double top = 0.0;
    for (const Range &r : values)
        top = std::max(top, r.high);
    QBarCategoryAxis *y = optionAxis(context, data.optionIds);
    addAxis(chart, y, Qt::AlignLeft, {}, context.fontScale);
    QValueAxis *x = valueAxis(0.0, top);
    addAxis(chart, x, Qt::AlignBottom, measure, context.fontScale);

    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.5);
    auto *set = new QBarSet(measure);
    for (size_t o = 0; o < n; ++o)
        set->append(values[n - 1 - o].likely);
    set->setColor(color(0));
    set->setBorderColor(color(0).darker(130));
    tooltip(set, [=](int index) {
        const size_t o = size_t(barIndex(size_t(index), n));
        return Text::unitTip(names[o], measure, MoneyFormat::range(values[o]));
    });
    series->append(set);
    attach(chart, series, {x, y});
    // The low-high range as an error bar across each bar.
    bool inLegend = false;
    for (size_t o = 0; o < n; ++o) {
        const Range &r = values[o];
        if (r.low == r.high)
            continue;
        QLineSeries *bar = errorBar(r.low, r.high, barIndex(o, n), 0.12);
        bar->setName(Text::rangeBars());
        attach(chart, bar, {x, y});
        if (inLegend)
            hideFromLegend(chart, bar);
        inLegend = true;
        const QString tip = Text::unitTip(names[o], measure, MoneyFormat::range(r));
        tooltip(bar, [tip](const QPointF &) { return tip; });
    }
    return chart;
}

QChart *costDistribution(const ChartContext &context)
{
    const ChartData::DistributionData data = ChartData::distribution(context);
    QChart *chart = newChart({}, context.fontScale);
    QStringList notes = workloadNotes(context, data.scope);
    notes << Text::drawsNote(QLocale().toString(data.samples));
    // How sure the recommendation is: the verdict's own sentence, as Compare says it.
    if (const WorkloadVerdict *v = context.evaluation->verdict(context.workloadId)) {
        const QString chances = VerdictText::chances(
            *v, *context.evaluation,
            [&context](const std::string &id) { return optionName(context, id); }, context.catalog);
        if (!chances.isEmpty())
            notes << chances;
    }
    setTitleWithNotes(chart, chartTitle(ChartKind::CostDistribution), notes, context.fontScale);
    double top = 0.0, bottom = std::numeric_limits<double>::infinity();
    for (const auto &s : data.series) {
        top = std::max(top, s.quantiles.back());
        bottom = std::min(bottom, s.quantiles.front());
    }
    const MoneyUnit unit = moneyUnit(top);
    addAxis(chart, distributionAxis(bottom / unit.divisor, top / unit.divisor), Qt::AlignBottom,
            isLogScale(bottom, top) ? Text::costLogScale(unit.name) : moneyAxisTitle(unit),
            context.fontScale);
    QAbstractAxis *x = chart->axes(Qt::Horizontal).constFirst();
    auto *y = new QValueAxis;
    y->setRange(0.0, 100.0);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.0f"));
    addAxis(chart, y, Qt::AlignLeft, Text::chanceBelow(), context.fontScale);
    for (size_t i = 0; i < data.series.size(); ++i) {
        const ChartData::DistributionSeries &s = data.series[i];
        const size_t n = s.quantiles.size();
        std::vector<QPointF> curve;
        for (size_t k = 0; k < n; ++k)
            curve.emplace_back(s.quantiles[k] / unit.divisor, 100.0 * double(k) / double(n - 1));
        const QString name = optionName(context, s.optionId);
        QLineSeries *series = line(curve, linePen(int(i), 2.5 * context.fontScale), name);
        attach(chart, series, {x, y});
        tooltip(series, [name, q = s.quantiles](const QPointF &p) {
            const int k = std::clamp(int(std::lround(p.y())), 0, int(q.size()) - 1);
            return Text::percentileTip(name, QStringLiteral("P%1").arg(k),
                                       MoneyFormat::amount(q[size_t(k)]));
        });
        auto *marks = new QScatterSeries;
        marks->setColor(color(int(i)));
        marks->setMarkerSize(9.0 * context.fontScale);
        marks->append(s.cost.p10 / unit.divisor, 10.0);
        marks->append(s.cost.p50 / unit.divisor, 50.0);
        marks->append(s.cost.p90 / unit.divisor, 90.0);
        attach(chart, marks, {x, y});
        hideFromLegend(chart, marks);
        tooltip(marks, [name, c = s.cost](const QPointF &p) {
            const int k = int(std::lround(p.y()));
            const double v = k <= 10 ? c.p10 : (k <= 50 ? c.p50 : c.p90);
            return Text::percentileTip(name, QStringLiteral("P%1").arg(k), MoneyFormat::amount(v));
        });
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *tornado(const ChartContext &context)
{
    const ChartData::TornadoData data = ChartData::tornado(context);
    QChart *chart = newChart({}, context.fontScale);
    // The pair's cost, named as its column on Compare: a serving pair's is
    // the workload's share over the horizon, not the option's total.
    const QString total = CostText::workloadCostName(data.scope, *context.evaluation);
    const QString option = optionName(context, data.optionId);
    chart->setTitle(
        subtitled(chartTitle(ChartKind::Tornado), data.scope == CostScope::PerRun
                                                      ? Text::tornadoOf(total, option)
                                                      : Text::tornadoOfHorizon(total, option)));
    double low = data.likelyTotal;
    double high = data.likelyTotal;
    for (const SensitivityBar &b : data.bars) {
        low = std::min({low, b.totalAtLow, b.totalAtHigh});
        high = std::max({high, b.totalAtLow, b.totalAtHigh});
    }
    const MoneyUnit unit = moneyUnit(high);
    // Around the likely total, not from zero: the swings are what matters.
    auto *x = new QValueAxis;
    const double margin = std::max((high - low) * 0.08, std::abs(high) * 1e-3);
    x->setRange((low - margin) / unit.divisor, (high + margin) / unit.divisor);
    x->applyNiceNumbers();
    x->setLabelFormat(labelFormat((x->max() - x->min()) / (x->tickCount() - 1)));
    addAxis(chart, x, Qt::AlignBottom, Text::axisTotal(total, unit.name), context.fontScale);

    // Largest swing at the top: bar r at height n - 1 - r.
    const int n = int(data.bars.size());
    auto *y = new QCategoryAxis;
    y->setStartValue(-0.5);
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    for (int r = n - 1; r >= 0; --r)
        y->append(capitalised(CostText::inputName(data.bars[size_t(r)].input)),
                  double(n - 1 - r) + 0.5);
    y->setRange(-0.5, double(n) - 0.5);
    addAxis(chart, y, Qt::AlignLeft, {}, context.fontScale);

    const Catalog *catalog = context.catalog;
    const auto unitOf = [catalog](const std::string &key) {
        const Assumption *a = catalog ? catalog->findAssumption(key) : nullptr;
        return a ? a->unit : std::string();
    };
    const double half = 0.32;
    for (int r = 0; r < n; ++r) {
        const SensitivityBar &b = data.bars[size_t(r)];
        const double at = double(n - 1 - r);
        const QString input = capitalised(CostText::inputName(b.input));
        const std::string inputUnit = unitOf(b.input);
        for (int side = 0; side < 2; ++side) {
            const double cost = side == 0 ? b.totalAtLow : b.totalAtHigh;
            const double value = side == 0 ? b.inputValue.low : b.inputValue.high;
            const double from = std::min(cost, data.likelyTotal) / unit.divisor;
            const double to = std::max(cost, data.likelyTotal) / unit.divisor;
            QAreaSeries *rect = band({{from, at - half}, {to, at - half}},
                                     {{from, at + half}, {to, at + half}}, color(side * 3));
            rect->setBrush(
                QBrush(color(side * 3), side == 0 ? Qt::SolidPattern : Qt::Dense3Pattern));
            rect->setPen(QPen(color(side * 3), 1));
            rect->setName(side == 0 ? Text::atLow() : Text::atHigh());
            attach(chart, rect, {x, y});
            if (r > 0)
                hideFromLegend(chart, rect);
            const QString tip =
                Text::tornadoTip(input, CostText::inputValue(Range::exactly(value), inputUnit),
                                 total, MoneyFormat::amount(cost));
            tooltip(rect, [tip](const QPointF &) { return tip; });
        }
    }
    const double likely = data.likelyTotal / unit.divisor;
    // The amount at the line's foot, where the smallest swings leave room, not
    // in the legend: renaming a legend entry on every edit lays the whole
    // chart out again.
    QLineSeries *center = line({{likely, -0.5}, {likely, double(n) - 0.5}},
                               QPen(Qt::black, 2, Qt::DashLine), Text::likelyTotal());
    center->setPointLabelsVisible(true);
    // Labels are centred on their point: padded on the left, the amount sits
    // beside the line instead of across it (U+2007 is as wide as a digit).
    const QString amount = MoneyFormat::amount(data.likelyTotal);
    center->setPointLabelsFormat(QString(amount.size() + 1, QChar(0x2007)) + amount);
    center->setPointConfiguration(1, {{QXYSeries::PointConfiguration::LabelVisibility, false}});
    attach(chart, center, {x, y});
    return chart;
}

} // namespace ChartBuilders
