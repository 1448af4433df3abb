#include "BackgroundSave.h"

#include <atomic>
#include <memory>

#include <QApplication>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using suanpan::ProjectStore;
using suanpan::Result;

std::function<void(QWidget *dialog)> BackgroundSave::shown;

Result<ProjectStore::Saved> BackgroundSave::run(const suanpan::Project &project,
                                                const std::string &path,
                                                const std::optional<suanpan::FileStamp> &expected)
{
    // The worker owns its copies: the caller's objects may go while it runs.
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    QFutureWatcher<Result<ProjectStore::Saved>> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run([project, path, expected, cancel] {
        return ProjectStore::save(project, path, expected, cancel.get());
    }));

    // Short saves finish before anything shows; meanwhile only painting and
    // timers run, no input.
    QTimer grace;
    grace.setSingleShot(true);
    QObject::connect(&grace, &QTimer::timeout, &loop, &QEventLoop::quit);
    grace.start(kShowAfterMs);
    if (!watcher.isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);

    if (!watcher.isFinished()) {
        QProgressDialog progress(QApplication::activeWindow());
        progress.setObjectName(QStringLiteral("saveProgress"));
        progress.setWindowTitle(tr("Saving"));
        //: Another program (or another Suanpan window) saves into the same folder
        progress.setLabelText(tr("Waiting while another program saves in this folder..."));
        progress.setCancelButtonText(tr("Cancel"));
        progress.setRange(0, 0); // busy: the wait has no known length
        progress.setWindowModality(Qt::ApplicationModal);
        progress.setMinimumDuration(0);
        progress.setAutoClose(false);
        progress.setAutoReset(false);
        QObject::connect(&progress, &QProgressDialog::canceled, &progress, [cancel, &progress] {
            cancel->store(true);
            progress.setLabelText(tr("Cancelling..."));
        });
        progress.show();
        if (shown)
            QTimer::singleShot(0, &progress, [&progress] { shown(&progress); });
        if (!watcher.isFinished())
            loop.exec();
    }
    return watcher.result();
}
