#pragma once

#include <string>

#include "export/ExportBook.h"
#include "util/Result.h"

namespace suanpan {

// One sheet as CSV for Excel and scripts: UTF-8 with a byte-order mark (so
// Excel reads the Chinese as UTF-8), CRLF line ends, RFC 4180 quoting,
// numbers without grouping, money rounded to the fen and others in full
// precision, and text cells that start
// with = + - @ tab or CR prefixed with an apostrophe so a spreadsheet never
// runs them as a formula (OWASP "CSV injection").
std::string csvText(const ExportSheet &sheet);

// The text of one cell as csvText() writes it, before quoting.
std::string csvCell(const ExportCell &cell);

// Writes csvText(sheet) to `path` through a PendingFile (see its errors).
Status writeCsv(const ExportSheet &sheet, const std::string &path);

// Writes every sheet of `book` to an XLSX workbook at `path` with
// libxlsxwriter: numbers as numbers with number formats (CNY, hours, %),
// the header row bold, frozen and filterable, column widths from the book;
// printed on A4 landscape, one page wide, the header row on every page.
// `title` and `author` go into the document properties. Errors: those of
// PendingFile, and "export.write_failed" with libxlsxwriter's reason.
Status writeXlsx(const ExportBook &book, const std::string &path, const std::string &title = {},
                 const std::string &author = {});

} // namespace suanpan
