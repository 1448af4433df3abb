#pragma once

#include <vector>

#include <QAbstractTableModel>
#include <QString>

#include "cost/Evaluation.h"

namespace suanpan {
struct Catalog;
}

// One row per option for one workload: the pair's fit, time and money from
// an Evaluation. A thin adapter: the Compare page evaluates and hands the
// rows over; everything shown is worded at data() time so a language switch
// only needs dataChanged.
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        AcquisitionColumn,
        FitsColumn,
        TimeColumn,
        TotalColumn,
        PflopHourColumn,
        UnitCostColumn,
        RisksColumn,
        ColumnCount
    };
    // Raw numbers for sorting (likely values; infeasible rows last by cost).
    static constexpr int SortRole = Qt::UserRole;
    // Index of the option in the project.
    static constexpr int OptionIndexRole = Qt::UserRole + 1;

    struct Row {
        int optionIndex = -1;
        QString name;
        suanpan::Acquisition acquisition = suanpan::Acquisition::Rent;
        suanpan::PairResult pair;
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    void setRows(std::vector<Row> rows, bool inference);
    // Names the cards and contracts risk tooltips mention (ids without it).
    void setCatalog(const suanpan::Catalog *catalog) { m_catalog = catalog; }
    const Row *row(int r) const;
    // Rewords headers and cells in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;
    QString tooltip(const Row &row, int column) const;

    std::vector<Row> m_rows;
    bool m_inference = false;
    const suanpan::Catalog *m_catalog = nullptr;
};
