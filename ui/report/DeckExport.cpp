#include "DeckExport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLabel>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include "document/ExportFile.h"
#include "document/ProjectDocument.h"
#include "presentation/PresentationView.h"
#include "report/ReportLanguage.h"

using namespace suanpan;

namespace {

// A 16:9 screen the slides are laid out on, and the page it becomes (the
// size of a 16:9 slide in presentation software, 254 x 142.875 mm).
constexpr QSize kSlideSize(1600, 900);
const QSizeF kPageMm(254.0, 142.875);

} // namespace

Status DeckExport::writePdf(const ProjectDocument *document, const QString &language,
                            const QString &path, int *slides)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    int count = 0;
    {
        const ReportLanguage scope(language);
        PresentationView view(document);
        view.setAttribute(Qt::WA_DontShowOnScreen);
        // The key help is for the meeting room, not for the PDF.
        if (auto *footer = view.findChild<QLabel *>(QStringLiteral("presentationFooter")))
            footer->hide();
        view.resize(kSlideSize);
        view.show();
        QCoreApplication::sendPostedEvents();

        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(kPageMm, QPageSize::Millimeter));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setResolution(150);
        writer.setCreator(QStringLiteral("Suanpan"));
        QPainter painter;
        if (!painter.begin(&writer))
            return Error{"file.io", path.toStdString(), "cannot draw the PDF"};
        const double scale = double(writer.width()) / kSlideSize.width();
        count = view.slideCount();
        for (int i = 0; i < count; ++i) {
            if (i > 0)
                writer.newPage();
            view.showSlide(i);
            QCoreApplication::sendPostedEvents();
            painter.save();
            painter.scale(scale, scale);
            view.render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
            painter.restore();
        }
        painter.end();
        view.hide();
    }
    if (slides)
        *slides = count;
    return writeExportFile(path, buffer.data(), document->filePath());
}
