#include "export/Spreadsheet.h"

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

bool startsFormula(const std::string &s)
{
    if (s.empty())
        return false;
    const char c = s.front();
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
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

Status writeCsv(const ExportSheet &sheet, const std::string &path)
{
    auto file = PendingFile::create(path);
    if (!file)
        return file.error();
    if (Status written = file.value().write(csvText(sheet)); !written)
        return written;
    return file.value().commit();
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
    for (const char c : name)
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

lxw_error writeSheet(lxw_workbook *book, const ExportSheet &sheet, lxw_format *header,
                     const std::map<CellKind, lxw_format *> &formats)
{
    lxw_worksheet *ws = workbook_add_worksheet(book, sheetName(sheet.name).c_str());
    if (!ws)
        return LXW_ERROR_SHEETNAME_ALREADY_USED;
    for (std::size_t c = 0; c < sheet.columns.size(); ++c) {
        const auto col = lxw_col_t(c);
        worksheet_set_column(ws, col, col, sheet.columns[c].width, nullptr);
        worksheet_write_string(ws, 0, col, sheet.columns[c].header.c_str(), header);
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
                    e = worksheet_write_string(ws, row, col, s->c_str(), nullptr);
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
                 const std::string &author)
{
    auto file = PendingFile::create(path);
    if (!file)
        return file.error();
    const QuietStderr quiet;
    Workbook workbook(file.value().tempPath());
    if (!workbook.get())
        return Error{"export.write_failed", path, "cannot start the workbook"};
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
    lxw_doc_properties properties{};
    properties.title = title.empty() ? nullptr : const_cast<char *>(title.c_str());
    properties.author = author.empty() ? nullptr : const_cast<char *>(author.c_str());
    workbook_set_properties(workbook.get(), &properties);
    for (const ExportSheet &sheet : book.sheets)
        if (const lxw_error e = writeSheet(workbook.get(), sheet, header, formats);
            e != LXW_NO_ERROR)
            return Error{"export.write_failed", path, lxw_strerror(e)};
    errno = 0;
    if (const lxw_error e = workbook.close(); e != LXW_NO_ERROR)
        return Error{"export.write_failed", path, xlsxReason(e, errno)};
    return file.value().commit();
}

} // namespace suanpan
