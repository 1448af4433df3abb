#include "JsonRead.h"

#include <charconv>
#include <climits>
#include <cmath>

#include "JsonCodec.h"
#include "util/Utf8.h"

namespace suanpan {

std::string jsonPointer(const std::string &path, std::string_view key)
{
    std::string out = path;
    out += '/';
    for (const char ch : key) {
        if (ch == '~')
            out += "~0";
        else if (ch == '/')
            out += "~1";
        else
            out += ch;
    }
    return out;
}

std::string numberText(double v)
{
    char buf[32];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    return std::string(buf, end);
}

JsonReader::JsonReader(const nlohmann::json &value, std::string path)
    : m_error(&m_ownError), m_path(std::move(path))
{
    if (value.is_object())
        m_object = &value;
    else
        fail(wrongType(ErrorCode::JsonType, m_path, JsonKind::Object));
}

JsonReader::JsonReader(const nlohmann::json *object, std::string path, std::optional<Error> *slot)
    : m_error(slot), m_object(object), m_path(std::move(path))
{
}

Error fileError(Error e, std::string_view area, const std::string &fileName)
{
    e.code = filedUnder(e.code, area);
    e.subject = oneLine(e.subject.empty() ? fileName : fileName + ":" + e.subject);
    e.detail = oneLine(e.detail);
    return e;
}

void JsonReader::fail(Error error)
{
    if (!ok())
        return;
    // A refusal quotes what it read (an unknown enum value, a duplicate id),
    // and a JSON string can carry escaped line breaks: keep it one line.
    error.subject = oneLine(error.subject);
    error.detail = oneLine(error.detail);
    *m_error = std::move(error);
}

const nlohmann::json *JsonReader::field(std::string_view key, Need need)
{
    if (!ok() || !m_object)
        return nullptr;
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required)
            fail({ErrorCode::JsonMissing, pathOf(key), ""});
        return nullptr;
    }
    return &*it;
}

JsonReader JsonReader::object(std::string_view key, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (value && !value->is_object()) {
        fail(wrongType(ErrorCode::JsonType, pathOf(key), JsonKind::Object));
        value = nullptr;
    }
    return JsonReader(value, pathOf(key), m_error);
}

std::vector<std::string> JsonReader::keys() const
{
    std::vector<std::string> out;
    if (ok() && m_object)
        for (const auto &item : m_object->items())
            out.push_back(item.key());
    return out;
}

bool JsonReader::number(std::string_view key, double &out, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (!value)
        return false;
    if (!value->is_number()) {
        fail(wrongType(ErrorCode::JsonType, pathOf(key), JsonKind::Number));
        return false;
    }
    const double v = value->get<double>();
    // The parser never yields NaN or infinity, but a document built in code can.
    if (!std::isfinite(v)) {
        fail({ErrorCode::JsonInvalid, pathOf(key), numberText(v), IssueCode::NotFinite});
        return false;
    }
    out = v;
    return true;
}

bool JsonReader::number(std::string_view key, std::optional<double> &out, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (!value)
        return false;
    if (value->is_null()) {
        out.reset();
        return true;
    }
    double v = 0.0;
    if (!number(key, v, need))
        return false;
    out = v;
    return true;
}

bool JsonReader::integer(std::string_view key, int &out, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (!value)
        return false;
    bool fits = false;
    if (value->is_number_unsigned()) {
        fits = value->get<std::uint64_t>() <= static_cast<std::uint64_t>(INT_MAX);
    } else if (value->is_number_integer()) {
        const auto v = value->get<std::int64_t>();
        fits = v >= INT_MIN && v <= INT_MAX;
    } else if (value->is_number_float()) {
        const double v = value->get<double>();
        if (!std::isfinite(v) || std::trunc(v) != v) {
            fail(wrongType(ErrorCode::JsonType, pathOf(key), JsonKind::Integer));
            return false;
        }
        fits = v >= INT_MIN && v <= INT_MAX;
    } else {
        fail(wrongType(ErrorCode::JsonType, pathOf(key), JsonKind::Integer));
        return false;
    }
    if (!fits) {
        fail({ErrorCode::JsonInvalid, pathOf(key), value->dump(), IssueCode::OutOfRange});
        return false;
    }
    out = value->is_number_float() ? static_cast<int>(value->get<double>()) : value->get<int>();
    return true;
}

bool JsonReader::boolean(std::string_view key, bool &out, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (!value)
        return false;
    if (!value->is_boolean()) {
        fail(wrongType(ErrorCode::JsonType, pathOf(key), JsonKind::Boolean));
        return false;
    }
    out = value->get<bool>();
    return true;
}

bool JsonReader::string(std::string_view key, std::string &out, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (!value)
        return false;
    if (!value->is_string()) {
        fail(wrongType(ErrorCode::JsonType, pathOf(key), JsonKind::String));
        return false;
    }
    out = value->get<std::string>();
    return true;
}

