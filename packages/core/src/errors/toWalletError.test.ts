import { describe, expect, it } from 'vitest'
import { PorticoError } from './PorticoError.js'
import { invalidWalletResponse, isWalletRejection, toWalletError } from './toWalletError.js'

describe('toWalletError', () => {
  it('§8 a wallet rejection without a code (4001 user rejected) becomes USER_REJECTED with rpcCode 4001', () => {
    for (const e of [new Error('Cancelled'), new Error('Request rejected'), 'denied', { code: 4001 }]) {
      expect(isWalletRejection(e)).toBe(true)
      const err = toWalletError(e)
      expect(err.code).toBe('USER_REJECTED')
      expect(err.rpcCode).toBe(4001)
    }
  })
  it('other failures keep their cause under the fallback code; PorticoErrors pass through', () => {
    const boom = new Error('boom')
    expect(isWalletRejection(boom)).toBe(false)
    expect(toWalletError(boom, 'FAILED_TO_DISCONNECT')).toMatchObject({
      code: 'FAILED_TO_DISCONNECT',
      cause: boom,
    })
    const own = new PorticoError('NETWORK_NOT_FOUND', 'Network not found')
    expect(toWalletError(own)).toBe(own)
    expect(invalidWalletResponse({ x: 1 }).code).toBe('WALLET_RESPONSE_INVALID')
  })
})
