#include "ApplyScenario.h"

#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "io/Example.h"

using namespace suanpan;

namespace {

Workload withPresets(const Workload &current, Scenario scenario)
{
    Workload w = projectTemplate(scenario).workloads.front();
    w.id = current.id;
    w.name = current.name;
    w.notes = current.notes;
    w.datasetBytes = current.datasetBytes;
    return w;
}

} // namespace

int ApplyScenario::apply(ProjectDocument *document, int index, Scenario scenario)
{
    const auto &workloads = document->project().workloads;
    const bool insert = index < 0 || std::size_t(index) >= workloads.size();
    Workload base;
    if (insert) {
        index = int(workloads.size());
        base = document->newWorkload();
        base.name = DisplayText::scenario(scenario).toStdString();
    } else {
        base = workloads[std::size_t(index)];
    }
    Workload value = withPresets(base, scenario);
    if (!insert && value == base)
        return index;
    document->undoStack()->push(new ApplyScenario(document, index, insert, std::move(value)));
    return index;
}

ApplyScenario::ApplyScenario(ProjectDocument *document, int index, bool insert, Workload value)
    : DocumentCommand(document), m_index(index), m_insert(insert), m_scenario(value.scenario),
      m_value(std::move(value))
{
    retranslate();
}

void ApplyScenario::redo()
{
    if (m_insert)
        document()->insertEntity(m_index, m_value);
    else
        swap();
}

void ApplyScenario::undo()
{
    if (m_insert)
        m_value = document()->takeEntity<Workload>(m_index);
    else
        swap();
}

QString ApplyScenario::describe() const
{
    //: Undo command; %1 is a scenario such as "LoRA fine-tune"
    return tr("Apply the %1 presets").arg(DisplayText::scenario(m_scenario));
}

void ApplyScenario::swap()
{
    Workload &w = document()->entityAt<Workload>(m_index);
    std::swap(w, m_value);
    document()->notifyChanged<Workload>(m_index);
}
