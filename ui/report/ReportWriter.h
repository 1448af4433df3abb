#pragma once

#include <QCoreApplication>
#include <QString>

#include "report/ReportSections.h"
#include "util/Result.h"

class ProjectDocument;
class QPagedPaintDevice;
class QPainter;

// The client report on A4: cover, contents, the chosen sections, charts as
// vector drawings; the file name and date in every page's header, the page
// number in its footer. The same layout goes to a PDF, a printer and the
// print preview. Rendered in `options.language` whatever the UI's is.
class ReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)

public:
    // Dots per inch of the PDF; a printer painted with paint() should use it
    // too, so that the lines break alike.
    static constexpr int kResolution = 300;

    // Lays out and paints the report on `device` (a QPdfWriter or QPrinter,
    // A4); `painter` must be active on it. Returns the number of pages.
    static int paint(const ProjectDocument *document, const ReportOptions &options,
                     QPagedPaintDevice *device, QPainter *painter);

    // Writes the report as a PDF to `path`, all or nothing, never over the
    // project (document/ExportFile.h; its "export.*" errors).
    static suanpan::Status writePdf(const ProjectDocument *document, const ReportOptions &options,
                                    const QString &path);
};
