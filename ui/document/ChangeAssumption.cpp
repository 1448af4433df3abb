#include "ChangeAssumption.h"

#include <algorithm>

#include <QUndoStack>

#include "document/Fields.h"
#include "document/ProjectDocument.h"
#include "i18n/CostText.h"

using namespace suanpan;

ChangeAssumption::ChangeAssumption(ProjectDocument *document, Assumption assumption)
    : DocumentCommand(document), m_key(assumption.key), m_before(document->project().assumptions),
      m_after(m_before)
{
    const auto it = std::find_if(m_after.begin(), m_after.end(),
                                 [&](const Assumption &a) { return a.key == assumption.key; });
    if (it != m_after.end())
        *it = std::move(assumption);
    else
        m_after.push_back(std::move(assumption));
    retranslate();
}

void ChangeAssumption::undo()
{
    document()->setAssumptions(m_before);
}

void ChangeAssumption::redo()
{
    document()->setAssumptions(m_after);
}

int ChangeAssumption::id() const
{
    return int(MergeId::AssumptionValue);
}

bool ChangeAssumption::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeAssumption *>(other);
    if (o->document() != document() || o->m_key != m_key)
        return false;
    m_after = o->m_after;
    // Dragged back to where it started: no step at all.
    setObsolete(m_after == m_before);
    return true;
}

QString ChangeAssumption::describe() const
{
    //: Undo menu entry; %1 is an assumption such as "utilisation"
    return tr("Change assumption \"%1\"").arg(CostText::inputName(m_key));
}

void changeAssumption(ProjectDocument *document, const Assumption &assumption)
{
    for (const Assumption &a : document->catalog().assumptions)
        if (a.key == assumption.key && a.value == assumption.value)
            return;
    document->undoStack()->push(new ChangeAssumption(document, assumption));
}
