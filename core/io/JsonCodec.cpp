#include "JsonCodec.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string_view>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "JsonRead.h"
#include "model/CardFields.h"
#include "model/ContractFields.h"
#include "model/FacilityFields.h"
#include "model/Limits.h"
#include "model/Names.h"
#include "model/OptionFields.h"
#include "model/Validation.h"
#include "model/WorkloadFields.h"
#include "util/Utf8.h"

namespace suanpan {

using nlohmann::json;

namespace {

constexpr std::string_view kProjectFormat = "suanpan-project";
constexpr int kProjectSchema = 1;

constexpr Need kRequired = Need::Required;
constexpr Need kOptional = Need::Optional;

template <class E> std::string code(E value)
{
    return std::string(toCode(value));
}

json nameJson(const std::string &zh, const std::string &en)
{
    return json{{"zh", zh}, {"en", en}};
}

// A text with a Chinese half is written in both languages; one without stays
// a plain string, as files written before the field had two languages.
json textJson(const std::string &zh, const std::string &en)
{
    return zh.empty() ? json(en) : nameJson(zh, en);
}

// A name the user gave: a plain string (one language, or "<zh> / <en>" as
// files before names had two languages wrote both, split as the store's
// migration 8 -> 9 does) or {"zh": ..., "en": ...}.
void userName(JsonReader &r, std::string_view key, std::string &zh, std::string &en)
{
    if (!r.text(key, zh, en, kOptional) || !zh.empty())
        return;
    if (std::optional<NameHalves> halves = splitLegacyName(en)) {
        zh = std::move(halves->zh);
        en = std::move(halves->en);
    }
}

json toJson(const PriceQuote &q)
{
    json j{{"mode", code(q.mode)},
           {"cny", toJson(q.cny)},
           {"basis", textJson(q.basisZh, q.basis)},
           {"provenance", toJson(q.provenance)}};
    // Absent, not empty: a quote without channels applies to every facility (README).
    if (!q.facilityKinds.empty()) {
        json kinds = json::array();
        for (const FacilityKind kind : q.facilityKinds)
            kinds.push_back(code(kind));
        j["facility_kinds"] = std::move(kinds);
    }
    return j;
}

template <class T> json arrayJson(const std::vector<T> &items)
{
    json out = json::array();
    for (const auto &item : items)
        out.push_back(toJson(item));
    return out;
}

// Validation names fields "rent[0].cny.low"; the document says "/rent/0/cny/low".
std::string fieldPointer(const std::string &field)
{
    std::string out = "/";
    for (const char ch : field) {
        if (ch == '.' || ch == '[')
            out += '/';
        else if (ch != ']')
            out += ch;
    }
    return out;
}

// Catalog entries must be complete. In a project document a field left out
// takes its default, so an entity may still be unfinished ("required" issues
// such as a workload without a parameter count): that is for the validation
// panel to show, not a reason to refuse the file. Its id is always needed.
enum class Completeness { Complete, Draft };

template <class T>
Result<T> finish(const JsonReader &r, const std::string &path, T value, Completeness completeness)
{
    if (!r.ok())
        return r.error();
    for (const ValidationIssue &issue : validate(value)) {
        if (completeness == Completeness::Draft && issue.code == IssueCode::Required &&
            issue.field != "id")
            continue;
        return invalidValue(ErrorCode::JsonInvalid, path + fieldPointer(issue.field), issue);
    }
    return value;
}

// The readers check types before every access, so nothing here should throw;
// this keeps a library surprise from escaping as an exception all the same.
template <class F> auto guarded(const std::string &path, F decode) -> decltype(decode())
{
    try {
        return decode();
    } catch (const json::exception &e) {
        return Error{ErrorCode::JsonType, path, e.what()};
    }
}

Result<FacilityKind> facilityKindFromJson(const json &j, const std::string &path)
{
    if (!j.is_string())
        return wrongType(ErrorCode::JsonType, path, JsonKind::String);
    const std::string text = j.get<std::string>();
    if (const std::optional<FacilityKind> kind = fromCode<FacilityKind>(text))
        return *kind;
    return Error{ErrorCode::JsonEnum, path, text};
}

// Rent quotes have a billing mode and may name their channel; purchase quotes
// have neither (a mode is accepted for symmetry with rent).
enum class QuoteKind { Rent, Purchase };

Result<PriceQuote> quoteFromJson(const json &j, const std::string &path, QuoteKind kind)
{
    JsonReader r(j, path);
    PriceQuote q;
    r.enumeration("mode", q.mode, kind == QuoteKind::Rent ? kRequired : kOptional);
    r.range("cny", q.cny, kRequired);
    r.text("basis", q.basisZh, q.basis, kOptional);
    r.provenance("provenance", q.provenance, kRequired);
    if (kind == QuoteKind::Rent)
        r.array("facility_kinds", q.facilityKinds, kOptional, facilityKindFromJson);
    if (!r.ok())
        return r.error();
    return q;
}

Result<PriceQuote> rentFromJson(const json &j, const std::string &path)
{
    return quoteFromJson(j, path, QuoteKind::Rent);
}

Result<PriceQuote> purchaseFromJson(const json &j, const std::string &path)
{
    return quoteFromJson(j, path, QuoteKind::Purchase);
}

// A table field's value as JSON (model/FieldSpec.h, FieldKind).
template <class T> json fieldJson(const T &value)
{
    if constexpr (std::is_enum_v<T>) {
        return code(value);
    } else if constexpr (std::is_same_v<T, Range>) {
        return toJson(value);
    } else if constexpr (std::is_same_v<T, std::optional<Range>>) {
        return toJson(*value);
    } else if constexpr (IsPerCode<T>::value) {
        json out = json::object();
        for (const auto &[key, figure] : value)
            out[code(key)] = figure;
        return out;
    } else {
        return value;
    }
}

// Left out of the file: an unset range ("unit_price_cny_per_card_hour":
// without it the price follows price_factor, README), an empty text the
// table marks WhenSet.
template <class Spec> bool leftOut(const Spec &spec, const typename Spec::Value &value)
{
    if constexpr (Spec::kind == FieldKind::OptionalRange)
        return !value;
    else
        return spec.need == FieldNeed::WhenSet && value == typename Spec::Value{};
}

// The fields of an entity's table (model/FieldSpec.h): each at its key, in
// the object it belongs to ("model", "link") or at the top.
template <class Entity> void writeFields(json &j, const Entity &entity)
{
    forEachField(entity, [&](const auto &spec, const auto &value) {
        json &object = spec.object().empty() ? j : j[std::string(spec.object())];
        if (!leftOut(spec, value))
            object[spec.key()] = fieldJson(value);
    });
}

template <class T> void readField(JsonReader &r, const char *key, T &out, Need need)
{
    if constexpr (std::is_same_v<T, double>) {
        r.number(key, out, need);
    } else if constexpr (std::is_same_v<T, int>) {
        r.integer(key, out, need);
    } else if constexpr (std::is_same_v<T, bool>) {
        r.boolean(key, out, need);
    } else if constexpr (std::is_same_v<T, std::string>) {
        r.string(key, out, need);
    } else if constexpr (std::is_enum_v<T>) {
        r.enumeration(key, out, need);
    } else if constexpr (IsPerCode<T>::value) {
        // {"<code>": number, ...}: every key a code of the enum.
        JsonReader figures = r.object(key, need);
        for (const std::string &text : figures.keys()) {
            const auto value = fromCode<typename T::key_type>(text);
            if (!value) {
                figures.fail({ErrorCode::JsonEnum, figures.pathOf(text), text});
                break;
            }
            figures.number(text, out[*value], kRequired);
        }
    } else {
        r.range(key, out, need); // a Range, or one that may be unset
    }
}

Need needOf(FieldNeed need)
{
    return need == FieldNeed::Required || need == FieldNeed::InObject ? kRequired : kOptional;
}

// A nested object is required when a field in it is ("link").
template <class Entity> Need objectNeed(const Entity &entity, std::string_view object)
{
    bool required = false;
    forEachSpec(fieldTable(entity), [&](const auto &spec) {
        required = required || (spec.object() == object && spec.need == FieldNeed::Required);
    });
    return required ? kRequired : kOptional;
}

// The fields of the entity's table, each as its table says (FieldNeed): one
// left out keeps its default. A nested object is opened where its first
// field is read, as the reader keeps only the first problem: a file with
// several is refused for the one it meets first in field order.
template <class Entity> void readFields(JsonReader &r, Entity &entity)
{
    std::map<std::string_view, std::unique_ptr<JsonReader>> objects;
    forEachField(entity, [&](const auto &spec, auto &value) {
        if (spec.object().empty())
            return readField(r, spec.key(), value, needOf(spec.need));
        std::unique_ptr<JsonReader> &object = objects[spec.object()];
        if (!object) // not make_unique: a JsonReader cannot be moved, only built in place
            object.reset(
                new JsonReader(r.object(spec.object(), objectNeed(entity, spec.object()))));
        readField(*object, spec.key(), value, needOf(spec.need));
    });
}

} // namespace

// --- writers ---------------------------------------------------------------

json toJson(const Range &r)
{
    return json{{"low", r.low}, {"likely", r.likely}, {"high", r.high}};
}

json toJson(const Provenance &p)
{
    return json{{"source", textJson(p.sourceZh, p.source)},
                {"date", p.date},
                {"confidence", code(p.confidence)}};
}

json toJson(const Assumption &a)
{
    return json{{"key", a.key},
                {"value", toJson(a.value)},
                {"unit", a.unit},
                {"provenance", toJson(a.provenance)}};
}

json toJson(const Card &c)
{
    json figures = json::object();
    for (const auto &[field, provenance] : c.figureProvenance)
        figures[field] = toJson(provenance);

    json j = json::object();
    j["id"] = c.id;
    j["name"] = nameJson(c.nameZh, c.nameEn);
    writeFields(j, c);
    j["rent"] = arrayJson(c.rent);
    j["purchase"] = arrayJson(c.purchase);
    j["provenance"] = toJson(c.specProvenance);
    j["figure_provenance"] = std::move(figures);
    j["notes"] = textJson(c.notesZh, c.notes);
    return j;
}

json toJson(const Facility &f)
{
    json j = json::object();
    j["id"] = f.id;
    j["name"] = nameJson(f.nameZh, f.nameEn);
    writeFields(j, f);
    j["provenance"] = toJson(f.provenance);
    j["notes"] = textJson(f.notesZh, f.notes);
    return j;
}

json toJson(const Contract &c)
{
    json j = json::object();
    j["id"] = c.id;
    j["name"] = nameJson(c.nameZh, c.nameEn);
    writeFields(j, c);
    j["provenance"] = toJson(c.provenance);
    j["notes"] = textJson(c.notesZh, c.notes);
    return j;
}

json toJson(const Workload &w)
{
    json j = json::object();
    j["id"] = w.id;
    j["name"] = textJson(w.nameZh, w.name);
    writeFields(j, w);
    return j;
}

json toJson(const Option &o)
{
    json j = json::object();
    j["id"] = o.id;
    j["name"] = textJson(o.nameZh, o.name);
    writeFields(j, o);
    return j;
}

json toJson(const ChecklistEntry &e)
{
    return json{{"item_id", e.itemId}, {"option_id", e.optionId}, {"status", code(e.status)},
                {"note", e.note},      {"date", e.date},          {"checked_by", e.checkedBy}};
}

json toJson(const EvidenceRecord &e)
{
    return json{{"id", e.id},           {"option_id", e.optionId}, {"item_id", e.itemId},
                {"kind", code(e.kind)}, {"file_name", e.fileName}, {"imported_utc", e.importedUtc},
                {"text", e.text},       {"note", e.note}};
}

json toJson(const Procurement &p)
{
    const auto budget = [](const std::optional<double> &cny) { return cny ? json(*cny) : json(); };
    return json{{"capital_budget_cny", budget(p.capitalBudgetCny)},
                {"monthly_budget_cny", budget(p.monthlyBudgetCny)},
                {"restricted_card_source", p.restrictedCardSource}};
}

json toJson(const Voucher &v)
{
    return json{{"id", v.id},
                {"programme", v.programme},
                {"preset", v.presetId},
                {"share", v.share},
                {"cap_cny_per_year", v.capCnyPerYear},
                {"providers", v.providers},
                {"refund_months", v.refundMonths},
                {"approval", toJson(v.approval)},
                {"notes", v.notes}};
}

json toJson(const ProviderQuote &q)
{
    json includes = json::array();
    for (const QuoteItem item : q.includes)
        includes.push_back(code(item));
    return json{{"id", q.id},
                {"provider", q.provider},
                {"quoted_on", q.quotedOn},
                {"valid_until", q.validUntil},
                {"card", q.cardId},
                {"cards", q.cards},
                {"price_cny", q.priceCny},
                {"per", code(q.per)},
                {"term_months", q.termMonths},
                {"includes", includes},
                {"bandwidth_mbps", q.bandwidthMbps},
                {"storage_tb", q.storageTb},
                {"min_term_months", q.minTermMonths},
                {"setup_fee_cny", q.setupFeeCny},
                {"deposit_cny", q.depositCny},
                {"confirmed", q.confirmed},
                {"notes", q.notes}};
}

json toJson(const Project &p)
{
    const ProjectMeta &m = p.meta;
    json j = json::object();
    j["format"] = kProjectFormat;
    j["schema"] = kProjectSchema;
    j["meta"] = json{{"title", textJson(m.titleZh, m.title)},
                     {"client", m.client},
                     {"author", m.author},
                     {"currency", m.currency},
                     {"created_utc", m.createdUtc},
                     {"modified_utc", m.modifiedUtc},
                     {"notes", m.notes}};
    j["procurement"] = toJson(p.procurement);
    j["workloads"] = arrayJson(p.workloads);
    j["options"] = arrayJson(p.options);
    j["assumptions"] = arrayJson(p.assumptions);
    j["user_catalog"] = json{{"cards", arrayJson(p.userCatalog.cards)},
                             {"facilities", arrayJson(p.userCatalog.facilities)},
                             {"contracts", arrayJson(p.userCatalog.contracts)}};
    j["checklist"] = arrayJson(p.checklist);
    j["evidence"] = arrayJson(p.evidence);
    j["disabled_cost_lines"] = p.disabledCostLines;
    j["quotes"] = arrayJson(p.quotes);
    // Only a project with a voucher writes the key: a project without one
    // reads and writes exactly as before vouchers existed.
    if (!p.vouchers.empty())
        j["vouchers"] = arrayJson(p.vouchers);
    return j;
}

// --- readers ---------------------------------------------------------------

Result<Card> cardFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Card> {
        JsonReader r(j, path);
        Card c;
        r.string("id", c.id, kRequired);
        r.name(c.nameZh, c.nameEn, kRequired);
        readFields(r, c);
        r.array("rent", c.rent, kOptional, rentFromJson);
        r.array("purchase", c.purchase, kOptional, purchaseFromJson);
        r.provenance("provenance", c.specProvenance, kRequired);
        JsonReader figures = r.object("figure_provenance", kOptional);
        for (const std::string &key : figures.keys())
            figures.provenance(key, c.figureProvenance[key], kRequired);
        r.text("notes", c.notesZh, c.notes, kOptional);
        return finish(r, path, std::move(c), Completeness::Complete);
    });
}

