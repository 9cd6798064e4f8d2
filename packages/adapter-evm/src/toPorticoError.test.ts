import { getRpcCode, isPorticoError, isUserRejection, PorticoError } from '@portico/core'
import { ChainNotConfiguredError, SwitchChainNotSupportedError } from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from './test/createFakeWallet.js'
import { toPorticoError, toSwitchChainError } from './toPorticoError.js'

describe('toPorticoError', () => {
  it('keeps a PorticoError as it is', () => {
    const e = new PorticoError('NETWORK_NOT_FOUND', 'x')
    expect(toPorticoError(e, 'AN_ERROR_OCCURRED')).toBe(e)
  })

  it('a raw 4001 wallet error becomes USER_REJECTED with the code in the cause chain', () => {
    const e = toPorticoError(new ProviderRpcError(4001, 'nope'), 'AN_ERROR_OCCURRED')
    expect(e.code).toBe('USER_REJECTED')
    expect(e.rpcCode).toBe(4001)
    expect(getRpcCode(e)).toBe(4001)
  })

  it('other errors get the fallback code and keep the wallet code and message', () => {
    const e = toPorticoError(new ProviderRpcError(-32002, 'already pending'), 'AN_ERROR_OCCURRED')
    expect(e.code).toBe('AN_ERROR_OCCURRED')
    expect(e.rpcCode).toBe(-32002)
    expect(e.details).toEqual({ message: 'already pending' })
  })
})

describe('toSwitchChainError', () => {
  it('a WalletConnect-style rejection (no inner code) stays a user rejection', () => {
    const e = toSwitchChainError(new UserRejectedRequestError(new Error('User rejected methods.')))
    expect(isUserRejection(e)).toBe(true)
  })

  it("a failed wallet_addEthereumChain wrapped by wagmi is 'Chain is not supported' without 4001", () => {
    const e = toSwitchChainError(new UserRejectedRequestError(new ProviderRpcError(-32603, 'cannot add')))
    expect(isPorticoError(e, 'CHAIN_NOT_SUPPORTED')).toBe(true)
    expect(isUserRejection(e)).toBe(false)
  })

  it('a chain missing from the config is NETWORK_NOT_FOUND, a connector that cannot switch is CHAIN_NOT_SUPPORTED', () => {
    expect(toSwitchChainError(new SwitchChainError(new ChainNotConfiguredError())).code).toBe(
      'NETWORK_NOT_FOUND',
    )
    const noSwitch = new SwitchChainNotSupportedError({ connector: { name: 'x' } as never })
    expect(toSwitchChainError(noSwitch).code).toBe('CHAIN_NOT_SUPPORTED')
  })
})
