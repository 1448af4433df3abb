#include "CatalogTexts.h"

#include <algorithm>
#include <array>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "io/JsonCodec.h"
#include "io/JsonRead.h"
#include "util/Embedded.h"

namespace suanpan {

namespace {

constexpr std::array<std::string_view, 8> kKinds{"article",  "paper", "policy",  "reference",
                                                 "estimate", "user",  "default", "derived"};

// json.type -> catalog.type, and the subject names the file (as Catalog.cpp).
Error catalogError(Error e, const std::string &fileName)
{
    return fileError(std::move(e), "catalog", fileName);
}

Result<AssumptionText> assumptionText(const nlohmann::json &j, const std::string &path)
{
    JsonReader r(j, path);
    AssumptionText t;
    r.string("key", t.key, Need::Required);
    r.name(t.nameZh, t.nameEn, Need::Required);
    JsonReader p = r.object("provenance", Need::Required);
    p.string("source", t.source, Need::Required);
    p.bilingual("note", t.noteZh, t.noteEn, Need::Required);
    if (!r.ok())
        return r.error();
    return t;
}

Result<CitationSource> citationSource(const nlohmann::json &j, const std::string &path)
{
    JsonReader r(j, path);
    CitationSource s;
    r.string("id", s.id, Need::Required);
    r.string("kind", s.kind, Need::Required);
    r.bilingual("title", s.titleZh, s.titleEn, Need::Required);
    r.string("date", s.date, Need::Required);
    if (!r.ok())
        return r.error();
    if (std::find(kKinds.begin(), kKinds.end(), s.kind) == kKinds.end())
        return Error{ErrorCode::JsonEnum, r.pathOf("kind"), s.kind};
    if (s.id.empty() || s.titleZh.empty() || s.titleEn.empty())
        return Error{ErrorCode::JsonInvalid, r.pathOf(s.id.empty() ? "id" : "title"), "",
                     IssueCode::Empty};
    return s;
}

// Reads the array `key` of one document; ids must not repeat.
template <class T, class Decode, class Key>
Status readDocument(std::string_view text, const std::string &fileName, const char *key,
                    Decode decode, Key keyOf, std::vector<T> &out)
{
    Result<nlohmann::json> doc = parseJson(text);
    if (!doc)
        return catalogError(doc.error(), fileName);
    JsonReader r(doc.value(), "");
    if (!r.array(key, out, Need::Required, decode))
        return catalogError(r.error(), fileName);
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (!seen.insert(keyOf(out[i])).second)
            return catalogError(Error{ErrorCode::JsonInvalid,
                                      jsonPointer(r.pathOf(key), std::to_string(i)), keyOf(out[i]),
                                      IssueCode::DuplicateId},
                                fileName);
    return Ok{};
}

std::string_view trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == ','; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

Citation citeOne(std::string_view part, const std::vector<CitationSource> &sources)
{
    const CitationSource *best = nullptr;
    for (const CitationSource &s : sources) {
        const bool prefix =
            part.starts_with(s.id) &&
            (part.size() == s.id.size() || part[s.id.size()] == ' ' || part[s.id.size()] == ',');
        if (prefix && (!best || s.id.size() > best->id.size()))
            best = &s;
    }
    if (!best)
        return {"", "", std::string(part)};
    return {best->id, std::string(trimmed(part.substr(best->id.size()))), std::string(part)};
}

} // namespace

const AssumptionText *CatalogTexts::findAssumption(std::string_view key) const
{
    const auto it = std::find_if(assumptions.begin(), assumptions.end(),
                                 [&](const AssumptionText &t) { return t.key == key; });
    return it == assumptions.end() ? nullptr : &*it;
}

const CitationSource *CatalogTexts::findSource(std::string_view id) const
{
    const auto it = std::find_if(sources.begin(), sources.end(),
                                 [&](const CitationSource &s) { return s.id == id; });
    return it == sources.end() ? nullptr : &*it;
}

Result<CatalogTexts> loadCatalogTexts(std::string_view assumptionsJson,
                                      std::string_view sourcesJson)
{
    CatalogTexts texts;
    if (Status s = readDocument(
            assumptionsJson, "assumptions.json", "assumptions", assumptionText,
            [](const AssumptionText &t) { return t.key; }, texts.assumptions);
        !s)
        return s.error();
    if (Status s = readDocument(
            sourcesJson, "sources.json", "sources", citationSource,
            [](const CitationSource &c) { return c.id; }, texts.sources);
        !s)
        return s.error();
    return texts;
}

const Result<CatalogTexts> &builtinCatalogTexts()
{
    static const Result<CatalogTexts> texts =
        loadCatalogTexts(embeddedFile("assumptions.json"), embeddedFile("sources.json"));
    return texts;
}

std::vector<Citation> parseCitations(std::string_view text,
                                     const std::vector<CitationSource> &sources)
{
    std::vector<Citation> out;
    while (!text.empty()) {
        const size_t end = text.find(';');
        const std::string_view part = trimmed(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        if (part.empty())
            continue;
        // "seeds 000, 004": one citation per article number.
        constexpr std::string_view kSeeds = "seeds ";
        if (part.starts_with(kSeeds)) {
            std::string_view numbers = part.substr(kSeeds.size());
            while (!numbers.empty()) {
                const size_t comma = numbers.find(',');
                const std::string_view n = trimmed(numbers.substr(0, comma));
                numbers = comma == std::string_view::npos ? std::string_view()
                                                          : numbers.substr(comma + 1);
                if (!n.empty())
                    out.push_back(citeOne("seed " + std::string(n), sources));
            }
            continue;
        }
        out.push_back(citeOne(part, sources));
    }
    return out;
}

} // namespace suanpan
