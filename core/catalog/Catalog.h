#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/Card.h"
#include "model/Contract.h"
#include "model/Facility.h"
#include "model/Project.h"
#include "model/Range.h"
#include "model/Validation.h"
#include "util/Result.h"

namespace suanpan {

// The reference data the engine reads: cards, facility and contract templates,
// and default assumptions, each with its source. The built-in catalog is
// compiled into the binary from resources/catalogs/*.json; a project's own
// entries shadow built-in ones with the same id.
struct Catalog {
    std::vector<Card> cards;
    std::vector<Facility> facilities;
    std::vector<Contract> contracts;
    std::vector<Assumption> assumptions;

    const Card *findCard(std::string_view id) const;
    const Facility *findFacility(std::string_view id) const;
    const Contract *findContract(std::string_view id) const;
    const Assumption *findAssumption(std::string_view key) const;

    // This catalog with the project's entries added (same id: the project wins)
    // and the project's assumptions overriding the defaults.
    Catalog withProject(const Project &project) const;
};

// The catalog compiled into the binary. Loaded and validated once; a broken
// built-in catalog is a build defect, so tests check it loads cleanly.
const Result<Catalog> &builtinCatalog();

// Which file a catalog JSON document holds.
enum class CatalogFileKind { Cards, Facilities, Contracts, Assumptions };

// Parse and validate one catalog file's text into `into`. Errors name the file
// (`fileName`), the JSON path (e.g. "/cards/3/memory_bytes") and the reason:
// code "catalog.parse" (bad JSON; detail = parser message), "catalog.missing",
// "catalog.type", "catalog.invalid" (issue = the validation code, detail = the
// value, e.g. NotPositive "-1" or DuplicateId "h100-sxm"), "catalog.enum", "catalog.too_new"
// (schema above 1), "catalog.too_large", "catalog.too_deep" -- the json.* codes of
// JsonCodec.h renamed. Subject: "<fileName>:<JSON path>", or just the file name.
Status loadCatalogText(CatalogFileKind kind, std::string_view text, const std::string &fileName,
                       Catalog &into);

// Load every *.json in a directory (cards.json, facilities.json, contracts.json,
// assumptions.json); used for user catalog folders and tests. A missing file is
// skipped; a missing directory is "catalog.not_found", an unreadable file "catalog.io".
Result<Catalog> loadCatalogDir(const std::string &dir);

// The ids `catalog` offers, as validate() takes them (the CLI, the GUI and
// the evaluation validate against the same lists).
KnownIds knownIds(const Catalog &catalog);

} // namespace suanpan
