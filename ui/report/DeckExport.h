#pragma once

#include <memory>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include "util/Result.h"

class ProjectDocument;
class PresentationView;
class QBuffer;
class QPainter;
class QPdfWriter;
struct ExportProgress;

// The presentation as a PDF to send after the meeting: one slide per 16:9
// page, exactly as View > Presentation shows it (the shortlisted options,
// the same tables, sentences and charts, drawn as vectors), in the chosen
// language, without the on-screen key help. The slides are widgets, so
// they are drawn on the GUI thread, one at a time (drawNext()), and the
// window can repaint in between; only writing the file may happen elsewhere.
class DeckExport final
{
    Q_DECLARE_TR_FUNCTIONS(DeckExport)

public:
    DeckExport(const ProjectDocument *document, const QString &language);
    ~DeckExport();

    int count() const { return m_count; }
    int done() const { return m_next; }
    // Draws the next slide; false when none is left.
    bool drawNext();
    // Ends the PDF once every slide is drawn; its bytes (empty when the PDF
    // could not be drawn).
    QByteArray finish();

    // Writes PDF bytes to `path`, all or nothing and never over the project
    // `project` (document/ExportFile.h), on any thread. Errors: "file.io"
    // when the PDF could not be drawn; ExportFile's "export.*" codes;
    // "export.cancelled" when `progress` was cancelled (nothing written).
    static suanpan::Status writeFile(const QByteArray &pdf, const QString &path,
                                     const QString &project,
                                     const ExportProgress *progress = nullptr);

    // Draws and writes the deck at once; returns the slide count in `slides`.
    static suanpan::Status writePdf(const ProjectDocument *document, const QString &language,
                                    const QString &path, int *slides = nullptr);

private:
    QString m_language;
    std::unique_ptr<PresentationView> m_view;
    std::unique_ptr<QBuffer> m_buffer;
    std::unique_ptr<QPdfWriter> m_writer;
    std::unique_ptr<QPainter> m_painter;
    int m_count = 0;
    int m_next = 0;
    double m_scale = 1.0;
    bool m_ok = false;
};
