#include "verify/Address.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

#include <arpa/inet.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace suanpan {

namespace {

using Ip6 = std::array<std::uint8_t, 16>;

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() &&
           (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n'))
        s.remove_prefix(1);
    while (!s.empty() &&
           (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

// One part of an inet_aton() address: decimal, octal (leading 0) or hex (0x).
std::optional<std::uint64_t> atonPart(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    unsigned base = 10;
    if (s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s.remove_prefix(2);
    } else if (s.size() > 1 && s[0] == '0') {
        base = 8;
        s.remove_prefix(1);
    }
    std::uint64_t v = 0;
    for (const char c : s) {
        unsigned d = 0;
        if (c >= '0' && c <= '9')
            d = unsigned(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = unsigned(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = unsigned(c - 'A' + 10);
        else
            return std::nullopt;
        if (d >= base)
            return std::nullopt;
        v = v * base + d;
        if (v > 0xFFFFFFFFu)
            return std::nullopt;
    }
    return v;
}

// IPv4 as inet_aton() reads it (POSIX inet_addr): a, a.b (b: 24 bits),
// a.b.c (c: 16 bits) or a.b.c.d, each part in any of its radixes.
std::optional<std::uint32_t> parseIpv4(std::string_view s)
{
    std::vector<std::uint64_t> parts;
    while (true) {
        const auto dot = s.find('.');
        const auto part = atonPart(s.substr(0, dot));
        if (!part || parts.size() == 4)
            return std::nullopt;
        parts.push_back(*part);
        if (dot == std::string_view::npos)
            break;
        s.remove_prefix(dot + 1);
    }
    std::uint64_t value = 0;
    const std::size_t n = parts.size();
    for (std::size_t i = 0; i + 1 < n; ++i) {
        if (parts[i] > 0xFF)
            return std::nullopt;
        value |= parts[i] << (24 - 8 * i);
    }
    const unsigned lastBits = unsigned(32 - 8 * (n - 1));
    if (lastBits < 32 && parts.back() >= (std::uint64_t(1) << lastBits))
        return std::nullopt;
    value |= parts.back();
    return std::uint32_t(value);
}

std::optional<Ip6> parseIpv6(std::string_view s)
{
    if (s.find(':') == std::string_view::npos || s.size() > 64)
        return std::nullopt;
    const std::string text(s);
    Ip6 out{};
    if (::inet_pton(AF_INET6, text.c_str(), out.data()) != 1)
        return std::nullopt;
    return out;
}

bool isLoopbackV4(std::uint32_t a)
{
    const unsigned first = a >> 24;
    return first == 127 || first == 0; // 127/8 loopback, 0/8 "this host" (RFC 1122)
}

std::uint32_t lastV4(const Ip6 &a)
{
    return (std::uint32_t(a[12]) << 24) | (std::uint32_t(a[13]) << 16) |
           (std::uint32_t(a[14]) << 8) | std::uint32_t(a[15]);
}

bool startsWith(const Ip6 &a, std::initializer_list<std::uint8_t> prefix)
{
    std::size_t i = 0;
    for (const std::uint8_t b : prefix)
        if (a[i++] != b)
            return false;
    return true;
}

// The IPv4 address inside an IPv6 one: mapped ::ffff:0:0/96, translated
// ::ffff:0:0:0/96, NAT64 64:ff9b::/96, compatible ::/96.
std::optional<std::uint32_t> embeddedV4(const Ip6 &a)
{
    if (startsWith(a, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff}) ||
        startsWith(a, {0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0}) ||
        startsWith(a, {0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0}) ||
        startsWith(a, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}))
        return lastV4(a);
    return std::nullopt;
}

bool isLoopbackV6(const Ip6 &a)
{
    const auto v4 = embeddedV4(a);
    if (!v4)
        return false;
    // In ::/96 only ::1, :: and a compatible 127/8 mean this host (::2:1
    // is no "0.2.0.1").
    if (startsWith(a, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}))
        return *v4 <= 1 || (*v4 >> 24) == 127;
    return isLoopbackV4(*v4);
}

// What iperf3 or a user wrote, taken apart: the host without brackets,
// port or zone, lower case, no trailing dot; and the zone id after '%' as
// written (interface names are case-sensitive), "%25" in brackets read as
// the '%' it encodes in a URI (RFC 6874).
struct HostAndZone {
    std::string host;
    std::string zone;
};

HostAndZone splitAddress(std::string_view address)
{
    std::string_view s = trim(address);
    bool bracketed = false;
    if (!s.empty() && s.front() == '[') {
        const auto close = s.find(']');
        s = s.substr(1, close == std::string_view::npos ? std::string_view::npos : close - 1);
        bracketed = true;
    } else if (const auto colon = s.find(':');
               colon != std::string_view::npos && s.find(':', colon + 1) == std::string_view::npos)
        s = s.substr(0, colon); // host:port (IPv6 has two colons at least)
    HostAndZone out;
    if (const auto percent = s.find('%'); percent != std::string_view::npos) {
        std::string_view zone = s.substr(percent + 1);
        if (bracketed && zone.size() > 2 && zone.starts_with("25"))
            zone.remove_prefix(2);
        out.zone = std::string(zone);
        s = s.substr(0, percent);
    }
    out.host = lower(s);
    if (!out.host.empty() && out.host.back() == '.')
        out.host.pop_back();
    return out;
}

std::string hostPart(std::string_view address)
{
    return splitAddress(address).host;
}

// An address that means something only on one interface (link-local
// unicast fe80::/10, interface- and link-local multicast ff01::/16,
// ff02::/16), so that its zone picks the interface.
bool isScopedV6(const Ip6 &a)
{
    return (a[0] == 0xfe && (a[1] & 0xc0) == 0x80) ||
           (a[0] == 0xff && ((a[1] & 0x0f) == 1 || (a[1] & 0x0f) == 2));
}

// The loopback interface as a zone names it: "lo" (Linux), "lo0" (BSD,
// macOS) or its index, 1 on all of them.
bool isLoopbackZone(const std::string &zone)
{
    return zone == "lo" || zone == "lo0" || zone == "1";
}

bool isLoopbackIp(const std::string &host)
{
    if (const auto v4 = parseIpv4(host))
        return isLoopbackV4(*v4);
    if (const auto v6 = parseIpv6(host))
        return isLoopbackV6(*v6);
    return false;
}

bool isLoopbackName(const std::string &host, std::string_view hosts)
{
    static constexpr std::string_view kNames[] = {"localhost",     "localhost.localdomain",
                                                  "localhost6",    "localhost6.localdomain6",
                                                  "ip6-localhost", "ip6-loopback"};
    for (const std::string_view name : kNames)
        if (host == name)
            return true;
    if (host.size() > 10 && host.ends_with(".localhost"))
        return true;
    // /etc/hosts: "address name [aliases...]  # comment".
    while (!hosts.empty()) {
        const auto end = hosts.find('\n');
        std::string_view line = hosts.substr(0, end);
        hosts.remove_prefix(end == std::string_view::npos ? hosts.size() : end + 1);
        if (const auto hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        std::vector<std::string> words;
        std::string word;
        for (const char c : line) {
            if (c == ' ' || c == '\t' || c == '\r') {
                if (!word.empty())
                    words.push_back(std::move(word));
                word.clear();
            } else {
                word += c;
            }
        }
        if (!word.empty())
            words.push_back(std::move(word));
        if (words.size() < 2 || !isLoopbackIp(hostPart(words[0])))
            continue;
        for (std::size_t i = 1; i < words.size(); ++i)
            if (hostPart(words[i]) == host)
                return true;
    }
    return false;
}

std::string readHosts()
{
    static constexpr std::size_t kMaxBytes = 1u << 20;
    const int fd = ::open("/etc/hosts", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return {};
    std::string text;
    struct stat st {
    };
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        char buf[4096];
        ssize_t n = 0;
        while (text.size() < kMaxBytes && (n = ::read(fd, buf, sizeof buf)) > 0)
            text.append(buf, std::size_t(n));
    }
    ::close(fd);
    return text.substr(0, kMaxBytes);
}

} // namespace

bool isLoopbackAddress(std::string_view address, std::string_view hosts)
{
    const HostAndZone parts = splitAddress(address);
    if (parts.host.empty())
        return false;
    // fe80::1%lo is a link-local address on the loopback interface: this
    // machine, whatever the address.
    if (isLoopbackZone(parts.zone))
        if (const auto v6 = parseIpv6(parts.host); v6 && isScopedV6(*v6))
            return true;
    return isLoopbackIp(parts.host) || isLoopbackName(parts.host, hosts);
}

bool isLoopbackAddress(std::string_view address)
{
    static const std::string hosts = readHosts();
    return isLoopbackAddress(address, hosts);
}

std::string canonicalAddress(std::string_view address)
{
    const std::string host = hostPart(address);
    std::optional<std::uint32_t> v4 = parseIpv4(host);
    if (!v4)
        if (const auto v6 = parseIpv6(host)) {
            if (startsWith(*v6, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff}))
                v4 = lastV4(*v6);
            else {
                char buf[INET6_ADDRSTRLEN] = {};
                ::inet_ntop(AF_INET6, v6->data(), buf, sizeof buf);
                return buf;
            }
        }
    if (v4) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%u.%u.%u.%u", *v4 >> 24, (*v4 >> 16) & 0xFF,
                      (*v4 >> 8) & 0xFF, *v4 & 0xFF);
        return buf;
    }
    return host;
}

} // namespace suanpan
