#include "ChartKit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <new>

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QTextLayout>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include "charts/ChartData.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "i18n/StdText.h"
#include "model/Project.h"
#include "models/WorkloadListModel.h"

using namespace suanpan;

namespace ChartKit {

namespace {

QFont scaled(QFont font, double factor, bool bold = false)
{
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

// Words of ChartKit's own strings (money units), in the "Charts" context.
class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Charts)

public:
    static QString unit(double divisor)
    {
        if (divisor >= 1e8)
            //: Money axis unit, 10^8 CNY (yi yuan); used in Chinese only
            return tr("hundred million CNY");
        if (divisor >= 1e6)
            //: Money axis unit, 10^6 CNY; used in English only
            return tr("M CNY");
        if (divisor >= 1e4)
            //: Money axis unit, 10^4 CNY (wan yuan); used in Chinese only
            return tr("ten thousand CNY");
        if (divisor >= 1e3)
            //: Money axis unit, 10^3 CNY; used in English only
            return tr("k CNY");
        //: Money axis unit
        return tr("CNY");
    }
    //: Money axis title; %1 is the unit, e.g. "M CNY"
    static QString moneyTitle(const QString &unit) { return tr("Cost (%1)").arg(unit); }
};

} // namespace

namespace {

constexpr double kLegendScale = 1.3;

} // namespace

QColor color(int index)
{
    static const std::array<QColor, 8> okabeIto{
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xD5, 0x5E, 0x00), // vermillion
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0xF0, 0xE4, 0x42), // yellow
        QColor(0x00, 0x00, 0x00), // black
    };
    return okabeIto[size_t(index) % okabeIto.size()];
}

Qt::PenStyle lineStyle(int index)
{
    static const std::array<Qt::PenStyle, 4> styles{Qt::SolidLine, Qt::DashLine, Qt::DashDotLine,
                                                    Qt::DotLine};
    return styles[size_t(index) % styles.size()];
}

Qt::BrushStyle fillPattern(int index)
{
    // Dense patterns rather than thin hatches: they stay visible in small
    // bars and legend markers.
    static const std::array<Qt::BrushStyle, 4> patterns{Qt::SolidPattern, Qt::Dense4Pattern,
                                                        Qt::Dense2Pattern, Qt::DiagCrossPattern};
    return patterns[size_t(index) % patterns.size()];
}

QPen linePen(int index, double width)
{
    QPen pen(color(index), width, lineStyle(index));
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

Qt::PenStyle acquisitionStyle(Acquisition a)
{
    switch (a) {
    case Acquisition::Rent:
        return Qt::SolidLine;
    case Acquisition::Host:
        return Qt::DashLine;
    case Acquisition::Build:
        return Qt::DashDotLine;
    }
    return Qt::SolidLine;
}

QChart *newChart(const QString &title, double fontScale)
{
    auto *chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(title);
    chart->setTitleFont(scaled(chart->titleFont(), 1.35 * fontScale, true));
    // Legends grow less than titles on a slide: a legend beside the plot may
    // take about 40 % of the chart's width, and option names are long.
    chart->legend()->setFont(scaled(chart->legend()->font(), std::min(fontScale, kLegendScale)));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    return chart;
}

void addAxis(QChart *chart, QAbstractAxis *axis, Qt::Alignment alignment, const QString &title,
             double fontScale)
{
    axis->setTitleText(title);
    axis->setTitleFont(scaled(axis->titleFont(), fontScale, true));
    axis->setLabelsFont(scaled(axis->labelsFont(), fontScale));
    chart->addAxis(axis, alignment);
}

void attach(QChart *chart, QAbstractSeries *series, const std::vector<QAbstractAxis *> &axes)
{
    chart->addSeries(series);
    for (QAbstractAxis *axis : axes)
        series->attachAxis(axis);
}

namespace {

// Set on a series or bar set whose legend entry is hidden: a marker's own
// visibility also reads false while its chart is in no scene.
const char kHiddenFromLegend[] = "suanpanHiddenFromLegend";

QObject *legendOwner(QLegendMarker *marker)
{
    if (auto *bar = qobject_cast<QBarLegendMarker *>(marker))
        return bar->barset();
    return marker->series();
}

} // namespace

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        setHiddenFromLegend(marker, true);
}

void hideFromLegend(QChart *chart, QAbstractBarSeries *series, QBarSet *set)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        if (auto *bar = qobject_cast<QBarLegendMarker *>(marker); bar && bar->barset() == set)
            setHiddenFromLegend(marker, true);
}

bool hiddenFromLegend(QLegendMarker *marker)
{
    return legendOwner(marker)->property(kHiddenFromLegend).toBool();
}

