import { describe, expect, it } from 'vitest'
import { validConnectors } from './validConnectors.js'

describe('validConnectors (issue "Hardening" 2: validate at the boundary)', () => {
  it('drops connectors whose id or name is not a short non-empty string, keeps the good ones', () => {
    const good = {
      id: 'io.metamask',
      type: 'ANNOUNCED',
      name: 'MetaMask',
      chain: 'eip155',
      imageUrl: 'data:,',
      rdns: 'io.metamask',
    }
    expect(
      validConnectors([
        good,
        { ...good, id: 'a', name: 42 },
        { ...good, id: 'b', name: undefined },
        { ...good, id: 'c', name: '   ' },
        { ...good, id: 'd', name: 'x'.repeat(201) },
        { ...good, id: {} },
        null,
        'wallet',
      ]),
    ).toEqual([good])
  })
  it('removes optional fields that are not strings', () => {
    expect(
      validConnectors([{ id: 'w', type: 'INJECTED', name: 'W', chain: 'eip155', imageUrl: 5, rdns: {} }]),
    ).toEqual([{ id: 'w', type: 'INJECTED', name: 'W', chain: 'eip155' }])
  })
  it('anything but an array is no connectors', () => {
    expect(validConnectors(undefined)).toEqual([])
    expect(validConnectors({ length: 2 })).toEqual([])
  })
})
