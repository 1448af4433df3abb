// The year plan's charts (core/cost/Portfolio.h): the demand month by month
// as owned-and-busy, owned-and-idle and rented cards, and the total over the
// horizon against the number of owned cards with its P10-P90 band.
#include <algorithm>
#include <cmath>

#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include "charts/ChartBuilders.h"
#include "charts/ChartKit.h"
#include "cost/Portfolio.h"
#include "i18n/MoneyFormat.h"
#include "i18n/YearText.h"
#include "model/Units.h"

using namespace suanpan;
using namespace ChartKit;

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Charts)

public:
    //: Demand chart axis: months from the start of the plan
    static QString month() { return tr("Month"); }
    //: Demand chart axis: cards in use
    static QString cardsInUse() { return tr("Cards in use"); }
    //: Demand chart area: owned cards doing work
    static QString ownedBusy() { return tr("Owned, busy"); }
    //: Demand chart area: owned cards waiting for work
    static QString ownedIdle() { return tr("Owned, idle"); }
    //: Demand chart area: cards rented for the work owned cards cannot hold
    static QString rented() { return tr("Rented"); }
    //: Demand chart line: the most cards any hour of the month needs
    static QString peak() { return tr("Peak hour"); }
    //: Demand chart note; %1 cards owned in the best mix
    static QString demandNote(const QString &cards)
    {
        return tr("Best mix: %1 owned cards. Monthly averages; dashed: the busiest hour.")
            .arg(cards);
    }
    //: Tooltip of a month; %1 month number, %2 owned busy, %3 idle, %4 rented, %5 peak (cards)
    static QString monthTip(int month, const QString &busy, const QString &idle,
                            const QString &rented, const QString &peak)
    {
        return tr("Month %1\nOwned, busy: %2 cards\nOwned, idle: %3 cards\nRented: %4 cards\n"
                  "Peak hour: %5 cards")
            .arg(month)
            .arg(busy, idle, rented, peak);
    }
    //: Cost curve legend: the likely total of each number of owned cards (no draws made)
    static QString likelyTotal() { return tr("Likely total"); }
    //: Cost curve legend: the median (P50) of the draws' totals for each number of owned cards
    static QString medianTotal() { return tr("Median total"); }
    //: Cost curve legend: the owned-card count with the lowest total
    static QString bestMix() { return tr("Best mix"); }
    //: Tooltip of a point; %1 owned cards, %2 total (median of the draws), %3 P10-P90, %4 owned,
    //: %5 rented
    static QString pointTip(const QString &cards, const QString &total, const QString &band,
                            const QString &owned, const QString &rented)
    {
        return tr("%1 owned cards\nTotal: %2 (P10-P90 %3)\nOwned cards: %4\nRented: %5")
            .arg(cards, total, band, owned, rented);
    }
};

QString number(double v, int decimals = 1)
{
    return QLocale().toString(v, 'f', decimals);
}

// A month's value drawn as a step: flat from month m to m + 1.
void step(std::vector<QPointF> &points, int month, double value)
{
    points.emplace_back(month, value);
    points.emplace_back(month + 1, value);
}

} // namespace

