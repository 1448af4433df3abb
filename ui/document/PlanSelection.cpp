#include "PlanSelection.h"

#include <algorithm>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"

using namespace suanpan;

PlanSelection::PlanSelection(ProjectDocument *document) : QObject(document), m_document(document)
{
    setObjectName(QStringLiteral("planSelection"));
    // Only noted here: the models of the pages catch up on the same signals,
    // and a page that follows this selection must find them ready.
    connect(document, &ProjectDocument::reset, this, [this] { m_wasReset = true; });
    connect(document, &ProjectDocument::workloadAboutToBeRemoved, this, [this](int index) {
        const auto &workloads = m_document->project().workloads;
        if (index >= 0 && std::size_t(index) < workloads.size() &&
            workloads[std::size_t(index)].id == m_workloadId)
            m_removedIndex = index;
    });
    connect(document, &ProjectDocument::changed, this, &PlanSelection::followProject);
    connect(document->results(), &ProjectResults::evaluated, this, &PlanSelection::announceOption);
}

int PlanSelection::workloadIndex() const
{
    const auto &workloads = m_document->project().workloads;
    const auto it = std::find_if(workloads.begin(), workloads.end(),
                                 [this](const Workload &w) { return w.id == m_workloadId; });
    return it == workloads.end() ? -1 : int(it - workloads.begin());
}

void PlanSelection::setWorkloadId(const std::string &workloadId)
{
    if (hasWorkload(workloadId))
        selectWorkload(workloadId);
}

void PlanSelection::setWorkloadIndex(int index)
{
    const auto &workloads = m_document->project().workloads;
    if (index >= 0 && std::size_t(index) < workloads.size())
        selectWorkload(workloads[std::size_t(index)].id);
}

std::string PlanSelection::optionId() const
{
    return m_pickedOptionId.empty() ? winnerId() : m_pickedOptionId;
}

void PlanSelection::setOptionId(const std::string &optionId)
{
    const std::string picked = hasOption(optionId) ? optionId : std::string();
    if (picked == m_pickedOptionId)
        return;
    m_pickedOptionId = picked;
    announceOption();
}

const Tornado *PlanSelection::tornado() const
{
    return m_document->results()->tornado(m_workloadId, optionId());
}

bool PlanSelection::hasWorkload(const std::string &id) const
{
    const auto &workloads = m_document->project().workloads;
    return !id.empty() && std::any_of(workloads.begin(), workloads.end(),
                                      [&id](const Workload &w) { return w.id == id; });
}

bool PlanSelection::hasOption(const std::string &id) const
{
    const auto &options = m_document->project().options;
    return !id.empty() && std::any_of(options.begin(), options.end(),
                                      [&id](const Option &o) { return o.id == id; });
}

std::string PlanSelection::winnerId() const
{
    if (m_workloadId.empty())
        return {};
    const WorkloadVerdict *v = m_document->results()->verdict(m_workloadId);
    return v ? v->recommended : std::string();
}

void PlanSelection::selectWorkload(const std::string &workloadId)
{
    if (workloadId == m_workloadId)
        return;
    m_workloadId = workloadId;
    // The pick was made among this workload's options: the next one's winner
    // is the better start.
    m_pickedOptionId.clear();
    emit workloadChanged();
    announceOption();
}

void PlanSelection::followProject()
{
    const auto &workloads = m_document->project().workloads;
    if (m_wasReset) {
        // Another project: start from its first workload and its winner.
        m_wasReset = false;
        m_pickedOptionId.clear();
        m_announcedOptionId.clear();
        selectWorkload(workloads.empty() ? std::string() : workloads.front().id);
    } else if (!hasWorkload(m_workloadId)) {
        // Removed (or none yet): the one that took its place in the list, as
        // the Workload page selects it.
        const int count = int(workloads.size());
        const int next = std::clamp(m_removedIndex, 0, std::max(count - 1, 0));
        selectWorkload(count == 0 ? std::string() : workloads[std::size_t(next)].id);
    }
    m_removedIndex = -1;
    if (!m_pickedOptionId.empty() && !hasOption(m_pickedOptionId)) {
        m_pickedOptionId.clear();
        announceOption();
    }
}

void PlanSelection::announceOption()
{
    // Until the pending edit is evaluated the winner is unknown: say that the
    // option may have changed, and say it again after evaluated() if it did.
    // Asking for the winner here would evaluate in the middle of an edit.
    if (m_document->results()->isStale()) {
        m_announcedOptionId.clear();
        emit optionChanged();
        return;
    }
    const std::string now = optionId();
    if (now == m_announcedOptionId)
        return;
    m_announcedOptionId = now;
    emit optionChanged();
}
