#include "ChecklistCommands.h"

#include <algorithm>

#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "verify/Evidence.h"

using namespace suanpan;

namespace {

int mergeIdOf(ChangeChecklist::Kind kind)
{
    switch (kind) {
    case ChangeChecklist::Kind::Note:
        return int(MergeId::ChecklistNote);
    case ChangeChecklist::Kind::CheckedBy:
        return int(MergeId::ChecklistCheckedBy);
    case ChangeChecklist::Kind::Date:
        return int(MergeId::ChecklistDate);
    case ChangeChecklist::Kind::Status:
    case ChangeChecklist::Kind::Suggested:
        break;
    }
    return int(MergeId::NoMerge);
}

// `entries` with `entry` stored under its (item, option) key.
std::vector<ChecklistEntry> withEntry(std::vector<ChecklistEntry> entries,
                                      const ChecklistEntry &entry)
{
    // The last entry of a key is the one in force (ChecklistSummary.h).
    const auto it = std::find_if(entries.rbegin(), entries.rend(), [&](const ChecklistEntry &e) {
        return e.itemId == entry.itemId && e.optionId == entry.optionId;
    });
    if (it != entries.rend())
        *it = entry;
    else
        entries.push_back(entry);
    return entries;
}

} // namespace

ChangeChecklist::ChangeChecklist(ProjectDocument *document, std::vector<ChecklistEntry> after,
                                 Kind kind, std::string itemId, std::string optionId)
    : DocumentCommand(document), m_before(document->project().checklist), m_after(std::move(after)),
      m_kind(kind), m_itemId(std::move(itemId)), m_optionId(std::move(optionId))
{
    retranslate();
}

void ChangeChecklist::undo()
{
    document()->setChecklist(m_before);
}

void ChangeChecklist::redo()
{
    document()->setChecklist(m_after);
}

int ChangeChecklist::id() const
{
    return mergeIdOf(m_kind);
}

bool ChangeChecklist::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeChecklist *>(other);
    if (o->document() != document() || o->m_itemId != m_itemId || o->m_optionId != m_optionId)
        return false;
    m_after = o->m_after;
    // Typed back to where it started: the step changes nothing.
    setObsolete(m_after == m_before);
    return true;
}

QString ChangeChecklist::describe() const
{
    switch (m_kind) {
    case Kind::Status:
        return tr("Change check status");
    case Kind::Note:
        return tr("Edit check note");
    case Kind::CheckedBy:
        //: Undo menu entry: the name of the person who did a check was edited
        return tr("Edit who checked");
    case Kind::Date:
        return tr("Edit check date");
    case Kind::Suggested:
        return tr("Apply statuses suggested by evidence");
    }
    return {};
}

void setChecklistEntry(ProjectDocument *document, const ChecklistEntry &entry,
                       ChangeChecklist::Kind kind)
{
    std::vector<ChecklistEntry> after = withEntry(document->project().checklist, entry);
    if (after == document->project().checklist)
        return;
    document->undoStack()->push(
        new ChangeChecklist(document, std::move(after), kind, entry.itemId, entry.optionId));
}

void setChecklistEntries(ProjectDocument *document, const std::vector<ChecklistEntry> &entries)
{
    std::vector<ChecklistEntry> after = document->project().checklist;
    for (const ChecklistEntry &e : entries)
        after = withEntry(std::move(after), e);
    if (after == document->project().checklist)
        return;
    document->undoStack()->push(
        new ChangeChecklist(document, std::move(after), ChangeChecklist::Kind::Suggested, {}, {}));
}

AddEvidence::AddEvidence(ProjectDocument *document, EvidenceRecord record)
    : DocumentCommand(document), m_index(int(document->project().evidence.size())),
      m_record(std::move(record))
{
    if (m_record.id.empty())
        m_record.id = nextEvidenceId(document->project().evidence);
    retranslate();
}

void AddEvidence::undo()
{
    m_record = document()->takeEvidence(m_index);
}

void AddEvidence::redo()
{
    document()->insertEvidence(m_index, m_record);
}

QString AddEvidence::describe() const
{
    //: Undo menu entry; %1 is a file name
    return tr("Import evidence \"%1\"").arg(QString::fromStdString(m_record.fileName));
}

RemoveEvidence::RemoveEvidence(ProjectDocument *document, int index)
    : DocumentCommand(document), m_index(index),
      m_record(document->project().evidence.at(std::size_t(index)))
{
    retranslate();
}

void RemoveEvidence::undo()
{
    document()->insertEvidence(m_index, m_record);
}

void RemoveEvidence::redo()
{
    m_record = document()->takeEvidence(m_index);
}

QString RemoveEvidence::describe() const
{
    //: Undo menu entry; %1 is a file name
    return tr("Remove evidence \"%1\"").arg(QString::fromStdString(m_record.fileName));
}