void setHiddenFromLegend(QLegendMarker *marker, bool hidden)
{
    legendOwner(marker)->setProperty(kHiddenFromLegend, hidden);
    marker->setVisible(!hidden);
}

MoneyUnit moneyUnit(double largestAbs)
{
    const double m = std::abs(largestAbs);
    double divisor = 1.0;
    if (LanguageManager::isChinese())
        divisor = m >= 1e9 ? 1e8 : (m >= 1e5 ? 1e4 : 1.0);
    else
        divisor = m >= 1e7 ? 1e6 : (m >= 1e4 ? 1e3 : 1.0);
    return {divisor, Text::unit(divisor)};
}

QString moneyAxisTitle(const MoneyUnit &unit)
{
    return Text::moneyTitle(unit.name);
}

QString labelFormat(double step)
{
    const int decimals = step > 0.0 && std::isfinite(step)
                             ? std::clamp(int(-std::floor(std::log10(step) + 1e-9)), 0, 6)
                             : 0;
    return QStringLiteral("%.%1f").arg(decimals);
}

QValueAxis *valueAxis(double low, double high)
{
    auto *axis = new QValueAxis;
    low = std::min(low, 0.0);
    high = std::max(high, 0.0);
    if (!(high > low))
        high = low + 1.0;
    axis->setRange(low, high);
    axis->applyNiceNumbers();
    axis->setLabelFormat(labelFormat((axis->max() - axis->min()) / (axis->tickCount() - 1)));
    return axis;
}

QAreaSeries *areaBetween(const std::vector<QPointF> &low, const std::vector<QPointF> &high)
{
    auto *lower = new QLineSeries;
    auto *upper = new QLineSeries;
    for (const QPointF &p : low)
        lower->append(p);
    for (const QPointF &p : high)
        upper->append(p);
    auto *area = new QAreaSeries(upper, lower);
    lower->setParent(area);
    upper->setParent(area);
    return area;
}

QAreaSeries *band(const std::vector<QPointF> &low, const std::vector<QPointF> &high,
                  const QColor &color)
{
    QAreaSeries *area = areaBetween(low, high);
    QColor fill = color;
    fill.setAlphaF(0.16f);
    area->setBrush(fill);
    area->setPen(Qt::NoPen);
    return area;
}

QLineSeries *line(const std::vector<QPointF> &points, const QPen &pen, const QString &name)
{
    auto *series = new QLineSeries;
    for (const QPointF &p : points)
        series->append(p);
    series->setPen(pen);
    series->setName(name);
    return series;
}

namespace {

void showTip(const QString &text, bool state)
{
    if (state)
        QToolTip::showText(QCursor::pos(), text);
    else
        QToolTip::hideText();
}

} // namespace

void tooltip(QXYSeries *series, std::function<QString(const QPointF &)> text)
{
    auto *tip = new TooltipText(series);
    tip->atPoint = std::move(text);
    QObject::connect(series, &QXYSeries::hovered, tip, [tip](const QPointF &point, bool state) {
        showTip(state ? tip->atPoint(point) : QString(), state);
    });
}

void tooltip(QAreaSeries *series, std::function<QString(const QPointF &)> text)
{
    auto *tip = new TooltipText(series);
    tip->atPoint = std::move(text);
    QObject::connect(series, &QAreaSeries::hovered, tip, [tip](const QPointF &point, bool state) {
        showTip(state ? tip->atPoint(point) : QString(), state);
    });
}

void tooltip(QBarSet *set, std::function<QString(int index)> text)
{
    auto *tip = new TooltipText(set);
    tip->atIndex = std::move(text);
    QObject::connect(set, &QBarSet::hovered, tip, [tip](bool state, int index) {
        showTip(state ? tip->atIndex(index) : QString(), state);
    });
}

QString chartName(QString name)
{
    // Qt Charts shortens an over-long title, label or legend entry by
    // measuring it again and again, so its time grows with the square of
    // the length: a project named with 1 MB did not finish its report.
    constexpr int kMaxChars = 60;
    if (name.size() > kMaxChars) {
        name.truncate(kMaxChars - 1);
        if (name.back().isHighSurrogate())
            name.chop(1);
        name += QChar(0x2026); // ellipsis
    }
    return name;
}

QString optionName(const ChartContext &context, const std::string &optionId)
{
    if (context.project)
        for (const Option &o : context.project->options)
            if (o.id == optionId)
                return chartName(DisplayText::nameOrId(o));
    return chartName(qs(optionId));
}

