import { describe, expect, it } from 'vitest'
import { isPrivateAddress } from './isPrivateAddress.js'

describe('isPrivateAddress (the metadata fetcher refuses these)', () => {
  it('issue "Hardening, round two" 8: IPv4-compatible, IPv4-translated and 6to4 spellings of loopback are private', () => {
    // as the URL parser writes them: [::127.0.0.1] is ::7f00:1, [::ffff:0:127.0.0.1] is ::ffff:0:7f00:1
    for (const a of ['::127.0.0.1', '::7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '2002:7f00:1::1'])
      expect(isPrivateAddress(a), a).toBe(true)
  })

  it('every IPv6 form that embeds or tunnels to another address is judged, or refused', () => {
    for (const a of [
      '::a00:1', // IPv4-compatible 10.0.0.1
      '::808:808', // IPv4-compatible (deprecated, tunnelled): refused even for a public IPv4
      '::ffff:0:a9fe:a9fe', // IPv4-translated 169.254.169.254
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '64:ff9b:1::808:808', // local-use NAT64 (RFC 8215): the operator's own network
      '2002:808:808::1', // 6to4: the far end is a network, not the embedded IPv4 host
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '::ffff:192.168.0.1',
      '::ffff:c0a8:1',
    ])
      expect(isPrivateAddress(a), a).toBe(true)
  })

  it('link-local, unique-local, site-local, multicast, reserved, documentation, discard and ORCHID ranges are private', () => {
    for (const a of [
      'fe80::1',
      'fe80::1%eth0',
      'fd12:3456::1',
      'fc00::1',
      'fec0::1',
      'ff02::1',
      'ff0e::1',
      '2001:db8::1',
      '3fff::1',
      '100::1',
      '2001:2::1',
      '2001:10::1',
      '2001:20::1',
      '5f00::1',
      '::1:2:3:4',
      '4000::1',
      '::',
      '::1',
      '255.255.255.255',
      '192.0.0.8',
      '192.88.99.1',
      '198.18.0.1',
      '240.0.0.1',
      '224.0.0.251',
      '100.64.0.1',
      '0.1.2.3',
      '127.0.0.53',
      '',
      'localhost',
      '127.1',
      '0x7f.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true)
  })

  it('public addresses pass, also as an IPv4-mapped, IPv4-translated or NAT64 address of a public IPv4', () => {
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '2606:4700:4700::1111',
      '2a00:1450:4001:82a::200e',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '::ffff:0:808:808',
      '64:ff9b::808:808',
    ])
      expect(isPrivateAddress(a), a).toBe(false)
  })
})
