#include "PdfFonts.h"

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <set>
#include <vector>

#include <QFontDatabase>
#include <QFuture>
#include <QMutex>
#include <QRawFont>
#include <QtConcurrent/QtConcurrentRun>
#include <QtEndian>

namespace {

const QString kLatinFamily = QStringLiteral("DejaVu Sans");
const QString kCjkFamily = QStringLiteral("Noto Sans CJK SC");
// The in-memory copy's family: not the installed face's, so Qt never
// confuses the two.
const QString kCopyFamily = QStringLiteral("Suanpan Noto Sans CJK SC");

constexpr quint32 tag(const char (&t)[5])
{
    return quint32(quint8(t[0])) << 24 | quint32(quint8(t[1])) << 16 | quint32(quint8(t[2])) << 8 |
           quint32(quint8(t[3]));
}

// Radicals: CJK Radicals Supplement and Kangxi Radicals.
bool isRadical(quint32 cp)
{
    return cp >= 0x2E80 && cp <= 0x2FDF;
}

quint16 u16(const QByteArray &b, qsizetype at)
{
    return at + 2 <= b.size() ? qFromBigEndian<quint16>(b.constData() + at) : 0;
}

quint32 u32(const QByteArray &b, qsizetype at)
{
    return at + 4 <= b.size() ? qFromBigEndian<quint32>(b.constData() + at) : 0;
}

void put16(QByteArray &b, quint16 v)
{
    char c[2];
    qToBigEndian(v, c);
    b.append(c, 2);
}

void put32(QByteArray &b, quint32 v)
{
    char c[4];
    qToBigEndian(v, c);
    b.append(c, 4);
}

using CharMap = std::map<quint32, quint32>; // code point -> glyph

// A format 12 subtable (all of Unicode) at `at` of the cmap table.
bool readFormat12(const QByteArray &cmap, qsizetype at, CharMap &out)
{
    const quint32 length = u32(cmap, at + 4);
    const quint32 groups = u32(cmap, at + 12);
    if (at + qsizetype(length) > cmap.size() || 16 + quint64(groups) * 12 > length)
        return false;
    for (quint32 g = 0; g < groups; ++g) {
        const qsizetype p = at + 16 + qsizetype(g) * 12;
        const quint32 first = u32(cmap, p);
        const quint32 last = std::min<quint32>(u32(cmap, p + 4), 0x10FFFF);
        const quint32 glyph = u32(cmap, p + 8);
        for (quint32 cp = first; cp <= last && cp >= first; ++cp)
            out[cp] = glyph + (cp - first);
    }
    return true;
}

// A format 4 subtable (the Basic Multilingual Plane) at `at`.
bool readFormat4(const QByteArray &cmap, qsizetype at, CharMap &out)
{
    const quint16 length = u16(cmap, at + 2);
    const int segments = u16(cmap, at + 6) / 2;
    if (at + length > cmap.size() || 16 + 8 * segments > length)
        return false;
    const qsizetype ends = at + 14;
    const qsizetype starts = ends + 2 * segments + 2;
    const qsizetype deltas = starts + 2 * segments;
    const qsizetype offsets = deltas + 2 * segments;
    for (int s = 0; s < segments; ++s) {
        const quint16 first = u16(cmap, starts + 2 * s);
        const quint16 last = u16(cmap, ends + 2 * s);
        const quint16 delta = u16(cmap, deltas + 2 * s);
        const quint16 offset = u16(cmap, offsets + 2 * s);
        for (quint32 cp = first; cp <= last && cp != 0xFFFF; ++cp) {
            quint32 glyph = 0;
            if (offset == 0) {
                glyph = quint16(cp + delta);
            } else {
                const qsizetype p = offsets + 2 * s + offset + 2 * (cp - first);
                if (p + 2 > at + length)
                    return false;
                glyph = u16(cmap, p);
                if (glyph != 0)
                    glyph = quint16(glyph + delta);
            }
            if (glyph != 0)
                out[cp] = glyph;
        }
    }
    return true;
}

struct ParsedCmap {
    CharMap map;
    QByteArray variations; // a format 14 subtable, copied as it is
};

// The face's Unicode mapping: the full-range subtable when there is one,
// else the BMP one.
bool parseCmap(const QByteArray &cmap, ParsedCmap &out)
{
    const int count = u16(cmap, 2);
    qsizetype full = -1;
    qsizetype bmp = -1;
    for (int i = 0; i < count; ++i) {
        const qsizetype r = 4 + 8 * i;
        const quint16 platform = u16(cmap, r);
        const quint16 encoding = u16(cmap, r + 2);
        const qsizetype at = u32(cmap, r + 4);
        const quint16 format = u16(cmap, at);
        const bool unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10));
        if (!unicode)
            continue;
        if (format == 12 && full < 0)
            full = at;
        else if (format == 4 && bmp < 0)
            bmp = at;
        else if (format == 14 && platform == 0 && encoding == 5 && out.variations.isEmpty())
            out.variations = cmap.mid(at, u32(cmap, at + 2));
    }
    if (full >= 0)
        return readFormat12(cmap, full, out.map);
    return bmp >= 0 && readFormat4(cmap, bmp, out.map);
}