QString subtitled(const QString &title, const QString &subtitle)
{
    return QStringLiteral("%1<br><span style=\"font-weight:normal; font-size:small\">%2</span>")
        .arg(title.toHtmlEscaped(), subtitle.toHtmlEscaped());
}

QString workloadName(const ChartContext &context)
{
    const Workload *w = ChartData::workloadOf(context);
    if (!w)
        return {};
    return chartName(WorkloadListModel::displayName(*w));
}

QString workloadTitle(ChartKind kind, const ChartContext &context)
{
    const QString workload = workloadName(context);
    return workload.isEmpty() ? chartTitle(kind) : subtitled(chartTitle(kind), workload);
}

namespace {

// Width of a note line at font scale 1: the Trade-offs page's chart is
// about 1 000 px wide at 1280 px, a slide's about 1 150 px at scale 2 on a
// 1280 px screen (and the note's type grows with the legend's, up to 1.3).
constexpr double kNoteWidth = 560.0;

// `text` broken into lines of at most `width` pixels in `font`, where the
// Unicode line-breaking rules allow (spaces, between Han characters).
QStringList wrapped(const QString &text, const QFont &font, double width)
{
    QStringList lines;
    QTextLayout layout(text, font);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

} // namespace

namespace {

const char kNotesItem[] = "chartNotes";
const char kBaseBottom[] = "chartBaseBottomMargin";

// The notes: an item of the chart holding one simple text item per line
// (no text layout engine: setting them costs next to nothing).
QGraphicsRectItem *notesOf(const QChart *chart)
{
    for (QGraphicsItem *child : chart->childItems())
        if (child->data(0).toString() == QLatin1String(kNotesItem))
            return qgraphicsitem_cast<QGraphicsRectItem *>(child);
    return nullptr;
}

QList<QGraphicsSimpleTextItem *> linesOf(const QGraphicsRectItem *notes)
{
    QList<QGraphicsSimpleTextItem *> out;
    for (QGraphicsItem *child : notes->childItems())
        out << qgraphicsitem_cast<QGraphicsSimpleTextItem *>(child);
    return out;
}

// The notes' lines (none without notes), and their font in `font` if any.
QStringList notesText(const QChart *chart, QFont *font = nullptr)
{
    QStringList lines;
    if (const QGraphicsRectItem *notes = notesOf(chart))
        for (const QGraphicsSimpleTextItem *line : linesOf(notes)) {
            lines << line->text();
            if (font)
                *font = line->font();
        }
    return lines;
}

// Each line centred under the legend, in the room the bottom margin keeps.
void placeNotes(QChart *chart, QGraphicsRectItem *notes)
{
    const QList<QGraphicsSimpleTextItem *> lines = linesOf(notes);
    if (lines.isEmpty())
        return;
    const qreal spacing = QFontMetricsF(lines.front()->font()).lineSpacing();
    const qreal top = chart->size().height() - chart->property(kBaseBottom).toReal() -
                      spacing * qreal(lines.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        lines[i]->setPos((chart->size().width() - lines[i]->boundingRect().width()) / 2.0,
                         top + spacing * qreal(i));
}

// `lines` under the chart's legend in `font` (none: no notes).
void setNotes(QChart *chart, const QStringList &lines, const QFont &font)
{
    QGraphicsRectItem *notes = notesOf(chart);
    if (!notes && lines.isEmpty())
        return;
    if (!notes) {
        notes = new QGraphicsRectItem(chart);
        notes->setData(0, QLatin1String(kNotesItem));
        notes->setPen(Qt::NoPen);
        chart->setProperty(kBaseBottom, chart->margins().bottom());
        QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart,
                         [chart, notes] { placeNotes(chart, notes); });
    }
    QList<QGraphicsSimpleTextItem *> items = linesOf(notes);
    while (items.size() > lines.size())
        delete items.takeLast();
    while (items.size() < lines.size())
        items << new QGraphicsSimpleTextItem(notes);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (items[i]->font() != font)
            items[i]->setFont(font);
        if (items[i]->brush() != chart->titleBrush())
            items[i]->setBrush(chart->titleBrush()); // the colour they had in the title
        if (items[i]->text() != lines[i])
            items[i]->setText(lines[i]);
    }
    QMargins margins = chart->margins();
    margins.setBottom(chart->property(kBaseBottom).toInt() +
                      int(std::ceil(QFontMetricsF(font).lineSpacing() * qreal(lines.size()))));
    if (margins != chart->margins())
        chart->setMargins(margins); // lays the chart out: only when the lines' count changes
    placeNotes(chart, notes);
}

} // namespace

