#pragma once

#include "document/DocumentCommand.h"
#include "model/Workload.h"

// What choosing a scenario did to a workload, to tell the user.
struct ScenarioChange {
    suanpan::Scenario scenario = suanpan::Scenario::LoRA;
    int index = -1;           // the workload's index
    bool added = false;       // there was no workload: one was added
    bool modelKept = false;   // the user's own model stayed; only the job settings changed
    suanpan::Workload before; // as it was (an added workload: the blank it started from)
    suanpan::Workload after;
};

// Gives a workload the presets of a scenario (core's projectTemplate(), the
// same starting points as File > New) as one undo step. The workload keeps
// its id, name, notes and data set size. A model the user imported, picked or
// typed stays: only the job settings (precision, tokens, batch, deadline,
// LoRA rank, serving lengths, ...) follow the scenario. The model follows it
// only while it is still one of the scenarios' preset models, or empty. With
// no workload at `index`, one is added there.
class ApplyScenario final : public DocumentCommand
{
public:
    // Pushes the command on the document's stack (nothing when nothing would
    // change) and says what it did.
    static ScenarioChange apply(ProjectDocument *document, int index, suanpan::Scenario scenario);

    // True for an empty model and for the model of any scenario's presets:
    // those a scenario may replace.
    static bool isPresetModel(const suanpan::ModelShape &model);

    void redo() override;
    void undo() override;

protected:
    QString describe() const override;

private:
    ApplyScenario(ProjectDocument *document, int index, bool insert, suanpan::Workload value);
    void swap();

    int m_index;
    bool m_insert;
    suanpan::Scenario m_scenario;
    suanpan::Workload m_value; // the workload to put in place on the next redo/undo
};