Result<Facility> facilityFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Facility> {
        JsonReader r(j, path);
        Facility f;
        r.string("id", f.id, kRequired);
        r.name(f.nameZh, f.nameEn, kRequired);
        readFields(r, f);
        r.provenance("provenance", f.provenance, kRequired);
        r.text("notes", f.notesZh, f.notes, kOptional);
        return finish(r, path, std::move(f), Completeness::Complete);
    });
}

Result<Contract> contractFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Contract> {
        JsonReader r(j, path);
        Contract c;
        r.string("id", c.id, kRequired);
        r.name(c.nameZh, c.nameEn, kRequired);
        readFields(r, c);
        r.provenance("provenance", c.provenance, kRequired);
        r.text("notes", c.notesZh, c.notes, kOptional);
        return finish(r, path, std::move(c), Completeness::Complete);
    });
}

Result<Assumption> assumptionFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Assumption> {
        JsonReader r(j, path);
        Assumption a;
        r.string("key", a.key, kRequired);
        r.range("value", a.value, kRequired);
        r.string("unit", a.unit, kRequired);
        r.provenance("provenance", a.provenance, kRequired);
        return finish(r, path, std::move(a), Completeness::Complete);
    });
}

Result<Workload> workloadFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Workload> {
        JsonReader r(j, path);
        Workload w;
        r.string("id", w.id, kRequired);
        userName(r, "name", w.nameZh, w.name);
        readFields(r, w);
        return finish(r, path, std::move(w), Completeness::Draft);
    });
}

