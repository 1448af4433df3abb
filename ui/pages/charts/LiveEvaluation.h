#pragma once

#include <QObject>

#include "cost/Evaluation.h"

class ProjectDocument;

// The document's evaluation, kept current for a page that shows it: marks
// itself stale on every document change and re-evaluates while the page is
// active (visible) as soon as the event loop runs, else when it next becomes
// active. The same
// approach as the Compare page, for pages that only read the evaluation.
class LiveEvaluation final : public QObject
{
    Q_OBJECT

public:
    explicit LiveEvaluation(ProjectDocument *document, QObject *parent = nullptr);

    const suanpan::Evaluation &evaluation() const { return m_evaluation; }
    bool isStale() const { return m_stale; }
    // Active: evaluate now if stale, and on every change from now on.
    void setActive(bool active);

signals:
    // A new evaluation is ready.
    void evaluated();
    // Workloads were added, removed, renamed or the project replaced.
    void workloadsChanged();

private:
    void invalidate();
    void evaluateNow();

    ProjectDocument *m_document;
    suanpan::Evaluation m_evaluation;
    bool m_stale = true;
    bool m_active = false;
    bool m_queued = false;
};
