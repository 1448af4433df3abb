#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "Range.h"

namespace suanpan {

// One scalar field of an entity, written once: where JSON keeps it, which
// SQLite column holds it, how validation names it, and the member it reads
// and writes. The JSON codec (io/JsonCodec.cpp), the project file's rows
// (store/ProjectRows.cpp), validation and the UI's edit commands, forms and
// labels are built from the tables (model/WorkloadFields.h, OptionFields.h,
// CardFields.h, FacilityFields.h, ContractFields.h), so a new field is one
// line there plus its label.

// How a field is stored, from its member's type: JSON number (integer or
// not), boolean or string, SQLite INTEGER, REAL or TEXT; an enum is stored
// as its code (model/Enums.h). Catalog entries, kept as JSON, also hold
// low/likely/high ranges ({"low", "likely", "high"}), a range that may be
// unset (left out of the file) and a number per enum code (a card's peak
// FLOP/s per precision: {"bf16": ..., "fp8": ...}).
enum class FieldKind { Integer, Real, Boolean, Text, Code, Range, OptionalRange, PerCode };

template <class T> struct IsPerCode : std::false_type {
};
template <class E> struct IsPerCode<std::map<E, double>> : std::is_enum<E> {
};

template <class T> constexpr FieldKind fieldKindOf()
{
    if constexpr (std::is_same_v<T, bool>)
        return FieldKind::Boolean;
    else if constexpr (std::is_same_v<T, int>)
        return FieldKind::Integer;
    else if constexpr (std::is_same_v<T, double>)
        return FieldKind::Real;
    else if constexpr (std::is_same_v<T, std::string>)
        return FieldKind::Text;
    else if constexpr (std::is_same_v<T, Range>)
        return FieldKind::Range;
    else if constexpr (std::is_same_v<T, std::optional<Range>>)
        return FieldKind::OptionalRange;
    else if constexpr (IsPerCode<T>::value)
        return FieldKind::PerCode;
    else {
        static_assert(std::is_enum_v<T>, "a table field is int, double, bool, text, an enum, a "
                                         "range or a number per enum code");
        return FieldKind::Code;
    }
}

// Whether a file must give the field. A project's workloads and options are
// drafts (every field optional); catalog entries must be complete.
enum class FieldNeed {
    Optional, // may be left out: it keeps its default
    Required, // must be given, and so must the nested object holding it ("link")
    InObject, // must be given when its optional nested object is ("network.fabric")
    WhenSet,  // optional, and left out of the file while empty ("market_status_since")
};

// Short names for the tables' lines.
namespace fields {
inline constexpr FieldNeed kRequired = FieldNeed::Required;
inline constexpr FieldNeed kInObject = FieldNeed::InObject;
inline constexpr FieldNeed kWhenSet = FieldNeed::WhenSet;
} // namespace fields

template <class M> struct MemberPointer;
template <class C, class T> struct MemberPointer<T C::*> {
    using Class = C;
};

// object.*First.*Rest...: a member, or a member of a member.
template <auto First, auto... Rest, class Object> constexpr auto &memberOf(Object &object)
{
    if constexpr (sizeof...(Rest) == 0)
        return object.*First;
    else
        return memberOf<Rest...>(object.*First);
}

// The field at object.*Members... (one member, or a member of a nested
// struct such as Workload::model then ModelShape::layers).
template <auto First, auto... Rest> struct FieldSpec {
    using Entity = typename MemberPointer<decltype(First)>::Class;
    using Value = std::remove_cvref_t<decltype(memberOf<First, Rest...>(std::declval<Entity &>()))>;
    static constexpr FieldKind kind = fieldKindOf<Value>();

    constexpr FieldSpec(const char *at, const char *column = nullptr) : path(at), columnName(column)
    {
    }
    constexpr FieldSpec(const char *at, FieldNeed required) : path(at), need(required) {}

    // The validation path, which is also where JSON keeps the field: "key"
    // at the top of the entity's object, "object.key" in a nested object
    // ("model.params_total" is "params_total" inside "model").
    const char *path;
    // The SQLite column when it is not the JSON key (nested fields were
    // flattened into one table: "model_source", "schedule_peak_hours").
    const char *columnName = nullptr;
    FieldNeed need = FieldNeed::Optional;

    // "model" for "model.params_total"; empty at the top.
    constexpr std::string_view object() const
    {
        const std::string_view p(path);
        const std::size_t dot = p.find('.');
        return dot == std::string_view::npos ? std::string_view() : p.substr(0, dot);
    }
    // The JSON key inside object() (a NUL-terminated tail of `path`).
    constexpr const char *key() const
    {
        return object().empty() ? path : path + object().size() + 1;
    }
    constexpr const char *column() const { return columnName ? columnName : key(); }

    static constexpr Value &of(Entity &e) { return memberOf<First, Rest...>(e); }
    static constexpr const Value &of(const Entity &e) { return memberOf<First, Rest...>(e); }
};

// Calls visit(spec) for each spec of a table (a tuple of FieldSpecs), in order.
template <class Table, class Visit> constexpr void forEachSpec(const Table &table, Visit &&visit)
{
    std::apply([&](const auto &...spec) { (visit(spec), ...); }, table);
}

// Calls visit(spec, member) for each field of `entity` in its table's order;
// `member` is const when `entity` is. fieldTable(entity) names the table.
template <class Entity, class Visit> constexpr void forEachField(Entity &entity, Visit &&visit)
{
    forEachSpec(fieldTable(entity), [&](const auto &spec) { visit(spec, spec.of(entity)); });
}

} // namespace suanpan
