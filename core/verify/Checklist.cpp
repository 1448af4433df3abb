#include "Checklist.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "io/JsonCodec.h"
#include "io/JsonRead.h"
#include "model/Card.h"
#include "model/Contract.h"
#include "model/Facility.h"
#include "model/Option.h"
#include "model/Workload.h"
#include "util/Embedded.h"

namespace suanpan {

using nlohmann::json;

namespace {

constexpr int kChecklistSchema = 1;
constexpr std::size_t kMaxIdLength = 64;

// json.type -> checklist.type, and the subject names the file
// ("contract.json:/items/3/severity").
Error checklistError(Error e, const std::string &fileName)
{
    // The JSON parser's message quotes raw input bytes, which in a broken
    // file need not be UTF-8: fileError makes it one valid line.
    return fileError(std::move(e), "checklist", fileName);
}

bool validId(std::string_view id)
{
    if (id.empty() || id.size() > kMaxIdLength)
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
    });
}

// Hand-written templates are where typos happen: a misspelt key would
// otherwise silently drop a field.
void refuseUnknownKeys(JsonReader &r, std::initializer_list<std::string_view> allowed)
{
    if (!r.ok() || !r.present())
        return;
    for (const std::string &key : r.keys()) {
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
            r.fail({ErrorCode::JsonUnknownField, r.pathOf(key), key});
            return;
        }
    }
}

void readBilingual(JsonReader &r, std::string_view key, Bilingual &out)
{
    JsonReader b = r.object(key, Need::Required);
    if (!b.present())
        return;
    refuseUnknownKeys(b, {"zh", "en"});
    b.string("zh", out.zh, Need::Required);
    b.string("en", out.en, Need::Required);
    if (b.ok() && out.zh.empty())
        b.fail({ErrorCode::JsonInvalid, b.pathOf("zh"), "", IssueCode::Empty});
    if (b.ok() && out.en.empty())
        b.fail({ErrorCode::JsonInvalid, b.pathOf("en"), "", IssueCode::Empty});
}

// The model's JSON field names ("contract.replacement_hours",
// "facility.network.gbit_per_s"), taken from the writers themselves so a
// renamed field cannot leave a template pointing nowhere.
bool knownModelField(std::string_view relatesTo)
{
    static const std::unordered_map<std::string, json> kSamples{{"option", toJson(Option{})},
                                                                {"contract", toJson(Contract{})},
                                                                {"facility", toJson(Facility{})},
                                                                {"workload", toJson(Workload{})},
                                                                {"card", toJson(Card{})}};
    const std::size_t dot = relatesTo.find('.');
    if (dot == std::string_view::npos)
        return false;
    const auto sample = kSamples.find(std::string(relatesTo.substr(0, dot)));
    if (sample == kSamples.end())
        return false;
    const json *node = &sample->second;
    std::string_view rest = relatesTo.substr(dot + 1);
    while (true) {
        const std::size_t next = rest.find('.');
        const std::string key(rest.substr(0, next));
        if (!node->is_object())
            return false;
        const auto it = node->find(key);
        if (it == node->end())
            return false;
        if (next == std::string_view::npos)
            return true;
        node = &*it;
        rest = rest.substr(next + 1);
    }
}

Result<EvidenceKind> evidenceFromJson(const json &j, const std::string &path)
{
    if (!j.is_string())
        return wrongType(ErrorCode::JsonType, path, JsonKind::String);
    const std::string code = j.get<std::string>();
    const std::optional<EvidenceKind> kind = fromCode<EvidenceKind>(code);
    if (!kind)
        return Error{ErrorCode::JsonEnum, path, code};
    return *kind;
}

Result<Supply> supplyFromJson(const json &j, const std::string &path)
{
    if (!j.is_string())
        return wrongType(ErrorCode::JsonType, path, JsonKind::String);
    const std::string code = j.get<std::string>();
    const std::optional<Supply> supply = fromCode<Supply>(code);
    if (!supply)
        return Error{ErrorCode::JsonEnum, path, code};
    return *supply;
}

Result<FindingCode> findingCodeFromJson(const json &j, const std::string &path)
{
    if (!j.is_string())
        return wrongType(ErrorCode::JsonType, path, JsonKind::String);
    const std::string code = j.get<std::string>();
    const std::optional<FindingCode> finding = findingCodeFromText(code);
    if (!finding)
        return Error{ErrorCode::JsonEnum, path, code};
    return *finding;
}

