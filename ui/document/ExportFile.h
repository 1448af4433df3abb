#pragma once

#include <QByteArray>
#include <QString>

#include "util/Result.h"

// Writes what an export drew in memory (a PDF, a PNG, an SVG) to `path` as
// every export writes: through core's PendingFile, so a link is followed to
// a regular file, a FIFO, device, folder, read-only file or Suanpan project
// (`project`, the one exported from, under any name) is refused, and the
// file appears whole or not at all. Errors: PendingFile's "export.*" codes
// (ErrorText words them).
suanpan::Status writeExportFile(const QString &path, const QByteArray &bytes,
                                const QString &project = {});
