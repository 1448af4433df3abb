#pragma once

#include <string>

namespace suanpan {

// One entry of the table of sources (resources/catalogs/sources.json) that
// every citation in the app points at: a seed article with its Chinese
// title, a paper by its short name, a policy, "estimate" or "user".
struct CitationSource {
    std::string id;   // the code used in provenance texts: "seed 003", "llama3", "user"
    std::string kind; // article | paper | policy | reference | estimate | user
    std::string titleZh;
    std::string titleEn;
    std::string date; // publication year or ISO date; may be empty

    bool operator==(const CitationSource &) const = default;
};

// One citation parsed out of a provenance text. `sourceId` empty: a text the
// table does not know, kept whole in `text`.
struct Citation {
    std::string sourceId;
    std::string locator; // "step 2", "FAQ", "sec. 3.3.4"; may be empty
    std::string text;

    bool operator==(const Citation &) const = default;
};

} // namespace suanpan
