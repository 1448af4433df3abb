#pragma once

#include <memory>
#include <vector>

#include <QCoreApplication>
#include <QSizeF>
#include <QString>

#include "report/ReportSections.h"
#include "util/Result.h"

class ProjectDocument;
class QGraphicsScene;
class QPagedPaintDevice;
class QPainter;
class ReportContent;
struct ExportProgress;

// The report made ready to draw: its words in its language and its charts,
// each laid out in a scene of its own. Made on the GUI thread (the charts
// are Qt Charts and their words the report's translations): the
// constructor, then buildChart() for every chart, one call at a time so the
// window can repaint in between. Drawing it needs neither the document nor
// the GUI thread (ReportWriter::paint()). Destroy it on the GUI thread.
class PreparedReport final
{
public:
    PreparedReport(const ProjectDocument *document, const ReportOptions &options);
    ~PreparedReport();
    PreparedReport(const PreparedReport &) = delete;
    PreparedReport &operator=(const PreparedReport &) = delete;

    int chartCount() const { return int(m_charts.size()); }
    void buildChart(int index);
    void buildCharts();

    const ReportOptions &options() const { return m_options; }
    const ReportContent &content() const { return *m_content; }
    // The footer's "Page %1 of %2" and the contents' heading, in the report's language.
    const QString &pageOf() const { return m_pageOf; }
    const QString &contentsTitle() const { return m_contentsTitle; }
    // The scene of the chart block `block` of the content; null before it is built.
    QGraphicsScene *chartScene(std::size_t block) const;
    // Its size as laid out, in screen pixels: 940 x 540, taller for a long legend.
    QSizeF chartSize(std::size_t block) const;

private:
    struct Chart {
        std::size_t block;
        std::unique_ptr<QGraphicsScene> scene;
    };

    ReportOptions m_options;
    std::unique_ptr<ReportContent> m_content;
    QString m_pageOf;
    QString m_contentsTitle;
    std::vector<Chart> m_charts;
};

// The client report on A4: cover, contents, the chosen sections, charts as
// vector drawings; the project's title and the date in every page's
// header, the page number in its footer. The same layout goes to a PDF, a
// printer and the print preview. Rendered in `options.language` whatever
// the UI's is.
class ReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)

public:
    // Dots per inch of the PDF; a printer painted with paint() should use it
    // too, so that the lines break alike.
    static constexpr int kResolution = 300;

    // Lays out and paints the report on `device` (a QPdfWriter or QPrinter,
    // A4); `painter` must be active on it. Returns the number of pages. Any
    // thread; `progress` (optional) counts pages and stops it when cancelled.
    static int paint(const PreparedReport &report, QPagedPaintDevice *device, QPainter *painter,
                     ExportProgress *progress = nullptr);
    // Prepares and paints at once, on the GUI thread (the print preview).
    static int paint(const ProjectDocument *document, const ReportOptions &options,
                     QPagedPaintDevice *device, QPainter *painter);

    // Writes the report as a PDF to `path`, all or nothing, never over the
    // project `project` (document/ExportFile.h). Any thread. Errors:
    // "file.io" when the PDF cannot be drawn, ExportFile's "export.*" codes,
    // "export.cancelled" when `progress` was cancelled (no file is written).
    static suanpan::Status writePdf(const PreparedReport &report, const QString &path,
                                    const QString &project, ExportProgress *progress = nullptr);
    // Prepares and writes at once, on the GUI thread (the CLI, tests).
    static suanpan::Status writePdf(const ProjectDocument *document, const ReportOptions &options,
                                    const QString &path);
};
