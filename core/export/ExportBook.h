#pragma once

#include <string>
#include <variant>
#include <vector>

#include "cost/Evaluation.h"
#include "cost/Verdict.h"
#include "export/ExportLabels.h"

namespace suanpan {

struct Catalog;
struct Project;

// What a number in an exported cell measures: the XLSX gives each its number
// format (CNY, hours, %), the CSV writes the plain number.
enum class CellKind { Text, Cny, Hours, Percent, Count, Decimal };

// One cell: text, a number, or empty.
struct ExportCell {
    std::variant<std::monostate, std::string, double> value;
    CellKind kind = CellKind::Text;

    bool isNumber() const { return std::holds_alternative<double>(value); }
    bool isText() const { return std::holds_alternative<std::string>(value); }
};

struct ExportColumn {
    std::string header;
    double width = 12.0; // in characters, for the XLSX
};

struct ExportSheet {
    std::string key;  // stable: "comparison", "cost_lines", ...
    std::string name; // in the export's language
    std::vector<ExportColumn> columns;
    std::vector<std::vector<ExportCell>> rows; // each as wide as `columns`
};

// Every table of the XLSX workbook, in sheet order: verdict, comparison,
// workloads, options, cost lines, totals, break-even, sensitivity,
// assumptions, checklist. Built from one Evaluation (the one the GUI shows, or the CLI's
// evaluate()): nothing is recomputed here, figures are copied as numbers
// (CNY, hours, fractions) and words come from exportLabel().
struct ExportBook {
    std::vector<ExportSheet> sheets;
    ExportLanguage language = ExportLanguage::English; // of the words in it

    const ExportSheet *sheet(const std::string &key) const;
};

// `catalog` is the built-in catalog (the project's own entries and
// assumptions are overlaid here, as evaluate() does); `evaluation` must be
// evaluate(project, catalog) or the GUI's copy of it. `verdict` is the
// project's verdict made from that evaluation and the year plan
// (projectVerdict(), the GUI's ProjectResults::verdict()): the verdict
// sheet's project rows (the year plan's mix, the budgets) come from it.
// Without one, the verdict is made from the evaluation alone (no year plan).
ExportBook buildExportBook(const Project &project, const Catalog &catalog,
                           const Evaluation &evaluation, ExportLanguage language,
                           const ProjectVerdict *verdict = nullptr);

} // namespace suanpan
