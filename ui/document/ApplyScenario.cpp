#include "ApplyScenario.h"

#include <algorithm>
#include <iterator>

#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "estimate/ModelMath.h"
#include "i18n/DisplayText.h"
#include "io/Example.h"

using namespace suanpan;

namespace {

const Scenario kScenarios[] = {Scenario::PreTraining, Scenario::FullFineTune, Scenario::LoRA,
                               Scenario::QLoRA, Scenario::Inference};

Workload withPresets(const Workload &current, Scenario scenario, bool keepModel)
{
    Workload w = projectTemplate(scenario).workloads.front();
    w.id = current.id;
    w.name = current.name;
    w.nameZh = current.nameZh;
    w.notes = current.notes;
    w.datasetBytes = current.datasetBytes;
    if (keepModel)
        w.model = current.model;
    return w;
}

} // namespace

bool ApplyScenario::isPresetModel(const ModelShape &model)
{
    if (!(model.paramsTotal > 0.0) && !hasArchitecture(model))
        return true;
    return std::any_of(std::begin(kScenarios), std::end(kScenarios), [&model](Scenario s) {
        return projectTemplate(s).workloads.front().model == model;
    });
}

ScenarioChange ApplyScenario::apply(ProjectDocument *document, int index, Scenario scenario)
{
    const auto &workloads = document->project().workloads;
    ScenarioChange change;
    change.scenario = scenario;
    change.added = index < 0 || std::size_t(index) >= workloads.size();
    if (change.added) {
        change.index = int(workloads.size());
        change.before = document->newWorkload();
        DisplayText::setUiName(change.before.nameZh, change.before.name,
                               DisplayText::scenario(scenario));
    } else {
        change.index = index;
        change.before = workloads[std::size_t(index)];
    }
    change.modelKept = !isPresetModel(change.before.model);
    change.after = withPresets(change.before, scenario, change.modelKept);
    if (change.added || !(change.after == change.before))
        document->undoStack()->push(
            new ApplyScenario(document, change.index, change.added, change.after));
    return change;
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
