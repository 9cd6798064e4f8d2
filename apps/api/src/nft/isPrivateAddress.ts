/**
 * Addresses the server must never fetch untrusted URLs from (SSRF). An allowlist, not a list of
 * what to refuse: an address passes only when it is ordinary public unicast, as ipaddr.js (the
 * well-kept address library) classifies the special ranges of the IANA registries:
 * - IPv4: only `unicast` (no loopback, private, CGNAT, link-local, unspecified, broadcast,
 *   multicast, reserved, documentation, benchmarking, AS112, AMT);
 * - IPv6: only `unicast` inside the global unicast block 2000::/3 (no loopback, unspecified,
 *   link-local, unique-local, site-local, multicast, discard, documentation, ORCHID, SRv6, and
 *   nothing in the rest of the unassigned space, like the IPv4-compatible ::a.b.c.d);
 * - IPv6 forms that carry an IPv4 address to it: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 *   (::ffff:0:a.b.c.d) and the well-known NAT64 prefix (64:ff9b::/96) are judged by that IPv4
 *   address; the local-use NAT64 prefix, 6to4 (2002::/16: a whole network behind the embedded
 *   IPv4 address) and Teredo (2001::/32) are refused whatever they carry.
 * An address with a zone (`fe80::1%eth0`) and anything that is not an IP address are refused.
 */

import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3')
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96')
const IPV4_TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96')

function isPublicIpv4(a: ipaddr.IPv4): boolean {
  return a.range() === 'unicast'
}

/** the IPv4 address in the last 32 bits of an IPv6 address */
function lastIpv4(a: ipaddr.IPv6): ipaddr.IPv4 {
  const p = a.parts
  return new ipaddr.IPv4([p[6]! >> 8, p[6]! & 255, p[7]! >> 8, p[7]! & 255])
}

export function isPrivateAddress(address: string): boolean {
  // node's isIP is strict (no 127.1, no 0x7f.0.0.1): what is not an address is refused
  const family = isIP(address)
  if (family === 0) return true
  if (family === 4) return !isPublicIpv4(ipaddr.IPv4.parse(address))
  const a = ipaddr.IPv6.parse(address)
  if (a.zoneId) return true
  if (a.isIPv4MappedAddress() || a.match(IPV4_TRANSLATED) || a.match(NAT64_WELL_KNOWN))
    return !isPublicIpv4(lastIpv4(a))
  return !(a.range() === 'unicast' && a.match(GLOBAL_UNICAST))
}
