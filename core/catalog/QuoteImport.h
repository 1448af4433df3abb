#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {

struct Catalog;

// Providers' quotes from a table: a CSV file, or TSV pasted from a
// spreadsheet (a header line with a tab is read as TSV). The first line
// names the columns, in any order, in English or Chinese (README.md,
// "Quote import format"; resources/examples/quotes-template.csv):
//   provider 供应商, quoted_on 报价日期, valid_until 有效期至, card 卡型,
//   cards 卡数, price_cny 价格, per 计价单位, includes 包含,
//   bandwidth_mbps 带宽, storage_tb 存储, min_term_months 最短租期,
//   setup_fee_cny 安装费, notes 备注, and optionally term_months 期限 and
//   deposit_cny 押金.
// A header may carry a unit in brackets ("价格（元）", "bandwidth_mbps (Mbps)").
// `per` is a QuoteUnit code or its Chinese word (卡时, 卡月, 台月, 机柜月,
// 年, 期); `includes` a list of QuoteItem codes or Chinese words separated
// by ";" (or "；", "、"). `card` is a card id, or its name in either
// language. Dates are YYYY-MM-DD (YYYY/M/D is read too); numbers may carry
// thousands separators and a leading ¥.
//
// Each bad row is refused on its own (QuoteRefusal) and the good ones are
// kept, with ids "q-<n>" after the highest the project holds.
struct QuoteRefusal {
    int line = 0;                         // in the text, 1-based (the header is line 1)
    std::string field;                    // the column's English name ("price_cny")
    IssueCode code = IssueCode::Required; // NotNumber, NotDate, UnknownCode,
                                          // UnknownReference, or a validation code
    std::string value;                    // what the cell held (one line, at most 256 bytes)
    Contradiction contradiction{};        // inconsistent: the rule the row breaks
};

struct QuoteTable {
    std::vector<ProviderQuote> quotes;
    std::vector<QuoteRefusal> refusals;
};

// The whole text is refused (Error) only when it has no header line or its
// header names no known column or a column twice: "quote.no_header",
// "quote.unknown_column" (detail: the header), "quote.duplicate_column";
// "quote.missing_column" (detail: the English name) for a required one
// (provider, quoted_on, card, price_cny, per); "quote.too_large" past
// ProjectLimits::kMaxQuotes rows.
Result<QuoteTable> readQuoteTable(std::string_view text, const Project &project,
                                  const Catalog &catalog);

// The first sheet of an .xlsx workbook read as the table above: its first
// non-empty row names the columns, a refusal's line is the spreadsheet's row
// number, and a date cell may hold the spreadsheet's date serial. Errors as
// readQuoteTable's, and readXlsxSheet's "xlsx.*" for a workbook that cannot
// be read.
Result<QuoteTable> readQuoteWorkbook(std::string_view bytes, const Project &project,
                                     const Catalog &catalog);

// A file's bytes as either: a workbook when they start as a ZIP archive, a
// CSV or TSV text otherwise.
Result<QuoteTable> readQuoteFile(std::string_view bytes, const Project &project,
                                 const Catalog &catalog);

enum class QuoteHeaders { English, Chinese };

// The template's header line (column names in either language, comma-separated).
std::string quoteTableHeader(QuoteHeaders headers = QuoteHeaders::English);

// A table to fill in (File > Quotes > Save template, `suanpan-cli quote
// template`): the header line and one example row to replace, as CSV with
// a UTF-8 byte-order mark and CRLF line ends, so Excel opens the Chinese
// text as UTF-8 -- and the import reads it back.
std::string quoteTemplate(QuoteHeaders headers);

} // namespace suanpan