namespace ChartBuilders {

QChart *demand(const ChartContext &context)
{
    const Portfolio &p = *context.portfolio;
    QChart *chart = newChart({}, context.fontScale);
    // Short notes: the page shows this chart at half width; the method is
    // said under the page's verdict and in the report.
    setTitleWithNotes(chart, chartTitle(ChartKind::Demand),
                      {Text::demandNote(QLocale().toString(p.bestMix().ownedCards))},
                      context.fontScale);
    std::vector<QPointF> zero, busy, idle, rented, peak;
    double top = 1.0;
    for (size_t m = 0; m < p.months.size(); ++m) {
        const PortfolioMonth &x = p.months[m];
        const double b = x.ownedBusyCardHours / kHoursPerMonth;
        const double i = b + x.ownedIdleCardHours / kHoursPerMonth;
        const double r = i + x.rentedCardHours / kHoursPerMonth;
        step(zero, int(m), 0.0);
        step(busy, int(m), b);
        step(idle, int(m), i);
        step(rented, int(m), r);
        step(peak, int(m), x.peakCards);
        top = std::max({top, r, x.peakCards});
    }
    auto *x = new QValueAxis;
    x->setRange(0, std::max<int>(int(p.months.size()), 1));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(p.months.size() <= 12 ? 1 : (p.months.size() <= 36 ? 3 : 6));
    x->setLabelFormat(QStringLiteral("%.0f"));
    addAxis(chart, x, Qt::AlignBottom, Text::month(), context.fontScale);
    QValueAxis *y = valueAxis(0.0, top * 1.05);
    addAxis(chart, y, Qt::AlignLeft, Text::cardsInUse(), context.fontScale);
    struct Layer {
        const std::vector<QPointF> *lower, *upper;
        QString name;
        int colour;
    };
    const Layer layers[] = {{&zero, &busy, Text::ownedBusy(), 0},
                            {&busy, &idle, Text::ownedIdle(), 7},
                            {&idle, &rented, Text::rented(), 1}};
    auto tip = [months = p.months](const QPointF &pt) {
        const int m = std::clamp(int(std::floor(pt.x())), 0, int(months.size()) - 1);
        const PortfolioMonth &x = months[size_t(m)];
        return Text::monthTip(m, number(x.ownedBusyCardHours / kHoursPerMonth),
                              number(x.ownedIdleCardHours / kHoursPerMonth),
                              number(x.rentedCardHours / kHoursPerMonth), number(x.peakCards, 0));
    };
    for (const Layer &l : layers) {
        QAreaSeries *area = areaBetween(*l.lower, *l.upper);
        area->setName(l.name);
        QColor fill = color(l.colour);
        fill.setAlphaF(l.colour == 7 ? 0.25 : 0.75);
        area->setBrush(QBrush(fill, l.colour == 7 ? Qt::BDiagPattern : Qt::SolidPattern));
        area->setPen(QPen(color(l.colour), 1.0 * context.fontScale));
        attach(chart, area, {x, y});
        tooltip(area, tip);
    }
    QPen dashed(color(5), 2.0 * context.fontScale, Qt::DashLine);
    QLineSeries *peakLine = line(peak, dashed, Text::peak());
    attach(chart, peakLine, {x, y});
    tooltip(peakLine, tip);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QChart *ownedCards(const ChartContext &context)
{
    const Portfolio &p = *context.portfolio;
    QChart *chart = newChart({}, context.fontScale);
    // The verdict alone: the page's summary and the report carry the rest.
    setTitleWithNotes(chart, chartTitle(ChartKind::OwnedCards),
                      {YearText::summary(p, *context.project, *context.catalog).front()},
                      context.fontScale);
    double top = 0.0;
    for (const PortfolioPoint &c : p.curve)
        top = std::max({top, c.total.high, c.total.likely});
    const MoneyUnit unit = moneyUnit(top);
    auto *x = new QValueAxis;
    x->setRange(0, std::max(p.curve.back().ownedCards, 1));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(
        std::max(p.step, (p.curve.back().ownedCards / 8 + p.step - 1) / p.step * p.step));
    x->setLabelFormat(QStringLiteral("%.0f"));
    addAxis(chart, x, Qt::AlignBottom, YearText::ownedCards(), context.fontScale);
    QValueAxis *y = valueAxis(0.0, top / unit.divisor);
    addAxis(chart, y, Qt::AlignLeft, moneyAxisTitle(unit), context.fontScale);
    std::vector<QPointF> low, likely, high;
    for (const PortfolioPoint &c : p.curve) {
        low.emplace_back(c.ownedCards, c.total.low / unit.divisor);
        likely.emplace_back(c.ownedCards, c.total.likely / unit.divisor);
        high.emplace_back(c.ownedCards, c.total.high / unit.divisor);
    }
    if (p.samples > 0) {
        QAreaSeries *area = band(low, high, color(0));
        attach(chart, area, {x, y});
        hideFromLegend(chart, area);
    }
    // With draws, the curve is their median, as every headline is.
    QLineSeries *curve = line(likely, linePen(0, 2.5 * context.fontScale),
                              p.samples > 0 ? Text::medianTotal() : Text::likelyTotal());
    attach(chart, curve, {x, y});
    auto tip = [points = p.curve, step = p.step](const QPointF &pt) {
        const int i = std::clamp(int(std::lround(pt.x() / step)), 0, int(points.size()) - 1);
        const PortfolioPoint &c = points[size_t(i)];
        return Text::pointTip(QLocale().toString(c.ownedCards), MoneyFormat::amount(c.total.likely),
                              MoneyFormat::span(c.total.low, c.total.high),
                              MoneyFormat::amount(c.ownedCny), MoneyFormat::amount(c.rentedCny));
    };
    tooltip(curve, tip);
    auto *best = new QScatterSeries;
    best->setName(Text::bestMix());
    best->setColor(color(5));
    best->setMarkerSize(12.0 * context.fontScale);
    best->append(p.bestMix().ownedCards, p.bestMix().total.likely / unit.divisor);
    attach(chart, best, {x, y});
    tooltip(best, tip);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

} // namespace ChartBuilders
