import type { ChainNamespace, PorticoNetwork, PorticoOptionsInput } from '@portico/core'
import type { LabDevnet } from '../labEnv.js'

/** One lab page: `?config=<name>`. */
export interface LabConfig {
  name: string
  title: string
  description: string
  /** networks the host configures; default: every devnet chain */
  networks?: (all: PorticoNetwork[]) => PorticoNetwork[]
  options?: Partial<Omit<PorticoOptionsInput, 'networks' | 'adapters'>>
  /** chain ids the lab wallet knows at first start (others it must add); default: the first devnet chain */
  walletKnownChainIds?: (devnet: LabDevnet) => number[]
  /** non-EVM namespaces to add (see namespaces/labNamespaces.ts); eip155 is always there */
  namespaces?: Exclude<ChainNamespace, 'eip155'>[]
  /** the host owns a wagmi config and uses wagmi's hooks next to Portico */
  wagmiHost?: boolean
  /** sign in with X through apps/api (`createApiSiwx`); `required`: SPEC §6 required mode */
  siwx?: 'optional' | 'required'
  /** issue 14: the email login through the lab's secure site (`secureSiteUrl`) */
  email?: boolean
  /** termsConditionsUrl and privacyPolicyUrl: the lab's own pages (public/legal/) */
  legal?: boolean
}