Result<Option> optionFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Option> {
        JsonReader r(j, path);
        Option o;
        r.string("id", o.id, kRequired);
        userName(r, "name", o.nameZh, o.name);
        readFields(r, o);
        return finish(r, path, std::move(o), Completeness::Draft);
    });
}

Result<ChecklistEntry> checklistEntryFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<ChecklistEntry> {
        JsonReader r(j, path);
        ChecklistEntry e;
        r.string("item_id", e.itemId, kOptional);
        r.string("option_id", e.optionId, kOptional);
        r.enumeration("status", e.status, kOptional);
        r.string("note", e.note, kOptional);
        r.string("date", e.date, kOptional);
        r.string("checked_by", e.checkedBy, kOptional);
        if (!r.ok())
            return r.error();
        return e;
    });
}

Result<EvidenceRecord> evidenceFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<EvidenceRecord> {
        JsonReader r(j, path);
        EvidenceRecord e;
        r.string("id", e.id, kRequired);
        r.string("option_id", e.optionId, kOptional);
        r.string("item_id", e.itemId, kOptional);
        r.enumeration("kind", e.kind, kRequired);
        r.string("file_name", e.fileName, kOptional);
        r.string("imported_utc", e.importedUtc, kOptional);
        r.string("text", e.text, kOptional);
        r.string("note", e.note, kOptional);
        if (!r.ok())
            return r.error();
        if (e.id.empty())
            return Error{ErrorCode::JsonInvalid, r.pathOf("id"), "", IssueCode::Required};
        // The project file keeps evidence text up to the cap; a bigger text
        // here would be refused on save.
        if (e.text.size() > kMaxEvidenceBytes)
            return Error{ErrorCode::JsonInvalid, r.pathOf("text"), std::to_string(e.text.size()),
                         IssueCode::OutOfRange};
        return e;
    });
}

