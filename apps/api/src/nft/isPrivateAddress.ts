/**
 * Addresses the server must never fetch untrusted URLs from (SSRF): loopback, private,
 * link-local, carrier-grade NAT, unspecified, multicast, reserved, and IPv6 unique-local,
 * link-local, IPv4-mapped/compatible forms of those and the documentation ranges.
 */
import { BlockList, isIP } from 'node:net'

const blocked = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, bits, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true // not an address: refuse
  if (family === 4) return blocked.check(address, 'ipv4')
  const lower = address.toLowerCase()
  // IPv4-mapped (::ffff:a.b.c.d / ::ffff:7f00:1) and -compatible forms: judge the IPv4 address
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4') || mapped[1]!.startsWith('0.')
  const hexMapped = /^(?:0{0,4}:){0,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (hexMapped) {
    const n = (Number.parseInt(hexMapped[1]!, 16) << 16) | Number.parseInt(hexMapped[2]!, 16)
    return blocked.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4')
  }
  return blocked.check(address, 'ipv6')
}