void setTitleWithNotes(QChart *chart, const QString &title, const QStringList &notes,
                       double fontScale)
{
    chart->setTitle(title.toHtmlEscaped());
    QFont font = chart->legend()->font();
    font.setBold(false);
    QStringList lines;
    for (const QString &note : notes)
        lines << wrapped(note, font, kNoteWidth * std::min(fontScale, kLegendScale));
    setNotes(chart, lines, font);
}

QString chartNotes(const QChart *chart)
{
    return notesText(chart).join(QLatin1Char('\n'));
}

void copyChartNotes(QChart *to, const QChart *from)
{
    QFont font = to->legend()->font();
    const QStringList lines = notesText(from, &font);
    setNotes(to, lines, font);
}

namespace {

// Width of a legend label beside the plot. Qt Charts gives such a legend
// at most 40 % of the chart: about 300 px on the Trade-offs page at
// 1280 px, less the marker. On a slide, whose legend type is 1.3 times as
// large, the legend got no wider in practice (about 270 px of a 1600 px
// slide, marker and padding included): "16x A800 own servers in a Bao'an
// cabinet (Host)" was cut at the chart's edge. So the labels wrap at the
// same width in pixels whatever the type's size, one that fits there.
constexpr double kLegendLabelWidth = 220.0;

} // namespace

QString categoryLabel(const QString &name, double fontScale)
{
    // Qt Charts gives the labels of a category axis beside the plot a share
    // of the chart's width and cuts longer ones with "...": on a slide, in
    // type twice as large, "16x A800 own servers in a...". 200 px at scale 1
    // keeps the plot its room on the Trade-offs page too.
    constexpr double kCategoryWidth = 200.0;
    QFont font;
    font.setPointSizeF(font.pointSizeF() * fontScale);
    const QStringList lines = wrapped(name, font, kCategoryWidth * fontScale);
    if (lines.size() < 2)
        return name;
    QStringList escaped;
    for (const QString &line : lines)
        escaped << line.toHtmlEscaped();
    // Axis labels are drawn as rich text.
    return escaped.join(QStringLiteral("<br>"));
}

void wrapLegendLabels(QChart *chart)
{
    const Qt::Alignment side = chart->legend()->alignment();
    if (side != Qt::AlignLeft && side != Qt::AlignRight)
        return;
    const double width = kLegendLabelWidth;
    const QFont font = chart->legend()->font();
    for (QLegendMarker *marker : chart->legend()->markers()) {
        const QStringList lines = wrapped(marker->label(), font, width);
        if (lines.size() < 2)
            continue;
        QStringList escaped;
        for (const QString &line : lines)
            escaped << line.toHtmlEscaped();
        // The legend draws its labels as rich text.
        marker->setLabel(escaped.join(QStringLiteral("<br>")));
    }
}

void keepLegendWhole(QChart *chart)
{
    const Qt::Alignment side = chart->legend()->alignment();
    if (side != Qt::AlignLeft && side != Qt::AlignRight)
        return;
    const QFont font = chart->legend()->font();
    const QFontMetricsF metrics(font);
    double widest = 0.0;
    for (QLegendMarker *marker : chart->legend()->markers())
        for (const QString &line : marker->label().split(QStringLiteral("<br>")))
            widest = std::max(widest, metrics.horizontalAdvance(line));
    // At least the widest line, the marker and the padding.
    chart->legend()->setMinimumWidth(widest + 3.5 * metrics.height());
}

void useFontFamilies(QChart *chart, const QStringList &families)
{
    const auto with = [&](QFont font) {
        font.setFamilies(families);
        return font;
    };
    chart->setTitleFont(with(chart->titleFont()));
    chart->legend()->setFont(with(chart->legend()->font()));
    QFont notesFont = chart->legend()->font();
    const QStringList notes = notesText(chart, &notesFont);
    setNotes(chart, notes, with(notesFont));
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setTitleFont(with(axis->titleFont()));
        axis->setLabelsFont(with(axis->labelsFont()));
    }
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                set->setLabelFont(with(set->labelFont()));
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            xy->setPointLabelsFont(with(xy->pointLabelsFont()));
    }
}

QChart *emptyChart(ChartKind kind, const ChartContext &context)
{
    QChart *chart = newChart({}, context.fontScale);
    chart->setTitle(subtitled(chartTitle(kind), chartUnavailableReason(kind, context)));
    chart->legend()->hide();
    return chart;
}

void requireHeadroom()
{
    // volatile: the compiler may not drop an allocation it can see freed.
    void *volatile block = std::malloc(kChartHeadroomBytes);
    if (!block)
        throw std::bad_alloc();
    std::free(block);
}

} // namespace ChartKit