// The radicals that share their glyph with another code point.
void dropSharedRadicals(CharMap &map)
{
    std::map<quint32, int> users;
    for (const auto &[cp, glyph] : map)
        ++users[glyph];
    for (auto it = map.begin(); it != map.end();) {
        if (isRadical(it->first) && users[it->second] > 1) {
            --users[it->second];
            it = map.erase(it);
        } else {
            ++it;
        }
    }
}

QByteArray format12(const CharMap &map)
{
    QByteArray groups;
    quint32 count = 0;
    auto it = map.begin();
    while (it != map.end()) {
        const quint32 first = it->first;
        const quint32 glyph = it->second;
        quint32 last = first;
        auto next = std::next(it);
        while (next != map.end() && next->first == last + 1 &&
               next->second == glyph + (next->first - first)) {
            last = next->first;
            ++next;
        }
        put32(groups, first);
        put32(groups, last);
        put32(groups, glyph);
        ++count;
        it = next;
    }
    QByteArray out;
    put16(out, 12);
    put16(out, 0);
    put32(out, quint32(16 + groups.size()));
    put32(out, 0);
    put32(out, count);
    return out + groups;
}

// The BMP part as format 4, for software that reads no other; empty when
// it does not fit the format's 64 KiB. Runs of code points whose glyphs
// follow each other become delta segments, the rest index the glyph array.
QByteArray format4(const CharMap &map)
{
    struct Segment {
        quint16 first, last;
        quint16 delta = 0;
        std::vector<quint16> glyphs{}; // empty: a delta segment
    };
    std::vector<Segment> segments;
    auto it = map.begin();
    while (it != map.end() && it->first < 0xFFFF) {
        // A run of consecutive code points.
        std::vector<std::pair<quint32, quint32>> run{*it};
        auto next = std::next(it);
        while (next != map.end() && next->first < 0xFFFF && next->first == run.back().first + 1)
            run.push_back(*next++);
        it = next;
        // Split it where the glyphs stop following each other for at
        // least 4 code points (a segment costs as much as 4 array entries).
        std::size_t i = 0;
        while (i < run.size()) {
            std::size_t j = i + 1;
            while (j < run.size() && run[j].second == run[i].second + (j - i))
                ++j;
            if (j - i >= 4) {
                Segment s{quint16(run[i].first), quint16(run[j - 1].first)};
                s.delta = quint16(run[i].second - run[i].first);
                segments.push_back(std::move(s));
                i = j;
                continue;
            }
            // An array segment up to the next long sequential stretch.
            std::size_t k = i;
            while (k < run.size()) {
                std::size_t m = k + 1;
                while (m < run.size() && run[m].second == run[k].second + (m - k))
                    ++m;
                if (m - k >= 4)
                    break;
                k = m;
            }
            Segment s{quint16(run[i].first), quint16(run[k - 1].first)};
            for (std::size_t n = i; n < k; ++n)
                s.glyphs.push_back(quint16(run[n].second));
            segments.push_back(std::move(s));
            i = k;
        }
    }
    segments.push_back({0xFFFF, 0xFFFF, 1, {}});
    const std::size_t count = segments.size();
    std::size_t arrayWords = 0;
    for (const Segment &s : segments)
        arrayWords += s.glyphs.size();
    const std::size_t length = 16 + 8 * count + 2 * arrayWords;
    if (length > 0xFFFF)
        return {};
    int power = 1;
    int selector = 0;
    while (power * 2 <= int(count)) {
        power *= 2;
        ++selector;
    }
    QByteArray out;
    put16(out, 4);
    put16(out, quint16(length));
    put16(out, 0);
    put16(out, quint16(2 * count));
    put16(out, quint16(2 * power));
    put16(out, quint16(selector));
    put16(out, quint16(2 * count - 2 * power));
    for (const Segment &s : segments)
        put16(out, s.last);
    put16(out, 0);
    for (const Segment &s : segments)
        put16(out, s.first);
    for (const Segment &s : segments)
        put16(out, s.delta);
    // idRangeOffset: from the entry itself to the segment's first glyph.
    std::size_t arrayAt = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (segments[i].glyphs.empty()) {
            put16(out, 0);
            continue;
        }
        put16(out, quint16(2 * (count - i) + 2 * arrayAt));
        arrayAt += segments[i].glyphs.size();
    }
    for (const Segment &s : segments)
        for (quint16 g : s.glyphs)
            put16(out, g);
    return out;
}

