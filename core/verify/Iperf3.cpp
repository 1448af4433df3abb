#include "Iperf3.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "TextScan.h"
#include "io/JsonCodec.h"
#include "util/Utf8.h"

namespace suanpan {

using nlohmann::json;

namespace {

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// iperf3 -J starts its object at the beginning of a line; a warning printed
// before it might itself contain a brace, so prefer a line-leading one.
std::size_t objectStart(std::string_view text)
{
    bool lineStart = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '{' && lineStart)
            return i;
        if (c == '\n')
            lineStart = true;
        else if (c != ' ' && c != '\t' && c != '\r')
            lineStart = false;
    }
    return text.find('{');
}

struct Extracted {
    std::string json;
    bool closed = false;
};

// Copies the top-level object that starts at `start`, stopping where it
// closes (so trailing text is ignored), and turns the bare words nan, -nan,
// inf and infinity outside strings into null: older iperf3 builds print
// them via printf("%f") and they are not JSON.
Extracted extractObject(std::string_view text, std::size_t start)
{
    Extracted out;
    out.json.reserve(text.size() - start);
    bool inString = false;
    bool escaped = false;
    long depth = 0;
    std::size_t i = start;
    while (i < text.size()) {
        const char c = text[i];
        if (inString) {
            out.json += c;
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            ++i;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
            if (depth <= 0) {
                out.json += c;
                out.closed = true;
                return out;
            }
        } else if (isDigit(c) || (c == '-' && i + 1 < text.size() && isDigit(text[i + 1]))) {
            // A number, copied whole so its exponent's 'e' is not read as a word.
            const std::size_t begin = i++;
            while (i < text.size() && (isDigit(text[i]) || text[i] == '.' || text[i] == 'e' ||
                                       text[i] == 'E' || text[i] == '+' || text[i] == '-'))
                ++i;
            out.json.append(text.substr(begin, i - begin));
            continue;
        } else if (isLetter(c) || (c == '-' && i + 1 < text.size() && isLetter(text[i + 1]))) {
            const std::size_t begin = i++;
            while (i < text.size() && isLetter(text[i]))
                ++i;
            const std::string_view word = text.substr(begin, i - begin);
            const std::string bare = textscan::lower(word[0] == '-' ? word.substr(1) : word);
            if (bare == "nan" || bare == "inf" || bare == "infinity")
                out.json += "null";
            else
                out.json.append(word);
            continue;
        }
        out.json += c;
        ++i;
    }
    return out;
}

// json.parse -> iperf3.parse. The parser's message quotes the bytes it
// choked on, which in hostile input need not be UTF-8.
Error renamed(Error e)
{
    e.code = filedUnder(e.code, "iperf3");
    e.detail = textscan::cleanToolText(e.detail);
    return e;
}

// Typed, non-throwing access to the parsed document. Like JsonReader, only
// the first problem is kept; null (a replaced NaN) reads as absent.
class Reader final
{
public:
    const json *child(const json *parent, std::string_view key) const
    {
        if (!parent || !parent->is_object())
            return nullptr;
        const auto it = parent->find(key);
        return it == parent->end() || it->is_null() ? nullptr : &*it;
    }

    const json *object(const json *parent, std::string_view key, const std::string &path)
    {
        const json *v = child(parent, key);
        if (v && !v->is_object()) {
            fail(wrongType(ErrorCode::Iperf3Type, path, JsonKind::Object));
            return nullptr;
        }
        return v;
    }

    std::optional<double> number(const json *parent, std::string_view key, const std::string &path,
                                 bool nonNegative = true)
    {
        const json *v = child(parent, key);
        if (!v)
            return std::nullopt;
        if (!v->is_number()) {
            fail(wrongType(ErrorCode::Iperf3Type, path, JsonKind::Number));
            return std::nullopt;
        }
        const double d = v->get<double>();
        if (!std::isfinite(d))
            return std::nullopt;
        if (nonNegative && d < 0) {
            fail({ErrorCode::Iperf3Invalid, path, "negative"});
            return std::nullopt;
        }
        return d;
    }

    std::optional<long long> integer(const json *parent, std::string_view key,
                                     const std::string &path)
    {
        const std::optional<double> d = number(parent, key, path);
        if (!d)
            return std::nullopt;
        // Counters fit easily; anything beyond is hostile and is clamped.
        constexpr double kMax = 9.0e18;
        return static_cast<long long>(std::min(std::floor(*d), kMax));
    }

