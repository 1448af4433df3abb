// libFuzzer target: every core export of an accepted project (issue 33).
// Project JSON that `project create` accepts and that validates cleanly is
// evaluated as `export` does and written as the XLSX workbook and as CSV,
// in both languages. Whatever a name, note or title holds, the export is
// written (never "disk full?" for a long cell), each CSV is valid UTF-8
// that no spreadsheet runs as a formula, and the workbook is a zip archive.

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "FuzzSupport.h"
#include "cost/Evaluation.h"
#include "export/ExportBook.h"
#include "export/Spreadsheet.h"
#include "io/JsonCodec.h"
#include "model/Limits.h"
#include "model/Validation.h"

namespace {

// One workbook path per process, in the temporary folder (a RAM disk where
// there is one), removed at exit.
const std::string &workbookPath()
{
    static const std::string path = [] {
        const char *dir = std::getenv("TMPDIR");
        return std::string(dir && *dir ? dir : "/tmp") + "/suanpan-fuzz-export-" +
               std::to_string(::getpid()) + ".xlsx";
    }();
    static const struct Remover {
        ~Remover() { std::remove(workbookPath().c_str()); }
    } remover;
    return path;
}

// UTF-16 units of valid UTF-8, as Excel counts a cell's characters.
std::size_t utf16Units(const std::string &s)
{
    std::size_t units = 0;
    for (const char c : s) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) != 0x80)
            units += byte >= 0xF0 ? 2 : 1;
    }
    return units;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    const Result<Project> read = projectFromJsonText(asText(data, size));
    if (!accepted(read))
        return 0;
    const Project &p = read.value();
    require(!exceededLimit(p, "fuzz.json"));
    if (!validate(p, builtinIds()).empty())
        return 0;
    const Catalog &catalog = builtinCatalog().value();
    EvaluateSettings settings;
    settings.samples = 0;
    settings.sensitivity = false;
    const Evaluation ev = evaluate(p, catalog, settings);

    for (const ExportLanguage language : {ExportLanguage::English, ExportLanguage::Chinese}) {
        const ExportBook book = buildExportBook(p, catalog, ev, language);
        for (const ExportSheet &sheet : book.sheets) {
            const std::string csv = csvText(sheet);
            require(isValidUtf8(csv));
            for (const auto &row : sheet.rows)
                for (const ExportCell &cell : row) {
                    const std::string text = csvCell(cell);
                    if (!cell.isText() || text.empty())
                        continue;
                    // Neutralised or not a formula: never = + - @ first.
                    const char first = text.front();
                    require(first != '=' && first != '+' && first != '-' && first != '@');
                    const std::string xlsx =
                        xlsxCellText(std::get<std::string>(cell.value), language);
                    require(isValidUtf8(xlsx));
                    require(utf16Units(xlsx) <= kXlsxMaxCellChars);
                }
        }
        const Status written = writeXlsx(
            book, workbookPath(), pickName(p.meta.titleZh, p.meta.title, language), p.meta.author);
        if (!written) {
            requireOneLine(written.error());
            // Only the machine may refuse (a full disk), never the content.
            require(written.error().code == ErrorCode::ExportWriteFailed);
            continue;
        }
        std::ifstream in(workbookPath(), std::ios::binary);
        char magic[2] = {};
        in.read(magic, 2);
        require(magic[0] == 'P' && magic[1] == 'K');
    }
    return 0;
}
