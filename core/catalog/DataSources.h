#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace suanpan {

// What the data compiled into the binary rests on, per file: how many figures
// carry a source, how many distinct sources, and the span of their dates.
// Help > About Suanpan shows it; THIRD-PARTY.md names the sources' terms.
struct DataSourceSummary {
    std::string file;         // e.g. "cards.json"
    int figures = 0;          // objects with a "source" (catalog provenance, runs)
    int sources = 0;          // distinct source texts among them
    int estimates = 0;        // of the figures, those with "confidence": "low"
    std::string earliestDate; // ISO (YYYY, YYYY-MM or YYYY-MM-DD); empty when undated
    std::string latestDate;
};

// Summarises one JSON document: every object holding a "source" string counts
// as a figure, with its "date" and "confidence" if present. Text that is not
// JSON gives an empty summary (zero figures) named `file`.
DataSourceSummary summarizeDataSources(std::string_view jsonText, const std::string &file);

// The built-in catalog (cards, facilities, contracts, assumptions) and the
// published runs the estimates are checked against, in that order.
std::vector<DataSourceSummary> builtinDataSources();

} // namespace suanpan
