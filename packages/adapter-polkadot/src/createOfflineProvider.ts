/**
 * A provider for `ApiPromise` that answers, from values we already have, the few RPC calls
 * the API makes while it initialises (genesis hash, runtime version, chain name, properties,
 * rpc methods), and refuses everything else. With it (and static metadata) @polkadot/api can
 * build and decode extrinsics without a node. Written here because @polkadot/api ships no
 * offline provider; nothing is ever submitted through it.
 */
import type { ApiOptions } from '@polkadot/api/types'
import type { HexString } from './injectedWeb3.js'
import type { PolkadotRuntime } from './polkadotTypes.js'

type ProviderInterface = NonNullable<ApiOptions['provider']>

export function createOfflineProvider(genesisHash: HexString, runtime: PolkadotRuntime): ProviderInterface {
  const answers: Record<string, () => unknown> = {
    chain_getBlockHash: () => genesisHash,
    state_getRuntimeVersion: () => runtime.runtimeVersion,
    system_chain: () => runtime.chainName ?? 'Polkadot',
    system_properties: () => runtime.properties ?? {},
    rpc_methods: () => ({ version: 1, methods: [] }),
  }
  const provider = {
    hasSubscriptions: false,
    isClonable: false,
    isConnected: true,
    stats: undefined,
    clone: () => provider,
    connect: async () => undefined,
    disconnect: async () => undefined,
    on: () => () => undefined,
    send: async (method: string) => {
      const answer = answers[method]
      if (!answer) throw new Error(`offline provider: ${method} needs a node`)
      return answer()
    },
    subscribe: async () => {
      throw new Error('offline provider: no subscriptions')
    },
    unsubscribe: async () => false,
  }
  return provider as unknown as ProviderInterface
}
