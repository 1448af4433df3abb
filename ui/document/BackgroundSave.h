#pragma once

#include <functional>
#include <optional>
#include <string>

#include <QCoreApplication>

#include "model/Project.h"
#include "store/ProjectStore.h"
#include "util/Result.h"

class QWidget;

// A save that does not freeze the window: ProjectStore::save runs on a
// worker thread while the UI thread keeps painting. A save waits for the
// folder's lock while another program saves there (up to
// ProjectStore::kLockWaitMs); past kShowAfterMs a modal progress dialog
// says so and offers Cancel, which ends the wait with store.cancelled and
// nothing written. Until the dialog shows, user input waits (nothing can
// edit the document or start a second save meanwhile).
class BackgroundSave final
{
    Q_DECLARE_TR_FUNCTIONS(BackgroundSave)

public:
    static constexpr int kShowAfterMs = 300;

    static suanpan::Result<suanpan::ProjectStore::Saved>
    run(const suanpan::Project &project, const std::string &path,
        const std::optional<suanpan::FileStamp> &expected);

    // Seam for tests: called with the progress dialog once it shows (a test
    // can press its Cancel button); empty = nothing.
    static std::function<void(QWidget *dialog)> shown;
};
