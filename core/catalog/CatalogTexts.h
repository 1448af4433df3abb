#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/Citation.h"
#include "util/Result.h"

namespace suanpan {

// The words around the built-in assumptions, in both languages: each one's
// name and what its default source says (assumptions.json "name" and
// "provenance.note"), and the table of sources every citation points at
// (sources.json). Kept apart from Catalog, which the engine reads: these are
// for people, and a project's own entries carry none of them.
struct AssumptionText {
    std::string key;
    std::string nameZh;
    std::string nameEn;
    std::string source; // the default's citation codes: the note applies while they are cited
    std::string noteZh;
    std::string noteEn;
};

struct CatalogTexts {
    std::vector<AssumptionText> assumptions;
    std::vector<CitationSource> sources;

    const AssumptionText *findAssumption(std::string_view key) const;
    const CitationSource *findSource(std::string_view id) const;
};

// Parse assumptions.json and sources.json text. Every assumption needs
// "name" {"zh","en"} and "provenance.note" {"zh","en"} here (the engine's
// loader does not read them); a source needs id, kind (article | paper |
// policy | reference | estimate | user), title {"zh","en"} and date. Errors are
// the catalog.* codes of Catalog.h with "<file>:<JSON path>" subjects;
// "catalog.invalid" DuplicateId "x" for a repeated key or id.
Result<CatalogTexts> loadCatalogTexts(std::string_view assumptionsJson,
                                      std::string_view sourcesJson);

// The texts of the built-in catalog, loaded once.
const Result<CatalogTexts> &builtinCatalogTexts();

// The citations in a provenance text: ";"-separated parts, each matched to the
// longest source id it starts with at a word end (the rest is its locator:
// "seed 000 step 2" -> {"seed 000", "step 2"}); "seeds 000, 004" names several
// articles. Parts no source matches come back whole with an empty sourceId.
std::vector<Citation> parseCitations(std::string_view text,
                                     const std::vector<CitationSource> &sources);

} // namespace suanpan
