#include "export/Spreadsheet.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <map>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>
#include <xlsxwriter.h>

#include "export/PendingFile.h"
#include "util/Utf8.h"

namespace suanpan {

namespace {

// The shortest text that reads back as the same double; money to the fen
// (a spreadsheet would otherwise show 3745.7744801502326 yuan).
std::string numberText(double v, CellKind kind)
{
    std::array<char, 400> buffer{};
    char *const first = buffer.data();
    char *const last = first + buffer.size();
    const auto [end, ec] = kind == CellKind::Cny
                               ? std::to_chars(first, last, v, std::chars_format::fixed, 2)
                               : std::to_chars(first, last, v, std::chars_format::fixed);
    if (ec != std::errc())
        return {};
    std::string out(first, end);
    if (kind == CellKind::Cny) {
        // 1000000.00 -> 1000000, 1234.50 -> 1234.5: no trailing zeros.
        while (out.back() == '0')
            out.pop_back();
        if (out.back() == '.')
            out.pop_back();
        if (out == "-0")
            out = "0";
    }
    return out;
}

// The code point of valid UTF-8 at `i`, advancing `i` past it.
char32_t nextCodePoint(std::string_view s, std::size_t &i)
{
    const auto byte = [&](std::size_t k) { return char32_t(static_cast<unsigned char>(s[k])); };
    const char32_t c = byte(i);
    std::size_t length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    length = std::min(length, s.size() - i);
    char32_t cp = length == 1 ? c : c & (0xFFu >> (length + 1));
    for (std::size_t k = 1; k < length; ++k)
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    i += length;
    return cp;
}

// What a reader does not see before a formula: Unicode's spaces
// (White_Space), the zero-width ones, the byte-order mark and the other
// default-ignorable marks (joiners, invisible operators, variation
// selectors, Hangul fillers, tags) a spreadsheet may drop before parsing.
bool isInvisibleLead(char32_t c)
{
    return c == U' ' || c == U'\t' || c == U'\r' || c == U'\n' || c == 0x0B || c == 0x0C ||
           c == 0x85 || c == 0xA0 || c == 0x034F || c == 0x061C || c == 0x115F || c == 0x1160 ||
           c == 0x1680 || c == 0x17B4 || c == 0x17B5 || (c >= 0x180B && c <= 0x180F) ||
           (c >= 0x2000 && c <= 0x200F) || (c >= 0x2028 && c <= 0x202F) ||
           (c >= 0x205F && c <= 0x206F) || c == 0x3000 || c == 0x3164 ||
           (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF || c == 0xFFA0 ||
           (c >= 0xFFF0 && c <= 0xFFF8) || (c >= 0xE0000 && c <= 0xE0FFF);
}

// = + - @, the pipe of DDE payloads (=cmd|' /C calc'!A0 without its =) and
// % (a percentage some spreadsheets evaluate), the soft hyphen and the minus
// sign (U+00AD, U+2212: a hyphen-minus to a spreadsheet that folds
// look-alikes), and the full-width and small forms East Asian input gives.
bool isFormulaStart(char32_t c)
{
    return c == U'=' || c == U'+' || c == U'-' || c == U'@' || c == U'|' || c == U'%' ||
           c == 0x00AD || c == 0x2212 || c == 0xFF1D || c == 0xFF0B || c == 0xFF0D || c == 0xFF20 ||
           c == 0xFF5C || c == 0xFF05 || c == 0xFE66 || c == 0xFE62 || c == 0xFE63 || c == 0xFE6B ||
           c == 0xFE6A;
}

bool startsFormula(const std::string &text)
{
    if (text.empty())
        return false;
    // A tab or CR first is itself a way in (OWASP), whatever follows.
    if (text.front() == '\t' || text.front() == '\r')
        return true;
    const std::string s = toValidUtf8(text);
    for (std::size_t i = 0; i < s.size();) {
        const char32_t c = nextCodePoint(s, i);
        if (!isInvisibleLead(c))
            return isFormulaStart(c);
    }
    return false;
}

std::string quoted(const std::string &s)
{
    const bool needs = s.find_first_of(",\"\r\n") != std::string::npos ||
                       (!s.empty() && (s.front() == ' ' || s.back() == ' '));
    if (!needs)
        return s;
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

} // namespace

std::string csvCell(const ExportCell &cell)
{
    if (const double *v = std::get_if<double>(&cell.value))
        return std::isfinite(*v) ? numberText(*v, cell.kind) : std::string();
    if (const std::string *s = std::get_if<std::string>(&cell.value))
        return startsFormula(*s) ? "'" + *s : *s;
    return {};
}

std::string csvText(const ExportSheet &sheet)
{
    std::string out = "\xef\xbb\xbf"; // UTF-8 byte-order mark
    const auto line = [&out](const std::vector<std::string> &cells) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i > 0)
                out += ',';
            out += quoted(cells[i]);
        }
        out += "\r\n";
    };
    std::vector<std::string> cells;
    for (const ExportColumn &c : sheet.columns)
        cells.push_back(csvCell(ExportCell{c.header, CellKind::Text}));
    line(cells);
    for (const auto &row : sheet.rows) {
        cells.clear();
        for (const ExportCell &c : row)
            cells.push_back(csvCell(c));
        line(cells);
    }
    return out;
}

