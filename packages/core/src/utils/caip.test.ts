import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/PorticoError.js'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './caip.js'

describe('CAIP parsing', () => {
  it('§5 CAIP-10 needs 3 parts', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xabc',
    })
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP-10 address')
    expect(() => parseCaipAddress('eip155:1:0xabc:extra')).toThrow('Invalid CAIP-10 address')
  })
  it('§5 CAIP-10 parts must be non-empty', () => {
    expect(() => parseCaipAddress('eip155::0xabc')).toThrow('Invalid CAIP-10 address')
    expect(() => parseCaipAddress('::')).toThrow('Invalid CAIP-10 address')
  })
  it('§5 CAIP-2 needs 2 parts', () => {
    expect(parseCaipNetworkId('solana:5eykt4')).toEqual({ chainNamespace: 'solana', chainId: '5eykt4' })
    expect(() => parseCaipNetworkId('eip155')).toThrow('Invalid CAIP-2 network id')
    expect(() => parseCaipNetworkId('eip155:1:2')).toThrow('Invalid CAIP-2 network id')
  })
  it('§5 errors are typed PorticoErrors with a code', () => {
    try {
      parseCaipNetworkId('nope')
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(PorticoError)
      expect((e as PorticoError).code).toBe('INVALID_CAIP_NETWORK_ID')
    }
  })
  it('§5 a bad address raises Invalid CAIP Address', () => {
    expect(() => toCaipAddress('eip155', 1, '')).toThrow('Invalid CAIP Address')
    expect(toCaipAddress('eip155', 1, '0xabc')).toBe('eip155:1:0xabc')
  })
  it('§5 unknown namespaces are rejected', () => {
    expect(() => parseCaipAddress('tron:1:abc')).toThrow('Invalid CAIP-10 address')
  })
})
