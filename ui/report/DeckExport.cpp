#include "DeckExport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLabel>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include "charts/ChartKit.h"
#include "document/ExportFile.h"
#include "document/ProjectDocument.h"
#include "presentation/PresentationView.h"
#include "report/ExportProgress.h"
#include "report/PdfFonts.h"
#include "report/ReportLanguage.h"

using namespace suanpan;

namespace {

// A 16:9 screen the slides are laid out on, and the page it becomes (the
// size of a 16:9 slide in presentation software, 254 x 142.875 mm).
constexpr QSize kSlideSize(1600, 900);
const QSizeF kPageMm(254.0, 142.875);

} // namespace

DeckExport::DeckExport(const ProjectDocument *document, const QString &language)
    : m_language(language), m_buffer(std::make_unique<QBuffer>())
{
    const ReportLanguage scope(language);
    m_view = std::make_unique<PresentationView>(document);
    m_view->setAttribute(Qt::WA_DontShowOnScreen);
    // Not a window of its own that deletes itself, nor one that blocks the
    // main window while the deck is drawn: this export owns it.
    m_view->setAttribute(Qt::WA_DeleteOnClose, false);
    m_view->setWindowModality(Qt::NonModal);
    // The key help is for the meeting room, not for the PDF.
    if (auto *footer = m_view->findChild<QLabel *>(QStringLiteral("presentationFooter")))
        footer->hide();
    // One Chinese family (Simplified), whose text a PDF reader can search.
    m_view->setFontFamilies(PdfFonts::families());
    m_view->resize(kSlideSize);
    m_view->show();
    QCoreApplication::sendPostedEvents();
    m_count = m_view->slideCount();

    m_buffer->open(QIODevice::WriteOnly);
    m_writer = std::make_unique<QPdfWriter>(m_buffer.get());
    m_writer->setPageSize(QPageSize(kPageMm, QPageSize::Millimeter));
    m_writer->setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    m_writer->setResolution(150);
    m_writer->setCreator(QStringLiteral("Suanpan"));
    m_painter = std::make_unique<QPainter>();
    m_ok = m_painter->begin(m_writer.get());
    m_scale = double(m_writer->width()) / kSlideSize.width();
}

DeckExport::~DeckExport()
{
    if (m_painter && m_painter->isActive())
        m_painter->end();
    if (m_view)
        m_view->hide();
}

bool DeckExport::drawNext()
{
    if (!m_ok || m_next >= m_count)
        return false;
    // The tables word their cells as they are painted: in the deck's language.
    const ReportLanguage scope(m_language);
    if (m_next > 0)
        m_writer->newPage();
    ChartKit::requireHeadroom(); // the slide builds and paints its chart
    m_view->showSlide(m_next);
    // The slide's layout sizes its chart view, whose chart then lays out
    // its plot and legend in turn: without the second round the chart was
    // drawn at its old width and the legend ran past the slide's edge.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_painter->save();
    m_painter->scale(m_scale, m_scale);
    m_view->render(m_painter.get(), QPoint(), QRegion(), QWidget::DrawChildren);
    m_painter->restore();
    ++m_next;
    return m_next < m_count;
}

QByteArray DeckExport::finish()
{
    if (!m_ok)
        return {};
    m_painter->end();
    m_view->hide();
    return m_buffer->data();
}

Status DeckExport::writeFile(const QByteArray &pdf, const QString &path, const QString &project,
                             const ExportProgress *progress)
{
    if (progress && progress->isCancelled())
        return Error{ErrorCode::ExportCancelled, path.toStdString(), {}};
    if (pdf.isEmpty())
        return Error{ErrorCode::FileIo, path.toStdString(), "cannot draw the PDF"};
    // Written whole or not at all, never over the project itself.
    return writeExportFile(path, pdf, project);
}

Status DeckExport::writePdf(const ProjectDocument *document, const QString &language,
                            const QString &path, int *slides)
{
    DeckExport deck(document, language);
    while (deck.drawNext()) {
    }
    const QByteArray pdf = deck.finish();
    if (slides)
        *slides = deck.count();
    return writeFile(pdf, path, document->filePath());
}
