/**
 * What the WalletConnect connector tests share (`walletConnect*.test.ts`): the `walletConnect`
 * option over a scripted universal provider (test/createFakeUniversalProvider.ts), a Portico with
 * an eip155 and a solana adapter, and a connected session.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from '../test/createFakeAdapter.js'
import {
  createFakeUniversalProvider,
  type FakeUniversalProvider,
  FAKE_WC_URI as URI,
} from '../test/createFakeUniversalProvider.js'
import { base58 } from '../utils/base58.js'
import type { UniversalProviderLike, UniversalSessionLike } from './UniversalProviderLike.js'
import type { WalletConnectSupport } from './WalletConnectSupport.js'

export const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export { URI }

/** the fake provider of the running test (a new one for each test) */
export let provider: FakeUniversalProvider
export const loadCalls: unknown[] = []
/** the `walletConnect` option, as @portico/walletconnect's walletConnect() is, over the fake provider */
export const walletConnect: WalletConnectSupport = {
  loadProvider: async (opts) => {
    loadCalls.push(opts)
    return provider as unknown as UniversalProviderLike
  },
}

/** `globalThis` with the `window` a test fakes (removed after each test) */
export const g = globalThis as { window?: unknown }
/** a new fake provider (a reloaded page's) for the rest of the running test */
export function renewProvider() {
  provider = createFakeUniversalProvider()
}

/** a new fake provider before each test of the calling file; no `window` left after it */
export function useFakeUniversalProvider() {
  beforeEach(() => {
    provider = createFakeUniversalProvider()
    loadCalls.length = 0
  })
  afterEach(() => {
    delete g.window
  })
}

export const EVM_NS = (
  chains = ['eip155:31337', 'eip155:31338'],
  accounts = chains.map((c) => `${c}:${ADDR}`),
) => ({
  chains,
  accounts,
  methods: ['personal_sign', 'wallet_switchEthereumChain'],
  events: ['chainChanged', 'accountsChanged'],
})

export function make(extra: Record<string, unknown> = {}) {
  const storage = createMemoryStorage()
  const evm = createFakeAdapter('eip155', [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab' }])
  const sol = createFakeAdapter('solana', [])
  // the namespace's own request for a plain message (adapter-solana's would be the same)
  sol.walletConnectSign = ({ message, address }) => ({
    method: 'solana_signMessage',
    params: { message: base58(new TextEncoder().encode(message)), pubkey: address },
  })
  const portico = createPortico({
    projectId: 'lab',
    walletConnect,
    relayUrl: 'ws://127.0.0.1:8791',
    networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork()],
    adapters: [evm, sol],
    storage,
    ...extra,
  })
  return { portico, storage, evm, sol }
}

export async function connected(extraNs: Record<string, unknown> = {}) {
  const m = make()
  m.portico.open()
  const done = m.portico.connect('walletConnect')
  await vi.waitFor(() => expect(m.portico.walletConnect?.getState().uri).toBe(URI))
  provider.approve({ eip155: EVM_NS(), ...extraNs } as UniversalSessionLike['namespaces'])
  await done
  return m
}
