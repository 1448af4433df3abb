#include "ChangeAssumption.h"

#include <algorithm>

#include <QUndoStack>

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
