#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QAbstractItemModel>

#include "model/Project.h"
#include "verify/Checklist.h"

class ProjectDocument;

// The four built-in checklists as a tree (checklist -> items) with the state
// of each item for one option: a thin adapter over the project's checklist
// entries. An option without its own entry for an item shows the
// whole-project entry, marked as inherited (italic, with a tooltip).
class ChecklistModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        TitleColumn,
        SeverityColumn,
        StatusColumn,
        CheckedByColumn,
        DateColumn,
        NoteColumn,
        ColumnCount
    };
    enum Role { ItemIdRole = Qt::UserRole + 1 };

    explicit ChecklistModel(ProjectDocument *document, QObject *parent = nullptr);

    void setOptionId(const std::string &optionId);
    const std::string &optionId() const { return m_optionId; }

    const std::vector<suanpan::ChecklistTemplate> &templates() const { return m_templates; }
    // Null for a checklist row.
    const suanpan::ChecklistItem *item(const QModelIndex &index) const;
    QModelIndex indexOf(const std::string &itemId, int column = TitleColumn) const;

    // The entry in force for `itemId` and the current option (its own, else
    // the whole project's); null when nobody has checked it.
    const suanpan::ChecklistEntry *entryFor(const std::string &itemId) const;
    // True when that entry is the whole project's and the view is an option.
    bool isInherited(const std::string &itemId) const;

    // Re-reads everything after a language switch.
    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant checklistData(int row, int column, int role) const;
    QVariant itemData(const suanpan::ChecklistItem &item, int column, int role) const;
    // How the option gets its cards; none for the whole project.
    std::optional<suanpan::Supply> supply() const;
    bool notForOption(const suanpan::ChecklistItem &item) const;
    void allChanged();

    ProjectDocument *m_document;
    std::vector<suanpan::ChecklistTemplate> m_templates;
    std::string m_optionId;
};
