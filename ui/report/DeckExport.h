#pragma once

#include <QCoreApplication>
#include <QString>

#include "util/Result.h"

class ProjectDocument;

// The presentation as a PDF to send after the meeting: one slide per 16:9
// page, exactly as View > Presentation shows it (the shortlisted options,
// the same tables, sentences and charts, drawn as vectors), in the chosen
// language, without the on-screen key help.
class DeckExport final
{
    Q_DECLARE_TR_FUNCTIONS(DeckExport)

public:
    // Writes the deck to `path`, all or nothing; returns the slide count in
    // `slides`. Errors: "file.io" (subject = path, detail = the reason).
    static suanpan::Status writePdf(const ProjectDocument *document, const QString &language,
                                    const QString &path, int *slides = nullptr);
};
