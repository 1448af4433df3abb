#pragma once

#include <string>
#include <string_view>

namespace suanpan {

// Whether `address` names this machine, by parsing it, not by its spelling
// (iperf3 evidence measured against its own host proves no network):
// - IPv4 in every form inet_aton() takes: 127.0.0.1, 127.1, 2130706433,
//   0x7f000001, 0177.0.0.1; 127.0.0.0/8 and 0.0.0.0/8 ("this host");
// - IPv6 ::1 and :: in any spelling (0::1, 0:0:0:0:0:0:0:1), and IPv4
//   loopback inside IPv6: mapped (::ffff:127.0.0.1, ::ffff:7f00:1),
//   compatible (::127.0.0.1), translated (::ffff:0:127.0.0.1), NAT64
//   (64:ff9b::127.0.0.1);
// - in brackets ([::1], [::1]:5201) and with a zone id (::1%lo);
// - any link-local address (fe80::/10, ff01::/16, ff02::/16) whose zone
//   names the loopback interface: fe80::1%lo, fe80::1%lo0, fe80::1%1 (its
//   index), [fe80::1%25lo];
// - names, case-insensitive, with or without the root's trailing dot:
//   localhost and anything under .localhost (RFC 6761), localhost.localdomain,
//   localhost6, localhost6.localdomain6, ip6-localhost, ip6-loopback, and
//   every name `hosts` (the text of an /etc/hosts file) gives a loopback
//   address.
bool isLoopbackAddress(std::string_view address, std::string_view hosts);

// The same against this machine's /etc/hosts (read once, at most 1 MiB,
// only if it is a regular file).
bool isLoopbackAddress(std::string_view address);

// `address` in one canonical spelling when it parses as an IP address
// (IPv4-mapped IPv6 as IPv4), else lower-cased without a trailing dot: two
// spellings of one host compare equal.
std::string canonicalAddress(std::string_view address);

} // namespace suanpan
