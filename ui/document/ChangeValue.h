#pragma once

#include <utility>

#include "document/DocumentCommand.h"
#include "document/Fields.h"
#include "document/ProjectDocument.h"

// Undo command that changes one field of one workload or option (tiled's
// changevalue.h). Entities are addressed by index: every change to the lists
// goes through the same undo stack, so an index is valid whenever the command
// runs. Consecutive changes of the same field of the same entity merge.
template <typename Entity, typename Value> class ChangeValue final : public DocumentCommand
{
public:
    ChangeValue(ProjectDocument *document, int index, Field<Entity, Value> field, Value value)
        : DocumentCommand(document), m_index(index), m_field(field), m_value(std::move(value))
    {
        retranslate();
    }

    void undo() override { swapValue(); }
    void redo() override { swapValue(); }
    int id() const override { return int(m_field.mergeId); }

    bool mergeWith(const QUndoCommand *other) override
    {
        // The same merge id means the same field, hence the same types.
        const auto *o = static_cast<const ChangeValue *>(other);
        if (o->document() != document() || o->m_index != m_index)
            return false;
        // The newer value is already in the document; this command keeps the
        // oldest one. Back at the start, the step is no change at all.
        setObsolete(current() == m_value);
        return true;
    }

protected:
    QString describe() const override { return changeFieldText(m_field.path); }

private:
    Value current() const
    {
        return m_field.get(document()->template entities<Entity>().at(std::size_t(m_index)));
    }

    void swapValue()
    {
        Entity &entity = document()->template entityAt<Entity>(m_index);
        Value old = m_field.get(entity);
        m_field.set(entity, m_value);
        m_value = std::move(old);
        document()->template notifyChanged<Entity>(m_index);
    }

    int m_index;
    Field<Entity, Value> m_field;
    Value m_value; // the value to set on the next undo/redo
};

// Pushes a ChangeValue when `value` differs from the field's current value.
template <typename Entity, typename Value>
void changeValue(ProjectDocument *document, int index, const Field<Entity, Value> &field,
                 const Value &value)
{
    const auto &list = document->template entities<Entity>();
    if (index < 0 || std::size_t(index) >= list.size())
        return;
    if (field.get(list[std::size_t(index)]) == value)
        return;
    document->undoStack()->push(new ChangeValue<Entity, Value>(document, index, field, value));
}
