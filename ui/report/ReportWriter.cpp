#include "ReportWriter.h"

#include <algorithm>
#include <cmath>

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include "charts/ChartKit.h"
#include "charts/Charts.h"
#include "document/ExportFile.h"
#include "document/ProjectDocument.h"
#include "report/ExportProgress.h"
#include "report/PdfFonts.h"
#include "report/ReportContent.h"
#include "report/ReportLanguage.h"

using namespace suanpan;

namespace {

constexpr double kMarginMm = 18.0;
constexpr double kHeaderMm = 8.0; // the running header and footer bands
// Charts are laid out at this size in screen pixels and scaled to the text
// width, so their type keeps its proportions. Wider than the Trade-offs
// page: the legend on the right then has room for whole option names.
constexpr QSize kChartLayoutSize(940, 540);

QFont reportFont()
{
    // Latin from DejaVu Sans, Chinese from Noto Sans CJK SC (PdfFonts). Noto
    // CJK's own Latin digits come out of Qt's PDF writer without a Unicode
    // mapping, so a reader (or a search in the PDF) would lose every number.
    QFont font = PdfFonts::adjusted(QFont());
    font.setPointSizeF(9.0);
    return font;
}

QString styleSheet()
{
    return QStringLiteral(
        "h1 { font-size: 17pt; color: #1d3557; margin-bottom: 6px; }"
        "h2 { font-size: 12pt; color: #1d3557; margin-top: 10px; margin-bottom: 4px; }"
        "p { margin-top: 2px; margin-bottom: 4px; }"
        "p.note { color: #555555; font-size: 8.5pt; }"
        "table.grid { border-collapse: collapse; font-size: 8pt; }"
        "table.grid th { background-color: #e8eef4; font-weight: bold; }"
        "table.grid td, table.grid th { border: 0.5px solid #b0b8c0; padding: 3px; }"
        "table.bullet td { padding-left: 2px; }");
}

// Geometry of a page in device pixels.
struct Frame {
    double mm = 1.0; // device pixels per millimetre
    QRectF page;     // the whole page
    QRectF body;     // where content goes, between the header and footer bands
};

Frame frameOf(QPagedPaintDevice *device)
{
    Frame f;
    f.mm = device->logicalDpiY() / 25.4;
    const double w = device->width();
    const double h = device->height();
    f.page = QRectF(0, 0, w, h);
    const double m = kMarginMm * f.mm;
    f.body = QRectF(m, m + kHeaderMm * f.mm, w - 2 * m, h - 2 * m - 2 * kHeaderMm * f.mm);
    return f;
}

// `doc` with the report's rich text laid out for the device at `width`.
void prepare(QTextDocument &doc, const QString &html, QPaintDevice *device, double width)
{
    doc.documentLayout()->setPaintDevice(device);
    doc.setDefaultFont(reportFont());
    doc.setDefaultStyleSheet(styleSheet());
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setTextWidth(width);
}

// A rich-text block laid out for the device at the body's width.
class TextBox final
{
public:
    TextBox(const QString &html, QPaintDevice *device, double width)
    {
        prepare(m_doc, html, device, width);
    }
    double height() const { return m_doc.size().height(); }
    void draw(QPainter *painter, QPointF at)
    {
        painter->save();
        painter->translate(at);
        m_doc.drawContents(painter);
        painter->restore();
    }

private:
    QTextDocument m_doc;
};

QString tableHtml(const ReportBlock &b, int from, int to)
{
    QString html =
        QStringLiteral("<table class=\"grid\" width=\"100%\" cellspacing=\"0\">") + b.html;
    for (int i = from; i < to; ++i)
        html += b.rows[i];
    return html + QStringLiteral("</table>");
}

// One placed piece: on a page at a height, either rich text or a chart.
struct Placed {
    int page = 0;
    double y = 0.0;
    double height = 0.0;
    QString html;
    bool chart = false;
    std::size_t block = 0; // a chart's block in the content
};

Placed textPiece(double height, const QString &html)
{
    Placed p;
    p.height = height;
    p.html = html;
    return p;
}

class Layout final
{
public:
    Layout(const PreparedReport &report, QPagedPaintDevice *device, int firstPage,
           const ExportProgress *progress)
        : m_report(report), m_device(device), m_frame(frameOf(device)), m_page(firstPage),
          m_y(m_frame.body.top()), m_progress(progress)
    {
        place(report.content());
    }

