#include "ExportNames.h"

#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"

QString ExportNames::safe(const QString &text, const QString &fallback)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        // Reserved on Windows, a separator on Linux, or invisible.
        const bool reserved = QStringLiteral("/\\:*?\"<>|").contains(c) || c.unicode() < 0x20 ||
                              c.category() == QChar::Other_Format;
        out += reserved || c.isSpace() ? QChar(u' ') : c;
    }
    out = out.simplified();
    if (out.size() > kMaxLength) {
        out.truncate(kMaxLength);
        const int space = out.lastIndexOf(u' ');
        if (space > kMaxLength / 2)
            out.truncate(space);
    }
    // A trailing dot or space is dropped by Windows; a leading dot hides the file.
    while (!out.isEmpty() && (out.front() == u'.' || out.front() == u' '))
        out.remove(0, 1);
    while (!out.isEmpty() && (out.back() == u'.' || out.back() == u' '))
        out.chop(1);
    return out.isEmpty() ? fallback : out;
}

QString ExportNames::forProject(const ProjectDocument *document, const QString &what)
{
    const QString title = DisplayText::title(document->project().meta).trimmed();
    if (title.isEmpty())
        return safe(what, what);
    //: An exported file's name: %1 the project's title, %2 what the file holds ("report")
    return safe(tr("%1 - %2").arg(title, what), what);
}
