import { describe, expect, it } from 'vitest'
import { clientIp, normalizeIp, UNKNOWN_IP } from './clientIp.js'

describe('clientIp (issue 28: X-Forwarded-For read from the right)', () => {
  it('no trusted proxy: the socket peer, whatever the header says', () => {
    expect(clientIp({ remoteAddress: '203.0.113.9', forwardedFor: '1.1.1.1', trustedProxies: 0 })).toBe(
      '203.0.113.9',
    )
  })

  it('forged entries on the left are never the client: the entry the trusted proxies wrote is', () => {
    // the client sent "X-Forwarded-For: 6.6.6.6, 7.7.7.7"; its proxy (the peer, 10.0.0.2) appended
    // the address it saw, 198.51.100.4
    const forwardedFor = '6.6.6.6, 7.7.7.7, 198.51.100.4'
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor, trustedProxies: 1 })).toBe('198.51.100.4')
    // two proxies: a CDN appended the client, the load balancer appended the CDN
    expect(
      clientIp({
        remoteAddress: '10.0.0.3',
        forwardedFor: '6.6.6.6, 198.51.100.4, 192.0.2.10',
        trustedProxies: 2,
      }),
    ).toBe('198.51.100.4')
  })

  it('a chain shorter than the proxies counted gives its leftmost entry; garbage gives the peer', () => {
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor: '198.51.100.4', trustedProxies: 3 })).toBe(
      '198.51.100.4',
    )
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor: undefined, trustedProxies: 1 })).toBe(
      '10.0.0.2',
    )
    expect(clientIp({ remoteAddress: '10.0.0.2', forwardedFor: 'evil, <script>', trustedProxies: 1 })).toBe(
      '10.0.0.2',
    )
    expect(clientIp({ remoteAddress: undefined, forwardedFor: null, trustedProxies: 0 })).toBe(UNKNOWN_IP)
  })

  it('one spelling per address: ports, brackets, IPv4-mapped IPv6 and case removed', () => {
    expect(normalizeIp('198.51.100.4:5123')).toBe('198.51.100.4')
    expect(normalizeIp('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeIp('not-an-ip')).toBeUndefined()
    expect(
      clientIp({ remoteAddress: '::ffff:10.0.0.2', forwardedFor: '2001:db8::7', trustedProxies: 1 }),
    ).toBe('2001:db8::7')
  })
})
