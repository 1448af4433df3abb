#include "CostLineModel.h"

#include <QFont>

#include "i18n/CostText.h"
#include "i18n/MoneyFormat.h"
#include "widgets/TableCopy.h"

using namespace suanpan;

CostLineModel::CostLineModel(QObject *parent) : QAbstractTableModel(parent) {}

void CostLineModel::setLines(std::vector<CostLine> lines)
{
    const bool sameShape =
        lines.size() == m_lines.size() &&
        std::equal(lines.begin(), lines.end(), m_lines.begin(),
                   [](const CostLine &a, const CostLine &b) { return a.code == b.code; });
    if (sameShape && !lines.empty()) {
        m_lines = std::move(lines);
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_lines = std::move(lines);
    endResetModel();
}

void CostLineModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_lines.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int CostLineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int CostLineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CostLineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CostLine &line = m_lines[size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn:
            return CostText::lineName(line.code);
        case LowColumn:
            return MoneyFormat::amount(line.cny.low);
        case LikelyColumn:
            return MoneyFormat::amount(line.cny.likely);
        case HighColumn:
            return MoneyFormat::amount(line.cny.high);
        case HiddenColumn:
            //: Cost line table: marks a hidden cost; the check box counts it or not
            return line.hidden ? (line.enabled ? tr("Hidden, counted") : tr("Hidden, off"))
                               : QString();
        default:
            return {};
        }
    case TableCopy::NumbersRole:
        // The copy's numbers (TableCopy): CNY, not "¥3,746".
        if (column == LowColumn)
            return line.cny.low;
        if (column == LikelyColumn)
            return line.cny.likely;
        if (column == HighColumn)
            return line.cny.high;
        return {};
    case Qt::CheckStateRole:
        if (column == HiddenColumn && line.hidden)
            return line.enabled ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        return CostText::lineTooltip(line);
    case Qt::TextAlignmentRole:
        if (column >= LowColumn && column <= HighColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (!line.enabled) {
            QFont f;
            f.setStrikeOut(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

bool CostLineModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::CheckStateRole ||
        index.column() != HiddenColumn)
        return false;
    const CostLine &line = m_lines[size_t(index.row())];
    if (!line.hidden)
        return false;
    const bool enabled = value.toInt() == Qt::Checked;
    if (enabled == line.enabled)
        return true;
    // The check box shows the project's state: the owner switches the line
    // in the document (an undo step) and sets the re-evaluated lines.
    emit lineToggled(std::string(lineCodeText(line.code)), enabled);
    return true;
}

Qt::ItemFlags CostLineModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == HiddenColumn && m_lines[size_t(index.row())].hidden)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant CostLineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && (section == LowColumn || section == HighColumn))
        //: Tooltip of the cost line table's best / worst case headers
        return tr("A line's best (worst) case sets every input at the end that lowers (raises) "
                  "it at once: far less likely than the totals' P10-P90 range.");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Cost line table header
        return tr("Cost line");
    case LowColumn:
        //: Cost line table header: the line with every input at its cost-lowering end
        return tr("Best case");
    case LikelyColumn:
        //: Cost line table header: the most likely value
        return tr("Likely");
    case HighColumn:
        //: Cost line table header: the line with every input at its cost-raising end
        return tr("Worst case");
    case HiddenColumn:
        //: Cost line table header: hidden costs, with a check box to count them
        return tr("Hidden cost");
    default:
        return {};
    }
}
