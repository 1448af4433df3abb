#pragma once

#include <QAbstractTableModel>

class ProjectDocument;

// The project's effective assumptions (catalog defaults merged with the
// project's overrides, Catalog::withProject) with low / likely / high
// editable as locale text (Qt::UserRole holds the number); an edit is one
// undo step (ChangeAssumption) and marks the figure's source as "user".
class AssumptionModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        LowColumn,
        LikelyColumn,
        HighColumn,
        UnitColumn,
        SourceColumn,
        ColumnCount
    };

    explicit AssumptionModel(ProjectDocument *document, QObject *parent = nullptr);

    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void refresh();

    ProjectDocument *m_document;
    int m_rows = 0;
};
