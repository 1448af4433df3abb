#include "ProjectResults.h"

#include <algorithm>
#include <exception>
#include <optional>

#include <QFutureWatcher>
#include <QUnhandledException>
#include <QtConcurrent/QtConcurrentRun>

#include "cost/ProjectVerdict.h"
#include "document/ProjectDocument.h"

using namespace suanpan;

namespace {

// What the worker hands back: the evaluation with its draws and the year
// plan with its own, made from the same copy of the project.
struct Sampled {
    Evaluation evaluation;
    Result<Portfolio> portfolio = Error{ErrorCode::PortfolioNotPlanned, "", ""};
};

} // namespace

// The draws of one evaluation, shared by the results and their worker: the
// worker works on copies, so the project may change or go meanwhile.
struct ProjectResults::SamplingJob {
    // Shared with the worker, which must not own the watcher (a QObject of
    // this thread).
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<std::atomic<int>> permille = std::make_shared<std::atomic<int>>(0);
    std::string owned; // the year plan's owned option it drew
    QFuture<Sampled> future;
    QFutureWatcher<Sampled> watcher;
};

ProjectResults::ProjectResults(ProjectDocument *document) : QObject(document), m_document(document)
{
    setObjectName(QStringLiteral("projectResults"));
}

ProjectResults::~ProjectResults()
{
    cancelSampling();
}

const Evaluation &ProjectResults::evaluation() const
{
    if (m_stale) {
        // The instant answer: likely values, no draws. The switched-off cost
        // lines are part of the project: evaluate() reads them.
        EvaluateSettings instant;
        instant.samples = 0;
        m_evaluation = evaluate(m_document->project(), m_document->catalog(), instant);
        m_portfolio.reset();
        m_verdict.reset();
        m_stale = false;
        ++m_count;
    }
    return m_evaluation;
}

PortfolioSettings ProjectResults::portfolioSettings(int samples) const
{
    PortfolioSettings settings;
    settings.ownedOptionId = m_portfolioOwned;
    settings.samples = std::min(samples, PortfolioSettings{}.samples);
    return settings;
}

const Result<Portfolio> &ProjectResults::portfolio() const
{
    evaluation(); // a pending change is counted first
    if (!m_portfolio)
        m_portfolio = planPortfolio(m_document->project(), m_document->catalog(),
                                    portfolioSettings(m_evaluation.sampling.samples));
    return *m_portfolio;
}

void ProjectResults::setPortfolioOwnedOption(const std::string &optionId)
{
    if (optionId == m_portfolioOwned)
        return;
    m_portfolioOwned = optionId;
    m_portfolio.reset();
    m_verdict.reset();
    emit portfolioOptionChanged();
}

const ProjectVerdict &ProjectResults::verdict() const
{
    const Result<Portfolio> &year = portfolio();
    if (!m_verdict)
        m_verdict = projectVerdict(m_document->project(), m_evaluation, &year);
    return *m_verdict;
}

const WorkloadVerdict *ProjectResults::verdict(const std::string &workloadId) const
{
    return evaluation().verdict(workloadId);
}

const Tornado *ProjectResults::tornado(const std::string &workloadId,
                                       const std::string &optionId) const
{
    const Evaluation &ev = evaluation();
    if (workloadId.empty() || optionId.empty() || !ev.pair(workloadId, optionId))
        return nullptr;
    if (const Tornado *own = ev.tornado(workloadId); own && own->optionId == optionId)
        return own;
    if (!m_tornado || m_tornadoCount != m_count || m_tornado->workloadId != workloadId ||
        m_tornado->optionId != optionId) {
        m_tornado = tornadoFor(m_document->project(), m_document->catalog(), workloadId, optionId);
        m_tornadoCount = m_count;
    }
    return &*m_tornado;
}

const ProjectResults::Verification &ProjectResults::verification(const std::string &optionId) const
{
    const Evaluation &planned = evaluation(); // a pending change is evaluated first
    if (m_verificationChanges != m_changes) {
        m_verification.clear();
        m_verificationChanges = m_changes;
    }
    auto it = m_verification.find(optionId);
    if (it == m_verification.end()) {
        const Project &project = m_document->project();
        const Catalog &catalog = m_document->catalog();
        Verification v;
        v.facts = measuredFacts(project, catalog, planned, optionId);
        if (v.facts.mfu || v.facts.scalingEfficiency || v.facts.interNodeGbitPerS)
            v.rows = planVsMeasured(project, catalog, planned, optionId, v.facts);
        it = m_verification.emplace(optionId, std::move(v)).first;
    }
    return it->second;
}

