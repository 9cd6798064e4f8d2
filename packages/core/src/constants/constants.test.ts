import { describe, expect, it } from 'vitest'
import * as C from './constants.js'

describe('constants', () => {
  it('§9 limits and caches', () => {
    expect(C.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(C.BALANCE_RETRY_LOCK_MS).toBe(30_000)
    expect(C.BALANCE_CACHE_MS).toBe(30_000)
    expect(C.IDENTITY_CACHE_MS).toBe(300_000)
    expect([C.WALLETS_RECOMMENDED_PAGE_SIZE, C.WALLETS_PAGE_SIZE, C.WALLETS_SEARCH_LIMIT]).toEqual([
      4, 40, 100,
    ])
    expect([C.WALLETS_SEARCH_MIN_WAIT_MS, C.WALLETS_FEATURED_DEFAULT, C.RECENT_WALLETS_MAX]).toEqual([
      300, 4, 2,
    ])
  })
  it('§9 connector order and wallet feature order', () => {
    expect(C.CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(C.WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
  it('§9 timeouts, RPC numbers, dialog size and animations', () => {
    expect(C.TIMEOUTS).toMatchObject({
      iframeLoad: 20_000,
      connect: 30_000,
      signOut: 3_000,
      readyDelay: 500,
      rpc: 10_000,
    })
    expect(C.RPC).toMatchObject({
      batchSize: 1000,
      batchWait: 0,
      retryCount: 3,
      retryBaseDelay: 150,
      dedupeCacheSize: 8192,
    })
    expect(C.RPC.fallbackWeights).toEqual({ stability: 0.7, latency: 0.3 })
    expect(C.DIALOG_WIDTH_PX).toBe(360)
    expect(C.ANIMATION_MS).toEqual({ headerText: 120, height: 150, view: 150 })
    expect(C.PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(C.LOG_LEVELS.fatal).toBe(60)
    expect(C.LOG_LEVELS.trace).toBe(10)
  })
  it('§6 default account types', () => {
    expect(C.DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })
  it('§4 pairing reuse is 4 minutes', () => {
    expect(C.PAIRING_REUSE_MS).toBe(240_000)
  })
})
