#include "LiveEvaluation.h"

#include <QUndoStack>

#include "document/ProjectDocument.h"

using namespace suanpan;

LiveEvaluation::LiveEvaluation(ProjectDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    const auto workloads = [this] {
        emit workloadsChanged();
        invalidate();
    };
    connect(m_document, &ProjectDocument::reset, this, workloads);
    connect(m_document, &ProjectDocument::workloadInserted, this, workloads);
    connect(m_document, &ProjectDocument::workloadRemoved, this, workloads);
    connect(m_document, &ProjectDocument::workloadChanged, this, workloads);
    connect(m_document, &ProjectDocument::optionInserted, this, &LiveEvaluation::invalidate);
    connect(m_document, &ProjectDocument::optionRemoved, this, &LiveEvaluation::invalidate);
    connect(m_document, &ProjectDocument::optionChanged, this, &LiveEvaluation::invalidate);
    connect(m_document, &ProjectDocument::assumptionsChanged, this, &LiveEvaluation::invalidate);
    connect(m_document, &ProjectDocument::costLinesChanged, this, &LiveEvaluation::invalidate);
    // Anything else without its own signal (catalog entries, ...).
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &LiveEvaluation::invalidate);
}

void LiveEvaluation::setActive(bool active)
{
    m_active = active;
    if (m_active && m_stale)
        evaluateNow();
}

void LiveEvaluation::invalidate()
{
    m_stale = true;
    // One edit emits several signals (its own and the undo stack's): evaluate
    // once, when control returns to the event loop.
    if (m_active && !m_queued) {
        m_queued = true;
        QMetaObject::invokeMethod(this, &LiveEvaluation::evaluateNow, Qt::QueuedConnection);
    }
}

void LiveEvaluation::evaluateNow()
{
    m_queued = false;
    if (!m_stale)
        return;
    m_evaluation = evaluate(m_document->project(), m_document->catalog());
    m_stale = false;
    emit evaluated();
}
