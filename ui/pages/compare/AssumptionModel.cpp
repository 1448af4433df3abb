#include "AssumptionModel.h"

#include <algorithm>
#include <cmath>

#include <QDate>
#include <QLocale>

#include "document/ChangeAssumption.h"
#include "document/ProjectDocument.h"
#include "i18n/CitationText.h"
#include "i18n/MoneyFormat.h"

using namespace suanpan;

namespace {

double &part(Range &r, int column)
{
    return column == AssumptionModel::LowColumn
               ? r.low
               : (column == AssumptionModel::LikelyColumn ? r.likely : r.high);
}

} // namespace

AssumptionModel::AssumptionModel(ProjectDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(m_document, &ProjectDocument::reset, this, &AssumptionModel::refresh);
    connect(m_document, &ProjectDocument::assumptionsChanged, this, &AssumptionModel::refresh);
    m_rows = int(m_document->catalog().assumptions.size());
}

void AssumptionModel::refresh()
{
    const int rows = int(m_document->catalog().assumptions.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (m_rows > 0) {
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    }
}

void AssumptionModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

int AssumptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int AssumptionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssumptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &all = m_document->catalog().assumptions;
    if (size_t(index.row()) >= all.size())
        return {};
    Assumption a = all[size_t(index.row())];
    const int column = index.column();
    if (column >= LowColumn && column <= HighColumn) {
        const double v = part(a.value, column);
        // Edited as text: a spin box's fixed decimals would round values
        // such as 2e-5 interruptions per card-hour to zero.
        if (role == Qt::EditRole)
            return QLocale().toString(v, 'g', 12);
        if (role == Qt::UserRole)
            return v;
        if (role == Qt::DisplayRole) {
            if (!std::isfinite(v))
                return QString();
            // Large counts such as bytes at the scale amounts use ("858.99 M",
            // "8.59 亿"), not "8.58993e+08", and narrow enough for the names.
            if (std::abs(v) >= 1e6)
                return MoneyFormat::quantity(v);
            return QLocale().toString(v, 'g', 6);
        }
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return CitationText::assumptionName(a);
        case UnitColumn:
            return CitationText::unit(a.unit);
        case SourceColumn:
            return CitationText::cite(a.provenance.source);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && column == SourceColumn)
        return CitationText::describe(a);
    if (role == Qt::ToolTipRole && column == NameColumn)
        return CitationText::assumptionName(a) + QLatin1Char('\n') + CitationText::describe(a);
    return {};
}

bool AssumptionModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        index.column() < LowColumn || index.column() > HighColumn)
        return false;
    bool ok = false;
    const double v = value.typeId() == QMetaType::QString
                         ? QLocale().toDouble(value.toString(), &ok)
                         : value.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    Assumption a = m_document->catalog().assumptions.at(size_t(index.row()));
    // Keep low <= likely <= high: the edited end pushes the others along.
    Range &r = a.value;
    part(r, index.column()) = v;
    if (index.column() == LowColumn) {
        r.likely = std::max(r.likely, v);
        r.high = std::max(r.high, r.likely);
    } else if (index.column() == LikelyColumn) {
        r.low = std::min(r.low, v);
        r.high = std::max(r.high, v);
    } else {
        r.likely = std::min(r.likely, v);
        r.low = std::min(r.low, r.likely);
    }
    a.provenance.source = "user";
    a.provenance.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    // The index may be gone once the command ran (a reset): nothing after this.
    changeAssumption(m_document, a);
    return true;
}

Qt::ItemFlags AssumptionModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() >= LowColumn && index.column() <= HighColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant AssumptionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Assumptions table header
        return tr("Assumption");
    case LowColumn:
        //: Assumptions table header: low end of the range
        return tr("Low");
    case LikelyColumn:
        //: Assumptions table header: most likely value
        return tr("Likely");
    case HighColumn:
        //: Assumptions table header: high end of the range
        return tr("High");
    case UnitColumn:
        //: Assumptions table header
        return tr("Unit");
    case SourceColumn:
        //: Assumptions table header: where the figure comes from
        return tr("Source");
    default:
        return {};
    }
}