QByteArray buildCmap(const ParsedCmap &parsed)
{
    const QByteArray full = format12(parsed.map);
    const QByteArray bmp = format4(parsed.map);
    struct Record {
        quint16 platform, encoding;
        const QByteArray *table;
    };
    std::vector<Record> records;
    if (!bmp.isEmpty())
        records.push_back({0, 3, &bmp});
    records.push_back({0, 4, &full});
    if (!parsed.variations.isEmpty())
        records.push_back({0, 5, &parsed.variations});
    if (!bmp.isEmpty())
        records.push_back({3, 1, &bmp});
    records.push_back({3, 10, &full});
    // Each subtable once, after the records; records may share one.
    std::vector<const QByteArray *> tables;
    for (const Record &r : records)
        if (std::find(tables.begin(), tables.end(), r.table) == tables.end())
            tables.push_back(r.table);
    std::map<const QByteArray *, quint32> offsets;
    quint32 at = quint32(4 + 8 * records.size());
    for (const QByteArray *t : tables) {
        offsets[t] = at;
        at += quint32(t->size());
    }
    QByteArray out;
    put16(out, 0);
    put16(out, quint16(records.size()));
    for (const Record &r : records) {
        put16(out, r.platform);
        put16(out, r.encoding);
        put32(out, offsets[r.table]);
    }
    for (const QByteArray *t : tables)
        out += *t;
    return out;
}

// The Windows-platform English names of `name`, by name id.
std::map<quint16, QString> englishNames(const QByteArray &name)
{
    std::map<quint16, QString> out;
    const int count = u16(name, 2);
    const qsizetype strings = u16(name, 4);
    for (int i = 0; i < count; ++i) {
        const qsizetype r = 6 + 12 * i;
        if (u16(name, r) != 3 || u16(name, r + 2) != 1 || u16(name, r + 4) != 0x409)
            continue;
        const quint16 id = u16(name, r + 6);
        const quint16 length = u16(name, r + 8);
        const qsizetype at = strings + u16(name, r + 10);
        if (at + length > name.size())
            continue;
        QString s;
        for (qsizetype p = at; p + 1 < at + length; p += 2)
            s += QChar(u16(name, p));
        out[id] = s;
    }
    return out;
}

QByteArray buildName(std::map<quint16, QString> names, const QString &family)
{
    const QString style = names.count(2) ? names[2] : QStringLiteral("Regular");
    names[1] = family;
    names[2] = style;
    names[4] = style == QLatin1String("Regular") ? family : family + QLatin1Char(' ') + style;
    // The typographic names would give the installed family back.
    names.erase(16);
    names.erase(17);
    names.erase(21);
    names.erase(22);
    QByteArray records;
    QByteArray strings;
    for (const auto &[id, text] : names) {
        QByteArray utf16;
        for (QChar c : text)
            put16(utf16, c.unicode());
        put16(records, 3);
        put16(records, 1);
        put16(records, 0x409);
        put16(records, id);
        put16(records, quint16(utf16.size()));
        put16(records, quint16(strings.size()));
        strings += utf16;
    }
    QByteArray out;
    put16(out, 0);
    put16(out, quint16(names.size()));
    put16(out, quint16(6 + records.size()));
    return out + records + strings;
}

quint32 checksum(const QByteArray &data)
{
    quint32 sum = 0;
    const qsizetype whole = data.size() / 4 * 4;
    for (qsizetype i = 0; i < whole; i += 4)
        sum += qFromBigEndian<quint32>(data.constData() + i);
    quint32 last = 0;
    for (qsizetype i = whole; i < whole + 4; ++i)
        last = last << 8 | (i < data.size() ? quint8(data[i]) : 0);
    return sum + last;
}

