// libFuzzer target: a providers' quote table (`suanpan-cli quote import`,
// the Quotes page's Import and Paste) as CSV, pasted TSV or an .xlsx
// workbook. A table is refused in one coded line, or gives quotes that
// validate and refusals that name a line and a column in one line of text,
// never more rows than a project holds.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "catalog/QuoteImport.h"
#include "io/Example.h"
#include "model/Limits.h"
#include "model/Validation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    static const Project example = [] {
        const auto p = exampleProject();
        if (!p)
            fail();
        return p.value();
    }();
    const Result<QuoteTable> table =
        readQuoteFile(asText(data, size), example, builtinCatalog().value());
    if (!accepted(table))
        return 0;
    require(table.value().quotes.size() <= ProjectLimits::kMaxQuotes);
    for (const ProviderQuote &q : table.value().quotes)
        require(validate(q).empty());
    for (const QuoteRefusal &r : table.value().refusals) {
        require(r.line >= 1 && !r.field.empty() && r.code < IssueCode::Count);
        for (const std::string *part : {&r.field, &r.value})
            requireOneLine(*part);
    }
    return 0;
}
