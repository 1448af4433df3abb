#include "ComparisonModel.h"

#include <algorithm>
#include <cstdlib>

#include <QLocale>
#include <QStringList>

#include "cost/Quotes.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/MoneyFormat.h"
#include "i18n/QuoteText.h"
#include "i18n/VerdictText.h"
#include "widgets/TableCopy.h"

using namespace suanpan;

namespace {

// A long header on two lines, broken at the space nearest its middle: the
// money headers carry their scope and unit ("Total over 24 months", "CNY per
// effective PFLOP-hour"), and on one line they would push the table wider
// than the page.
QString twoLines(QString header)
{
    constexpr int kLongHeader = 14;
    if (header.size() <= kLongHeader)
        return header;
    const int middle = int(header.size() / 2);
    int at = -1;
    for (int i = 0; i < header.size(); ++i)
        if (header[i] == QLatin1Char(' ') &&
            (at < 0 || std::abs(i - middle) < std::abs(at - middle)))
            at = i;
    if (at > 0)
        header[at] = QLatin1Char('\n');
    return header;
}

// A money range with its likely value on a second line ("Y1.2-1.6 M" over
// "(likely 1.4 M)"): two such columns side by side fit the page.
QString stacked(QString range)
{
    for (const QString &open : {QStringLiteral(" ("), QStringLiteral("\uff08")}) {
        const qsizetype at = range.lastIndexOf(open);
        if (at > 0) {
            range.insert(open.startsWith(QLatin1Char(' ')) ? at + 1 : at, QLatin1Char('\n'));
            if (open.startsWith(QLatin1Char(' ')))
                range.remove(at, 1);
            break;
        }
    }
    return range;
}

// The first-token time over the token rate ("TTFT 0.05 s," over "4,140
// tok/s"), broken after the first comma: on one line the speed column took
// the width the option's name needs on a slide.
QString twoParts(QString speed)
{
    for (const QString &comma : {QStringLiteral(", "), QStringLiteral("\uff0c")}) {
        const qsizetype at = speed.indexOf(comma);
        if (at > 0) {
            // The space after an ASCII comma becomes the line break.
            if (comma.size() > 1)
                speed[at + 1] = QLatin1Char('\n');
            else
                speed.insert(at + 1, QLatin1Char('\n'));
            return speed;
        }
    }
    return speed;
}

} // namespace

ComparisonModel::ComparisonModel(QObject *parent) : QAbstractTableModel(parent) {}

std::vector<ComparisonModel::Row> ComparisonModel::rowsFor(const Project &project,
                                                           const Evaluation &evaluation,
                                                           const WorkloadVerdict *verdict)
{
    std::vector<Row> rows;
    if (!verdict)
        return rows;
    const bool sampled = evaluation.sampling.samples > 0;
    for (size_t k = 0; k < verdict->standings.size(); ++k) {
        const Standing &st = verdict->standings[k];
        const auto o = std::find_if(project.options.begin(), project.options.end(),
                                    [&](const Option &x) { return x.id == st.optionId; });
        const PairResult *p = evaluation.pair(verdict->workloadId, st.optionId);
        if (!p || o == project.options.end())
            continue;
        const OptionResult *held = evaluation.option(st.optionId);
        Row row{int(o - project.options.begin()), DisplayText::nameOrId(*o), o->acquisition, *p,
                held ? held->total : Range{}};
        row.standing = st;
        row.rank = int(k);
        row.place = st.optionId == verdict->recommended ? Place::Recommended
                    : st.optionId == verdict->runnerUp  ? Place::RunnerUp
                    : st.eligible()                     ? Place::Eligible
                                                        : Place::LeftOut;
        row.tossUp =
            verdict->tossUp && (row.place == Place::Recommended || row.place == Place::RunnerUp);
        row.sampled = sampled;
        if (const ProviderQuote *q = findQuote(project, o->quoteId))
            row.priceSource = QuoteText::source(*q);
        rows.push_back(std::move(row));
    }
    return rows;
}