Result<ProvenBy> provenByFromJson(const json &j, const std::string &path)
{
    JsonReader r(j, path);
    refuseUnknownKeys(r, {"item", "codes"});
    ProvenBy link;
    r.string("item", link.item, Need::Required);
    r.array("codes", link.codes, Need::Optional, findingCodeFromJson);
    if (!r.ok())
        return r.error();
    return link;
}

// Every proven_by names another item of the templates (checked once all are loaded).
Status checkLinks(const std::vector<ChecklistTemplate> &templates,
                  const std::map<std::string, std::string> &itemFile)
{
    for (const ChecklistTemplate &t : templates)
        for (std::size_t i = 0; i < t.items.size(); ++i) {
            const ChecklistItem &item = t.items[i];
            for (std::size_t k = 0; k < item.provenBy.size(); ++k) {
                const std::string &target = item.provenBy[k].item;
                const std::optional<IssueCode> reason =
                    target == item.id           ? std::optional(IssueCode::SelfReference)
                    : itemFile.contains(target) ? std::nullopt
                                                : std::optional(IssueCode::UnknownItem);
                if (reason)
                    return checklistError({ErrorCode::ChecklistInvalid,
                                           "/items/" + std::to_string(i) + "/proven_by/" +
                                               std::to_string(k) + "/item",
                                           target, *reason},
                                          itemFile.at(item.id));
            }
        }
    return Ok{};
}

Result<ChecklistItem> itemFromJson(const json &j, const std::string &path)
{
    JsonReader r(j, path);
    // Keys first: a misspelt "sevrity" is reported as itself, not as a
    // missing "severity".
    refuseUnknownKeys(r, {"id", "title", "why", "how", "good", "severity", "relates_to", "evidence",
                          "proven_by", "applies_to"});
    ChecklistItem item;
    r.string("id", item.id, Need::Required);
    if (r.ok() && !validId(item.id))
        r.fail({ErrorCode::JsonInvalid, r.pathOf("id"), item.id, IssueCode::IdFormat});
    readBilingual(r, "title", item.title);
    readBilingual(r, "why", item.why);
    readBilingual(r, "how", item.how);
    readBilingual(r, "good", item.good);
    r.enumeration("severity", item.severity, Need::Required);
    r.string("relates_to", item.relatesTo, Need::Required);
    if (r.ok() && !item.relatesTo.empty() && !knownModelField(item.relatesTo))
        r.fail({ErrorCode::JsonInvalid, r.pathOf("relates_to"), item.relatesTo,
                IssueCode::UnknownField});
    r.array("evidence", item.evidence, Need::Required, evidenceFromJson);
    if (r.ok() && item.evidence.empty())
        r.fail({ErrorCode::JsonInvalid, r.pathOf("evidence"), "", IssueCode::Empty});
    if (r.ok()) {
        std::set<EvidenceKind> seen;
        for (std::size_t i = 0; i < item.evidence.size(); ++i) {
            if (!seen.insert(item.evidence[i]).second) {
                r.fail({ErrorCode::JsonInvalid, r.pathOf("evidence") + "/" + std::to_string(i),
                        std::string(toCode(item.evidence[i])), IssueCode::DuplicateId});
                break;
            }
        }
    }
    r.array("proven_by", item.provenBy, Need::Optional, provenByFromJson);
    if (r.ok() && j.contains("applies_to")) {
        r.array("applies_to", item.appliesTo, Need::Required, supplyFromJson);
        if (r.ok() && item.appliesTo.empty())
            r.fail({ErrorCode::JsonInvalid, r.pathOf("applies_to"), "", IssueCode::Empty});
        for (std::size_t i = 1; r.ok() && i < item.appliesTo.size(); ++i)
            if (std::count(item.appliesTo.begin(), item.appliesTo.begin() + long(i),
                           item.appliesTo[i]) > 0)
                r.fail({ErrorCode::JsonInvalid, r.pathOf("applies_to") + "/" + std::to_string(i),
                        std::string(toCode(item.appliesTo[i])), IssueCode::DuplicateId});
    }
    if (!r.ok())
        return r.error();
    return item;
}

} // namespace

bool ChecklistItem::appliesToSupply(Supply supply) const
{
    return appliesTo.empty() ||
           std::find(appliesTo.begin(), appliesTo.end(), supply) != appliesTo.end();
}

