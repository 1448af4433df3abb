#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QAbstractTableModel>

class ProjectDocument;

// One list of the merged catalog (cards, facilities or contracts: built-in
// entries with the project's own entries shadowing them) as a table of key
// figures with units. Each figure's source is its tooltip; SortRole holds the
// raw number so columns sort by value, not by text. A thin adapter: it reads
// ProjectDocument::catalog() and resets when the project's entries change.
class CatalogModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Kind { Cards, Facilities, Contracts };
    enum Role {
        SortRole = Qt::UserRole, // number or text the column sorts by
        IdRole,                  // the entry's id (QString)
        UserEntryRole,           // bool: the project's own entry
    };

    CatalogModel(ProjectDocument *document, Kind kind, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    std::string idAt(int row) const;
    bool isUserEntry(int row) const;
    // The row of the entry with this id, or -1.
    int rowOf(const std::string &id) const;
    // Headers and texts in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Cell {
        QString text;
        QVariant sort;
        QString tooltip;
    };
    // The cell as last worked out: a view asks for each cell many times
    // (every paint, each column's width, each tooltip) and a price cell
    // reads the project's assumptions and quotes. Forgotten on any change of
    // the project, a reset and a language switch.
    const Cell &cell(int row, int column) const;
    Cell workOut(int row, int column) const;
    void forgetCells();
    Cell cardCell(int row, int column) const;
    Cell facilityCell(int row, int column) const;
    Cell contractCell(int row, int column) const;
    Cell entryCell(int row) const;
    bool shadowsBuiltin(const std::string &id) const;

    ProjectDocument *m_document;
    Kind m_kind;
    mutable std::vector<std::optional<Cell>> m_cells; // row x column
};
