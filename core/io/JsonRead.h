#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/Enums.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

// Internal to core/io: the typed field reader behind JsonCodec.

enum class Need { Required, Optional };

// `path` + "/" + `key` with the key escaped per RFC 6901 (~ -> ~0, / -> ~1).
std::string jsonPointer(const std::string &path, std::string_view key);

// Shortest text that reads back as the same double ("nan", "inf" included).
std::string numberText(double v);

// A reader's error as the refusal of one file of `area` ("catalog",
// "checklist"): json.* codes become <area>.*, the subject is prefixed with
// the file name, and the subject and detail are one line of valid UTF-8 (they
// quote what the file said: ids, values, the parser's excerpt).
Error fileError(Error e, std::string_view area, const std::string &fileName);

// Reads the fields of one JSON object into model values, naming each field by
// its JSON pointer. Only the first problem is kept and every later read does
// nothing, so a decoder reads all fields straight through and checks once at
// the end. Child readers share their parent's error slot.
//
// Getters return true when they stored a value. A missing optional field
// leaves the target untouched (the struct default); present with the wrong
// type is always an error.
class JsonReader final
{
public:
    // `value` must be an object, else "json.type" at `path`.
    JsonReader(const nlohmann::json &value, std::string path);
    JsonReader(const JsonReader &) = delete;
    JsonReader &operator=(const JsonReader &) = delete;

    bool ok() const { return !m_error->has_value(); }
    const Error &error() const { return **m_error; }
    std::string pathOf(std::string_view key) const { return jsonPointer(m_path, key); }
    void fail(Error error);

    // The object at `key`. When it is absent (or an error occurred) the child
    // reads nothing, so required fields inside an absent optional object are
    // not reported.
    JsonReader object(std::string_view key, Need need);
    bool present() const { return m_object != nullptr; }
    std::vector<std::string> keys() const;

    bool number(std::string_view key, double &out, Need need);
    // A number that may be unset: null reads as unset.
    bool number(std::string_view key, std::optional<double> &out, Need need);
    bool integer(std::string_view key, int &out, Need need);
    bool boolean(std::string_view key, bool &out, Need need);
    bool string(std::string_view key, std::string &out, Need need);
    template <class E> bool enumeration(std::string_view key, E &out, Need need);
    bool range(std::string_view key, Range &out, Need need);
    bool range(std::string_view key, std::optional<Range> &out, Need need);
    bool provenance(std::string_view key, Provenance &out, Need need);
    // "name": {"zh": ..., "en": ...}, both required inside.
    bool name(std::string &zh, std::string &en, Need need);
    // `key`: {"zh": ..., "en": ...}, both required inside.
    bool bilingual(std::string_view key, std::string &zh, std::string &en, Need need);
    // A text people read, in one or both languages: a plain string (read into
    // `en`, the field's meaning before it had two languages: a user's entry
    // in whatever language it was typed) or {"zh": ..., "en": ...} with
    // either half optional.
    bool text(std::string_view key, std::string &zh, std::string &en, Need need);

    // The array at `key`, each element through decode(element, path) -> Result<T>.
    // `out` is replaced only when every element decoded.
    template <class T, class Decode>
    bool array(std::string_view key, std::vector<T> &out, Need need, Decode decode);

private:
    JsonReader(const nlohmann::json *object, std::string path, std::optional<Error> *slot);
    // The value at `key`, or null when absent (json.missing if required) or
    // when an earlier read failed.
    const nlohmann::json *field(std::string_view key, Need need);

    std::optional<Error> m_ownError;
    std::optional<Error> *m_error;
    const nlohmann::json *m_object = nullptr; // null: absent, not an object, or failed
    std::string m_path;
};

template <class E> bool JsonReader::enumeration(std::string_view key, E &out, Need need)
{
    std::string code;
    if (!string(key, code, need))
        return false;
    const std::optional<E> value = fromCode<E>(code);
    if (!value) {
        fail({ErrorCode::JsonEnum, pathOf(key), code});
        return false;
    }
    out = *value;
    return true;
}

template <class T, class Decode>
bool JsonReader::array(std::string_view key, std::vector<T> &out, Need need, Decode decode)
{
    const nlohmann::json *items = field(key, need);
    if (!items)
        return false;
    const std::string base = pathOf(key);
    if (!items->is_array()) {
        fail(wrongType(ErrorCode::JsonType, base, JsonKind::Array));
        return false;
    }
    std::vector<T> decoded;
    decoded.reserve(items->size());
    for (std::size_t i = 0; i < items->size(); ++i) {
        Result<T> item = decode((*items)[i], base + "/" + std::to_string(i));
        if (!item) {
            fail(item.error());
            return false;
        }
        decoded.push_back(std::move(item).value());
    }
    out = std::move(decoded);
    return true;
}

} // namespace suanpan
