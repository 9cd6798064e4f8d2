/**
 * The Keplr-style injected wallet interface (`window.keplr`, Leap's `window.leap`, the lab's
 * `window.porticoLabKeplr`): only the parts Portico calls, typed here to avoid depending on
 * `@keplr-wallet/types`. Every answer is untrusted and validated in cosmosActions.ts.
 */
import type { OfflineAminoSigner, StdSignature } from '@cosmjs/amino'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'

export interface KeplrKey {
  name?: string
  algo: string
  pubKey: Uint8Array
  address?: Uint8Array
  bech32Address: string
  isNanoLedger?: boolean
}

export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  getOfflineSigner(chainId: string): OfflineDirectSigner & OfflineAminoSigner
  getOfflineSignerOnlyAmino(chainId: string): OfflineAminoSigner
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  disable?(chainIds?: string | string[]): Promise<void>
  /** not part of Keplr: the lab wallet (and some wallets) bring a display name and an icon */
  name?: string
  icon?: string
}

/** A global the adapter looks at, e.g. `{ global: 'keplr', name: 'Keplr' }`. */
export interface CosmosWalletGlobal {
  global: string
  name: string
  icon?: string
}

export const DEFAULT_COSMOS_WALLETS: readonly CosmosWalletGlobal[] = [
  { global: 'keplr', name: 'Keplr' },
  { global: 'leap', name: 'Leap' },
]

export function isKeplrLike(v: unknown): v is KeplrLike {
  const k = v as Partial<KeplrLike> | null
  return (
    !!k &&
    typeof k === 'object' &&
    typeof k.enable === 'function' &&
    typeof k.getKey === 'function' &&
    typeof k.signArbitrary === 'function'
  )
}
