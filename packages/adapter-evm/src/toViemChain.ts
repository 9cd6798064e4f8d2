import type { PorticoNetwork } from '@portico/core'
import { type Chain, defineChain } from 'viem'
import { toChainId } from './toChainId.js'

/** A Portico network (SPEC §3 "Network") as a viem chain. */
export function toViemChain(network: PorticoNetwork): Chain {
  const { http, webSocket } = network.rpcUrls.default
  return defineChain({
    id: toChainId(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http, ...(webSocket ? { webSocket } : {}) } },
    ...(network.blockExplorers ? { blockExplorers: { default: network.blockExplorers.default } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}