Result<Procurement> procurementFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Procurement> {
        JsonReader r(j, path);
        Procurement p;
        r.number("capital_budget_cny", p.capitalBudgetCny, kOptional);
        r.number("monthly_budget_cny", p.monthlyBudgetCny, kOptional);
        r.boolean("restricted_card_source", p.restrictedCardSource, kOptional);
        return finish(r, path, std::move(p), Completeness::Complete);
    });
}

Result<Voucher> voucherFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<Voucher> {
        JsonReader r(j, path);
        Voucher v;
        r.string("id", v.id, kRequired);
        r.string("programme", v.programme, kRequired);
        r.string("preset", v.presetId, kOptional);
        r.number("share", v.share, kRequired);
        r.number("cap_cny_per_year", v.capCnyPerYear, kRequired);
        r.array("providers", v.providers, kOptional,
                [](const json &item, const std::string &itemPath) -> Result<std::string> {
                    if (!item.is_string())
                        return wrongType(ErrorCode::JsonType, itemPath, JsonKind::String);
                    return item.get<std::string>();
                });
        r.number("refund_months", v.refundMonths, kOptional);
        r.range("approval", v.approval, kOptional);
        r.string("notes", v.notes, kOptional);
        return finish(r, path, std::move(v), Completeness::Complete);
    });
}