    std::vector<Placed> placed;
    std::vector<int> tocPages; // per contents entry
    int pages() const { return m_page + 1; }

private:
    double remaining() const { return m_frame.body.bottom() - m_y; }
    bool atTop() const { return m_y <= m_frame.body.top() + 0.5; }
    void newPage()
    {
        ++m_page;
        m_y = m_frame.body.top();
    }
    double gap() const { return 2.0 * m_frame.mm; }
    // A chart at the text's width, as tall as its layout (a long legend
    // makes it taller).
    double chartHeight(std::size_t block) const
    {
        const QSizeF size = m_report.chartSize(block);
        return m_frame.body.width() * size.height() / size.width();
    }
    double measure(const QString &html) const
    {
        return TextBox(html, m_device, m_frame.body.width()).height();
    }
    void put(Placed p)
    {
        p.page = m_page;
        p.y = m_y;
        m_y += p.height + gap();
        placed.push_back(std::move(p));
    }

    // The height the block after a heading needs at least on the same page,
    // so a heading never ends a page.
    double firstPieceHeight(const std::vector<ReportBlock> &blocks, std::size_t i) const
    {
        if (i >= blocks.size())
            return 0.0;
        const ReportBlock &b = blocks[i];
        switch (b.kind) {
        case ReportBlock::Kind::Chart:
            return chartHeight(i);
        case ReportBlock::Kind::Table:
            return b.rows.isEmpty() ? 0.0 : measure(tableHtml(b, 0, 1));
        case ReportBlock::Kind::Heading:
            return measure(b.html) + firstPieceHeight(blocks, i + 1);
        case ReportBlock::Kind::Text: {
            // A short lead-in ("Passed 3, failed 1, ...") belongs with the
            // table or chart it introduces.
            const double h = measure(b.html);
            const bool leadIn =
                i + 1 < blocks.size() && (blocks[i + 1].kind == ReportBlock::Kind::Table ||
                                          blocks[i + 1].kind == ReportBlock::Kind::Chart);
            return leadIn ? h + gap() + firstPieceHeight(blocks, i + 1) : h;
        }
        }
        return 0.0;
    }

    void placeTable(const ReportBlock &b)
    {
        // A long table is laid out once, whole, for the height of each row;
        // each page's piece is then chosen from those heights and laid out
        // once more to confirm that it fits (a row more or less when the
        // piece's own column widths break a line differently). Choosing by
        // bisection laid a 2 000-row table out again and again: half of a
        // 57 s report.
        const RowHeights estimate = rowHeights(b);
        const int rows = int(b.rows.size());
        int from = 0;
        while (from < rows) {
            int to = from + 1;
            if (estimate.valid) {
                double h = estimate.header + estimate.rows[std::size_t(from)];
                while (to < rows && h + estimate.rows[std::size_t(to)] <= remaining())
                    h += estimate.rows[std::size_t(to++)];
            }
            double h = measure(tableHtml(b, from, to));
            // At least one row (a row taller than a page is drawn cut
            // rather than lost), on a page of its own if need be.
            if (to == from + 1 && h > remaining() && !atTop()) {
                newPage();
                continue;
            }
            while (to > from + 1 && h > remaining())
                h = measure(tableHtml(b, from, --to));
            while (to < rows) {
                const double more = measure(tableHtml(b, from, to + 1));
                if (more > remaining())
                    break;
                h = more;
                ++to;
            }
            put(textPiece(h, tableHtml(b, from, to)));
            from = to;
        }
    }

    // The header's and each row's height in one layout of the whole table.
    struct RowHeights {
        bool valid = false;
        double header = 0.0;
        std::vector<double> rows;
    };
    RowHeights rowHeights(const ReportBlock &b) const
    {
        RowHeights out;
        QTextDocument doc;
        prepare(doc, tableHtml(b, 0, int(b.rows.size())), m_device, m_frame.body.width());
        QTextTable *table = nullptr;
        for (QTextFrame *frame : doc.rootFrame()->childFrames())
            if (auto *t = qobject_cast<QTextTable *>(frame))
                table = t;
        if (!table || table->rows() != b.rows.size() + 1 || table->columns() < 1)
            return out;
        QAbstractTextDocumentLayout *layout = doc.documentLayout();
        const auto top = [&](int row) {
            return layout->blockBoundingRect(table->cellAt(row, 0).firstCursorPosition().block())
                .top();
        };
        const QRectF frame = layout->frameBoundingRect(table);
        // Each row from the top of its first cell's text to the next row's;
        // the last to the table's bottom, less the frame's share above the
        // first text (a cell's border and padding, counted in the header).
        const double above = top(0) - frame.top();
        out.header = top(1) - frame.top();
        for (int r = 1; r <= b.rows.size(); ++r)
            out.rows.push_back(r < b.rows.size() ? top(r + 1) - top(r)
                                                 : frame.bottom() - top(r) - above);
        out.valid = std::all_of(out.rows.begin(), out.rows.end(),
                                [](double h) { return std::isfinite(h) && h > 0.0; });
        return out;
    }