namespace {

Result<ChecklistTemplate> templateFromJson(const json &doc)
{
    JsonReader r(doc, "");
    int schema = 0;
    r.integer("schema", schema, Need::Required);
    if (!r.ok())
        return r.error();
    if (schema > kChecklistSchema)
        return Error{ErrorCode::JsonTooNew, "/schema", std::to_string(schema)};
    if (schema != kChecklistSchema)
        return Error{ErrorCode::JsonInvalid, "/schema", std::to_string(schema),
                     IssueCode::OutOfRange};

    ChecklistTemplate t;
    refuseUnknownKeys(r, {"schema", "checklist", "items"});
    JsonReader head = r.object("checklist", Need::Required);
    refuseUnknownKeys(head, {"id", "title"});
    head.string("id", t.id, Need::Required);
    if (head.ok() && !validId(t.id))
        head.fail({ErrorCode::JsonInvalid, head.pathOf("id"), t.id, IssueCode::IdFormat});
    readBilingual(head, "title", t.title);
    r.array("items", t.items, Need::Required, itemFromJson);
    if (!r.ok())
        return r.error();
    std::set<std::string> ids;
    for (std::size_t i = 0; i < t.items.size(); ++i)
        if (!ids.insert(t.items[i].id).second)
            return Error{ErrorCode::JsonDuplicateId, "/items/" + std::to_string(i) + "/id",
                         t.items[i].id};
    return t;
}

Result<std::vector<ChecklistTemplate>> loadBuiltin()
{
    std::vector<std::pair<std::string, std::string_view>> files;
    for (const std::string &name : builtinChecklistFiles()) {
        const std::string_view text = embeddedFile(name);
        if (text.empty())
            return Error{ErrorCode::ChecklistNotFound, name, "not embedded"};
        files.emplace_back(name, text);
    }
    return loadChecklistTexts(files);
}

} // namespace

const ChecklistItem *ChecklistTemplate::findItem(std::string_view itemId) const
{
    const auto it = std::find_if(items.begin(), items.end(),
                                 [&](const ChecklistItem &item) { return item.id == itemId; });
    return it == items.end() ? nullptr : &*it;
}

Result<ChecklistTemplate> loadChecklistText(std::string_view text, const std::string &fileName)
{
    Result<json> doc = parseJson(text);
    if (!doc)
        return checklistError(doc.error(), fileName);
    Result<ChecklistTemplate> t = templateFromJson(doc.value());
    if (!t)
        return checklistError(t.error(), fileName);
    return t;
}

Result<std::vector<ChecklistTemplate>>
loadChecklistTexts(const std::vector<std::pair<std::string, std::string_view>> &files)
{
    std::vector<ChecklistTemplate> out;
    std::map<std::string, std::string> itemFile; // item id -> file that defined it
    std::set<std::string> templateIds;
    for (const auto &[name, text] : files) {
        Result<ChecklistTemplate> t = loadChecklistText(text, name);
        if (!t)
            return t.error();
        if (!templateIds.insert(t.value().id).second)
            return checklistError({ErrorCode::ChecklistDuplicateId, "/checklist/id", t.value().id},
                                  name);
        const std::vector<ChecklistItem> &items = t.value().items;
        for (std::size_t i = 0; i < items.size(); ++i)
            if (!itemFile.emplace(items[i].id, name).second)
                return checklistError({ErrorCode::ChecklistDuplicateId,
                                       "/items/" + std::to_string(i) + "/id", items[i].id},
                                      name);
        out.push_back(std::move(t).value());
    }
    if (Status links = checkLinks(out, itemFile); !links)
        return links.error();
    return out;
}

const Result<std::vector<ChecklistTemplate>> &builtinChecklists()
{
    static const Result<std::vector<ChecklistTemplate>> templates = loadBuiltin();
    return templates;
}

const std::vector<std::string> &builtinChecklistFiles()
{
    static const std::vector<std::string> files{"six_steps.json", "facility.json", "contract.json",
                                                "acceptance.json"};
    return files;
}

const ChecklistItem *findChecklistItem(const std::vector<ChecklistTemplate> &templates,
                                       std::string_view itemId)
{
    for (const ChecklistTemplate &t : templates)
        if (const ChecklistItem *item = t.findItem(itemId))
            return item;
    return nullptr;
}

} // namespace suanpan
