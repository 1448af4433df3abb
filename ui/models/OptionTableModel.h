#pragma once

#include <QAbstractTableModel>

class ProjectDocument;
namespace suanpan {
struct Option;
}

// The project's options as a table (one row each). Only the "chosen" check
// box is editable here, through the document's undo stack; the rest is edited
// in the Options page's form.
class OptionTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Card, Count, Facility, Contract, Acquisition, Chosen, ColumnCount };

    explicit OptionTableModel(ProjectDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    QVariant display(int row, int column) const;
    static QString nameTip(const suanpan::Option &option);
    void retranslate();

    ProjectDocument *m_document;
};