    std::string string(const json *parent, std::string_view key, const std::string &path)
    {
        const json *v = child(parent, key);
        if (!v)
            return {};
        if (!v->is_string()) {
            fail(wrongType(ErrorCode::Iperf3Type, path, JsonKind::String));
            return {};
        }
        return v->get<std::string>();
    }

    void fail(Error e)
    {
        if (!m_error)
            m_error = std::move(e);
    }
    const std::optional<Error> &error() const { return m_error; }

private:
    std::optional<Error> m_error;
};

std::string lowerAscii(std::string s)
{
    return textscan::lower(s);
}

} // namespace

std::optional<double> Iperf3Facts::bitsPerSecond() const
{
    return receivedBitsPerSecond ? receivedBitsPerSecond : sentBitsPerSecond;
}

namespace {

// The one JSON object in an iperf3 output (text before or after it, as a
// terminal capture has, is skipped), parsed.
Result<json> rootObject(std::string_view text)
{
    if (text.size() > textscan::kMaxEvidenceBytes)
        return Error{ErrorCode::Iperf3TooLarge, "", std::to_string(text.size())};
    // Before looking for the object: a BOM makes the first line's brace not
    // line-leading, and an indented inner object would be taken instead.
    text = skipUtf8Bom(text);
    const std::size_t start = objectStart(text);
    if (start == std::string_view::npos)
        return Error{ErrorCode::Iperf3Parse, "", "no JSON object"};
    const Extracted extracted = extractObject(text, start);
    if (!extracted.closed)
        return Error{ErrorCode::Iperf3Truncated, "", std::to_string(text.size() - start)};
    Result<json> parsed = parseJson(extracted.json);
    if (!parsed)
        return renamed(parsed.error());
    if (!parsed.value().is_object())
        return wrongType(ErrorCode::Iperf3Type, "/", JsonKind::Object);
    return parsed;
}

// The fastest single stream, as its receiver (else its sender) saw it:
// one stream runs over one link, whatever the total says.
std::optional<double> fastestStream(const json *streams)
{
    std::optional<double> fastest;
    if (!streams || !streams->is_array())
        return fastest;
    std::size_t seen = 0;
    for (const json &stream : *streams) {
        if (++seen > (1u << 20))
            break;
        if (!stream.is_object())
            continue;
        for (const char *side : {"receiver", "sender", "udp"}) {
            const auto it = stream.find(side);
            if (it == stream.end() || !it->is_object())
                continue;
            const auto bps = it->find("bits_per_second");
            if (bps == it->end() || !bps->is_number())
                continue;
            const double v = bps->get<double>();
            if (std::isfinite(v) && v >= 0.0)
                fastest = std::max(fastest.value_or(0.0), v);
            break;
        }
    }
    return fastest;
}

// The objects the figures sit in (any may be absent).
struct Sections {
    const json *start, *testStart, *end, *sumSent, *sumReceived, *sum;
};

// Protocol, streams, direction and the totals each side measured.
void readTest(Reader &r, const Sections &s, Iperf3Facts &f)
{
    f.version = r.string(s.start, "version", "/start/version");
    std::string protocol =
        lowerAscii(r.string(s.testStart, "protocol", "/start/test_start/protocol"));
    if (protocol.empty())
        protocol =
            r.child(s.sum, "jitter_ms") || r.child(s.sumReceived, "jitter_ms") ? "udp" : "tcp";
    f.protocol = protocol;
    if (const auto n = r.integer(s.testStart, "num_streams", "/start/test_start/num_streams"))
        f.streams = static_cast<int>(std::min<long long>(*n, std::numeric_limits<int>::max()));
    else if (const json *streams = r.child(s.end, "streams"); streams && streams->is_array())
        f.streams = static_cast<int>(std::min<std::size_t>(streams->size(), 1u << 20));
    f.fastestStreamBitsPerSecond = fastestStream(r.child(s.end, "streams"));
    if (const auto rev = r.integer(s.testStart, "reverse", "/start/test_start/reverse"))
        f.reverse = *rev != 0;

    f.sentBitsPerSecond = r.number(s.sumSent, "bits_per_second", "/end/sum_sent/bits_per_second");
    f.receivedBitsPerSecond =
        r.number(s.sumReceived, "bits_per_second", "/end/sum_received/bits_per_second");
    if (!f.sentBitsPerSecond && !f.receivedBitsPerSecond)
        f.sentBitsPerSecond = r.number(s.sum, "bits_per_second", "/end/sum/bits_per_second");
    f.retransmits = r.integer(s.sumSent, "retransmits", "/end/sum_sent/retransmits");
}

// UDP loss and jitter are measured by the receiver: 3.1-3.6 put them in
// "sum" only, later versions in "sum" and "sum_received".
void readUdp(Reader &r, const Sections &s, bool sumHasFields, Iperf3Facts &f)
{
    const json *udp = sumHasFields ? s.sum : s.sumReceived;
    const std::string udpPath = udp == s.sum ? "/end/sum" : "/end/sum_received";
    f.jitterMs = r.number(udp, "jitter_ms", udpPath + "/jitter_ms");
    f.lostPercent = r.number(udp, "lost_percent", udpPath + "/lost_percent");
    f.lostPackets = r.integer(udp, "lost_packets", udpPath + "/lost_packets");
    f.packets = r.integer(udp, "packets", udpPath + "/packets");
}

// How long it ran, the hosts' CPU and the intervals reported.
void readRun(Reader &r, const json &root, const Sections &s, Iperf3Facts &f)
{
    std::optional<double> seconds = r.number(s.sumReceived, "seconds", "/end/sum_received/seconds");
    if (!seconds)
        seconds = r.number(s.sumSent, "seconds", "/end/sum_sent/seconds");
    if (!seconds)
        seconds = r.number(s.sum, "seconds", "/end/sum/seconds");
    if (!seconds)
        seconds = r.number(s.testStart, "duration", "/start/test_start/duration");
    f.durationSeconds = seconds.value_or(0.0);

    const json *cpu = r.object(s.end, "cpu_utilization_percent", "/end/cpu_utilization_percent");
    f.hostCpuPercent = r.number(cpu, "host_total", "/end/cpu_utilization_percent/host_total");
    f.remoteCpuPercent = r.number(cpu, "remote_total", "/end/cpu_utilization_percent/remote_total");
    if (const json *intervals = r.child(&root, "intervals"); intervals && intervals->is_array())
        f.intervals = static_cast<int>(std::min<std::size_t>(intervals->size(), 1u << 30));
}

// Where it connected: the server named, and each connection's addresses.
void readConnections(Reader &r, const Sections &s, Iperf3Facts &f)
{
    const json *connectingTo = r.object(s.start, "connecting_to", "/start/connecting_to");
    f.remoteHost = r.string(connectingTo, "host", "/start/connecting_to/host");
    const json *connected = r.child(s.start, "connected");
    if (connected && connected->is_array()) {
        f.connections.reserve(connected->size());
        for (std::size_t i = 0; i < connected->size() && !r.error(); ++i) {
            const json *c = &(*connected)[i];
            const std::string path = "/start/connected/" + std::to_string(i);
            f.connections.push_back({r.string(c, "local_host", path + "/local_host"),
                                     r.string(c, "remote_host", path + "/remote_host")});
        }
    }
    if (f.remoteHost.empty() && !f.connections.empty())
        f.remoteHost = f.connections.front().remoteAddress;
}

} // namespace

