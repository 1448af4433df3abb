#pragma once

#include <functional>

#include <QCoreApplication>
#include <QString>

class ProjectDocument;
class QWidget;

// The questions an export asks before it runs: where to write it, in a
// save dialog titled for what it writes ("Export Slides", not "Export
// sign-off sheet"), and the file name to suggest, in the export's language.
// Seams for tests, as Prompts.
class ExportPrompts final
{
    Q_DECLARE_TR_FUNCTIONS(ExportPrompts)

public:
    enum class What { Report, Slides, Workbook, Csv };

    // The save dialog's title and file filter for `what`, in the UI language.
    static QString title(What what);
    static QString filter(What what);
    // "<project title> - <what>.<ext>" in `language` (zh_CN or en).
    static QString suggestedName(const ProjectDocument *document, What what,
                                 const QString &language);

    // Where to write `what`; empty: cancelled.
    static std::function<QString(QWidget *parent, What what, const QString &suggestedPath)>
        saveFileName;
    // The folder for every chart; empty: cancelled.
    static std::function<QString(QWidget *parent, const QString &directory)> chartsFolder;
    static void restoreDefaults();
};
