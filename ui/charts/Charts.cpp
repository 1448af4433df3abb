#include "Charts.h"

#include <QChart>
#include <QCoreApplication>

#include "charts/ChartBuilders.h"
#include "charts/ChartData.h"
#include "charts/ChartKit.h"
#include "charts/ChartSync.h"
#include "cost/Evaluation.h"
#include "model/Project.h"

using namespace suanpan;

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Charts)

public:
    static QString title(ChartKind kind)
    {
        switch (kind) {
        case ChartKind::CumulativeCost:
            //: Chart title: money spent per option from month 0 to the planning horizon
            return tr("Cumulative cost over time");
        case ChartKind::CostBreakdown:
            //: Chart title: stacked cost lines (rent, power, staff, ...) per option
            return tr("Cost breakdown");
        case ChartKind::UnitCost:
            //: Chart title: CNY per effective PFLOP-hour (and per million tokens)
            return tr("Unit cost of effective compute");
        case ChartKind::Memory:
            //: Chart title: memory needed on each card against its capacity
            return tr("Memory per card");
        case ChartKind::Scaling:
            //: Chart title: scaling efficiency against the number of cards
            return tr("Scaling efficiency");
        case ChartKind::Latency:
            //: Chart title: serving latency against requests in flight
            return tr("Latency against concurrency");
        case ChartKind::Tornado:
            //: Chart title (tornado chart): which assumptions move the cost most (its
            //: subtitle says which cost: per run or over the horizon)
            return tr("What moves the cost");
        case ChartKind::CostDistribution:
            //: Chart title: the chance that each option's cost stays below an amount (Monte
            //: Carlo draws)
            return tr("How sure the cost is");
        case ChartKind::Demand:
            //: Chart title: cards needed month by month, owned (busy, idle) and rented
            return tr("Demand over the plan");
        case ChartKind::OwnedCards:
            //: Chart title: total cost over the horizon against how many cards are owned
            return tr("Cost against owned cards");
        }
        return {};
    }
    static QString drawsPending()
    {
        return tr("The spread of the cost appears when the draws finish.");
    }
    static QString drawsStopped()
    {
        //: The user stopped the Monte Carlo draws (status bar: Stop)
        return tr("The draws were stopped: no spread to show. Draw again from the status bar.");
    }
    static QString nothingEvaluated() { return tr("Nothing has been evaluated yet."); }
    static QString noYearPlan()
    {
        return tr("No year plan: it needs an option that hosts or builds its own cards.");
    }
    static QString noWorkload() { return tr("Choose a workload."); }
    static QString noOptions() { return tr("Add options on the Options page to chart them."); }
    static QString noPrice()
    {
        return tr("No option could be priced for this workload: check its card and contract.");
    }
    static QString noMemory() { return tr("No option has a memory estimate for this workload."); }
    static QString trainingOnly()
    {
        return tr("Scaling applies to training; this workload serves a model.");
    }
    static QString noScaling()
    {
        return tr("No option trains this workload on a card and site with a known network.");
    }
    static QString servingOnly()
    {
        return tr("Latency applies to serving; this workload trains a model.");
    }
    static QString noLatency()
    {
        return tr("No option serves this workload: the model does not fit, or the prompt and "
                  "output lengths are missing.");
    }
    static QString noTornado() { return tr("No sensitivity: no assumption has a range."); }
    static QString noneRuns()
    {
        return tr("No option can run this workload: see why in the Risks column on Compare.");
    }
    //: %1 is an option
    static QString tornadoNotPriced(const QString &option)
    {
        return tr("No sensitivity: %1 cannot run this workload, so it has no cost to vary.")
            .arg(option);
    }
};

bool anyPositive(const std::vector<Range> &values)
{
    for (const Range &r : values)
        if (r.likely > 0.0)
            return true;
    return false;
}

} // namespace

const std::vector<ChartKind> &allChartKinds()
{
    static const std::vector<ChartKind> kinds{
        ChartKind::CumulativeCost, ChartKind::CostBreakdown,    ChartKind::UnitCost,
        ChartKind::Memory,         ChartKind::Scaling,          ChartKind::Latency,
        ChartKind::Tornado,        ChartKind::CostDistribution, ChartKind::Demand,
        ChartKind::OwnedCards};
    return kinds;
}

bool isYearChart(ChartKind kind)
{
    return kind == ChartKind::Demand || kind == ChartKind::OwnedCards;
}

