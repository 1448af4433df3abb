#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/Result.h"

namespace suanpan {

// What one `iperf3 -J` run measured between two nodes (SI units: bits per
// second, seconds). Fields the output does not carry, or carries as NaN,
// are absent rather than zero.
struct Iperf3Facts {
    std::string protocol;         // "tcp", "udp" or "sctp"
    int streams = 0;              // parallel streams (-P)
    bool reverse = false;         // -R: the server sent
    double durationSeconds = 0.0; // measured, else the requested duration
    std::optional<double> sentBitsPerSecond;
    std::optional<double> receivedBitsPerSecond;
    std::optional<long long> retransmits; // TCP sender
    // The fastest stream of end.streams (its receiver's rate, else its
    // sender's): one stream crosses one link, so it is bounded by a link.
    std::optional<double> fastestStreamBitsPerSecond;
    std::optional<double> jitterMs;       // UDP
    std::optional<double> lostPercent;    // UDP
    std::optional<long long> lostPackets; // UDP
    std::optional<long long> packets;     // UDP
    std::optional<double> hostCpuPercent;
    std::optional<double> remoteCpuPercent;
    int intervals = 0;
    std::string remoteHost; // the server, when the output names it
    // Every stream's connection (start.connected) with its addresses as the
    // kernel saw them: a stream to this machine (loopback, or the same
    // address at both ends) measures no network at all, and one such stream
    // among four real ones inflates the sum all the same.
    struct Connection {
        std::string localAddress;
        std::string remoteAddress;
    };
    std::vector<Connection> connections;
    std::string version;  // "iperf 3.12"
    std::string runError; // iperf3's own error for a run that still reported results

    // The figure to hold against a promise: what arrived (the receiver's
    // rate), else what was sent.
    std::optional<double> bitsPerSecond() const;
};

// Parses `iperf3 -J` output (TCP, UDP or SCTP; client side, any version
// since 3.1). Tolerated: any text before the JSON object (warnings) and after
// it, and the bare nan / -nan / inf tokens older iperf3 builds print for some
// fields (read as absent). Errors:
//   "iperf3.parse"      no JSON object, or malformed JSON (detail = parser message)
//   "iperf3.truncated"  the object never closes
//   "iperf3.run_error"  iperf3 reported an error and no result (detail = its message)
//   "iperf3.missing"    valid JSON without a result summary (subject = JSON pointer)
//   "iperf3.type"       a field of the wrong type (subject = pointer, detail = expected)
//   "iperf3.invalid"    a negative rate or duration (subject = pointer)
//   "iperf3.too_large", "iperf3.too_deep"  input over the size or nesting limit
Result<Iperf3Facts> parseIperf3Json(std::string_view text);

} // namespace suanpan