bool JsonReader::range(std::string_view key, Range &out, Need need)
{
    JsonReader r = object(key, need);
    if (!r.present())
        return false;
    Range value;
    r.number("low", value.low, Need::Required);
    r.number("likely", value.likely, Need::Required);
    r.number("high", value.high, Need::Required);
    if (!ok())
        return false;
    out = value;
    return true;
}

bool JsonReader::range(std::string_view key, std::optional<Range> &out, Need need)
{
    Range value;
    if (!range(key, value, need))
        return false;
    out = value;
    return true;
}

bool JsonReader::provenance(std::string_view key, Provenance &out, Need need)
{
    JsonReader r = object(key, need);
    if (!r.present())
        return false;
    Provenance value;
    r.text("source", value.sourceZh, value.source, Need::Required);
    r.string("date", value.date, Need::Required);
    r.enumeration("confidence", value.confidence, Need::Required);
    if (!ok())
        return false;
    out = std::move(value);
    return true;
}

bool JsonReader::name(std::string &zh, std::string &en, Need need)
{
    return bilingual("name", zh, en, need);
}

bool JsonReader::bilingual(std::string_view key, std::string &zh, std::string &en, Need need)
{
    JsonReader r = object(key, need);
    if (!r.present())
        return false;
    r.string("zh", zh, Need::Required);
    r.string("en", en, Need::Required);
    return ok();
}

bool JsonReader::text(std::string_view key, std::string &zh, std::string &en, Need need)
{
    const nlohmann::json *value = field(key, need);
    if (!value)
        return false;
    if (value->is_string())
        return string(key, en, need);
    JsonReader r = object(key, need);
    if (!r.present())
        return false;
    r.string("zh", zh, Need::Optional);
    r.string("en", en, Need::Optional);
    return ok();
}

namespace {

using nlohmann::json;

// Limits for untrusted text: far above any real project or catalog, far
// below what would exhaust memory or the stack of a recursive consumer.
constexpr std::size_t kMaxTextBytes = 64u << 20;
constexpr std::size_t kMaxDepth = 64;

// The parser's message quotes the token it was reading ("last read: ..."),
// which for an unterminated string is the rest of the input: keep it short.
std::string parseMessage(std::size_t position, std::string_view what)
{
    constexpr std::size_t kMaxMessage = 240;
    std::string out = "byte " + std::to_string(position) + ": ";
    // The parser quotes the offending input, which may be invalid UTF-8:
    // keep printable ASCII only, so the message is safe to show anywhere.
    for (char c : what.substr(0, kMaxMessage)) {
        const auto u = static_cast<unsigned char>(c);
        out += (u >= 0x20 && u < 0x7f) ? c : '?';
    }
    if (what.size() > kMaxMessage)
        out += "...";
    return out;
}

// SAX pass that only tracks nesting, so an over-deep document is refused
// before any DOM is built (and before anything recurses over it).
class DepthLimit final
{
public:
    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(json::number_integer_t) { return true; }
    bool number_unsigned(json::number_unsigned_t) { return true; }
    bool number_float(json::number_float_t, const json::string_t &) { return true; }
    bool string(json::string_t &) { return true; }
    bool binary(json::binary_t &) { return true; }
    bool key(json::string_t &) { return true; }
    bool start_object(std::size_t) { return enter(); }
    bool start_array(std::size_t) { return enter(); }
    bool end_object() { return leave(); }
    bool end_array() { return leave(); }

    bool parse_error(std::size_t position, const std::string &, const json::exception &e)
    {
        m_error = Error{ErrorCode::JsonParse, "", parseMessage(position, e.what())};
        return false;
    }

    const std::optional<Error> &error() const { return m_error; }

private:
    bool enter()
    {
        if (++m_depth <= kMaxDepth)
            return true;
        m_error = Error{ErrorCode::JsonTooDeep, "", std::to_string(kMaxDepth)};
        return false;
    }

    bool leave()
    {
        --m_depth;
        return true;
    }

    std::size_t m_depth = 0;
    std::optional<Error> m_error;
};

} // namespace

Result<nlohmann::json> parseJson(std::string_view text)
{
    if (text.size() > kMaxTextBytes)
        return Error{ErrorCode::JsonTooLarge, "", std::to_string(text.size())};
    // Skipped here rather than left to the JSON library, so every importer
    // treats a byte-order mark alike (util/Utf8.h).
    text = skipUtf8Bom(text);
    // The JSON library stops at a NUL byte as at the end of the text, so
    // "123<NUL>garbage" would read as 123. JSON has no place for a raw NUL
    // (inside a string it must be escaped), so any is an error.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return Error{ErrorCode::JsonParse, "", "byte " + std::to_string(nul) + ": NUL byte"};
    try {
        DepthLimit limit;
        if (!json::sax_parse(text.begin(), text.end(), &limit))
            return limit.error().value_or(Error{ErrorCode::JsonParse, "", ""});
        return json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        // Not expected after the SAX pass accepted the text; kept for safety.
        return Error{ErrorCode::JsonParse, "", parseMessage(e.byte, e.what())};
    } catch (const json::exception &e) {
        return Error{ErrorCode::JsonParse, "", parseMessage(0, e.what())};
    }
}

} // namespace suanpan