QString chartUnavailableReason(ChartKind kind, const ChartContext &context)
{
    if (!context.project || !context.evaluation)
        return Text::nothingEvaluated();
    if (isYearChart(kind))
        return context.portfolio && context.catalog ? QString() : Text::noYearPlan();
    switch (kind) {
    case ChartKind::CumulativeCost:
        if (!ChartData::cumulative(context).series.empty())
            return {};
        return ChartData::notPriced(context).empty() ? Text::noOptions() : Text::noneRuns();
    case ChartKind::Tornado: {
        if (!ChartData::tornado(context).bars.empty())
            return {};
        const suanpan::Tornado *t =
            context.tornado ? context.tornado : context.evaluation->tornado(context.workloadId);
        const PairResult *p = t ? context.evaluation->pair(t->workloadId, t->optionId) : nullptr;
        return p && !p->priced ? Text::tornadoNotPriced(ChartKit::optionName(context, p->optionId))
                               : Text::noTornado();
    }
    default:
        break;
    }
    const Workload *workload = ChartData::workloadOf(context);
    if (!workload)
        return Text::noWorkload();
    const bool training = isTraining(workload->scenario);
    if (kind == ChartKind::Scaling && !training)
        return Text::trainingOnly();
    if (kind == ChartKind::Latency && training)
        return Text::servingOnly();
    if (ChartData::shownPairs(context).empty())
        return Text::noOptions();
    const bool money = kind == ChartKind::CostBreakdown || kind == ChartKind::UnitCost ||
                       kind == ChartKind::CostDistribution;
    if (money && ChartData::pricedPairs(context).empty())
        return Text::noneRuns();
    switch (kind) {
    case ChartKind::CostDistribution:
        return context.evaluation->sampling.samples > 0
                   ? (ChartData::distribution(context).series.empty() ? Text::noPrice() : QString())
                   : (context.evaluation->sampling.cancelled ? Text::drawsStopped()
                                                             : Text::drawsPending());
    case ChartKind::CostBreakdown:
        return ChartData::breakdown(context).codes.empty() ? Text::noPrice() : QString();
    case ChartKind::UnitCost: {
        const ChartData::UnitCostData data = ChartData::unitCost(context);
        return anyPositive(data.perEffectivePflopHour) || anyPositive(data.perMillionTokens)
                   ? QString()
                   : Text::noPrice();
    }
    case ChartKind::Memory:
        return ChartData::memory(context).optionIds.empty() ? Text::noMemory() : QString();
    case ChartKind::Scaling:
        return ChartData::scaling(context).series.empty() ? Text::noScaling() : QString();
    case ChartKind::Latency:
        return ChartData::latency(context).series.empty() ? Text::noLatency() : QString();
    default:
        return {};
    }
}

bool chartAvailable(ChartKind kind, const ChartContext &context)
{
    return chartUnavailableReason(kind, context).isEmpty();
}

namespace {

QChart *buildAvailable(ChartKind kind, const ChartContext &context)
{
    switch (kind) {
    case ChartKind::CumulativeCost:
        return ChartBuilders::cumulativeCost(context);
    case ChartKind::CostBreakdown:
        return ChartBuilders::costBreakdown(context);
    case ChartKind::UnitCost:
        return ChartBuilders::unitCost(context);
    case ChartKind::Memory:
        return ChartBuilders::memory(context);
    case ChartKind::Scaling:
        return ChartBuilders::scaling(context);
    case ChartKind::Latency:
        return ChartBuilders::latency(context);
    case ChartKind::Tornado:
        return ChartBuilders::tornado(context);
    case ChartKind::CostDistribution:
        return ChartBuilders::costDistribution(context);
    case ChartKind::Demand:
        return ChartBuilders::demand(context);
    case ChartKind::OwnedCards:
        return ChartBuilders::ownedCards(context);
    }
    return ChartKit::emptyChart(kind, context);
}

} // namespace

QChart *buildChart(ChartKind kind, const ChartContext &context)
{
    ChartKit::requireHeadroom();
    const bool available = chartAvailable(kind, context);
    QChart *chart = available ? buildAvailable(kind, context) : ChartKit::emptyChart(kind, context);
    if (!context.fontFamilies.isEmpty())
        ChartKit::useFontFamilies(chart, context.fontFamilies);
    ChartKit::wrapLegendLabels(chart);
    if (!context.fontFamilies.isEmpty())
        ChartKit::keepLegendWhole(chart);
    ChartSync::setShapeKey(chart, chartKey(kind).toLatin1().constData(), context.fontScale,
                           available);
    return chart;
}

QString chartTitle(ChartKind kind)
{
    return Text::title(kind);
}

QString chartKey(ChartKind kind)
{
    switch (kind) {
    case ChartKind::CumulativeCost:
        return QStringLiteral("cumulative-cost");
    case ChartKind::CostBreakdown:
        return QStringLiteral("breakdown");
    case ChartKind::UnitCost:
        return QStringLiteral("unit-cost");
    case ChartKind::Memory:
        return QStringLiteral("memory");
    case ChartKind::Scaling:
        return QStringLiteral("scaling");
    case ChartKind::Latency:
        return QStringLiteral("latency");
    case ChartKind::Tornado:
        return QStringLiteral("tornado");
    case ChartKind::CostDistribution:
        return QStringLiteral("cost-distribution");
    case ChartKind::Demand:
        return QStringLiteral("demand");
    case ChartKind::OwnedCards:
        return QStringLiteral("owned-cards");
    }
    return {};
}
