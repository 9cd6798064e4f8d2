/** A scripted wallet-standard Solana wallet and wallets source for unit tests (e2e uses the lab wallet). */
import {
  type AdapterContext,
  type AdapterEvent,
  createMemoryStorage,
  type PorticoNetwork,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { solanaNetwork } from '../solanaNetworks.js'
import type { WalletsSource } from '../solanaTypes.js'

export const LOCALNET = solanaNetwork({
  genesisHash: 'PorticoLocaLnet1111111111111111111111111111',
  name: 'Localnet',
  rpcUrl: 'http://127.0.0.1:1',
})
export const OTHER = solanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Devnet',
  rpcUrl: 'http://127.0.0.1:2',
})
export const ADDRESS = '7v54NWdBtkjuAFJrLGsS2SXnuk8nKam81mZJeeYxVFi9'

export function fakeSolanaWallet(
  opts: {
    name?: string
    reject?: boolean
    authorized?: boolean
    address?: string
    /** a prompt the person leaves open: connect answers once this settles (issue 27) */
    gate?: Promise<unknown>
  } = {},
) {
  let authorized = opts.authorized ?? false
  const listeners = new Set<(p: { accounts?: readonly WalletAccount[] }) => void>()
  const account: WalletAccount = {
    address: opts.address ?? ADDRESS,
    publicKey: new Uint8Array(32),
    chains: [LOCALNET.caipNetworkId as `${string}:${string}`],
    features: [],
  }
  const calls: string[] = []
  const wallet = {
    version: '1.0.0',
    name: opts.name ?? 'Fake Solana',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [LOCALNET.caipNetworkId],
    get accounts() {
      return authorized ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          calls.push(input?.silent ? 'connect:silent' : 'connect')
          if (!authorized && input?.silent) return { accounts: [] }
          await opts.gate
          if (opts.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          authorized = true
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          calls.push('disconnect')
          authorized = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_e: string, l: (p: { accounts?: readonly WalletAccount[] }) => void) {
          listeners.add(l)
          return () => listeners.delete(l)
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: [0],
        signTransaction: async () => [],
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage() {
          return [{ signedMessage: new Uint8Array(), signature: new Uint8Array(64).fill(7) }]
        },
      },
    },
  } as unknown as Wallet
  return {
    wallet,
    calls,
    /** the user disconnects from inside the wallet */
    revoke() {
      authorized = false
      for (const l of [...listeners]) l({ accounts: [] })
    },
  }
}

export function walletsSource(initial: Wallet[] = []) {
  const list = [...initial]
  const handlers = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  const source: WalletsSource = {
    get: () => list,
    on(event, l) {
      handlers[event].add(l as () => void)
      return () => handlers[event].delete(l as () => void)
    },
  }
  return {
    source,
    register(w: Wallet) {
      list.push(w)
      for (const h of [...handlers.register]) h()
    },
  }
}

export function makeCtx(networks: PorticoNetwork[] = [LOCALNET, OTHER]) {
  const events: AdapterEvent[] = []
  const backend = createMemoryStorage()
  const ctx: AdapterContext = { networks, storage: createStorage(backend), emit: (e) => events.push(e) }
  return { ctx, events, backend }
}