Result<ProviderQuote> quoteFromJson(const json &j, const std::string &path)
{
    return guarded(path, [&]() -> Result<ProviderQuote> {
        JsonReader r(j, path);
        ProviderQuote q;
        r.string("id", q.id, kRequired);
        r.string("provider", q.provider, kRequired);
        r.string("quoted_on", q.quotedOn, kRequired);
        r.string("valid_until", q.validUntil, kOptional);
        r.string("card", q.cardId, kRequired);
        r.integer("cards", q.cards, kOptional);
        r.number("price_cny", q.priceCny, kRequired);
        r.enumeration("per", q.per, kRequired);
        r.integer("term_months", q.termMonths, kOptional);
        r.array(
            "includes", q.includes, kOptional,
            [](const json &item, const std::string &itemPath) -> Result<QuoteItem> {
                if (!item.is_string())
                    return wrongType(ErrorCode::JsonType, itemPath, JsonKind::String);
                const auto value = fromCode<QuoteItem>(item.get<std::string>());
                if (!value)
                    return Error{ErrorCode::JsonEnum, itemPath, oneLine(item.get<std::string>())};
                return *value;
            });
        r.number("bandwidth_mbps", q.bandwidthMbps, kOptional);
        r.number("storage_tb", q.storageTb, kOptional);
        r.integer("min_term_months", q.minTermMonths, kOptional);
        r.number("setup_fee_cny", q.setupFeeCny, kOptional);
        r.number("deposit_cny", q.depositCny, kOptional);
        r.boolean("confirmed", q.confirmed, kOptional);
        r.string("notes", q.notes, kOptional);
        return finish(r, path, std::move(q), Completeness::Complete);
    });
}