QByteArray assemble(std::map<quint32, QByteArray> tables)
{
    const bool cff = tables.count(tag("CFF ")) || tables.count(tag("CFF2"));
    if (tables.count(tag("head")) && tables[tag("head")].size() >= 12)
        qToBigEndian<quint32>(0, tables[tag("head")].data() + 8); // checkSumAdjustment
    const auto count = quint16(tables.size());
    quint16 power = 1;
    quint16 selector = 0;
    while (power * 2 <= count) {
        power *= 2;
        ++selector;
    }
    qsizetype size = 12 + 16 * count;
    for (const auto &[t, data] : tables)
        size += (data.size() + 3) / 4 * 4;
    QByteArray out;
    out.reserve(size);
    put32(out, cff ? tag("OTTO") : 0x00010000);
    put16(out, count);
    put16(out, quint16(16 * power));
    put16(out, selector);
    put16(out, quint16(16 * count - 16 * power));
    quint32 at = 12 + 16 * quint32(count);
    qsizetype head = -1;
    for (const auto &[t, data] : tables) {
        if (t == tag("head"))
            head = at;
        put32(out, t);
        put32(out, checksum(data));
        put32(out, at);
        put32(out, quint32(data.size()));
        at += quint32((data.size() + 3) / 4 * 4);
    }
    for (const auto &[t, data] : tables) {
        out += data;
        while (out.size() % 4)
            out += '\0';
    }
    if (head >= 0)
        qToBigEndian<quint32>(0xB1B0AFBA - checksum(out), out.data() + head + 8);
    return out;
}

} // namespace

QByteArray PdfFonts::withoutSharedRadicals(const QRawFont &face, const QString &family)
{
    if (!face.isValid())
        return {};
    ParsedCmap cmap;
    if (!parseCmap(face.fontTable("cmap"), cmap) || cmap.map.empty())
        return {};
    dropSharedRadicals(cmap.map);
    static const char *const kCopied[] = {"BASE", "CFF ", "CFF2", "DSIG", "GDEF", "GPOS", "GSUB",
                                          "JSTF", "MATH", "OS/2", "VORG", "avar", "cvar", "cvt ",
                                          "fpgm", "fvar", "gasp", "glyf", "gvar", "hdmx", "head",
                                          "hhea", "hmtx", "HVAR", "kern", "loca", "maxp", "MVAR",
                                          "post", "prep", "STAT", "vhea", "vmtx", "VVAR"};
    std::map<quint32, QByteArray> tables;
    for (const char *t : kCopied) {
        const QByteArray data = face.fontTable(t);
        if (!data.isEmpty())
            tables[qFromBigEndian<quint32>(t)] = data;
    }
    if (!tables.count(tag("head")) || !tables.count(tag("maxp")) ||
        !(tables.count(tag("CFF ")) || tables.count(tag("CFF2")) || tables.count(tag("glyf"))))
        return {};
    tables[tag("cmap")] = buildCmap(cmap);
    tables[tag("name")] = buildName(englishNames(face.fontTable("name")), family);
    return assemble(std::move(tables));
}

namespace {

// The copies of the regular and the bold face; empty when the installed
// face is missing or cannot be read.
using Copies = std::array<QByteArray, 2>;

Copies buildCopies()
{
    Copies out;
    for (const bool bold : {false, true}) {
        QFont font(kCjkFamily);
        font.setBold(bold);
        const QRawFont face = QRawFont::fromFont(font, QFontDatabase::SimplifiedChinese);
        if (face.familyName() != kCjkFamily)
            return {};
        out[bold ? 1 : 0] = PdfFonts::withoutSharedRadicals(face, kCopyFamily);
        if (out[bold ? 1 : 0].isEmpty())
            return {};
    }
    return out;
}

QMutex &preparingMutex()
{
    static QMutex mutex;
    return mutex;
}

QFuture<Copies> &preparing()
{
    static QFuture<Copies> future;
    return future;
}

} // namespace

void PdfFonts::prepare()
{
    const QMutexLocker lock(&preparingMutex());
    if (!preparing().isValid())
        preparing() = QtConcurrent::run(buildCopies);
}

QString PdfFonts::cjkFamily()
{
    static QString family;
    static std::once_flag once;
    std::call_once(once, [] {
        family = kCjkFamily;
        QFuture<Copies> copies;
        {
            const QMutexLocker lock(&preparingMutex());
            copies = preparing();
        }
        const Copies made = copies.isValid() ? copies.result() : buildCopies();
        for (const QByteArray &copy : made)
            if (copy.isEmpty() || QFontDatabase::addApplicationFontFromData(copy) < 0)
                return;
        family = kCopyFamily;
    });
    return family;
}

QStringList PdfFonts::families()
{
    return {kLatinFamily, cjkFamily()};
}

QFont PdfFonts::adjusted(QFont font)
{
    font.setFamilies(families());
    return font;
}
