#pragma once

#include <string>
#include <vector>

#include <QAbstractTableModel>

#include "cost/Evaluation.h"

// The cost lines of one (workload, option) pair: low / likely / high, whether
// the line is a hidden cost, and for hidden lines a check box that switches
// the line off (Project::disabledCostLines). The check state is the line's
// CostLine::enabled as evaluated; ticking asks the owner (lineToggled) to
// change the project, which re-evaluates and sets the lines again. The
// tooltip of every cell explains the line: its formula in words with inputs,
// units and sources.
class CostLineModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, LowColumn, LikelyColumn, HighColumn, HiddenColumn, ColumnCount };

    explicit CostLineModel(QObject *parent = nullptr);

    void setLines(std::vector<suanpan::CostLine> lines);
    const std::vector<suanpan::CostLine> &lines() const { return m_lines; }
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // The user switched a hidden line on or off; the owner changes the
    // document and sets the re-evaluated lines.
    void lineToggled(const std::string &code, bool enabled);

private:
    std::vector<suanpan::CostLine> m_lines;
};
