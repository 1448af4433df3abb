#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "util/Result.h"

namespace suanpan {

// The first worksheet of an Office Open XML workbook (.xlsx), as text
// cells: what a provider's quote sheet or a team's own spreadsheet holds.
// Only what a table needs is read -- shared and inline strings, numbers as
// written in the file (so an Excel date is its serial number), booleans and
// cached formula results -- never formulas, styles or other sheets.
//
// A workbook is a ZIP archive of XML parts; it comes from outside, so every
// size is bounded before anything is allocated for it: the parts read are
// inflated to at most XlsxLimits::kMaxPartBytes each, and a sheet stops
// being read past kMaxRows non-empty rows or kMaxColumns columns.
struct XlsxLimits {
    static constexpr std::size_t kMaxPartBytes = 64u << 20;
    static constexpr std::size_t kMaxColumns = 256;
    std::size_t maxRows = 10'000;
};

struct XlsxRow {
    int number = 0;                 // the spreadsheet's own row number, 1-based
    std::vector<std::string> cells; // by column: A is cells[0]; empty cells are ""
};

struct XlsxSheet {
    std::vector<XlsxRow> rows; // non-empty rows, in order
    bool date1904 = false;     // the workbook counts dates from 1904 (old Mac Excel)
    bool truncated = false;    // more rows than XlsxLimits::maxRows
};

// Whether the bytes start as a ZIP archive does ("PK\3\4").
bool looksLikeZip(std::string_view bytes);

// Errors (subject empty, detail what was wrong): "xlsx.not_zip" (no ZIP
// directory), "xlsx.unsupported" (ZIP64, encryption or a compression other
// than deflate: detail names it), "xlsx.corrupt" (a part that does not
// inflate or parse: detail names the part), "xlsx.no_sheet" (no worksheet),
// "xlsx.too_large" (a part inflates past kMaxPartBytes: detail names it).
Result<XlsxSheet> readXlsxSheet(std::string_view bytes, const XlsxLimits &limits = {});

// A spreadsheet date serial as YYYY-MM-DD (1900 system: 1 is 1900-01-01,
// Excel's phantom 1900-02-29 included; 1904 system: 0 is 1904-01-01), or
// "" outside 1900..9999 or when the serial is not a whole number.
std::string dateFromSerial(double serial, bool date1904);

} // namespace suanpan
