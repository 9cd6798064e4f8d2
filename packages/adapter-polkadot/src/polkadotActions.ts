/**
 * The wallet actions of the polkadot adapter. A lazy chunk: polkadotAdapter imports it on the
 * first user action. Every wallet answer is validated here (shape, SS58 form, signature hex).
 * SS58 is checked by form only (base58 alphabet and length): the checksum needs blake2, i.e.
 * @polkadot/util-crypto and its wasm (~180 KB gzip), which only the transfer chunk loads
 * (polkadotTransfer.ts decodes both addresses strictly before building an extrinsic).
 */

import { stringToHex } from '@polkadot/util'
import { porticoError } from '@portico/core'
import { isBase58 } from '@portico/core/internal'
import type { InjectedAccount, InjectedExtension, InjectedWindowProvider } from './injectedWeb3.js'
import { invalidResponse, toPolkadotError } from './toPolkadotError.js'

/** sr25519 / ed25519 (64 bytes), ecdsa (65 bytes), optionally with a 1-byte MultiSignature type prefix */
const SIGNATURE_RE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130}|[0-9a-fA-F]{132})$/

export function isSs58Address(address: unknown): address is string {
  // base58, 46–49 characters: 32-byte account ids with a 1- or 2-byte prefix
  return typeof address === 'string' && isBase58(address, 46, 49)
}

export function assertSs58Address(address: unknown): string {
  if (!isSs58Address(address)) throw porticoError('INVALID_CAIP', { details: { address } })
  return address
}

export function assertSignature(signature: unknown): `0x${string}` {
  if (typeof signature !== 'string' || !SIGNATURE_RE.test(signature)) throw invalidResponse({ signature })
  return signature as `0x${string}`
}

/** Calls `enable(appName)` and checks the extension object it returns. */
export async function enableAction(
  provider: InjectedWindowProvider,
  appName: string,
): Promise<InjectedExtension> {
  let ext: unknown
  try {
    ext = await provider.enable(appName)
  } catch (e) {
    throw toPolkadotError(e)
  }
  const x = ext as Partial<InjectedExtension> | null
  if (
    !x ||
    typeof x !== 'object' ||
    typeof x.accounts?.get !== 'function' ||
    !x.signer ||
    typeof x.signer !== 'object'
  )
    throw invalidResponse({ enable: 'expected { accounts: { get }, signer }' })
  return x as InjectedExtension
}

/** The extension's accounts; malformed ones are dropped, none left is an error. */
export async function accountsAction(ext: InjectedExtension): Promise<InjectedAccount[]> {
  let list: unknown
  try {
    list = await ext.accounts.get()
  } catch (e) {
    throw toPolkadotError(e)
  }
  if (!Array.isArray(list)) throw invalidResponse({ accounts: list })
  const valid = list.filter(
    (a): a is InjectedAccount =>
      !!a && typeof a === 'object' && isSs58Address((a as InjectedAccount).address),
  )
  if (valid.length === 0) throw invalidResponse({ accounts: 'no valid SS58 account' })
  return valid
}

/**
 * signRaw of a UTF-8 message. The extension wraps the bytes in `<Bytes>…</Bytes>` before
 * signing (so a message can never be a valid extrinsic); verify with
 * `signatureVerify(u8aWrapBytes(message), signature, address)`.
 */
export async function signRawAction(ext: InjectedExtension, address: string, message: string) {
  assertSs58Address(address)
  const signRaw = ext.signer.signRaw
  if (typeof signRaw !== 'function')
    throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', { details: { signRaw: 'missing' } })
  let result: unknown
  try {
    result = await signRaw({ address, data: stringToHex(message), type: 'bytes' })
  } catch (e) {
    throw toPolkadotError(e)
  }
  return assertSignature((result as { signature?: unknown } | null)?.signature)
}