Status writeCsv(const ExportSheet &sheet, const std::string &path, const std::string &project)
{
    auto file = PendingFile::create(path, project);
    if (!file)
        return file.error();
    if (Status written = file.value().write(csvText(sheet)); !written)
        return written;
    return file.value().commit();
}

std::string xmlSafeText(std::string_view text)
{
    const std::string valid = toValidUtf8(text);
    std::string out;
    out.reserve(valid.size());
    for (std::size_t i = 0; i < valid.size();) {
        const std::size_t start = i;
        const char32_t c = nextCodePoint(valid, i);
        // XML 1.0 section 2.2: #x9 | #xA | #xD | [#x20-#xD7FF] |
        // [#xE000-#xFFFD] | [#x10000-#x10FFFF] (valid UTF-8 has no surrogates).
        const bool allowed =
            c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c != 0xFFFE && c != 0xFFFF);
        if (allowed)
            out.append(valid, start, i - start);
        else
            appendUtf8(out, 0xFFFD);
    }
    return out;
}

namespace {

// UTF-16 units of valid UTF-8: Excel's limits count them.
std::size_t utf16Units(std::string_view s)
{
    std::size_t units = 0;
    for (std::size_t i = 0; i < s.size();)
        units += nextCodePoint(s, i) >= 0x10000 ? 2 : 1;
    return units;
}

} // namespace

std::string xlsxCellText(std::string_view text, ExportLanguage language)
{
    const std::string safe = xmlSafeText(text);
    std::string out;
    out.reserve(safe.size());
    const auto isHex = [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    };
    for (std::size_t i = 0; i < safe.size(); ++i) {
        // ECMA-376 part 1, 22.9.2.19 ST_Xstring: "_x" HHHH "_" is an escaped
        // character; a literal one is written with its underscore escaped.
        if (safe[i] == '_' && i + 6 < safe.size() && safe[i + 1] == 'x' && isHex(safe[i + 2]) &&
            isHex(safe[i + 3]) && isHex(safe[i + 4]) && isHex(safe[i + 5]) && safe[i + 6] == '_')
            out += "_x005F";
        out += safe[i];
    }
    const std::size_t units = utf16Units(out);
    if (units <= kXlsxMaxCellChars)
        return out;
    // Cut with a mark that says how long the text was (labels.json note.cut).
    std::string mark = exportLabel("note.cut", language);
    if (const auto at = mark.find("{n}"); at != std::string::npos)
        mark.replace(at, 3, std::to_string(units));
    const std::size_t room = kXlsxMaxCellChars - std::min(kXlsxMaxCellChars, utf16Units(mark));
    std::string cut;
    std::size_t used = 0;
    for (std::size_t i = 0; i < out.size();) {
        const std::size_t start = i;
        const std::size_t width = nextCodePoint(out, i) >= 0x10000 ? 2 : 1;
        if (used + width > room)
            break;
        cut.append(out, start, i - start);
        used += width;
    }
    return cut + mark;
}

namespace {

// Excel number formats per kind; the yuan sign is U+00A5.
const char *numberFormat(CellKind kind)
{
    switch (kind) {
    case CellKind::Cny:
        return "\xc2\xa5#,##0";
    case CellKind::Hours:
        return "#,##0.0";
    case CellKind::Percent:
        return "0.0%";
    case CellKind::Count:
        return "#,##0";
    case CellKind::Decimal:
        return "#,##0.###";
    case CellKind::Text:
        break;
    }
    return nullptr;
}

// Excel refuses sheet names over 31 characters or with []:*?/\ in them.
std::string sheetName(const std::string &name)
{
    std::string out;
    for (const char c : xmlSafeText(name))
        if (std::string_view("[]:*?/\\").find(c) == std::string_view::npos)
            out += c;
    // Cut at a UTF-8 character boundary; libxlsxwriter counts characters.
    std::size_t chars = 0;
    for (std::size_t i = 0; i < out.size(); ++i)
        if ((static_cast<unsigned char>(out[i]) & 0xC0) != 0x80 && ++chars > 31)
            return out.substr(0, i);
    return out;
}

// libxlsxwriter prints its own diagnostics on stderr, which would break the
// CLI's one-line errors (and core never talks to the user): while it runs,
// stderr goes to /dev/null. Our caller reports the coded error instead.
class QuietStderr final
{
public:
    QuietStderr() : m_saved(::dup(STDERR_FILENO))
    {
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null >= 0) {
            ::dup2(null, STDERR_FILENO);
            ::close(null);
        }
    }
    ~QuietStderr()
    {
        if (m_saved >= 0) {
            ::dup2(m_saved, STDERR_FILENO);
            ::close(m_saved);
        }
    }
    QuietStderr(const QuietStderr &) = delete;
    QuietStderr &operator=(const QuietStderr &) = delete;

private:
    int m_saved;
};

// The reason to show for a failed workbook: the system's when there is one
// (a full disk says "No space left on device"), else libxlsxwriter's.
std::string xlsxReason(lxw_error e, int systemError)
{
    if (systemError != 0)
        return std::strerror(systemError);
    return lxw_strerror(e);
}

