#pragma once

#include <QSortFilterProxyModel>

// Sorts a ComparisonModel by its SortRole with the options the engine could
// not price last, in either order: they have no figure to be sorted by, and
// a "not priced" row must never look like the cheapest or the dearest.
class ComparisonProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit ComparisonProxyModel(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};