Result<Iperf3Facts> parseIperf3Json(std::string_view text)
{
    const Result<json> parsed = rootObject(text);
    if (!parsed)
        return parsed.error();
    const json &root = parsed.value();

    Reader r;
    const std::string error = r.string(&root, "error", "/error");
    Sections s{};
    s.start = r.object(&root, "start", "/start");
    s.testStart = r.object(s.start, "test_start", "/start/test_start");
    s.end = r.object(&root, "end", "/end");
    s.sumSent = r.object(s.end, "sum_sent", "/end/sum_sent");
    s.sumReceived = r.object(s.end, "sum_received", "/end/sum_received");
    s.sum = r.object(s.end, "sum", "/end/sum");
    if (r.error())
        return *r.error();
    const auto hasFields = [](const json *o) { return o && !o->empty(); };
    if (!hasFields(s.sumSent) && !hasFields(s.sumReceived) && !hasFields(s.sum)) {
        if (!error.empty())
            return Error{ErrorCode::Iperf3RunError, "/error",
                         oneLine(textscan::excerpt(error, 200))};
        return Error{ErrorCode::Iperf3Missing, s.end ? "/end/sum_received" : "/end", ""};
    }

    Iperf3Facts f;
    f.runError = error;
    readTest(r, s, f);
    readUdp(r, s, hasFields(s.sum), f);
    readRun(r, root, s, f);
    readConnections(r, s, f);
    if (r.error())
        return *r.error();
    return f;
}

} // namespace suanpan