Result<Project> projectFromJson(const json &j)
{
    return guarded("", [&]() -> Result<Project> {
        JsonReader r(j, "");
        std::string format(kProjectFormat);
        if (r.string("format", format, kOptional) && format != kProjectFormat)
            return Error{ErrorCode::JsonNotProject, "/format", oneLine(format)};
        int schema = kProjectSchema;
        if (r.integer("schema", schema, kOptional) && schema != kProjectSchema) {
            if (schema > kProjectSchema)
                return Error{ErrorCode::JsonTooNew, "/schema", std::to_string(schema)};
            return Error{ErrorCode::JsonInvalid, "/schema", std::to_string(schema),
                         IssueCode::OutOfRange};
        }

        Project p;
        JsonReader meta = r.object("meta", kOptional);
        userName(meta, "title", p.meta.titleZh, p.meta.title);
        meta.string("client", p.meta.client, kOptional);
        meta.string("author", p.meta.author, kOptional);
        meta.string("currency", p.meta.currency, kOptional);
        meta.string("created_utc", p.meta.createdUtc, kOptional);
        meta.string("modified_utc", p.meta.modifiedUtc, kOptional);
        meta.string("notes", p.meta.notes, kOptional);
        if (r.ok() && j.contains("procurement")) {
            auto procurement = procurementFromJson(j.at("procurement"), "/procurement");
            if (!procurement)
                return procurement.error();
            p.procurement = std::move(procurement).value();
        }
        r.array("workloads", p.workloads, kOptional, workloadFromJson);
        r.array("options", p.options, kOptional, optionFromJson);
        r.array("assumptions", p.assumptions, kOptional, assumptionFromJson);
        JsonReader user = r.object("user_catalog", kOptional);
        user.array("cards", p.userCatalog.cards, kOptional, cardFromJson);
        user.array("facilities", p.userCatalog.facilities, kOptional, facilityFromJson);
        user.array("contracts", p.userCatalog.contracts, kOptional, contractFromJson);
        r.array("checklist", p.checklist, kOptional, checklistEntryFromJson);
        r.array("evidence", p.evidence, kOptional, evidenceFromJson);
        r.array("disabled_cost_lines", p.disabledCostLines, kOptional,
                [](const json &item, const std::string &itemPath) -> Result<std::string> {
                    if (!item.is_string())
                        return wrongType(ErrorCode::JsonType, itemPath, JsonKind::String);
                    return item.get<std::string>();
                });
        r.array("vouchers", p.vouchers, kOptional, voucherFromJson);
        r.array("quotes", p.quotes, kOptional, [](const json &item, const std::string &itemPath) {
            return quoteFromJson(item, itemPath);
        });
        if (!r.ok())
            return r.error();
        // The file it becomes would be refused on open.
        if (auto e = exceededLimit(p, ""))
            return *e;

        // Ids are keys in the project file; unknown references, by contrast,
        // depend on the catalog and are left to the validation panel. A cost
        // line code does not depend on the catalog: one this version does not
        // price is refused like an unknown enum value.
        for (const ValidationIssue &issue : validate(p, KnownIds{}))
            if (issue.code == IssueCode::DuplicateId || issue.code == IssueCode::UnknownCode) {
                ValidationIssue shown = issue;
                shown.value = oneLine(issue.value);
                return invalidValue(ErrorCode::JsonInvalid, fieldPointer(issue.field), shown);
            }
        // The model keeps the codes sorted (the project file's order).
        std::sort(p.disabledCostLines.begin(), p.disabledCostLines.end());
        return p;
    });
}

// --- text ------------------------------------------------------------------

std::string projectToJsonText(const Project &p)
{
    // Replace rather than throw on invalid UTF-8 that slipped into a string.
    return toJson(p).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

Result<Project> projectFromJsonText(std::string_view text)
{
    Result<json> j = parseJson(text);
    if (!j)
        return j.error();
    return projectFromJson(j.value());
}

} // namespace suanpan
