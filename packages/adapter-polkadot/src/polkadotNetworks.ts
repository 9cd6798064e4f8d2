/**
 * Polkadot networks as Portico networks. CAIP-2 for polkadot is `polkadot:<first 32 hex of the
 * genesis hash>` (CAIP-13), so the full genesis hash is kept alongside (the adapter needs it
 * to build extrinsics).
 */
import type { PorticoNetwork } from '@portico/core'
import type { HexString } from './injectedWeb3.js'

export const POLKADOT_GENESIS_HASH: HexString =
  '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

const GENESIS_RE = /^0x[0-9a-f]{64}$/

/** The CAIP-2 reference of a genesis hash: its first 32 hex characters. */
export function toPolkadotChainId(genesisHash: string): string {
  const hash = genesisHash.toLowerCase()
  if (!GENESIS_RE.test(hash)) throw new TypeError(`not a genesis hash: ${genesisHash}`)
  return hash.slice(2, 34)
}

export interface PolkadotNetworkInput {
  genesisHash: HexString
  name: string
  symbol?: string
  decimals?: number
  rpcUrl?: string
  testnet?: boolean
}

export function polkadotNetwork(input: PolkadotNetworkInput): PorticoNetwork {
  const id = toPolkadotChainId(input.genesisHash)
  return {
    id,
    name: input.name,
    caipNetworkId: `polkadot:${id}`,
    chainNamespace: 'polkadot',
    nativeCurrency: {
      name: input.symbol ?? 'DOT',
      symbol: input.symbol ?? 'DOT',
      decimals: input.decimals ?? 10,
    },
    rpcUrls: { default: { http: input.rpcUrl ? [input.rpcUrl] : [] } },
    ...(input.testnet ? { testnet: true } : {}),
  }
}

/** Polkadot relay chain: `polkadot:91b171bb158e2d3848fa23a9f1c25182`. */
export const polkadotMainnet: PorticoNetwork = polkadotNetwork({
  genesisHash: POLKADOT_GENESIS_HASH,
  name: 'Polkadot',
})
