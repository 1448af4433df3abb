#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace suanpan {

// The language of an exported file, chosen at export (not the UI's).
enum class ExportLanguage { Chinese, English };

// "zh_CN" / "en" (the codes the GUI's --lang takes); none for anything else.
std::optional<ExportLanguage> exportLanguage(std::string_view code);

// The words of the XLSX and CSV exports in either language: sheet names,
// column headers, enum values, cost lines, assumption keys and risk flags.
// Core has no translator, so the words live in one bilingual table,
// resources/export/labels.json (compiled in), keyed "sheet.comparison",
// "col.option", "line.rent", "input.mfu", "flag.does_not_fit",
// "scenario.lora", ... Its cost lines, inputs and flags were taken from the
// GUI's own translations, so a spreadsheet and the Compare page use the same
// words. An unknown key reads as the part after its first dot (the code),
// so nothing is dropped silently.
std::string exportLabel(std::string_view key, ExportLanguage language);

// A cost line's formula code ("billed_cards*cny_per_card_hour*run_hours")
// in words of the language: "计费卡数 × 每卡时价格 × 运行小时数", "billed
// cards × price per card-hour × run hours". Each name is its "input." label.
std::string formulaText(std::string_view code, ExportLanguage language);

// Where a price priced from a provider's quote comes from, in the words every
// page and file uses: "from <provider>'s quote of <YYYY-MM-DD>",
// "来自<供应商> <YYYY-MM-DD>的报价" (label "quote.source").
std::string quoteSourceText(const std::string &provider, const std::string &quotedOn,
                            ExportLanguage language);

// Whether the table has `key` (tests hold every code the engine emits to it).
bool hasExportLabel(std::string_view key);

// A name in `language` (the other one when that is empty): catalog entries,
// and workloads, options and titles the user named (model/Names.h).
std::string pickName(const std::string &nameZh, const std::string &nameEn, ExportLanguage language);

} // namespace suanpan
