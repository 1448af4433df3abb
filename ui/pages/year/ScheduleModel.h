#pragma once

#include <QAbstractTableModel>

class ProjectDocument;

// The workloads' schedules (model/Workload.h Schedule) as a table the Year
// page edits: one row per workload, every edit one undoable step through the
// document. A value left at its default shows what the plan uses instead
// (the sized run in days, the owned option's card count) greyed, so the user
// sees every figure the demand is built from.
class ScheduleModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Workload, Start, Every, Duration, Cards, PeakHours, OffPeak, ColumnCount };

    explicit ScheduleModel(ProjectDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Whether a column applies to the row's workload (serving has no repeat;
    // training no daily load profile).
    bool applies(int row, int column) const;
    // The smallest and largest value an editor offers for a column.
    static double minimum(int column);
    static double maximum(int column);
    static int decimals(int column);

    void retranslate();

private:
    QVariant display(int row, int column) const;

    ProjectDocument *m_document;
};
