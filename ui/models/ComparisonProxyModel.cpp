#include "ComparisonProxyModel.h"

#include "models/ComparisonModel.h"

ComparisonProxyModel::ComparisonProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ComparisonModel::SortRole);
}

bool ComparisonProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftPriced = left.data(ComparisonModel::PricedRole).toBool();
    const bool rightPriced = right.data(ComparisonModel::PricedRole).toBool();
    // By name or acquisition the rows keep their place in the alphabet.
    if (leftPriced != rightPriced && left.column() >= ComparisonModel::ChanceColumn) {
        // A descending sort asks lessThan(right, left): answer so that the
        // priced row still comes first.
        return sortOrder() == Qt::AscendingOrder ? leftPriced : !leftPriced;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}
