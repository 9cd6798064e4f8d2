/**
 * What the lab mobile wallet needs from each non-EVM namespace: its address, the WalletConnect
 * methods it answers and how it answers them. One file per namespace (solanaSigner.ts,
 * bitcoinSigner.ts, polkadotSigner.ts, cosmosSigner.ts); request/response shapes are the
 * WalletConnect namespace RPC ones (https://docs.reown.com/advanced/multichain/rpc-reference).
 */
import { invalidParams } from '@portico/lab-wallet/internal'

export type SignerNamespace = 'solana' | 'bip122' | 'polkadot' | 'cosmos'

export interface NamespaceSigner {
  namespace: SignerNamespace
  /** the account address on a CAIP-2 chain reference (the part after `ns:`) */
  address(chainRef: string): string
  /** methods this signer answers; everything else is 4200 */
  methods: readonly string[]
  /** human summary for the approval prompt */
  describe(method: string, params: unknown): string
  handle(method: string, params: unknown, chainRef: string): Promise<unknown>
}

export const record = (params: unknown, method: string): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalidParams(`${method} expects an object`)
  return params as Record<string, unknown>
}
export const text = (p: Record<string, unknown>, key: string, method: string): string => {
  const v = p[key]
  if (typeof v !== 'string') throw invalidParams(`${method}: \`${key}\` must be a string`)
  return v
}

/** base64 without Buffer (the lab /wallet page runs this in the browser) */
export function toBase64(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin)
}
export function fromBase64(s: string): Uint8Array {
  const bin = atob(s)
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}
