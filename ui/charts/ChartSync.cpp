#include "ChartSync.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QXYSeries>

#include "charts/ChartKit.h"

namespace ChartSync {

namespace {

const char kShapeKey[] = "suanpanShapeKey";

// Calls a setter only when the value differs: every setter of Qt Charts
// re-lays out or repaints, even for the same value.
template <typename T, typename Get, typename Set>
void assign(T *target, T *source, Get get, Set set)
{
    if ((target->*get)() != (source->*get)())
        (target->*set)((source->*get)());
}

bool sameShape(const QChart *a, const QChart *b)
{
    const QVariant key = a->property(kShapeKey);
    if (!key.isValid() || key != b->property(kShapeKey))
        return false;
    const QList<QAbstractSeries *> as = a->series();
    const QList<QAbstractSeries *> bs = b->series();
    if (as.size() != bs.size())
        return false;
    for (qsizetype i = 0; i < as.size(); ++i) {
        if (as[i]->type() != bs[i]->type())
            return false;
        if (as[i]->attachedAxes().size() != bs[i]->attachedAxes().size())
            return false;
        const auto *barsA = qobject_cast<const QAbstractBarSeries *>(as[i]);
        const auto *barsB = qobject_cast<const QAbstractBarSeries *>(bs[i]);
        if (barsA && barsA->count() != barsB->count())
            return false;
    }
    const QList<QAbstractAxis *> xa = a->axes();
    const QList<QAbstractAxis *> xb = b->axes();
    if (xa.size() != xb.size())
        return false;
    for (qsizetype i = 0; i < xa.size(); ++i)
        if (xa[i]->type() != xb[i]->type() || xa[i]->alignment() != xb[i]->alignment())
            return false;
    return a->legend()->markers().size() == b->legend()->markers().size();
}

// The tooltip texts of `from` go to `to` (same kind of owner).
void moveTooltip(QObject *to, QObject *from)
{
    auto *target = to->findChild<ChartKit::TooltipText *>(QString(), Qt::FindDirectChildrenOnly);
    auto *source = from->findChild<ChartKit::TooltipText *>(QString(), Qt::FindDirectChildrenOnly);
    if (target && source) {
        target->atPoint = std::move(source->atPoint);
        target->atIndex = std::move(source->atIndex);
    }
}

void syncPoints(QXYSeries *to, QXYSeries *from)
{
    const QList<QPointF> points = from->points();
    if (to->points() != points)
        to->replace(points);
}

void syncXY(QXYSeries *to, QXYSeries *from)
{
    syncPoints(to, from);
    assign(to, from, &QXYSeries::pen, &QXYSeries::setPen);
    assign(to, from, &QXYSeries::brush, &QXYSeries::setBrush);
    assign(to, from, &QXYSeries::color, &QXYSeries::setColor);
    assign(to, from, &QXYSeries::pointsVisible, &QXYSeries::setPointsVisible);
    assign(to, from, &QXYSeries::pointLabelsVisible, &QXYSeries::setPointLabelsVisible);
    assign(to, from, &QXYSeries::pointLabelsFormat, &QXYSeries::setPointLabelsFormat);
    assign(to, from, &QXYSeries::pointLabelsClipping, &QXYSeries::setPointLabelsClipping);
    assign(to, from, &QXYSeries::pointLabelsFont, &QXYSeries::setPointLabelsFont);
    assign(to, from, &QXYSeries::pointLabelsColor, &QXYSeries::setPointLabelsColor);
    if (to->pointsConfiguration() != from->pointsConfiguration())
        to->setPointsConfiguration(from->pointsConfiguration());
    if (auto *scatter = qobject_cast<QScatterSeries *>(to)) {
        auto *source = static_cast<QScatterSeries *>(from);
        assign(scatter, source, &QScatterSeries::markerShape, &QScatterSeries::setMarkerShape);
        assign(scatter, source, &QScatterSeries::markerSize, &QScatterSeries::setMarkerSize);
    }
}

void syncArea(QAreaSeries *to, QAreaSeries *from)
{
    syncPoints(to->upperSeries(), from->upperSeries());
    if (to->lowerSeries() && from->lowerSeries())
        syncPoints(to->lowerSeries(), from->lowerSeries());
    assign(to, from, &QAreaSeries::pen, &QAreaSeries::setPen);
    assign(to, from, &QAreaSeries::brush, &QAreaSeries::setBrush);
}

void syncBars(QAbstractBarSeries *to, QAbstractBarSeries *from)
{
    assign(to, from, &QAbstractBarSeries::barWidth, &QAbstractBarSeries::setBarWidth);
    const QList<QBarSet *> targets = to->barSets();
    const QList<QBarSet *> sources = from->barSets();
    for (qsizetype i = 0; i < targets.size(); ++i) {
        QBarSet *t = targets[i];
        QBarSet *s = sources[i];
        assign(t, s, &QBarSet::label, &QBarSet::setLabel);
        assign(t, s, &QBarSet::pen, &QBarSet::setPen);
        assign(t, s, &QBarSet::brush, &QBarSet::setBrush);
        assign(t, s, &QBarSet::borderColor, &QBarSet::setBorderColor);
        if (t->count() != s->count()) {
            t->remove(0, t->count());
            for (int v = 0; v < s->count(); ++v)
                t->append(s->at(v));
        } else {
            for (int v = 0; v < s->count(); ++v)
                if (t->at(v) != s->at(v))
                    t->replace(v, s->at(v));
        }
        moveTooltip(t, s);
    }
}

void syncAxis(QAbstractAxis *to, QAbstractAxis *from)
{
    assign(to, from, &QAbstractAxis::titleText, &QAbstractAxis::setTitleText);
    assign(to, from, &QAbstractAxis::titleFont, &QAbstractAxis::setTitleFont);
    assign(to, from, &QAbstractAxis::labelsFont, &QAbstractAxis::setLabelsFont);
    assign(to, from, &QAbstractAxis::isVisible, &QAbstractAxis::setVisible);
    if (auto *category = qobject_cast<QCategoryAxis *>(to)) {
        // Before QValueAxis: QCategoryAxis is one.
        auto *source = static_cast<QCategoryAxis *>(from);
        const QStringList labels = source->categoriesLabels();
        bool same = category->categoriesLabels() == labels &&
                    category->startValue() == source->startValue();
        for (qsizetype i = 0; same && i < labels.size(); ++i)
            same = category->endValue(labels[i]) == source->endValue(labels[i]);
        if (!same) {
            for (const QString &label : category->categoriesLabels())
                category->remove(label);
            category->setStartValue(source->startValue());
            for (const QString &label : labels)
                category->append(label, source->endValue(label));
        }
        assign(category, source, &QCategoryAxis::labelsPosition, &QCategoryAxis::setLabelsPosition);
    }
    if (auto *value = qobject_cast<QValueAxis *>(to)) {
        auto *source = static_cast<QValueAxis *>(from);
        assign(value, source, &QValueAxis::tickType, &QValueAxis::setTickType);
        assign(value, source, &QValueAxis::tickAnchor, &QValueAxis::setTickAnchor);
        assign(value, source, &QValueAxis::tickInterval, &QValueAxis::setTickInterval);
        assign(value, source, &QValueAxis::tickCount, &QValueAxis::setTickCount);
        assign(value, source, &QValueAxis::minorTickCount, &QValueAxis::setMinorTickCount);
        assign(value, source, &QValueAxis::labelFormat, &QValueAxis::setLabelFormat);
        if (value->min() != source->min() || value->max() != source->max())
            value->setRange(source->min(), source->max());
    } else if (auto *log = qobject_cast<QLogValueAxis *>(to)) {
        auto *source = static_cast<QLogValueAxis *>(from);
        assign(log, source, &QLogValueAxis::base, &QLogValueAxis::setBase);
        assign(log, source, &QLogValueAxis::minorTickCount, &QLogValueAxis::setMinorTickCount);
        assign(log, source, &QLogValueAxis::labelFormat, &QLogValueAxis::setLabelFormat);
        if (log->min() != source->min() || log->max() != source->max())
            log->setRange(source->min(), source->max());
    } else if (auto *bars = qobject_cast<QBarCategoryAxis *>(to)) {
        auto *source = static_cast<QBarCategoryAxis *>(from);
        if (bars->categories() != source->categories())
            bars->setCategories(source->categories());
    }
}

} // namespace

void setShapeKey(QChart *chart, const char *kindKey, double fontScale, bool available)
{
    chart->setProperty(kShapeKey, QStringLiteral("%1|%2|%3|%4")
                                      .arg(QLatin1String(kindKey), QLocale().name())
                                      .arg(fontScale)
                                      .arg(available ? 1 : 0));
}

bool update(QChart *shown, QChart *fresh)
{
    if (!shown || !fresh || !sameShape(shown, fresh))
        return false;
    assign(shown, fresh, &QChart::title, &QChart::setTitle);
    ChartKit::copyChartNotes(shown, fresh);

    const QList<QAbstractAxis *> axesTo = shown->axes();
    const QList<QAbstractAxis *> axesFrom = fresh->axes();
    for (qsizetype i = 0; i < axesTo.size(); ++i)
        syncAxis(axesTo[i], axesFrom[i]);

    const QList<QAbstractSeries *> to = shown->series();
    const QList<QAbstractSeries *> from = fresh->series();
    for (qsizetype i = 0; i < to.size(); ++i) {
        QAbstractSeries *t = to[i];
        QAbstractSeries *f = from[i];
        assign(t, f, &QAbstractSeries::name, &QAbstractSeries::setName);
        if (t->objectName() != f->objectName())
            t->setObjectName(f->objectName());
        if (auto *xy = qobject_cast<QXYSeries *>(t))
            syncXY(xy, static_cast<QXYSeries *>(f));
        else if (auto *area = qobject_cast<QAreaSeries *>(t))
            syncArea(area, static_cast<QAreaSeries *>(f));
        else if (auto *bars = qobject_cast<QAbstractBarSeries *>(t))
            syncBars(bars, static_cast<QAbstractBarSeries *>(f));
        moveTooltip(t, f);
    }

    // Legend entries hidden in the fresh chart are hidden here too. (Whether
    // the legend shows at all is part of the shape key: only charts that
    // cannot be drawn hide it.)
    const QList<QLegendMarker *> markersTo = shown->legend()->markers();
    const QList<QLegendMarker *> markersFrom = fresh->legend()->markers();
    for (qsizetype i = 0; i < markersTo.size(); ++i) {
        const bool hidden = ChartKit::hiddenFromLegend(markersFrom[i]);
        if (ChartKit::hiddenFromLegend(markersTo[i]) != hidden)
            ChartKit::setHiddenFromLegend(markersTo[i], hidden);
        // A renamed series resets its label: take the fresh one, wrapped.
        assign(markersTo[i], markersFrom[i], &QLegendMarker::label, &QLegendMarker::setLabel);
    }
    assign(shown->legend(), fresh->legend(), &QLegend::alignment, &QLegend::setAlignment);
    return true;
}

} // namespace ChartSync
