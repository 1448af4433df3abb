#pragma once

#include <optional>
#include <string>

#include <QObject>

#include "cost/Evaluation.h"

class ProjectDocument;

// What the planning pages (Workload, Scenario, Sizing, Compare, Trade-offs)
// look at: one current workload and one selected option, shared so that a
// workload chosen on any of them is the one the others show. A view setting,
// not project data: it is not saved and it has no undo.
//
// The selected option is the one the user picked in Compare's table, else the
// current workload's recommended option (the project's verdict). Picking another
// workload, or the picked option disappearing, makes it follow the winner
// again. Later views (the tornado and the decision flips of one option) read
// optionId() and listen to optionChanged(); tornado() is the selected
// option's, for every page that shows one.
class PlanSelection final : public QObject
{
    Q_OBJECT

public:
    // Owned by `document` (its child); follows its project and evaluation.
    explicit PlanSelection(ProjectDocument *document);

    // The current workload's id; empty when the project has no workload.
    const std::string &workloadId() const { return m_workloadId; }
    // Its index in project().workloads, or -1.
    int workloadIndex() const;
    // An id or index the project does not have is ignored.
    void setWorkloadId(const std::string &workloadId);
    void setWorkloadIndex(int index);

    // The selected option's id: the picked one, else the current workload's
    // winner; empty when there is neither. Reads the document's evaluation,
    // which evaluates first if an edit is still pending.
    std::string optionId() const;
    // True while the option was picked rather than following the winner.
    bool isOptionPicked() const { return !m_pickedOptionId.empty(); }
    // The picked option's id (empty when following the winner); reads no
    // evaluation, so it may be called in the middle of an edit.
    const std::string &pickedOptionId() const { return m_pickedOptionId; }
    // Picks an option for the current workload; an empty or unknown id
    // follows the winner again.
    void setOptionId(const std::string &optionId);

    // The tornado of the selected option for the current workload, in that
    // pair's scope (ProjectResults::tornado: Compare and Trade-offs show the
    // very same one). Null without a workload or option; no bars when the
    // pair cannot be priced. Valid until the next evaluation or selection
    // change.
    const suanpan::Tornado *tornado() const;

signals:
    void workloadChanged();
    // optionId() may be another option now: another workload, another pick,
    // or a new winner after an edit.
    void optionChanged();

private:
    bool hasWorkload(const std::string &id) const;
    bool hasOption(const std::string &id) const;
    std::string winnerId() const;
    // Drops what the last change took away (called once per change, after the
    // document's own signals, so every model has caught up).
    void followProject();
    // Tells optionChanged() when the option is no longer the one last told.
    void announceOption();
    void selectWorkload(const std::string &workloadId);

    ProjectDocument *m_document;
    std::string m_workloadId;
    std::string m_pickedOptionId;
    std::string m_announcedOptionId; // what optionId() was at the last optionChanged()
    int m_removedIndex = -1;         // where the current workload was removed from
    bool m_wasReset = false;
};
