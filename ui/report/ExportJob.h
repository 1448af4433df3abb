#pragma once

#include <functional>
#include <memory>
#include <vector>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include "report/ExportProgress.h"
#include "util/Result.h"

// One export that leaves the window usable (issue 30): first short steps
// on the GUI thread, one per turn of the event loop, for what needs widgets
// or the document's language (the report's words and charts, the slides);
// then the rest (laying out, drawing, compressing and writing the file) on
// a worker thread. progressed() says how far it is; cancel() stops it at
// the next step or page, and a cancelled export writes no file: the file
// is written last, whole (ReportWriter::writePdf and its kind).
class ExportJob final : public QObject
{
    Q_OBJECT

public:
    // A short piece of work on the GUI thread; true when it has more to do
    // (it is called again on the next turn: one chart, one slide at a time).
    using Step = std::function<bool(ExportProgress &progress)>;
    using Work = std::function<suanpan::Status(ExportProgress &progress)>;

    // `steps` run on this (the GUI) thread, in order, `work` on a worker thread.
    ExportJob(std::vector<Step> steps, Work work, QObject *parent = nullptr);
    // Waits for the worker when it still runs.
    ~ExportJob() override;

    // Run on this thread when the job ends cancelled: removes what the steps
    // already wrote (an export that writes as it goes).
    void setCancelCleanup(std::function<void()> cleanup) { m_cleanup = std::move(cleanup); }

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const;
    // The work's result once finished() was emitted.
    const suanpan::Status &result() const { return m_result; }

    // Everything on the calling thread, for the CLI and tests: every step,
    // then the work.
    static suanpan::Status runNow(const std::vector<Step> &steps, const Work &work);

signals:
    // `done` of `total` units (pages, slides); total 0: not known yet.
    void progressed(int done, int total);
    void finished();

private:
    void nextStep();
    void report();

    std::vector<Step> m_steps;
    Work m_work;
    std::function<void()> m_cleanup;
    std::size_t m_next = 0;
    bool m_running = false;
    std::unique_ptr<ExportProgress> m_progress;
    QFutureWatcher<suanpan::Status> m_watcher;
    QTimer m_poll;
    suanpan::Status m_result = suanpan::Ok{};
};