class Workbook final
{
public:
    explicit Workbook(const std::string &path) : m_book(workbook_new(path.c_str())) {}
    ~Workbook()
    {
        // workbook_close() frees it; a book given up on is freed unwritten.
        if (m_book)
            lxw_workbook_free(m_book);
    }
    Workbook(const Workbook &) = delete;
    Workbook &operator=(const Workbook &) = delete;

    lxw_workbook *get() const { return m_book; }
    lxw_error close()
    {
        const lxw_error e = workbook_close(m_book);
        m_book = nullptr;
        return e;
    }

private:
    lxw_workbook *m_book;
};

lxw_error writeSheet(lxw_workbook *book, const ExportSheet &sheet, ExportLanguage language,
                     lxw_format *header, const std::map<CellKind, lxw_format *> &formats)
{
    lxw_worksheet *ws = workbook_add_worksheet(book, sheetName(sheet.name).c_str());
    if (!ws)
        return LXW_ERROR_SHEETNAME_ALREADY_USED;
    for (std::size_t c = 0; c < sheet.columns.size(); ++c) {
        const auto col = lxw_col_t(c);
        worksheet_set_column(ws, col, col, sheet.columns[c].width, nullptr);
        worksheet_write_string(ws, 0, col, xlsxCellText(sheet.columns[c].header, language).c_str(),
                               header);
    }
    worksheet_set_row(ws, 0, 30, nullptr);
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        const auto row = lxw_row_t(r + 1);
        for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
            const ExportCell &cell = sheet.rows[r][c];
            const auto col = lxw_col_t(c);
            lxw_error e = LXW_NO_ERROR;
            if (const double *v = std::get_if<double>(&cell.value))
                e = worksheet_write_number(ws, row, col, *v, formats.at(cell.kind));
            else if (const std::string *s = std::get_if<std::string>(&cell.value))
                if (!s->empty())
                    e = worksheet_write_string(ws, row, col, xlsxCellText(*s, language).c_str(),
                                               nullptr);
            if (e != LXW_NO_ERROR)
                return e;
        }
    }
    worksheet_freeze_panes(ws, 1, 0);
    // Printed (or saved as PDF) as a report: A4 landscape, all columns on
    // one page's width, the header row on every page.
    worksheet_set_paper(ws, 9);
    worksheet_set_landscape(ws);
    worksheet_fit_to_pages(ws, 1, 0);
    worksheet_repeat_rows(ws, 0, 0);
    worksheet_set_margins(ws, 0.4, 0.4, 0.5, 0.5);
    if (!sheet.columns.empty())
        worksheet_autofilter(ws, 0, 0, lxw_row_t(sheet.rows.size()),
                             lxw_col_t(sheet.columns.size() - 1));
    return LXW_NO_ERROR;
}

} // namespace

Status writeXlsx(const ExportBook &book, const std::string &path, const std::string &title,
                 const std::string &author, const std::string &project)
{
    auto file = PendingFile::create(path, project);
    if (!file)
        return file.error();
    const QuietStderr quiet;
    Workbook workbook(file.value().tempPath());
    if (!workbook.get())
        return Error{ErrorCode::ExportWriteFailed, path, "cannot start the workbook"};
    lxw_format *header = workbook_add_format(workbook.get());
    format_set_bold(header);
    format_set_text_wrap(header);
    format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
    format_set_bg_color(header, 0xE8EEF4);
    format_set_bottom(header, LXW_BORDER_THIN);
    std::map<CellKind, lxw_format *> formats;
    for (const CellKind kind : {CellKind::Text, CellKind::Cny, CellKind::Hours, CellKind::Percent,
                                CellKind::Count, CellKind::Decimal}) {
        lxw_format *f = nullptr;
        if (const char *nf = numberFormat(kind)) {
            f = workbook_add_format(workbook.get());
            format_set_num_format(f, nf);
        }
        formats[kind] = f;
    }
    // The properties are XML too (docProps/core.xml); they take no _xHHHH_.
    const std::string safeTitle = xmlSafeText(title);
    const std::string safeAuthor = xmlSafeText(author);
    lxw_doc_properties properties{};
    properties.title = safeTitle.empty() ? nullptr : const_cast<char *>(safeTitle.c_str());
    properties.author = safeAuthor.empty() ? nullptr : const_cast<char *>(safeAuthor.c_str());
    workbook_set_properties(workbook.get(), &properties);
    for (const ExportSheet &sheet : book.sheets)
        if (const lxw_error e = writeSheet(workbook.get(), sheet, book.language, header, formats);
            e != LXW_NO_ERROR)
            return Error{ErrorCode::ExportFormatFailed, path, lxw_strerror(e)};
    errno = 0;
    if (const lxw_error e = workbook.close(); e != LXW_NO_ERROR) {
        const int system = errno;
        return Error{system != 0 ? ErrorCode::ExportWriteFailed : ErrorCode::ExportFormatFailed,
                     path, xlsxReason(e, system)};
    }
    return file.value().commit();
}

} // namespace suanpan
