#pragma once

#include <QByteArray>
#include <QFont>
#include <QString>
#include <QStringList>

class QRawFont;

// The fonts of every exported PDF (report, slides, sign-off sheet): Latin
// from DejaVu Sans, Chinese from Noto Sans CJK SC, whatever the UI's own
// fonts are, so a Chinese document holds one Simplified Chinese family.
//
// Qt's PDF writer (QFontSubset::getReverseMap) builds each font's ToUnicode
// map by asking, for every code point from U+0000 up, which glyph it maps
// to, and keeps the first code point per glyph. Noto CJK maps about 280
// Kangxi and CJK radicals (U+2E80-U+2FDF) to the glyphs of the ideographs
// they look like (U+2F49 and U+6708 are one glyph), and the radicals come
// first: 月 then extracts, searches and copies as the radical U+2F49. So the
// PDFs use a copy of the installed face, made in memory when first needed,
// whose character map leaves out the radicals that share a glyph: every
// glyph then has one code point, the ideograph's.
class PdfFonts final
{
public:
    // DejaVu Sans, then the CJK family below.
    static QStringList families();
    // `font` with families() and its size and weight kept.
    static QFont adjusted(QFont font);
    // The family of the radical-free copy, registered with the application
    // on the first call (call it from the GUI thread before a worker draws);
    // "Noto Sans CJK SC" itself when it is not installed or cannot be copied.
    // Making the copies takes about 0.25 s, once.
    static QString cjkFamily();
    // Starts making the copies on a worker thread, when an export is near
    // (the export menu opens): cjkFamily() then only registers them.
    static void prepare();

    // `face` as a standalone OpenType font whose character map leaves out
    // every radical (U+2E80-U+2FDF) that maps to a glyph another code point
    // also maps to, named `family`; empty when the face's tables cannot be
    // read. The PostScript name stays, so a PDF still names the face.
    static QByteArray withoutSharedRadicals(const QRawFont &face, const QString &family);
};
