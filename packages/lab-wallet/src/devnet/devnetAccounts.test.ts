import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './devnetAccounts.js'

describe('DEVNET_ACCOUNTS', () => {
  it('lists ten accounts whose private keys give their addresses', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10)
    for (const { address, privateKey } of DEVNET_ACCOUNTS) {
      expect(privateKeyToAccount(privateKey).address).toBe(address)
    }
  })
})