void ComparisonModel::setRows(std::vector<Row> rows, bool inference, const Evaluation &evaluation)
{
    const bool headersChange =
        inference != m_inference || evaluation.horizonMonths != m_horizon.horizonMonths;
    m_horizon.horizonMonths = evaluation.horizonMonths;
    if (rows.size() == m_rows.size() && !rows.empty()) {
        // Same shape (an edit re-evaluated): keep the selection and sort.
        m_rows = std::move(rows);
        m_inference = inference;
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        beginResetModel();
        m_rows = std::move(rows);
        m_inference = inference;
        endResetModel();
    }
    if (headersChange)
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

const ComparisonModel::Row *ComparisonModel::row(int r) const
{
    return r >= 0 && r < rowCount() ? &m_rows[size_t(r)] : nullptr;
}

CostScope ComparisonModel::scope() const
{
    // Every pair of a workload has its scope; serving is priced over the horizon.
    if (!m_rows.empty())
        return m_rows.front().pair.scope;
    return m_inference ? CostScope::Horizon : CostScope::PerRun;
}

void ComparisonModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ComparisonModel::isMoney(int column)
{
    return column == WorkloadCostColumn || column == HorizonTotalColumn || column == UnitCostColumn;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case Qt::ToolTipRole: {
        const QString t = tooltip(r, index.column());
        return t.isEmpty() ? QVariant() : QVariant(t);
    }
    case SortRole:
        return sortValue(r, index.column());
    case TableCopy::NumbersRole:
        return numbers(r, index.column());
    case OptionIndexRole:
        return r.optionIndex;
    case PricedRole:
        return r.pair.priced;
    case Qt::TextAlignmentRole:
        if (index.column() >= TimeColumn && index.column() <= UnitCostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QString ComparisonModel::place(const Row &r)
{
    switch (r.place) {
    case Place::Recommended:
        //: Comparison table, Verdict column
        return r.tossUp ? tr("Recommended (toss-up)") : tr("Recommended");
    case Place::RunnerUp:
        //: Comparison table, Verdict column
        return r.tossUp ? tr("Runner-up (toss-up)") : tr("Runner-up");
    case Place::Eligible:
        //: Comparison table, Verdict column: passes every check but is not the best
        return tr("Eligible");
    case Place::LeftOut:
        break;
    }
    if (r.standing.breaches.empty())
        return r.pair.priced ? QString() : CostText::notPriced();
    QString first = VerdictText::breachShort(r.standing.breaches.front().code);
    if (!first.isEmpty())
        first[0] = first[0].toUpper(); // a cell starts as "Recommended" does
    return r.standing.breaches.size() > 1
               //: Verdict column: the first of several breaches, e.g. "over the capital
               //: budget, +1"
               ? tr("%1, +%2").arg(first).arg(r.standing.breaches.size() - 1)
               : first;
}

QVariant ComparisonModel::display(const Row &r, int column) const
{
    const PairResult &p = r.pair;
    if (!p.priced && (isMoney(column) || column == TimeColumn || column == ChanceColumn)) {
        // No amount at all: zero would read as free.
        if (column == WorkloadCostColumn)
            //: A money cell of an option that cannot run the workload; %1 why, e.g. "does
            //: not fit"
            return tr("%1: %2").arg(CostText::notPriced(), CostText::notPricedShort(p));
        return column == TimeColumn || column == ChanceColumn ? MoneyFormat::missing()
                                                              : CostText::notPriced();
    }
    switch (column) {
    case NameColumn:
        // A price from a provider's quote says so under the name.
        return r.priceSource.isEmpty() ? r.name : r.name + QLatin1Char('\n') + r.priceSource;
    case AcquisitionColumn:
        return DisplayText::acquisition(r.acquisition);
    case VerdictColumn:
        return place(r);
    case ChanceColumn:
        return VerdictText::chanceCell(r.standing, r.sampled);
    case TimeColumn:
        if (p.inference)
            return twoParts(CostText::servingTime(p.inference->at.ttftSeconds,
                                                  p.inference->at.tokensPerSecond));
        return CostText::jobTime(p.jobHours);
    case WorkloadCostColumn:
        return stacked(MoneyFormat::band(p.total));
    case HorizonTotalColumn:
        return stacked(MoneyFormat::band(r.horizonTotal));
    case UnitCostColumn:
        return MoneyFormat::amount(m_inference ? p.cnyPerMillionTokens.likely
                                               : p.cnyPerEffectivePflopHour.likely);
    case RisksColumn: {
        QStringList words;
        for (const Flag &f : p.flags) {
            const QString w = CostText::flagShort(f.code);
            if (!words.contains(w))
                words << w;
        }
        // Chinese lists take the enumeration comma (U+3001), not ", ".
        const bool chinese = QLocale().language() == QLocale::Chinese;
        return words.join(chinese ? QStringLiteral(u"\u3001") : QStringLiteral(", "));
    }
    default:
        return {};
    }
}

// The copy's numbers (TableCopy): hours and CNY as P10, median, P90.
QVariant ComparisonModel::numbers(const Row &r, int column) const
{
    const PairResult &p = r.pair;
    if (!p.priced)
        return {};
    const auto three = [](const Range &v) { return QVariantList{v.low, v.likely, v.high}; };
    switch (column) {
    case TimeColumn:
        // A serving pair's time is two measures (first token, tokens/s): its words.
        return p.inference ? QVariant() : QVariant(three(p.jobHours));
    case WorkloadCostColumn:
        return three(p.total);
    case HorizonTotalColumn:
        return three(r.horizonTotal);
    case UnitCostColumn:
        return m_inference ? p.cnyPerMillionTokens.likely : p.cnyPerEffectivePflopHour.likely;
    default:
        return {};
    }
}

QVariant ComparisonModel::sortValue(const Row &r, int column) const
{
    const PairResult &p = r.pair;
    if (!p.priced && (isMoney(column) || column == TimeColumn))
        return {}; // ComparisonProxyModel puts these last
    switch (column) {
    case VerdictColumn:
        return r.rank;
    case ChanceColumn:
        return r.standing.eligible() ? r.standing.chanceCheapest : -1.0;
    case TimeColumn:
        return p.inference ? p.inference->at.ttftSeconds : p.jobHours.likely;
    case WorkloadCostColumn:
        return p.total.likely;
    case HorizonTotalColumn:
        return r.horizonTotal.likely;
    case UnitCostColumn:
        return m_inference ? p.cnyPerMillionTokens.likely : p.cnyPerEffectivePflopHour.likely;
    case RisksColumn:
        return int(p.flags.size());
    default:
        return display(r, column);
    }
}

QString ComparisonModel::tooltip(const Row &r, int column) const
{
    const PairResult &p = r.pair;
    if (!p.priced && (isMoney(column) || column == TimeColumn))
        return CostText::notPricedReason(p);
    if (column == VerdictColumn) {
        QStringList lines;
        for (const BreachItem &b : r.standing.breaches)
            lines << VerdictText::breach(b);
        if (p.priced)
            //: Tooltip of the Verdict cell; %1 a layout with its memory per card
            lines << tr("Priced with %1.").arg(CostText::layoutSentence(p));
        return lines.join(QLatin1Char('\n'));
    }
    if (column == RisksColumn) {
        QStringList lines;
        for (const Flag &f : p.flags)
            lines << CostText::flagSentence(f, m_catalog);
        return lines.join(QLatin1Char('\n'));
    }
    const auto lowLikelyHigh = [](const Range &v) {
        if (v.low == v.high)
            //: Tooltip of a money cell while its range is being computed
            return tr("Every input at its likely value: %1").arg(MoneyFormat::amount(v.likely));
        //: Tooltip of a money cell: the 10th, 50th and 90th percentiles of the draws
        return tr("P10 %1, median %2, P90 %3")
            .arg(MoneyFormat::amount(v.low), MoneyFormat::amount(v.likely),
                 MoneyFormat::amount(v.high));
    };
    if (column == WorkloadCostColumn) {
        QString tip = lowLikelyHigh(p.total);
        if (p.worstBest.low < p.worstBest.high)
            //: Every input at its likely value, and at its cost-lowering (raising) end at once
            tip += QLatin1Char('\n') + tr("Every input at its likely value %1; best case %2, "
                                          "worst case %3 (every input at its end at once)")
                                           .arg(MoneyFormat::amount(p.worstBest.likely),
                                                MoneyFormat::amount(p.worstBest.low),
                                                MoneyFormat::amount(p.worstBest.high));
        // An owned option's run pays a share of owning the cards: say which.
        if (p.capacity)
            tip += QLatin1Char('\n') + CostText::capacitySentence(*p.capacity);
        return tip;
    }
    if (column == HorizonTotalColumn)
        return lowLikelyHigh(r.horizonTotal);
    if (column == UnitCostColumn)
        return lowLikelyHigh(m_inference ? p.cnyPerMillionTokens : p.cnyPerEffectivePflopHour);
    return {};
}

QString ComparisonModel::headerTooltip(int section) const
{
    switch (section) {
    case WorkloadCostColumn:
        if (scope() == CostScope::PerRun)
            return tr("One completed run of this workload on the option, re-runs and hidden "
                      "costs included: every cost line that is switched on, as P10-P90 "
                      "(median).");
        //: %1 "over 24 months"
        return tr("Serving this workload on the option %1, for the hours its schedule "
                  "serves: every cost line that is switched on, as P10-P90 (median).")
            .arg(CostText::scope(CostScope::Horizon, m_horizon));
    case HorizonTotalColumn:
        //: %1 "over 24 months"
        return tr("The option held for the whole plan, %1, with the project's scheduled "
                  "work on it as the year plan places it; the cumulative cost chart ends at "
                  "this amount.")
            .arg(CostText::scope(CostScope::Horizon, m_horizon));
    case VerdictColumn:
        return tr("Where the project's verdict puts the option for this workload: "
                  "recommended, runner-up, eligible, or what keeps it out.");
    case ChanceColumn:
        return tr("The share of the plausible futures (Monte Carlo draws, ties shared) in "
                  "which the option is the cheapest of the options that pass every check.");
    case UnitCostColumn:
        if (m_inference)
            return tr("The all-in price per busy card-hour divided by the tokens served: CNY "
                      "per million output tokens.");
        return tr("Hourly price divided by the effective compute (peak x MFU): CNY per "
                  "effective PFLOP-hour");
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        const QString tip = headerTooltip(section);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Comparison table header
        return tr("Option");
    case AcquisitionColumn:
        //: Comparison table header: rent, host or build
        return tr("Acquisition");
    case VerdictColumn:
        //: Comparison table header: where the project's verdict puts the option
        return tr("Verdict");
    case ChanceColumn:
        //: Comparison table header: the chance the option is the cheapest
        return twoLines(tr("Chance cheapest"));
    case TimeColumn:
        //: Comparison table header: job duration or serving speed
        return m_inference ? tr("Speed") : tr("Time");
    case WorkloadCostColumn:
        return twoLines(CostText::workloadCostName(scope(), m_horizon));
    case HorizonTotalColumn:
        return twoLines(CostText::totalName(CostScope::Horizon, m_horizon));
    case UnitCostColumn:
        if (m_inference)
            //: Comparison table header: serving cost per million output tokens
            return twoLines(tr("CNY per million tokens"));
        //: Comparison table header: training cost per PFLOP-hour of effective
        //: (MFU-weighted) compute
        return twoLines(tr("CNY per effective PFLOP-hour"));
    case RisksColumn:
        //: Comparison table header
        return tr("Risks");
    default:
        return {};
    }
}
