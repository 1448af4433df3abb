#pragma once

#include <string>

#include "export/ExportBook.h"
#include "util/Result.h"

namespace suanpan {

// One sheet as CSV for Excel and scripts: UTF-8 with a byte-order mark (so
// Excel reads the Chinese as UTF-8), CRLF line ends, RFC 4180 quoting,
// numbers without grouping, money rounded to the fen and others in full
// precision, and text cells that a spreadsheet would run as a formula
// prefixed with an apostrophe (OWASP "CSV injection"): those starting with
// = + - @ | % tab or CR, the soft hyphen U+00AD and the minus sign U+2212,
// also after leading spaces (any Unicode space, no-break and zero-width
// ones, a byte-order mark, other default-ignorable marks), and with the
// full-width and small forms of = + - @ | % (U+FF1D U+FF0B U+FF0D U+FF20
// U+FF5C U+FF05, U+FE66 U+FE62 U+FE63 U+FE6B U+FE6A), which spreadsheets
// with East Asian input read as the ASCII ones. (XLSX text cells need none
// of this: a shared-string cell is text, never evaluated.)
std::string csvText(const ExportSheet &sheet);

// The text of one cell as csvText() writes it, before quoting.
std::string csvCell(const ExportCell &cell);

// Writes csvText(sheet) to `path` through a PendingFile (see its errors;
// `project` is the project file exported from, never overwritten).
Status writeCsv(const ExportSheet &sheet, const std::string &path, const std::string &project = {});

// Text as XML 1.0 may hold it: C0 controls other than tab, LF and CR, NUL,
// U+FFFE, U+FFFF and bytes that are not UTF-8 become U+FFFD (a workbook with
// them is not well-formed XML and Excel refuses to open it).
std::string xmlSafeText(std::string_view text);

// A cell's text as the XLSX holds it: xmlSafeText(), a literal "_xHHHH_"
// escaped as "_x005F_xHHHH_" (OOXML reads _xHHHH_ as an escaped character),
// and cut to Excel's 32 767 characters (UTF-16 units) with a visible mark
// in `language` saying how long it was.
std::string xlsxCellText(std::string_view text, ExportLanguage language);
inline constexpr std::size_t kXlsxMaxCellChars = 32767;

// Writes every sheet of `book` to an XLSX workbook at `path` with
// libxlsxwriter: numbers as numbers with number formats (CNY, hours, %),
// the header row bold, frozen and filterable, column widths from the book;
// printed on A4 landscape, one page wide, the header row on every page.
// `title` and `author` go into the document properties (xmlSafeText).
// Errors: those of PendingFile; "export.write_failed" when the system
// refused a write (detail: its reason); "export.format_failed" when
// libxlsxwriter refused the content (detail: its reason).
Status writeXlsx(const ExportBook &book, const std::string &path, const std::string &title = {},
                 const std::string &author = {}, const std::string &project = {});

} // namespace suanpan
