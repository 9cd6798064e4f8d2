/** Test fixtures shared by the adapter's unit tests (test-only, excluded from the build). */
import {
  type AdapterContext,
  type AdapterEvent,
  createMemoryStorage,
  type KeyValueStorage,
  type PorticoNetwork,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'

export function network(id: number, name: string, rpc = 'http://127.0.0.1:8545'): PorticoNetwork {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Local explorer', url: `http://127.0.0.1:4000/${id}` } },
    testnet: true,
  }
}

export const LOCAL = network(31337, 'Anvil Local')
export const SECOND = network(31338, 'Second Local', 'http://127.0.0.1:8546')
/** a network the fake wallet does not know: switching to it answers 4902 */
export const UNKNOWN_TO_WALLET = network(31339, 'Added Local', 'http://127.0.0.1:8547')

export function makeCtx(opts: { networks?: PorticoNetwork[]; backend?: KeyValueStorage } = {}) {
  const events: AdapterEvent[] = []
  const backend = opts.backend ?? createMemoryStorage()
  const ctx: AdapterContext = {
    networks: opts.networks ?? [LOCAL, SECOND, UNKNOWN_TO_WALLET],
    storage: createStorage(backend),
    emit: (e) => void events.push(e),
  }
  return { ctx, events, backend }
}

export const ofType = <T extends AdapterEvent['type']>(events: AdapterEvent[], type: T) =>
  events.filter((e): e is Extract<AdapterEvent, { type: T }> => e.type === type)

/** lets queued wallet events and wagmi's async listeners run */
export const settle = () => new Promise((r) => setTimeout(r, 20))

/** A minimal browser `window` for node tests: an EventTarget (EIP-6963 events) + ethereum. */
export function installWindow(ethereum?: unknown): EventTarget {
  const w = Object.assign(new EventTarget(), ethereum ? { ethereum } : {})
  ;(globalThis as { window?: unknown }).window = w
  return w
}

export function removeWindow() {
  delete (globalThis as { window?: unknown }).window
}
