#pragma once

#include "document/DocumentCommand.h"
#include "model/Workload.h"

// Gives a workload the presets of a scenario (core's projectTemplate(), the
// same starting points as File > New) as one undo step. The workload keeps
// its id, name, notes and data set size; everything that describes the job
// follows the scenario. With no workload at `index`, one is added there.
class ApplyScenario final : public DocumentCommand
{
public:
    // Pushes the command on the document's stack; returns the workload's index.
    static int apply(ProjectDocument *document, int index, suanpan::Scenario scenario);

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
