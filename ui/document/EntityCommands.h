#pragma once

#include <vector>

#include "document/DocumentCommand.h"
#include "document/ProjectDocument.h"

// Adds (or duplicates) a workload or option at an index. `text` is the
// English source of the command's name, marked with
// QT_TRANSLATE_NOOP("DocumentCommand", ...).
template <typename Entity> class InsertEntity final : public DocumentCommand
{
public:
    InsertEntity(ProjectDocument *document, int index, Entity value, const char *text)
        : DocumentCommand(document), m_index(index), m_value(std::move(value)), m_text(text)
    {
        retranslate();
    }

    void redo() override { document()->insertEntity(m_index, m_value); }
    void undo() override { m_value = document()->template takeEntity<Entity>(m_index); }

protected:
    QString describe() const override
    {
        return QCoreApplication::translate("DocumentCommand", m_text);
    }

private:
    int m_index;
    Entity m_value;
    const char *m_text;
};

// Removes a workload or option. Removing an option also drops the checklist
// entries and the evidence that refer to it; undo brings them all back.
template <typename Entity> class RemoveEntity final : public DocumentCommand
{
public:
    RemoveEntity(ProjectDocument *document, int index, const char *text)
        : DocumentCommand(document), m_index(index), m_text(text)
    {
        retranslate();
    }

    void redo() override
    {
        m_checklist = document()->project().checklist;
        m_evidence = document()->project().evidence;
        m_value = document()->template takeEntity<Entity>(m_index);
    }
    void undo() override
    {
        document()->insertEntity(m_index, m_value);
        document()->setChecklist(m_checklist);
        document()->setEvidence(m_evidence);
    }

protected:
    QString describe() const override
    {
        return QCoreApplication::translate("DocumentCommand", m_text);
    }

private:
    int m_index;
    Entity m_value;
    std::vector<suanpan::ChecklistEntry> m_checklist;
    std::vector<suanpan::EvidenceRecord> m_evidence;
    const char *m_text;
};
