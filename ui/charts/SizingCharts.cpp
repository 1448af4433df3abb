// The sizing charts: memory per card, scaling efficiency, serving latency.
#include <algorithm>
#include <cmath>

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
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
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"

using namespace suanpan;
using namespace ChartKit;

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Charts)

public:
    static QString part(ChartData::MemoryPartCode code)
    {
        using P = ChartData::MemoryPartCode;
        switch (code) {
        case P::Weights:
            //: Memory chart segment
            return tr("Weights");
        case P::Gradients:
            //: Memory chart segment
            return tr("Gradients");
        case P::Optimizer:
            //: Memory chart segment: optimizer states (Adam moments, master weights)
            return tr("Optimizer states");
        case P::Activations:
            //: Memory chart segment
            return tr("Activations");
        case P::KvCache:
            //: Memory chart segment
            return tr("KV cache");
        case P::Overhead:
            //: Memory chart segment: framework buffers and allocator fragmentation
            return tr("Overhead");
        }
        return {};
    }
    //: Memory chart axis; GB of 2^30 bytes as cards are marketed
    static QString memoryAxis() { return tr("Memory per card (GB)"); }
    //: Memory chart legend: the card's memory (usable share for serving)
    static QString capacity() { return tr("Card memory"); }
    //: Memory chart tooltip; %1 option, %2 part, %3 size, %4 total, %5 capacity
    static QString memoryTip(const QString &option, const QString &part, const QString &size,
                             const QString &total, const QString &capacity)
    {
        return tr("%1\n%2: %3\nTotal %4 of %5").arg(option, part, size, total, capacity);
    }
    //: Chart axis: number of cards (logarithmic)
    static QString cards() { return tr("Cards"); }
    //: Scaling chart axis: share of linear speed-up
    static QString efficiencyAxis() { return tr("Scaling efficiency (%)"); }
    //: Scaling chart legend; %1 card, %2 its network ("400 Gb/s InfiniBand per card")
    static QString network(const QString &card, const QString &network)
    {
        return tr("%1, %2").arg(card, network);
    }
    //: Scaling chart legend: each option's own card count
    static QString optionPoints() { return tr("Options at their card count"); }
    //: Scaling chart tooltip; %1 option or network, %n cards, %2 efficiency
    static QString scalingTip(const QString &what, int cards, const QString &efficiency)
    {
        return tr("%1\n%n card(s): %2 efficiency", "", cards).arg(what, efficiency);
    }
    //: Scaling chart: the threshold line; %1 is "75 %"
    static QString threshold(const QString &percent)
    {
        return tr("%1: floor for large parallel training").arg(percent);
    }
    //: Latency chart axis: requests served at the same time (logarithmic)
    static QString concurrency() { return tr("Requests in flight"); }
    //: Latency chart axis (logarithmic)
    static QString latencyAxis() { return tr("Latency (ms)"); }
    //: Latency chart legend: what a solid line shows
    static QString ttftKey() { return tr("Solid: time to first token"); }
    //: Latency chart legend: what a dashed line shows
    static QString tpotKey() { return tr("Dashed: time per output token"); }
    //: Latency chart legend: concurrency with the best throughput per latency
    static QString knee() { return tr("Knee of the curve"); }
    //: Latency chart legend; %1 the workload's first-token target, e.g. "500 ms"
    static QString target(const QString &latency)
    {
        return tr("First-token target %1").arg(latency);
    }
    //: Latency tooltip; %1 option, %2 first-token time, %3 per-token time, %4 tokens/s
    static QString latencyTip(const QString &option, int requests, const QString &ttft,
                              const QString &tpot, const QString &throughput)
    {
        return tr("%1\n%n request(s) in flight\nFirst token %2, per token %3\n%4", "", requests)
            .arg(option, ttft, tpot, throughput);
    }
};