    void place(const ReportContent &content)
    {
        const auto &blocks = content.blocks();
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            if (m_progress && m_progress->isCancelled())
                return;
            const ReportBlock &b = blocks[i];
            if (b.pageBreakBefore && (!atTop() || !placed.empty()))
                if (!atTop())
                    newPage();
            switch (b.kind) {
            case ReportBlock::Kind::Heading: {
                const double h = measure(b.html);
                if (h + firstPieceHeight(blocks, i + 1) > remaining() && !atTop())
                    newPage();
                if (b.tocEntry >= 0)
                    tocPages.push_back(m_page);
                put(textPiece(h, b.html));
                break;
            }
            case ReportBlock::Kind::Text: {
                const double h = measure(b.html);
                if (h > remaining() && !atTop())
                    newPage();
                put(textPiece(h, b.html));
                break;
            }
            case ReportBlock::Kind::Table:
                placeTable(b);
                break;
            case ReportBlock::Kind::Chart: {
                if (chartHeight(i) > remaining() && !atTop())
                    newPage();
                Placed p{0, 0, chartHeight(i), QString(), true, i};
                put(std::move(p));
                break;
            }
            }
        }
    }

    const PreparedReport &m_report;
    QPagedPaintDevice *m_device;
    Frame m_frame;
    int m_page;
    double m_y;
    const ExportProgress *m_progress;
};

// A chart drawn with the painter, so the PDF holds its lines and text as
// vectors: its scene, laid out on the GUI thread at the layout size, renders
// into the rect (on any thread: no widget is involved).
void drawChart(QPainter *painter, const QRectF &target, QGraphicsScene *scene)
{
    if (!scene)
        return;
    ChartKit::requireHeadroom();
    scene->render(painter, target, scene->sceneRect());
}

void drawFurniture(QPainter *painter, const Frame &f, const PreparedReport &report, int page,
                   int pages)
{
    painter->save();
    QFont font = reportFont();
    font.setPointSizeF(7.5);
    painter->setFont(font);
    painter->setPen(QColor(0x66, 0x66, 0x66));
    const double m = kMarginMm * f.mm;
    const QRectF header(m, m, f.page.width() - 2 * m, kHeaderMm * f.mm * 0.7);
    painter->drawText(header, Qt::AlignLeft | Qt::AlignVCenter, report.content().header());
    painter->drawText(header, Qt::AlignRight | Qt::AlignVCenter, report.content().date());
    painter->drawLine(QPointF(header.left(), header.bottom()),
                      QPointF(header.right(), header.bottom()));
    const QRectF footer(m, f.page.height() - m - kHeaderMm * f.mm * 0.7, f.page.width() - 2 * m,
                        kHeaderMm * f.mm * 0.7);
    painter->drawText(footer, Qt::AlignCenter, report.pageOf().arg(page + 1).arg(pages));
    painter->restore();
}

QString coverHtml(const ReportContent &content)
{
    const QStringList &lines = content.cover();
    QString html = QStringLiteral("<p style=\"font-size:26pt; color:#1d3557\"><b>%1</b></p>")
                       .arg(lines.value(0).toHtmlEscaped());
    for (int i = 1; i < lines.size(); ++i)
        html += QStringLiteral("<p style=\"font-size:13pt\">%1</p>").arg(lines[i].toHtmlEscaped());
    html += QStringLiteral("<p style=\"font-size:13pt; margin-top:24px\"><b>%1</b></p>")
                .arg(content.verdict().toHtmlEscaped());
    return html;
}

QString tocHtml(const PreparedReport &report, const std::vector<int> &pages)
{
    const ReportContent &content = report.content();
    QString html = QStringLiteral("<h1>%1</h1><table width=\"100%\" cellpadding=\"4\">")
                       .arg(report.contentsTitle().toHtmlEscaped());
    for (int i = 0; i < content.tocTitles().size(); ++i)
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(content.tocTitles()[i].toHtmlEscaped())
                    .arg(i < int(pages.size()) ? pages[std::size_t(i)] + 1 : 0);
    return html + QStringLiteral("</table>");
}

} // namespace

PreparedReport::PreparedReport(const ProjectDocument *document, const ReportOptions &options)
    : m_options(options)
{
    // The fonts first: the words are measured in them.
    PdfFonts::families();
    const ReportLanguage language(options.language);
    m_content = std::make_unique<ReportContent>(document, options);
    //: Report footer: page %1 of %2
    m_pageOf = ReportWriter::tr("Page %1 of %2");
    m_contentsTitle = ReportWriter::tr("Contents");
    const auto &blocks = m_content->blocks();
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (blocks[i].kind == ReportBlock::Kind::Chart)
            m_charts.push_back({i, nullptr});
}

