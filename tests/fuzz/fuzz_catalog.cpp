// libFuzzer target: catalog JSON (a user catalog folder's cards, facilities,
// contracts and assumptions files, the assumption texts and sources, the
// checklist templates, the data-source summary of Help > About). Each reader
// accepts entries that pass validation, or refuses in one coded line.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogTexts.h"
#include "catalog/DataSources.h"
#include "model/Validation.h"
#include "verify/Checklist.h"

namespace {

using namespace suanpan;
using namespace suanpan::fuzz;

template <class T> void requireValid(const std::vector<T> &entries)
{
    for (const T &entry : entries)
        require(validate(entry).empty());
}

void catalogFile(CatalogFileKind kind, std::string_view text)
{
    Catalog catalog;
    const Status status = loadCatalogText(kind, text, "catalog.json", catalog);
    if (!accepted(status))
        return;
    requireValid(catalog.cards);
    requireValid(catalog.facilities);
    requireValid(catalog.contracts);
    requireValid(catalog.assumptions);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text = asText(data, size);
    for (const CatalogFileKind kind : {CatalogFileKind::Cards, CatalogFileKind::Facilities,
                                       CatalogFileKind::Contracts, CatalogFileKind::Assumptions})
        catalogFile(kind, text);
    (void)accepted(loadCatalogTexts(text, R"({"sources": []})"));
    (void)accepted(loadCatalogTexts(R"({"assumptions": []})", text));
    (void)accepted(loadChecklistText(text, "checklist.json"));
    const DataSourceSummary summary = summarizeDataSources(text, "catalog.json");
    require(summary.figures >= 0 && summary.sources <= summary.figures &&
            summary.estimates <= summary.figures);
    return 0;
}
