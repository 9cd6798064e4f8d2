/**
 * Non-EVM namespaces of the lab. Each entry loads (lazily) what a lab page needs for one
 * namespace: its networks, its Portico adapter and its lab wallet (installed into the page the
 * way a browser extension would be). A config lists the namespaces it wants in `namespaces`.
 */
import type { ChainNamespace, PorticoAdapter, PorticoNetwork, PorticoOptionsInput } from '@portico/core'
import type { LabEnv } from '../labEnv.js'

export interface LabNamespace {
  namespace: ChainNamespace
  networks: PorticoNetwork[]
  adapter: PorticoAdapter
  /** tokens of this namespace's networks the host shows and sends (SPEC §3 option `tokens`) */
  tokens?: PorticoOptionsInput['tokens']
}

export type LabNamespaceLoader = (env: LabEnv) => Promise<LabNamespace>

/** Add one line per namespace: `solana: (env) => import('./solanaLab.js').then((m) => m.solanaLab(env)),` */
export const LAB_NAMESPACES: Partial<Record<Exclude<ChainNamespace, 'eip155'>, LabNamespaceLoader>> = {
  polkadot: (env) => import('./polkadotLab.js').then((m) => m.polkadotLab(env)),
  cosmos: (env) => import('./cosmosLab.js').then((m) => m.cosmosLab(env)),
  solana: (env) => import('./solanaLab.js').then((m) => m.solanaLab(env)),
  bip122: (env) => import('./bitcoinLab.js').then((m) => m.bitcoinLab(env)),
}