void ProjectResults::setSamples(int samples)
{
    m_samples = std::clamp(samples, 0, EvaluateSettings::kMaxSamples);
    cancelSampling();
    invalidate();
}

void ProjectResults::cancelSampling()
{
    if (!m_sampling)
        return;
    *m_sampling->cancel = true;
    m_sampling->watcher.disconnect(this);
    // The worker holds the job until it returns; nothing else is left behind.
    m_sampling.reset();
}

int ProjectResults::samplingPermille() const
{
    return m_sampling ? m_sampling->permille->load(std::memory_order_relaxed) : -1;
}

void ProjectResults::stopSampling()
{
    if (!m_sampling)
        return;
    cancelSampling();
    // The likely values stay; the notes say why no ranges follow.
    m_evaluation.sampling.cancelled = true;
    emit evaluated();
    emit samplingStopped();
}

void ProjectResults::resumeSampling()
{
    if (m_sampling || m_stale || m_evaluation.sampling.samples > 0)
        return; // running, due after a change anyway, or already in
    startSampling();
}

void ProjectResults::startSampling()
{
    cancelSampling();
    if (m_samples <= 0)
        return;
    auto job = std::make_shared<SamplingJob>();
    job->owned = m_portfolioOwned;
    EvaluateSettings settings;
    settings.samples = m_samples;
    job->future =
        QtConcurrent::run([project = m_document->project(), catalog = m_document->catalog(),
                           settings, year = portfolioSettings(m_samples), cancel = job->cancel,
                           permille = job->permille]() mutable {
            settings.cancel = cancel.get();
            settings.progressPermille = permille.get();
            Sampled out;
            out.evaluation = evaluate(project, catalog, settings);
            if (!out.evaluation.sampling.cancelled && !cancel->load())
                out.portfolio = planPortfolio(project, catalog, year);
            return out;
        });
    connect(&job->watcher, &QFutureWatcher<Sampled>::finished, this,
            [this, weak = std::weak_ptr<SamplingJob>(job)] {
                if (auto j = weak.lock())
                    finishSampling(j);
            });
    job->watcher.setFuture(job->future);
    m_sampling = std::move(job);
    emit samplingStarted();
}

void ProjectResults::finishSampling(const std::shared_ptr<SamplingJob> &job)
{
    if (job != m_sampling || m_stale)
        return; // an edit came since: its own draws follow
    const std::string owned = job->owned;
    std::exception_ptr failure;
    std::optional<Sampled> sampled;
    try {
        sampled = job->future.result();
    } catch (const QUnhandledException &wrapped) {
        failure = wrapped.exception() ? wrapped.exception() : std::current_exception();
    }
    m_sampling.reset(); // `job` may be m_sampling itself: not read below
    if (failure) {
        // The draws failed on their thread (memory ran out: a huge project
        // under a low limit). The likely values stay, as when stopped, and
        // the failure goes on from here, the UI thread, where the
        // application object (or a headless export) tells it in one line.
        m_evaluation.sampling.cancelled = true;
        emit evaluated();
        emit samplingStopped();
        std::rethrow_exception(failure);
    }
    Sampled &result = *sampled;

    if (result.evaluation.sampling.cancelled)
        return;
    m_evaluation = std::move(result.evaluation);
    // The plan drawn for another owned option (chosen meanwhile) is redone on use.
    if (owned == m_portfolioOwned)
        m_portfolio = std::move(result.portfolio);
    else
        m_portfolio.reset();
    m_verdict.reset();
    ++m_count;
    emit evaluated();
    emit samplingFinished();
}

void ProjectResults::waitForSampling()
{
    evaluateQueued(); // when one is due: its draws start now
    if (!m_sampling)
        return;
    m_sampling->future.waitForFinished();
    finishSampling(m_sampling);
}

void ProjectResults::invalidate()
{
    cancelSampling();
    m_stale = true;
    ++m_changes;
    m_portfolio.reset();
    m_verdict.reset();
    // One edit emits several signals (an undo of a removed option restores
    // the option, its checklist entries and its evidence): evaluate once,
    // when control returns to the event loop.
    if (!m_queued) {
        m_queued = true;
        QMetaObject::invokeMethod(this, &ProjectResults::evaluateQueued, Qt::QueuedConnection);
    }
}

void ProjectResults::evaluateQueued()
{
    if (!m_queued)
        return; // waitForSampling() ran it already
    m_queued = false;
    // A reader may have asked since the change: then this only announces it.
    evaluation();
    emit evaluated();
    startSampling();
}
