#include "Catalog.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "io/FileText.h"
#include "io/JsonCodec.h"
#include "io/JsonRead.h"
#include "util/Embedded.h"

namespace suanpan {

namespace {

constexpr int kCatalogSchema = 1;

struct FileSpec {
    CatalogFileKind kind;
    const char *fileName;
};

constexpr std::array<FileSpec, 4> kFiles{{
    {CatalogFileKind::Cards, "cards.json"},
    {CatalogFileKind::Facilities, "facilities.json"},
    {CatalogFileKind::Contracts, "contracts.json"},
    {CatalogFileKind::Assumptions, "assumptions.json"},
}};

template <class T, class Key>
const T *findBy(const std::vector<T> &items, std::string_view key, Key keyOf)
{
    const auto it =
        std::find_if(items.begin(), items.end(), [&](const T &item) { return keyOf(item) == key; });
    return it == items.end() ? nullptr : &*it;
}

const std::string &idOf(const auto &entry)
{
    return entry.id;
}

const std::string &keyOf(const Assumption &a)
{
    return a.key;
}

template <class T, class Key>
void overlay(std::vector<T> &base, const std::vector<T> &top, Key keyOf)
{
    for (const T &entry : top) {
        const auto it = std::find_if(base.begin(), base.end(), [&](const T &existing) {
            return keyOf(existing) == keyOf(entry);
        });
        if (it != base.end())
            *it = entry;
        else
            base.push_back(entry);
    }
}

// json.type -> catalog.type, and the subject names the file ("cards.json:/cards/3/id").
Error catalogError(Error e, const std::string &fileName)
{
    return fileError(std::move(e), "catalog", fileName);
}

// Decodes the array `key` into `into`, refusing ids that repeat within the
// file or that `into` already holds. On error `into` is left as it was.
template <class T, class Decode, class Key>
Status decodeEntries(JsonReader &r, std::string_view key, std::string_view idField, Decode decode,
                     Key keyOf, std::vector<T> &into)
{
    std::vector<T> entries;
    if (!r.array(key, entries, Need::Required, decode))
        return r.error();
    std::unordered_set<std::string> seen;
    for (const T &entry : into)
        seen.insert(keyOf(entry));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string &id = keyOf(entries[i]);
        if (!seen.insert(id).second)
            return Error{ErrorCode::JsonInvalid,
                         jsonPointer(r.pathOf(key), std::to_string(i)) + "/" + std::string(idField),
                         id, IssueCode::DuplicateId};
    }
    into.insert(into.end(), entries.begin(), entries.end());
    return Ok{};
}

Status loadDocument(CatalogFileKind kind, const nlohmann::json &doc, Catalog &into)
{
    JsonReader r(doc, "");
    int schema = 0;
    r.integer("schema", schema, Need::Required);
    if (!r.ok())
        return r.error();
    if (schema > kCatalogSchema)
        return Error{ErrorCode::JsonTooNew, "/schema", std::to_string(schema)};
    if (schema != kCatalogSchema)
        return Error{ErrorCode::JsonInvalid, "/schema", std::to_string(schema),
                     IssueCode::OutOfRange};

    switch (kind) {
    case CatalogFileKind::Cards:
        return decodeEntries(r, "cards", "id", cardFromJson, idOf<Card>, into.cards);
    case CatalogFileKind::Facilities:
        return decodeEntries(r, "facilities", "id", facilityFromJson, idOf<Facility>,
                             into.facilities);
    case CatalogFileKind::Contracts:
        return decodeEntries(r, "contracts", "id", contractFromJson, idOf<Contract>,
                             into.contracts);
    case CatalogFileKind::Assumptions:
        return decodeEntries(r, "assumptions", "key", assumptionFromJson, keyOf, into.assumptions);
    }
    return Error{ErrorCode::JsonInvalid, "", "unknown catalog kind"};
}

Result<Catalog> loadBuiltin()
{
    Catalog catalog;
    for (const FileSpec &file : kFiles) {
        const std::string_view text = embeddedFile(file.fileName);
        if (text.empty())
            return Error{ErrorCode::CatalogNotFound, file.fileName, "not embedded"};
        Status s = loadCatalogText(file.kind, text, file.fileName, catalog);
        if (!s)
            return s.error();
    }
    return catalog;
}

} // namespace

const Card *Catalog::findCard(std::string_view id) const
{
    return findBy(cards, id, idOf<Card>);
}

const Facility *Catalog::findFacility(std::string_view id) const
{
    return findBy(facilities, id, idOf<Facility>);
}

const Contract *Catalog::findContract(std::string_view id) const
{
    return findBy(contracts, id, idOf<Contract>);
}

const Assumption *Catalog::findAssumption(std::string_view key) const
{
    return findBy(assumptions, key, keyOf);
}

Catalog Catalog::withProject(const Project &project) const
{
    Catalog out = *this;
    overlay(out.cards, project.userCatalog.cards, idOf<Card>);
    overlay(out.facilities, project.userCatalog.facilities, idOf<Facility>);
    overlay(out.contracts, project.userCatalog.contracts, idOf<Contract>);
    overlay(out.assumptions, project.assumptions, keyOf);
    return out;
}

const Result<Catalog> &builtinCatalog()
{
    static const Result<Catalog> catalog = loadBuiltin();
    return catalog;
}

Status loadCatalogText(CatalogFileKind kind, std::string_view text, const std::string &fileName,
                       Catalog &into)
{
    Result<nlohmann::json> doc = parseJson(text);
    if (!doc)
        return catalogError(doc.error(), fileName);
    Status s = loadDocument(kind, doc.value(), into);
    if (!s)
        return catalogError(s.error(), fileName);
    return Ok{};
}

Result<Catalog> loadCatalogDir(const std::string &dir)
{
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        return Error{ErrorCode::CatalogNotFound, dir, ec ? ec.message() : "not a directory"};
    Catalog catalog;
    for (const FileSpec &file : kFiles) {
        const std::string path = (std::filesystem::path(dir) / file.fileName).string();
        const bool present = std::filesystem::exists(path, ec);
        if (ec)
            return Error{ErrorCode::CatalogIo, path, ec.message()};
        if (!present)
            continue;
        Result<std::string> text = readFileText(path);
        if (!text) {
            Error e = text.error();
            e.code = e.code == ErrorCode::FileTooLarge ? ErrorCode::CatalogTooLarge
                                                       : ErrorCode::CatalogIo;
            return e;
        }
        Status s = loadCatalogText(file.kind, text.value(), path, catalog);
        if (!s)
            return s.error();
    }
    return catalog;
}

KnownIds knownIds(const Catalog &catalog)
{
    KnownIds ids;
    for (const Card &c : catalog.cards)
        ids.cards.push_back(c.id);
    for (const Facility &f : catalog.facilities)
        ids.facilities.push_back(f.id);
    for (const Contract &c : catalog.contracts)
        ids.contracts.push_back(c.id);
    return ids;
}

} // namespace suanpan
