/**
 * Bitcoin networks as Portico networks: CAIP-2 `bip122:<first 32 hex chars of the genesis
 * block hash>`. The `id` is that reference, so CAIP-10 accounts read `bip122:<ref>:<address>`.
 */
import type { PorticoNetwork } from '@portico/core'

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

function bitcoinNetwork(ref: string, name: string, testnet: boolean, rpcUrl: string): PorticoNetwork {
  return {
    id: ref,
    name,
    caipNetworkId: `bip122:${ref}`,
    chainNamespace: 'bip122',
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet,
  }
}

export const BITCOIN_MAINNET_REF = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_REF = '000000000933ea01ad0ee984209779ba'
export const BITCOIN_REGTEST_REF = '0f9188f13cb7b2c71f2a335e3a4fc328'

export const bitcoinMainnet = bitcoinNetwork(
  BITCOIN_MAINNET_REF,
  'Bitcoin',
  false,
  'https://mempool.space/api',
)
export const bitcoinTestnet = bitcoinNetwork(
  BITCOIN_TESTNET_REF,
  'Bitcoin Testnet',
  true,
  'https://mempool.space/testnet/api',
)
/** no public endpoint: regtest lives on the developer's machine */
export const bitcoinRegtest = bitcoinNetwork(
  BITCOIN_REGTEST_REF,
  'Bitcoin Regtest',
  true,
  'http://127.0.0.1:18443',
)

export type BitcoinNetworkName = 'Mainnet' | 'Testnet' | 'Regtest'

const NAMES: Record<string, BitcoinNetworkName> = {
  [BITCOIN_MAINNET_REF]: 'Mainnet',
  [BITCOIN_TESTNET_REF]: 'Testnet',
  [BITCOIN_REGTEST_REF]: 'Regtest',
}

/** the sats-connect network name of a bip122 network; undefined if unknown */
export function bitcoinNetworkName(network: Pick<PorticoNetwork, 'id'>): BitcoinNetworkName | undefined {
  return NAMES[String(network.id)]
}

/** the network an address belongs to, from its bech32 prefix (bc1 / tb1 / bcrt1) */
export function networkRefOfAddress(address: string): string | undefined {
  const a = address.toLowerCase()
  if (a.startsWith('bcrt1')) return BITCOIN_REGTEST_REF
  if (a.startsWith('tb1')) return BITCOIN_TESTNET_REF
  if (a.startsWith('bc1')) return BITCOIN_MAINNET_REF
  return undefined
}
