/**
 * An ApiPromise without a node, for the lab wallet to decode and sign extrinsic payloads the way
 * an extension does with the metadata it holds. The provider answers only the calls the API
 * makes while initialising (the same idea as adapter-polkadot's createOfflineProvider; testing
 * must not import adapters, hence the copy).
 */
import { ApiPromise } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import type { HexString, PolkadotLabRuntime } from './polkadotLabRuntime.js'

const apis = new Map<string, Promise<ApiPromise>>()

export function offlinePolkadotApi(genesisHash: HexString, runtime: PolkadotLabRuntime): Promise<ApiPromise> {
  const key = `${genesisHash}-${runtime.runtimeVersion.specVersion}`
  let api = apis.get(key)
  if (!api) {
    const answers: Record<string, () => unknown> = {
      chain_getBlockHash: () => genesisHash,
      state_getRuntimeVersion: () => runtime.runtimeVersion,
      system_chain: () => runtime.chainName,
      system_properties: () => runtime.properties,
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
        if (!answer) throw new Error(`offline: ${method} needs a node`)
        return answer()
      },
      subscribe: async () => {
        throw new Error('offline: no subscriptions')
      },
      unsubscribe: async () => false,
    }
    api = ApiPromise.create({
      provider: provider as unknown as NonNullable<ApiOptions['provider']>,
      metadata: { [key]: runtime.metadata },
      noInitWarn: true,
    })
    api.catch(() => apis.delete(key))
    apis.set(key, api)
  }
  return api
}
