#pragma once

#include <string>
#include <vector>

#include "document/DocumentCommand.h"
#include "document/Fields.h"
#include "model/Project.h"

// Undo commands for the verification data: checklist entries and imported
// evidence. The checklist is short (one entry per item and option at most),
// so a checklist command keeps the whole list before and after, like
// ChangeAssumption; evidence can be megabytes, so those commands move one
// record.

// Replaces the project's checklist entries. Consecutive typing in the same
// text field (note, who, date) of the same item and option merges into one
// step; status changes never merge.
class ChangeChecklist final : public DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(ChangeChecklist)

public:
    enum class Kind { Status, Note, CheckedBy, Date, Suggested };

    ChangeChecklist(ProjectDocument *document, std::vector<suanpan::ChecklistEntry> after,
                    Kind kind, std::string itemId, std::string optionId);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

protected:
    QString describe() const override;

private:
    std::vector<suanpan::ChecklistEntry> m_before;
    std::vector<suanpan::ChecklistEntry> m_after;
    Kind m_kind;
    std::string m_itemId;
    std::string m_optionId;
};

// Stores `entry` as the entry of its (item, option): replaces that entry, or
// appends one. Pushes nothing when nothing changes.
void setChecklistEntry(ProjectDocument *document, const suanpan::ChecklistEntry &entry,
                       ChangeChecklist::Kind kind);

// Stores several entries in one step (statuses suggested by evidence).
void setChecklistEntries(ProjectDocument *document,
                         const std::vector<suanpan::ChecklistEntry> &entries);

// Adds an evidence record at the end of the project's list; its id is made
// unique ("ev-1", "ev-2", ...). Returns the index of the new record.
class AddEvidence final : public DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddEvidence)

public:
    AddEvidence(ProjectDocument *document, suanpan::EvidenceRecord record);

    void undo() override;
    void redo() override;

protected:
    QString describe() const override;

private:
    int m_index;
    suanpan::EvidenceRecord m_record;
};

class RemoveEvidence final : public DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveEvidence)

public:
    RemoveEvidence(ProjectDocument *document, int index);

    void undo() override;
    void redo() override;

protected:
    QString describe() const override;

private:
    int m_index;
    suanpan::EvidenceRecord m_record;
};
