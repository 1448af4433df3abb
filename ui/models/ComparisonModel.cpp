#include "ComparisonModel.h"

#include <QLocale>
#include <QStringList>

#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/MoneyFormat.h"

using namespace suanpan;

ComparisonModel::ComparisonModel(QObject *parent) : QAbstractTableModel(parent) {}

void ComparisonModel::setRows(std::vector<Row> rows, bool inference)
{
    const bool headersChange = inference != m_inference;
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
    case OptionIndexRole:
        return r.optionIndex;
    case Qt::TextAlignmentRole:
        if (index.column() >= TimeColumn && index.column() <= UnitCostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant ComparisonModel::display(const Row &r, int column) const
{
    const PairResult &p = r.pair;
    switch (column) {
    case NameColumn:
        return r.name;
    case AcquisitionColumn:
        return DisplayText::acquisition(r.acquisition);
    case FitsColumn:
        if (p.feasible)
            //: Comparison table: the option fits and meets the targets
            return tr("Yes");
        if (!p.training && !p.inference)
            return tr("No");
        //: Comparison table: it fits in memory but misses a target
        return p.meetsDeadline && p.meetsLatency ? tr("No") : tr("Fits, misses target");
    case TimeColumn:
        if (p.inference)
            return CostText::servingTime(p.inference->at.ttftSeconds,
                                         p.inference->at.tokensPerSecond);
        return CostText::jobTime(p.jobHours);
    case TotalColumn:
        return MoneyFormat::range(p.total);
    case PflopHourColumn:
        return MoneyFormat::amount(p.cnyPerEffectivePflopHour.likely);
    case UnitCostColumn:
        return MoneyFormat::amount(m_inference ? p.cnyPerMillionTokens.likely : p.cnyPerRun.likely);
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

QVariant ComparisonModel::sortValue(const Row &r, int column) const
{
    const PairResult &p = r.pair;
    switch (column) {
    case FitsColumn:
        return p.feasible ? 0 : 1;
    case TimeColumn:
        return p.inference ? p.inference->at.ttftSeconds : p.jobHours.likely;
    case TotalColumn:
        return p.total.likely;
    case PflopHourColumn:
        return p.cnyPerEffectivePflopHour.likely;
    case UnitCostColumn:
        return m_inference ? p.cnyPerMillionTokens.likely : p.cnyPerRun.likely;
    case RisksColumn:
        return int(p.flags.size());
    default:
        return display(r, column);
    }
}

QString ComparisonModel::tooltip(const Row &r, int column) const
{
    if (column == RisksColumn || column == FitsColumn) {
        QStringList lines;
        for (const Flag &f : r.pair.flags)
            lines << CostText::flagSentence(f, m_catalog);
        return lines.join(QLatin1Char('\n'));
    }
    if (column == TotalColumn)
        //: Tooltip of the total cost cell
        return tr("Low %1, likely %2, high %3")
            .arg(MoneyFormat::amount(r.pair.total.low), MoneyFormat::amount(r.pair.total.likely),
                 MoneyFormat::amount(r.pair.total.high));
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case PflopHourColumn:
            return tr("Hourly price divided by the effective compute (peak x MFU): CNY per "
                      "effective PFLOP-hour");
        case TotalColumn:
            return tr("All cost lines that are switched on, as low-high (likely)");
        default:
            return {};
        }
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
    case FitsColumn:
        //: Comparison table header: fits in memory and meets the targets
        return tr("Feasible");
    case TimeColumn:
        //: Comparison table header: job duration or serving speed
        return m_inference ? tr("Speed") : tr("Time");
    case TotalColumn:
        //: Comparison table header
        return tr("Total cost");
    case PflopHourColumn:
        //: Comparison table header: CNY per effective PFLOP-hour
        return tr("Per eff. PFLOP-h");
    case UnitCostColumn:
        //: Comparison table header
        return m_inference ? tr("Per M tokens") : tr("Per run");
    case RisksColumn:
        //: Comparison table header
        return tr("Risks");
    default:
        return {};
    }
}
