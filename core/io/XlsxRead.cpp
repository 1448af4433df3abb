#include "io/XlsxRead.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>

#include <zlib.h>

#include "util/Utf8.h"

namespace suanpan {

namespace {

// ---- ZIP: the central directory, one part inflated at a time ----------------

std::uint32_t le(std::string_view b, std::size_t at, int bytes)
{
    std::uint32_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(b[at + std::size_t(i)]);
    return v;
}

struct Entry {
    std::string name;
    std::uint32_t method = 0;
    std::uint32_t flags = 0;
    std::uint32_t compressed = 0;
    std::uint32_t size = 0;
    std::uint32_t localOffset = 0;
};

Result<std::vector<Entry>> directory(std::string_view b)
{
    constexpr std::size_t kEnd = 22; // end-of-central-directory record without its comment
    if (b.size() < kEnd)
        return Error{ErrorCode::XlsxNotZip, "", ""};
    std::optional<std::size_t> end;
    const std::size_t lowest = b.size() > kEnd + 0xFFFF ? b.size() - kEnd - 0xFFFF : 0;
    for (std::size_t at = b.size() - kEnd + 1; at-- > lowest;)
        if (le(b, at, 4) == 0x06054b50) {
            end = at;
            break;
        }
    if (!end)
        return Error{ErrorCode::XlsxNotZip, "", ""};
    const std::uint32_t count = le(b, *end + 10, 2);
    const std::uint32_t size = le(b, *end + 12, 4);
    const std::uint32_t offset = le(b, *end + 16, 4);
    if (count == 0xFFFF || size == 0xFFFFFFFF || offset == 0xFFFFFFFF)
        return Error{ErrorCode::XlsxUnsupported, "", "ZIP64"};
    if (std::size_t(offset) + size > *end)
        return Error{ErrorCode::XlsxCorrupt, "", "ZIP directory"};
    std::vector<Entry> out;
    std::size_t at = offset;
    for (std::uint32_t i = 0; i < count; ++i) {
        if (at + 46 > std::size_t(offset) + size || le(b, at, 4) != 0x02014b50)
            return Error{ErrorCode::XlsxCorrupt, "", "ZIP directory"};
        Entry e;
        e.flags = le(b, at + 8, 2);
        e.method = le(b, at + 10, 2);
        e.compressed = le(b, at + 20, 4);
        e.size = le(b, at + 24, 4);
        const std::size_t nameLength = le(b, at + 28, 2);
        const std::size_t extra = le(b, at + 30, 2);
        const std::size_t comment = le(b, at + 32, 2);
        e.localOffset = le(b, at + 42, 4);
        if (at + 46 + nameLength > b.size())
            return Error{ErrorCode::XlsxCorrupt, "", "ZIP directory"};
        e.name = std::string(b.substr(at + 46, nameLength));
        out.push_back(std::move(e));
        at += 46 + nameLength + extra + comment;
    }
    return out;
}

// A part's name as a refusal quotes it: one line of valid UTF-8, not too long.
std::string shownName(const std::string &name)
{
    return oneLine(std::string_view(name).substr(0, 120));
}

const Entry *find(const std::vector<Entry> &entries, std::string_view name)
{
    const auto lower = [](std::string_view s) {
        std::string out(s);
        for (char &c : out)
            if (c >= 'A' && c <= 'Z')
                c = char(c - 'A' + 'a');
        return out;
    };
    const std::string wanted = lower(name);
    for (const Entry &e : entries)
        if (lower(e.name) == wanted) // part names are case-insensitive (OPC)
            return &e;
    return nullptr;
}

Result<std::string> inflated(std::string_view b, const Entry &e)
{
    if (e.flags & 1u)
        return Error{ErrorCode::XlsxUnsupported, "", "encrypted: " + shownName(e.name)};
    if (e.method != 0 && e.method != 8)
        return Error{ErrorCode::XlsxUnsupported, "", "compression " + std::to_string(e.method)};
    if (e.compressed == 0xFFFFFFFF || e.size == 0xFFFFFFFF)
        return Error{ErrorCode::XlsxUnsupported, "", "ZIP64"};
    const std::size_t at = e.localOffset;
    if (at + 30 > b.size() || le(b, at, 4) != 0x04034b50)
        return Error{ErrorCode::XlsxCorrupt, "", shownName(e.name)};
    const std::size_t data = at + 30 + le(b, at + 26, 2) + le(b, at + 28, 2);
    if (data > b.size() || b.size() - data < e.compressed)
        return Error{ErrorCode::XlsxCorrupt, "", shownName(e.name)};
    const std::string_view in = b.substr(data, e.compressed);
    if (e.method == 0) {
        if (in.size() > XlsxLimits::kMaxPartBytes)
            return Error{ErrorCode::XlsxTooLarge, "", shownName(e.name)};
        return std::string(in);
    }
    z_stream z{};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK)
        return Error{ErrorCode::XlsxCorrupt, "", shownName(e.name)};
    std::string out;
    // The size the directory claims is a hint only: a hostile archive may lie.
    out.reserve(std::min<std::size_t>(e.size, 1u << 20));
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
    z.avail_in = static_cast<uInt>(in.size());
    char chunk[1 << 16];
    int rc = Z_OK;
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef *>(chunk);
        z.avail_out = sizeof chunk;
        rc = inflate(&z, Z_NO_FLUSH);
        const std::size_t got = sizeof chunk - z.avail_out;
        if (out.size() + got > XlsxLimits::kMaxPartBytes) {
            inflateEnd(&z);
            return Error{ErrorCode::XlsxTooLarge, "", shownName(e.name)};
        }
        out.append(chunk, got);
        if (rc == Z_BUF_ERROR && z.avail_in == 0)
            break; // the stream ended without its final block
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
        return Error{ErrorCode::XlsxCorrupt, "", shownName(e.name)};
    return out;
}

// ---- XML: just enough to walk a sheet's elements ----------------------------

bool isCodePoint(unsigned long cp)
{
    return cp > 0 && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
}

// XML's five entities and character references, then OOXML's _xHHHH_
// escapes (a line break in a cell is written _x000D_ by some generators).
std::string decoded(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '&') {
            const std::size_t semi = s.find(';', i);
            if (semi != std::string_view::npos && semi - i <= 10) {
                const std::string_view name = s.substr(i + 1, semi - i - 1);
                static constexpr std::pair<std::string_view, char> kNamed[] = {
                    {"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
                bool done = false;
                for (const auto &[n, c] : kNamed)
                    if (name == n) {
                        out += c;
                        done = true;
                    }
                if (!done && name.size() > 1 && name[0] == '#') {
                    const bool hex = name[1] == 'x' || name[1] == 'X';
                    const std::string digits(name.substr(hex ? 2 : 1));
                    char *stop = nullptr;
                    const unsigned long cp = std::strtoul(digits.c_str(), &stop, hex ? 16 : 10);
                    if (!digits.empty() && *stop == '\0' && isCodePoint(cp)) {
                        appendUtf8(out, char32_t(cp));
                        done = true;
                    }
                }
                if (done) {
                    i = semi;
                    continue;
                }
            }
        } else if (s[i] == '_' && i + 6 < s.size() && s[i + 1] == 'x' && s[i + 6] == '_') {
            const std::string digits(s.substr(i + 2, 4));
            char *stop = nullptr;
            const unsigned long cp = std::strtoul(digits.c_str(), &stop, 16);
            if (*stop == '\0' && isCodePoint(cp)) {
                appendUtf8(out, char32_t(cp));
                i += 6;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

struct Tag {
    enum Kind { Open, Close, Empty, Text, End } kind = End;
    std::string_view name;  // without a namespace prefix
    std::string_view attrs; // raw
    std::string_view text;  // for Text: raw, undecoded
};

class XmlReader
{
public:
    explicit XmlReader(std::string_view xml) : m_xml(xml) {}

    Tag next()
    {
        while (m_at < m_xml.size()) {
            if (m_xml[m_at] != '<') {
                const std::size_t lt = m_xml.find('<', m_at);
                const std::size_t stop = lt == std::string_view::npos ? m_xml.size() : lt;
                Tag t{Tag::Text, {}, {}, m_xml.substr(m_at, stop - m_at)};
                m_at = stop;
                return t;
            }
            if (m_xml.compare(m_at, 9, "<![CDATA[") == 0) {
                const std::size_t close = m_xml.find("]]>", m_at);
                if (close == std::string_view::npos)
                    return fail();
                Tag t{Tag::Text, {}, {}, m_xml.substr(m_at + 9, close - m_at - 9)};
                m_cdata = true;
                m_at = close + 3;
                return t;
            }
            if (m_xml.compare(m_at, 2, "<?") == 0 || m_xml.compare(m_at, 2, "<!") == 0) {
                const std::string_view close = m_xml.compare(m_at, 4, "<!--") == 0 ? "-->" : ">";
                const std::size_t end = m_xml.find(close, m_at);
                if (end == std::string_view::npos)
                    return fail();
                m_at = end + close.size();
                continue;
            }
            const std::size_t gt = m_xml.find('>', m_at);
            if (gt == std::string_view::npos)
                return fail();
            std::string_view body = m_xml.substr(m_at + 1, gt - m_at - 1);
            m_at = gt + 1;
            Tag t;
            t.kind = Tag::Open;
            if (!body.empty() && body.front() == '/') {
                t.kind = Tag::Close;
                body.remove_prefix(1);
            } else if (!body.empty() && body.back() == '/') {
                t.kind = Tag::Empty;
                body.remove_suffix(1);
            }
            const std::size_t space = body.find_first_of(" \t\r\n");
            std::string_view name = body.substr(0, space);
            if (const std::size_t colon = name.find(':'); colon != std::string_view::npos)
                name.remove_prefix(colon + 1);
            t.name = name;
            t.attrs = space == std::string_view::npos ? std::string_view{} : body.substr(space);
            return t;
        }
        return Tag{};
    }

    bool failed() const { return m_failed; }
    // Whether the last Text came from a CDATA section (taken as written).
    bool cdata()
    {
        const bool was = m_cdata;
        m_cdata = false;
        return was;
    }

private:
    Tag fail()
    {
        m_failed = true;
        m_at = m_xml.size();
        return Tag{};
    }

    std::string_view m_xml;
    std::size_t m_at = 0;
    bool m_failed = false;
    bool m_cdata = false;
};

// An attribute's decoded value by local name ("id" finds r:id), or nullopt.
std::optional<std::string> attribute(std::string_view attrs, std::string_view name)
{
    std::size_t at = 0;
    while (at < attrs.size()) {
        const std::size_t eq = attrs.find('=', at);
        if (eq == std::string_view::npos)
            return std::nullopt;
        std::string_view key = attrs.substr(at, eq - at);
        while (!key.empty() && (key.front() == ' ' || key.front() == '\t' || key.front() == '\r' ||
                                key.front() == '\n'))
            key.remove_prefix(1);
        while (!key.empty() && (key.back() == ' ' || key.back() == '\t'))
            key.remove_suffix(1);
        if (const std::size_t colon = key.find(':'); colon != std::string_view::npos)
            key.remove_prefix(colon + 1);
        std::size_t open = eq + 1;
        while (open < attrs.size() && attrs[open] != '"' && attrs[open] != '\'')
            ++open;
        if (open >= attrs.size())
            return std::nullopt;
        const std::size_t close = attrs.find(attrs[open], open + 1);
        if (close == std::string_view::npos)
            return std::nullopt;
        if (key == name)
            return decoded(attrs.substr(open + 1, close - open - 1));
        at = close + 1;
    }
    return std::nullopt;
}

std::string textOf(XmlReader &xml, const Tag &t)
{
    return xml.cdata() ? std::string(t.text) : decoded(t.text);
}

// The text of every <t> in a shared string or an inline string, leaving out
// phonetic runs (<rPh>), up to the element named `until` closing.
std::string runText(XmlReader &xml, std::string_view until)
{
    std::string out;
    int inT = 0, inPhonetic = 0;
    for (Tag t = xml.next(); t.kind != Tag::End; t = xml.next()) {
        if (t.kind == Tag::Close && t.name == until)
            break;
        if (t.name == "rPh")
            inPhonetic += t.kind == Tag::Open ? 1 : t.kind == Tag::Close ? -1 : 0;
        else if (t.name == "t")
            inT += t.kind == Tag::Open ? 1 : t.kind == Tag::Close ? -1 : 0;
        else if (t.kind == Tag::Text && inT > 0 && inPhonetic == 0)
            out += textOf(xml, t);
    }
    return out;
}

// More strings than any table this reads could name (a workbook of 10 000
// rows of 256 columns has at most 2.56 M); the bound keeps a part of empty
// <si/> elements from costing a vector of 13 M strings.
constexpr std::size_t kMaxSharedStrings = 4'000'000;

Result<std::vector<std::string>> sharedStrings(std::string_view xmlText, const std::string &part)
{
    std::vector<std::string> out;
    XmlReader xml(xmlText);
    for (Tag t = xml.next(); t.kind != Tag::End; t = xml.next()) {
        if (t.name == "si" && out.size() >= kMaxSharedStrings)
            return Error{ErrorCode::XlsxTooLarge, "", part};
        if (t.name == "si" && t.kind == Tag::Open)
            out.push_back(runText(xml, "si"));
        else if (t.name == "si" && t.kind == Tag::Empty)
            out.emplace_back();
    }
    if (xml.failed())
        return Error{ErrorCode::XlsxCorrupt, "", part};
    return out;
}

// "BC12" -> column 54 (0-based), or nullopt.
std::optional<std::size_t> columnOfReference(std::string_view ref)
{
    std::size_t column = 0, letters = 0;
    for (const char c : ref) {
        if (c >= 'A' && c <= 'Z') {
            column = column * 26 + std::size_t(c - 'A' + 1);
            if (++letters > 3)
                return std::nullopt;
        } else {
            break;
        }
    }
    if (letters == 0)
        return std::nullopt;
    return column - 1;
}

// The path of the workbook's first sheet: xl/workbook.xml names it by
// relationship id, xl/_rels/workbook.xml.rels maps the id to a part.
std::string firstSheetPath(std::string_view b, const std::vector<Entry> &entries, bool &date1904)
{
    std::string relId;
    if (const Entry *wb = find(entries, "xl/workbook.xml")) {
        if (const auto text = inflated(b, *wb); text.ok()) {
            XmlReader xml(text.value());
            for (Tag t = xml.next(); t.kind != Tag::End; t = xml.next()) {
                if (t.name == "workbookPr" && t.kind != Tag::Close) {
                    const auto v = attribute(t.attrs, "date1904");
                    date1904 = v && (*v == "1" || *v == "true");
                } else if (t.name == "sheet" && t.kind != Tag::Close && relId.empty()) {
                    relId = attribute(t.attrs, "id").value_or("");
                }
            }
        }
    }
    if (!relId.empty())
        if (const Entry *rels = find(entries, "xl/_rels/workbook.xml.rels"))
            if (const auto text = inflated(b, *rels); text.ok()) {
                XmlReader xml(text.value());
                for (Tag t = xml.next(); t.kind != Tag::End; t = xml.next())
                    if (t.name == "Relationship" && t.kind != Tag::Close &&
                        attribute(t.attrs, "Id") == relId) {
                        const std::string target = attribute(t.attrs, "Target").value_or("");
                        return target.starts_with('/') ? target.substr(1) : "xl/" + target;
                    }
            }
    if (find(entries, "xl/worksheets/sheet1.xml"))
        return "xl/worksheets/sheet1.xml";
    for (const Entry &e : entries)
        if (e.name.starts_with("xl/worksheets/") && e.name.ends_with(".xml"))
            return e.name;
    return {};
}

} // namespace

bool looksLikeZip(std::string_view bytes)
{
    return bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("PK\x03\x04", 4);
}

std::string dateFromSerial(double serial, bool date1904)
{
    if (!std::isfinite(serial) || serial != std::floor(serial) || serial < 0 || serial > 3e6)
        return {};
    const long s = long(serial);
    long days; // since 1970-01-01
    if (date1904)
        days = s - 24107;
    else if (s == 60 || s == 0)
        return {}; // Excel's 1900-02-29 never was, nor was 1900-01-00
    else
        days = s < 60 ? s - 25568 : s - 25569;
    // Howard Hinnant's civil_from_days.
    const long z = days + 719468;
    const long era = (z >= 0 ? z : z - 146096) / 146097;
    const long doe = z - era * 146097;
    const long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const long mp = (5 * doy + 2) / 153;
    const long d = doy - (153 * mp + 2) / 5 + 1;
    const long m = mp < 10 ? mp + 3 : mp - 9;
    const long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    if (y < 1900 || y > 9999)
        return {};
    const auto two = [](long v) { return std::string(v < 10 ? "0" : "") + std::to_string(v); };
    return std::to_string(y) + "-" + two(m) + "-" + two(d);
}

namespace {

// The workbook's shared strings (none without the part).
Result<std::vector<std::string>> sharedStringsOf(std::string_view b,
                                                 const std::vector<Entry> &entries)
{
    const Entry *s = find(entries, "xl/sharedStrings.xml");
    if (!s)
        return std::vector<std::string>{};
    const auto text = inflated(b, *s);
    if (!text.ok())
        return text.error();
    return sharedStrings(text.value(), shownName(s->name));
}

// The rows of one sheet's XML as its tags go by: a row opens and closes,
// a cell opens (with its reference and type), gets its value, closes.
class SheetRows final
{
public:
    SheetRows(XlsxSheet &sheet, const std::vector<std::string> &shared, const XlsxLimits &limits,
              const std::string &part)
        : m_sheet(sheet), m_shared(shared), m_limits(limits), m_part(part)
    {
    }

    // False once the sheet is cut at its row limit.
    bool wantsMore() const { return !m_sheet.truncated; }

    void openRow(const Tag &t)
    {
        const auto r = attribute(t.attrs, "r");
        const long n = r ? std::strtol(r->c_str(), nullptr, 10) : m_lastRow + 1;
        m_row = XlsxRow{};
        m_row.number = n > 0 && n <= 1'048'576 ? int(n) : m_lastRow + 1;
        m_lastRow = m_row.number;
        m_column = 0;
    }

    void closeRow()
    {
        bool blank = true;
        for (const std::string &c : m_row.cells)
            blank = blank && c.empty();
        if (!blank && m_row.number < 1) {
            // Cells outside any <row> (a damaged sheet, found by fuzzing): the
            // next row down, so every refusal names a row from 1 up.
            m_row.number = m_lastRow + 1;
            m_lastRow = m_row.number;
        }
        if (!blank) {
            if (m_sheet.rows.size() >= m_limits.maxRows)
                m_sheet.truncated = true;
            else
                m_sheet.rows.push_back(std::move(m_row));
        }
        m_row = XlsxRow{};
    }

    void openCell(const Tag &t)
    {
        const auto ref = attribute(t.attrs, "r");
        if (const auto c = ref ? columnOfReference(*ref) : std::nullopt)
            m_column = *c;
        m_type = attribute(t.attrs, "t").value_or("n");
        m_value.clear();
        if (t.kind == Tag::Empty)
            ++m_column;
    }

    Status closeCell()
    {
        std::string cell;
        if (m_type == "s") {
            char *stop = nullptr;
            const unsigned long i = std::strtoul(m_value.c_str(), &stop, 10);
            if (m_value.empty() || *stop != '\0' || i >= m_shared.size())
                return Error{ErrorCode::XlsxCorrupt, "", m_part};
            cell = m_shared[i];
        } else if (m_type == "b") {
            cell = m_value == "1" ? "TRUE" : "FALSE";
        } else {
            cell = m_value; // n, str, e, inlineStr (filled by value())
        }
        if (m_column < XlsxLimits::kMaxColumns && !cell.empty()) {
            // A shared string is stored once but copied into every cell
            // that names it: the copies are bounded as the parts are.
            m_held += cell.size();
            if (m_held > XlsxLimits::kMaxPartBytes)
                return Error{ErrorCode::XlsxTooLarge, "", m_part};
            if (m_row.cells.size() <= m_column)
                m_row.cells.resize(m_column + 1);
            m_row.cells[m_column] = std::move(cell);
        }
        ++m_column;
        return Ok{};
    }

    std::string &value() { return m_value; }

private:
    XlsxSheet &m_sheet;
    const std::vector<std::string> &m_shared;
    const XlsxLimits &m_limits;
    const std::string &m_part; // the sheet's part name, as errors show it
    XlsxRow m_row;
    std::size_t m_column = 0;
    std::string m_type, m_value;
    int m_lastRow = 0;
    std::size_t m_held = 0; // text bytes kept in cells
};

} // namespace

Result<XlsxSheet> readXlsxSheet(std::string_view b, const XlsxLimits &limits)
{
    const auto entries = directory(b);
    if (!entries.ok())
        return entries.error();
    XlsxSheet sheet;
    const std::string path = firstSheetPath(b, entries.value(), sheet.date1904);
    const Entry *sheetEntry = path.empty() ? nullptr : find(entries.value(), path);
    if (!sheetEntry)
        return Error{ErrorCode::XlsxNoSheet, "", ""};
    const auto shared = sharedStringsOf(b, entries.value());
    if (!shared.ok())
        return shared.error();

    const auto text = inflated(b, *sheetEntry);
    if (!text.ok())
        return text.error();
    const std::string part = shownName(sheetEntry->name);
    XmlReader xml(text.value());
    SheetRows rows(sheet, shared.value(), limits, part);
    bool inValue = false;
    for (Tag t = xml.next(); t.kind != Tag::End && rows.wantsMore(); t = xml.next()) {
        if (t.name == "row" && t.kind != Tag::Close) {
            rows.openRow(t);
        } else if (t.name == "row" && t.kind == Tag::Close) {
            rows.closeRow();
        } else if (t.name == "c" && t.kind != Tag::Close) {
            rows.openCell(t);
        } else if (t.name == "c" && t.kind == Tag::Close) {
            if (const Status closed = rows.closeCell(); !closed)
                return closed.error();
        } else if (t.name == "is" && t.kind == Tag::Open) {
            rows.value() = runText(xml, "is");
        } else if (t.name == "v") {
            inValue = t.kind == Tag::Open;
        } else if (t.kind == Tag::Text && inValue) {
            rows.value() += textOf(xml, t);
        }
    }
    if (xml.failed())
        return Error{ErrorCode::XlsxCorrupt, "", part};
    return sheet;
}

} // namespace suanpan