QBarCategoryAxis *optionAxis(const std::vector<QString> &names, double fontScale)
{
    auto *axis = new QBarCategoryAxis;
    for (auto it = names.rbegin(); it != names.rend(); ++it)
        axis->append(categoryLabel(*it, fontScale));
    return axis;
}

QLogValueAxis *log2Axis(double top)
{
    auto *axis = new QLogValueAxis;
    // Past 512 a label at every power of two has no room for "1,024" and
    // Qt Charts cuts it to "1,...": every other power then.
    axis->setBase(top > 512.0 ? 4.0 : 2.0);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setMinorTickCount(0);
    axis->setRange(1.0, std::max(2.0, top));
    return axis;
}

QString percent(double fraction)
{
    return MoneyFormat::percent(fraction);
}

} // namespace

namespace ChartBuilders {

QChart *memory(const ChartContext &context)
{
    const ChartData::MemoryData data = ChartData::memory(context);
    QChart *chart = newChart({}, context.fontScale);
    chart->setTitle(workloadTitle(ChartKind::Memory, context));
    const size_t n = data.optionIds.size();
    std::vector<QString> names;
    double top = 0.0;
    for (size_t o = 0; o < n; ++o) {
        names.push_back(optionName(context, data.optionIds[o]));
        top = std::max({top, data.perCard[o].total, data.perCard[o].capacity});
    }
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.6);
    int shown = 0;
    for (const ChartData::MemoryPart &part : ChartData::memoryParts()) {
        bool any = false;
        for (const MemoryBreakdown &m : data.perCard)
            any = any || m.*part.bytes > 0.0;
        if (!any)
            continue;
        auto *set = new QBarSet(Text::part(part.code));
        for (size_t o = 0; o < n; ++o)
            set->append(MemoryFormat::gigabytes(data.perCard[n - 1 - o].*part.bytes));
        set->setBrush(QBrush(color(shown), fillPattern(shown % 2 == 0 ? 0 : 2)));
        set->setBorderColor(set->color().darker(130));
        const QString partName = set->label();
        tooltip(set, [=, perCard = data.perCard](int index) {
            const size_t o = n - 1 - size_t(index);
            const MemoryBreakdown &m = perCard[o];
            return Text::memoryTip(names[o], partName, MemoryFormat::size(m.*part.bytes),
                                   MemoryFormat::size(m.total), MemoryFormat::size(m.capacity));
        });
        series->append(set);
        ++shown;
    }
    chart->addSeries(series);
    QBarCategoryAxis *y = optionAxis(names, context.fontScale);
    addAxis(chart, y, Qt::AlignLeft, {}, context.fontScale);
    QValueAxis *x = valueAxis(0.0, MemoryFormat::gigabytes(top * 1.05));
    addAxis(chart, x, Qt::AlignBottom, Text::memoryAxis(), context.fontScale);
    series->attachAxis(x);
    series->attachAxis(y);
    // The card's capacity as a heavy tick across each bar.
    for (size_t o = 0; o < n; ++o) {
        const double cap = MemoryFormat::gigabytes(data.perCard[o].capacity);
        const double at = double(n - 1 - o);
        QLineSeries *mark = line({{cap, at - 0.42}, {cap, at + 0.42}},
                                 QPen(Qt::black, 3.0 * context.fontScale), Text::capacity());
        attach(chart, mark, {x, y});
        if (o > 0)
            hideFromLegend(chart, mark);
        const QString tip =
            QStringLiteral("%1\n%2: %3")
                .arg(names[o], Text::capacity(), MemoryFormat::size(data.perCard[o].capacity));
        tooltip(mark, [tip](const QPointF &) { return tip; });
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *scaling(const ChartContext &context)
{
    const ChartData::ScalingData data = ChartData::scaling(context);
    QChart *chart = newChart({}, context.fontScale);
    chart->setTitle(workloadTitle(ChartKind::Scaling, context));
    QLogValueAxis *x = log2Axis(data.maxCards);
    addAxis(chart, x, Qt::AlignBottom, Text::cards(), context.fontScale);
    // Up to 105 % so the options' markers at 100 % are not cut; ticks on 75 %.
    auto *y = new QValueAxis;
    y->setRange(0.0, 105.0);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0.0);
    y->setTickInterval(25.0);
    y->setLabelFormat(QStringLiteral("%.0f"));
    addAxis(chart, y, Qt::AlignLeft, Text::efficiencyAxis(), context.fontScale);

    for (size_t i = 0; i < data.series.size(); ++i) {
        const ChartData::ScalingSeries &s = data.series[i];
        const Card *card = context.catalog->findCard(s.cardId);
        const QString name = Text::network(
            chartName(card ? DisplayText::cardName(*card) : QString::fromStdString(s.cardId)),
            DisplayText::network(s.network));
        std::vector<QPointF> points;
        for (const ScalingCurvePoint &p : s.curve)
            points.emplace_back(p.cards, p.efficiency * 100.0);
        QLineSeries *series = line(points, linePen(int(i), 2.5 * context.fontScale), name);
        series->setPointsVisible(true);
        attach(chart, series, {x, y});
        tooltip(series, [name, curve = s.curve](const QPointF &p) {
            const auto nearest =
                std::min_element(curve.begin(), curve.end(), [&p](const auto &a, const auto &b) {
                    return std::abs(std::log2(a.cards) - std::log2(p.x())) <
                           std::abs(std::log2(b.cards) - std::log2(p.x()));
                });
            return Text::scalingTip(name, nearest->cards, percent(nearest->efficiency));
        });
    }
    auto *own = new QScatterSeries;
    own->setName(Text::optionPoints());
    own->setMarkerShape(QScatterSeries::MarkerShapeStar);
    own->setMarkerSize(16.0 * context.fontScale);
    own->setColor(Qt::black);
    std::vector<QString> ownNames;
    for (const ChartData::ScalingMarker &m : data.options) {
        own->append(m.cards, m.efficiency * 100.0);
        ownNames.push_back(optionName(context, m.optionId));
    }
    attach(chart, own, {x, y});
    tooltip(own, [ownNames, markers = data.options](const QPointF &p) {
        QStringList lines;
        for (size_t i = 0; i < markers.size(); ++i)
            if (std::abs(markers[i].cards - p.x()) < 0.5 &&
                std::abs(markers[i].efficiency * 100.0 - p.y()) < 0.5)
                lines << Text::scalingTip(ownNames[i], markers[i].cards,
                                          percent(markers[i].efficiency));
        return lines.join(QLatin1Char('\n'));
    });
    QLineSeries *threshold =
        line({{1.0, data.threshold * 100.0}, {x->max(), data.threshold * 100.0}},
             QPen(color(3), 2.0 * context.fontScale, Qt::DashLine),
             Text::threshold(percent(data.threshold)));
    threshold->setObjectName(QStringLiteral("scalingThreshold"));
    attach(chart, threshold, {x, y});
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *latency(const ChartContext &context)
{
    const ChartData::LatencyData data = ChartData::latency(context);
    QChart *chart = newChart({}, context.fontScale);
    chart->setTitle(workloadTitle(ChartKind::Latency, context));
    // First-token and per-token times on one logarithmic axis in ms: they
    // differ by an order of magnitude, and the target reads against both.
    double maxRequests = 2.0;
    double lowest = data.ttftTargetSeconds > 0.0 ? data.ttftTargetSeconds * 1000.0 : 1e9;
    double highest = data.ttftTargetSeconds * 1000.0;
    for (const ChartData::LatencySeries &s : data.series)
        for (const InferencePoint &p : s.curve)
            if (p.fits && p.concurrency >= 1) {
                maxRequests = std::max(maxRequests, double(p.concurrency));
                for (double ms : {p.ttftSeconds * 1000.0, p.tpotSeconds * 1000.0})
                    if (ms > 0.0) {
                        lowest = std::min(lowest, ms);
                        highest = std::max(highest, ms);
                    }
            }
    QLogValueAxis *x = log2Axis(maxRequests);
    addAxis(chart, x, Qt::AlignBottom, Text::concurrency(), context.fontScale);
    auto *y = new QLogValueAxis;
    y->setBase(10.0);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setMinorTickCount(8);
    // Whole milliseconds: serving latencies start well above 1 ms.
    y->setRange(std::pow(10.0, std::floor(std::log10(std::max(lowest, 1.0)))),
                std::pow(10.0, std::ceil(std::log10(std::max(highest, 1.0) * 1.05))));
    addAxis(chart, y, Qt::AlignLeft, Text::latencyAxis(), context.fontScale);

    auto *knees = new QScatterSeries;
    knees->setName(Text::knee());
    knees->setMarkerShape(QScatterSeries::MarkerShapeStar);
    knees->setMarkerSize(16.0 * context.fontScale);
    knees->setColor(Qt::black);
    for (size_t i = 0; i < data.series.size(); ++i) {
        const ChartData::LatencySeries &s = data.series[i];
        const QString option = optionName(context, s.optionId);
        std::vector<QPointF> ttft, tpot;
        std::vector<InferencePoint> shown;
        for (const InferencePoint &p : s.curve) {
            if (!p.fits || p.concurrency < 1 || !(p.ttftSeconds > 0.0) || !(p.tpotSeconds > 0.0))
                continue;
            shown.push_back(p);
            ttft.emplace_back(p.concurrency, p.ttftSeconds * 1000.0);
            tpot.emplace_back(p.concurrency, p.tpotSeconds * 1000.0);
            if (p.concurrency == s.knee)
                knees->append(p.concurrency, p.ttftSeconds * 1000.0);
        }
        if (shown.empty())
            continue;
        const auto tip = [option, shown](const QPointF &at) {
            const auto nearest =
                std::min_element(shown.begin(), shown.end(), [&at](const auto &a, const auto &b) {
                    return std::abs(std::log2(a.concurrency) - std::log2(at.x())) <
                           std::abs(std::log2(b.concurrency) - std::log2(at.x()));
                });
            return Text::latencyTip(option, nearest->concurrency,
                                    EstimateText::latency(nearest->ttftSeconds),
                                    EstimateText::latency(nearest->tpotSeconds),
                                    EstimateText::tokensPerSecond(nearest->tokensPerSecond));
        };
        // The option's colour names it in the legend; the line style says
        // which time it is (the key entries below).
        QLineSeries *first =
            line(ttft, QPen(color(int(i)), 2.5 * context.fontScale, Qt::SolidLine), option);
        attach(chart, first, {x, y});
        tooltip(first, tip);
        QLineSeries *perToken =
            line(tpot, QPen(color(int(i)), 2.0 * context.fontScale, Qt::DashLine), option);
        attach(chart, perToken, {x, y});
        hideFromLegend(chart, perToken);
        tooltip(perToken, tip);
    }
    for (const auto &[style, name] :
         {std::pair{Qt::SolidLine, Text::ttftKey()}, std::pair{Qt::DashLine, Text::tpotKey()}})
        attach(chart, line({}, QPen(Qt::darkGray, 2.0 * context.fontScale, style), name), {x, y});
    attach(chart, knees, {x, y});
    if (data.ttftTargetSeconds > 0.0) {
        const double ms = data.ttftTargetSeconds * 1000.0;
        QLineSeries *target =
            line({{1.0, ms}, {x->max(), ms}}, QPen(color(3), 2.0 * context.fontScale, Qt::DotLine),
                 Text::target(EstimateText::latency(data.ttftTargetSeconds)));
        target->setObjectName(QStringLiteral("latencyTarget"));
        attach(chart, target, {x, y});
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

} // namespace ChartBuilders
