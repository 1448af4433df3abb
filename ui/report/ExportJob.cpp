#include "ExportJob.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace suanpan;

ExportJob::ExportJob(std::vector<Step> steps, Work work, QObject *parent)
    : QObject(parent), m_steps(std::move(steps)), m_work(std::move(work)),
      m_progress(std::make_unique<ExportProgress>())
{
    // Often enough for a progress bar, rarely enough to cost nothing.
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &ExportJob::report);
    connect(&m_watcher, &QFutureWatcher<Status>::finished, this, [this] {
        m_poll.stop();
        m_result = m_watcher.result();
        m_running = false;
        if (wasCancelled() && m_cleanup)
            m_cleanup();
        report();
        emit finished();
    });
}

ExportJob::~ExportJob()
{
    if (m_watcher.isRunning()) {
        m_progress->cancelled = true;
        m_watcher.waitForFinished();
    }
}

void ExportJob::start()
{
    if (m_running)
        return;
    m_running = true;
    m_next = 0;
    m_poll.start();
    QTimer::singleShot(0, this, &ExportJob::nextStep);
}

void ExportJob::cancel()
{
    m_progress->cancelled = true;
}

bool ExportJob::wasCancelled() const
{
    return m_progress->isCancelled();
}

void ExportJob::nextStep()
{
    if (m_progress->isCancelled()) {
        m_poll.stop();
        m_running = false;
        m_result = Error{ErrorCode::ExportCancelled, {}, {}};
        if (m_cleanup)
            m_cleanup();
        emit finished();
        return;
    }
    if (m_next < m_steps.size()) {
        if (!m_steps[m_next](*m_progress))
            ++m_next;
        // The next step after the window has had its turn (repaints, input).
        QTimer::singleShot(0, this, &ExportJob::nextStep);
        return;
    }
    ExportProgress *progress = m_progress.get();
    // The work stays the job's (what it holds is released on this thread).
    const Work *work = &m_work;
    m_watcher.setFuture(QtConcurrent::run([work, progress] { return (*work)(*progress); }));
}

void ExportJob::report()
{
    emit progressed(m_progress->done.load(), m_progress->total.load());
}

Status ExportJob::runNow(const std::vector<Step> &steps, const Work &work)
{
    ExportProgress progress;
    for (const Step &step : steps)
        while (step(progress)) {
        }
    return work(progress);
}
