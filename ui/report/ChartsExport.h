#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class ProjectDocument;

// Every chart of every workload at once, as PNG and SVG, into a folder: the
// charts the report and the slides show (the shortlisted options), in the
// chosen language, each drawn wide enough that its legend is whole (the
// Trade-offs page's exports cut long option names). Files are named
// "<workload id>-<chart key>.png/.svg" and written whole or not at all.
class ChartsExport final
{
    Q_DECLARE_TR_FUNCTIONS(ChartsExport)

public:
    // Writes the charts; returns the paths written. On a failure stops and
    // sets `error` to a sentence in the UI language.
    static QStringList write(const ProjectDocument *document, const QString &folder,
                             const QString &language, QString *error);
};
