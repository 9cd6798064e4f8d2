/**
 * The polkadot{.js} extension interface (`window.injectedWeb3`), typed here because
 * `@polkadot/extension-inject` is not a dependency: only the parts Portico calls.
 * Everything read from it is untrusted and validated by `polkadotActions.ts`.
 */

export type HexString = `0x${string}`

export interface InjectedAccount {
  address: string
  name?: string
  type?: string
  genesisHash?: string | null
}

export interface SignerPayloadRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/** The JSON payload of an extrinsic to sign (`SignerPayloadJSON` of @polkadot/types). */
export interface SignerPayloadJSON {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  [key: string]: unknown
}

export interface SignerResult {
  id: number
  signature: HexString
  signedTransaction?: HexString | Uint8Array
}

export interface InjectedSigner {
  signRaw?: (raw: SignerPayloadRaw) => Promise<SignerResult>
  signPayload?: (payload: SignerPayloadJSON) => Promise<SignerResult>
}

export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(cb: (accounts: InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: InjectedSigner
}

export interface InjectedWindowProvider {
  version?: string
  enable(originName: string): Promise<InjectedExtension>
  /** not part of the interface: Portico lab wallets add a display name and an icon */
  name?: string
  icon?: string
}

export type InjectedWeb3 = Record<string, InjectedWindowProvider>

/** The extensions present on the page, in insertion order; malformed entries are skipped. */
export function discoverExtensions(
  global: unknown = typeof window === 'undefined' ? undefined : window,
): { key: string; provider: InjectedWindowProvider }[] {
  const injected = (global as { injectedWeb3?: unknown } | undefined)?.injectedWeb3
  if (!injected || typeof injected !== 'object') return []
  const out: { key: string; provider: InjectedWindowProvider }[] = []
  for (const [key, provider] of Object.entries(injected as Record<string, unknown>)) {
    if (
      provider &&
      typeof provider === 'object' &&
      typeof (provider as InjectedWindowProvider).enable === 'function'
    )
      out.push({ key, provider: provider as InjectedWindowProvider })
  }
  return out
}