PreparedReport::~PreparedReport() = default;

void PreparedReport::buildChart(int index)
{
    Chart &c = m_charts[std::size_t(index)];
    if (c.scene)
        return;
    const ReportLanguage language(m_options.language);
    const ReportBlock &b = m_content->blocks()[c.block];
    auto scene = std::make_unique<QGraphicsScene>();
    QChart *chart = ::buildChart(b.chart, m_content->chartContext(b.workloadId));
    QSizeF size(kChartLayoutSize);
    chart->resize(size);
    scene->addItem(chart);
    // Laid out now, on this thread: drawing it later only paints.
    QCoreApplication::sendPostedEvents();
    // A legend beside the plot with more entries than the height holds (the
    // cost breakdown's lines) would be cut: the chart grows to hold it.
    QLegend *legend = chart->legend();
    const double wanted = legend->effectiveSizeHint(Qt::PreferredSize).height();
    if (legend->isVisible() && wanted > legend->geometry().height() + 1.0) {
        size.setHeight(size.height() + wanted - legend->geometry().height());
        chart->resize(size);
        QCoreApplication::sendPostedEvents();
    }
    scene->setSceneRect(QRectF(QPointF(0, 0), size));
    c.scene = std::move(scene);
}

void PreparedReport::buildCharts()
{
    for (int i = 0; i < chartCount(); ++i)
        buildChart(i);
}

QSizeF PreparedReport::chartSize(std::size_t block) const
{
    const QGraphicsScene *scene = chartScene(block);
    return scene ? scene->sceneRect().size() : QSizeF(kChartLayoutSize);
}

QGraphicsScene *PreparedReport::chartScene(std::size_t block) const
{
    for (const Chart &c : m_charts)
        if (c.block == block)
            return c.scene.get();
    return nullptr;
}

int ReportWriter::paint(const PreparedReport &report, QPagedPaintDevice *device, QPainter *painter,
                        ExportProgress *progress)
{
    const ReportContent &content = report.content();
    const Frame frame = frameOf(device);
    // Page 0 the cover (when chosen), then the contents, then the sections.
    const bool cover = report.options().has(ReportSection::Cover);
    const bool toc = !content.tocTitles().isEmpty();
    const int firstPage = int(cover) + int(toc);
    const Layout layout(report, device, firstPage, progress);
    const int pages = std::max(layout.pages(), firstPage);

    for (int page = 0; page < pages; ++page) {
        if (progress) {
            if (progress->isCancelled())
                return page;
            progress->set(page, pages);
        }
        if (page > 0)
            device->newPage();
        drawFurniture(painter, frame, report, page, pages);
        if (cover && page == 0) {
            TextBox box(coverHtml(content), device, frame.body.width());
            box.draw(painter, QPointF(frame.body.left(), frame.body.top() + 60 * frame.mm));
            continue;
        }
        if (toc && page == int(cover)) {
            TextBox box(tocHtml(report, layout.tocPages), device, frame.body.width());
            box.draw(painter, frame.body.topLeft());
            continue;
        }
        for (const Placed &p : layout.placed) {
            if (p.page != page)
                continue;
            const QRectF rect(frame.body.left(), p.y, frame.body.width(), p.height);
            if (p.chart) {
                drawChart(painter, rect, report.chartScene(p.block));
            } else {
                TextBox box(p.html, device, frame.body.width());
                box.draw(painter, rect.topLeft());
            }
        }
    }
    if (progress)
        progress->set(pages, pages);
    return pages;
}

int ReportWriter::paint(const ProjectDocument *document, const ReportOptions &options,
                        QPagedPaintDevice *device, QPainter *painter)
{
    PreparedReport report(document, options);
    report.buildCharts();
    return paint(report, device, painter);
}

Status ReportWriter::writePdf(const PreparedReport &report, const QString &path,
                              const QString &project, ExportProgress *progress)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setResolution(ReportWriter::kResolution);
        writer.setCreator(QStringLiteral("Suanpan"));
        writer.setTitle(report.content().title());
        QPainter painter;
        if (!painter.begin(&writer))
            return Error{ErrorCode::FileIo, path.toStdString(), "cannot draw the PDF"};
        paint(report, &writer, &painter, progress);
        painter.end();
    }
    // Cancelled: no file at all, and an earlier report at `path` stays.
    if (progress && progress->isCancelled())
        return Error{ErrorCode::ExportCancelled, path.toStdString(), {}};
    // Written whole or not at all, never over the project itself.
    return writeExportFile(path, buffer.data(), project);
}

Status ReportWriter::writePdf(const ProjectDocument *document, const ReportOptions &options,
                              const QString &path)
{
    PreparedReport report(document, options);
    report.buildCharts();
    return writePdf(report, path, document->filePath());
}
