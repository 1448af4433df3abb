#include "catalog/DataSources.h"

#include <set>

#include <nlohmann/json.hpp>

#include "util/Embedded.h"

namespace suanpan {

namespace {

struct Tally {
    DataSourceSummary summary;
    std::set<std::string> sources;
};

void countFigure(const nlohmann::json &object, Tally &tally)
{
    DataSourceSummary &s = tally.summary;
    ++s.figures;
    tally.sources.insert(object.at("source").get<std::string>());
    const auto confidence = object.find("confidence");
    if (confidence != object.end() && confidence->is_string() && *confidence == "low")
        ++s.estimates;
    const auto date = object.find("date");
    if (date == object.end() || !date->is_string() || date->get<std::string>().empty())
        return;
    // ISO dates of mixed precision order correctly as text ("2025" < "2025-06").
    const std::string d = date->get<std::string>();
    if (s.earliestDate.empty() || d < s.earliestDate)
        s.earliestDate = d;
    if (s.latestDate.empty() || d > s.latestDate)
        s.latestDate = d;
}

void walk(const nlohmann::json &node, Tally &tally)
{
    if (node.is_object()) {
        const auto source = node.find("source");
        if (source != node.end() && source->is_string())
            countFigure(node, tally);
        for (const auto &item : node.items())
            walk(item.value(), tally);
    } else if (node.is_array()) {
        for (const auto &item : node)
            walk(item, tally);
    }
}

} // namespace

DataSourceSummary summarizeDataSources(std::string_view jsonText, const std::string &file)
{
    Tally tally;
    tally.summary.file = file;
    const nlohmann::json doc = nlohmann::json::parse(jsonText, nullptr, false);
    if (doc.is_discarded())
        return tally.summary;
    walk(doc, tally);
    tally.summary.sources = static_cast<int>(tally.sources.size());
    return tally.summary;
}

std::vector<DataSourceSummary> builtinDataSources()
{
    static const char *const kFiles[] = {"cards.json",         "facilities.json",
                                         "contracts.json",     "assumptions.json",
                                         "training_runs.json", "serving_results.json"};
    std::vector<DataSourceSummary> out;
    for (const char *file : kFiles)
        out.push_back(summarizeDataSources(embeddedFile(file), file));
    return out;
}

} // namespace suanpan
