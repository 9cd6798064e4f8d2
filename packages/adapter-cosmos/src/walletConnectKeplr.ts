/**
 * The adapter's own `KeplrLike` over a WalletConnect session (the WalletConnect cosmos RPC:
 * https://docs.reown.com/advanced/multichain/rpc-reference/cosmos-rpc), so connect, ADR-36
 * signMessage and signSend (cosmosSend.ts) run unchanged whether the wallet is injected or a
 * phone on the other side of a relay.
 *
 * - enable: only chains the session has (`cosmos:<chainId>`), else CHAIN_NOT_SUPPORTED.
 * - getKey: `cosmos_getAccounts`, the entry whose address is the session's address on that
 *   chain. Keys are validated (pubkey ↔ address) and remembered per session topic, also across
 *   a reload, so a restored session needs no wallet round trip before the first signature.
 * - getOfflineSigner / getOfflineSignerOnlyAmino: `cosmos_signDirect` (base64 bytes, string
 *   account number) and `cosmos_signAmino`; answers are checked before cosmjs sees them.
 * - signArbitrary: ADR-36 — the `sign/MsgSignData` amino doc sent with `cosmos_signAmino`; the
 *   wallet must sign exactly that doc (compared canonically), else WALLET_RESPONSE_INVALID.
 * Only methods the wallet approved are sent (METHOD_NOT_ALLOWED otherwise); the keys are dropped
 * when the session ends. A lazy chunk.
 */
import {
  type AminoSignResponse,
  makeSignDoc,
  type StdSignature,
  type StdSignDoc,
  serializeSignDoc,
} from '@cosmjs/amino'
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'
import {
  type CaipNetworkId,
  type PorticoStorage,
  porticoError,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import { assertKey, fromBase64, toBase64 } from './cosmosActions.js'
import type { KeplrKey, KeplrLike } from './keplrTypes.js'
import { invalidResponse } from './toCosmosError.js'

type SignDoc = Parameters<OfflineDirectSigner['signDirect']>[1]

/** storage key (under Portico's prefix) of the keys of the current session */
export const WALLET_CONNECT_KEYS_STORAGE_KEY = 'cosmos.walletConnectKeys'

interface StoredKeys {
  topic: string
  keys: Record<string, { algo: string; pubkey: string }>
}

/** a zod-like schema for `PorticoStorage.get` (this package does not depend on zod) */
const storedKeysSchema = {
  safeParse(value: unknown) {
    const v = value as Partial<StoredKeys> | null
    const ok =
      !!v &&
      typeof v.topic === 'string' &&
      !!v.keys &&
      typeof v.keys === 'object' &&
      Object.values(v.keys).every(
        (k) => !!k && typeof k.algo === 'string' && typeof (k as { pubkey?: unknown }).pubkey === 'string',
      )
    return ok ? { success: true, data: v as StoredKeys } : { success: false, error: new Error('invalid') }
  },
} as unknown as Parameters<PorticoStorage['get']>[1]

export interface WalletConnectKeplr extends KeplrLike {
  /** the WalletConnect session this wallet speaks through */
  readonly session: WalletConnectNamespaceSession
  /** drops the remembered keys (memory and storage) */
  forget(): void
}

export interface WalletConnectKeplrOptions {
  /** where validated keys are remembered across reloads (the adapter's Portico storage) */
  storage?: PorticoStorage
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** sorted-JSON equality of two amino sign docs (false when either is not one) */
function sameSignDoc(a: unknown, b: StdSignDoc): boolean {
  try {
    const x = serializeSignDoc(a as StdSignDoc)
    const y = serializeSignDoc(b)
    return x.length === y.length && x.every((v, i) => v === y[i])
  } catch {
    return false
  }
}

/** canonical JSON of any value (sorted keys), for comparing parts of sign docs */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (isRecord(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`
  return JSON.stringify(v) ?? 'null'
}

/** the ADR-36 amino sign doc of `signArbitrary` (chain id '', zero fee, account 0, sequence 0) */
export function adr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
}

function assertStdSignature(value: unknown): StdSignature {
  const s = value as { pub_key?: { type?: unknown; value?: unknown }; signature?: unknown } | null
  if (
    !isRecord(s) ||
    !isRecord(s.pub_key) ||
    typeof s.pub_key.type !== 'string' ||
    fromBase64(s.pub_key.value) === undefined ||
    fromBase64(s.signature)?.length !== 64
  )
    throw invalidResponse({ signature: 'expected { pub_key: { type, value }, signature } (base64)' })
  return s as unknown as StdSignature
}

function assertAminoDoc(value: unknown): StdSignDoc {
  const d = value as Partial<Record<keyof StdSignDoc, unknown>> | null
  const fee = d?.fee as { amount?: unknown; gas?: unknown } | undefined
  if (
    !isRecord(d) ||
    typeof d.chain_id !== 'string' ||
    typeof d.account_number !== 'string' ||
    typeof d.sequence !== 'string' ||
    typeof d.memo !== 'string' ||
    !Array.isArray(d.msgs) ||
    !isRecord(fee) ||
    !Array.isArray(fee.amount) ||
    typeof fee.gas !== 'string'
  )
    throw invalidResponse({ signed: 'not an amino sign doc' })
  return d as unknown as StdSignDoc
}

export function createWalletConnectKeplr(
  session: WalletConnectNamespaceSession,
  options: WalletConnectKeplrOptions = {},
): WalletConnectKeplr {
  const { storage } = options
  /** validated keys by bech32 address */
  const keys = new Map<string, KeplrKey>()

  const caip = (chainId: string) => `cosmos:${chainId}` as CaipNetworkId

  const requireChain = (chainId: unknown) => {
    if (typeof chainId !== 'string' || !session.chains().includes(caip(chainId)))
      throw porticoError('CHAIN_NOT_SUPPORTED', {
        details: { chainId, sessionChains: session.chains() },
      })
    return caip(chainId)
  }

  /** SPEC §6: a method the wallet did not approve is not sent */
  const call = async (method: string, params: unknown, chainId: string): Promise<unknown> => {
    if (!session.methods().includes(method))
      throw porticoError('METHOD_NOT_ALLOWED', { details: { method, approved: session.methods() } })
    return session.request({ method, params }, requireChain(chainId))
  }

  const sessionAddress = (chainId: string) => {
    const address = session.addresses(requireChain(chainId))[0]
    if (!address) throw porticoError('CHAIN_NOT_SUPPORTED', { details: { chainId, accounts: 'none' } })
    return address
  }

  const readStored = (): StoredKeys | undefined => {
    const stored = storage?.get(WALLET_CONNECT_KEYS_STORAGE_KEY, storedKeysSchema) as StoredKeys | undefined
    return stored?.topic === session.topic ? stored : undefined
  }

  const remember = (key: KeplrKey) => {
    keys.set(key.bech32Address, key)
    if (!storage) return
    const stored = readStored() ?? { topic: session.topic, keys: {} }
    stored.keys[key.bech32Address] = { algo: key.algo, pubkey: toBase64(key.pubKey) }
    storage.set(WALLET_CONNECT_KEYS_STORAGE_KEY, stored)
  }

  /** a key already known for this address: memory, storage, or the same public key on another prefix */
  const knownKey = (address: string): KeplrKey | undefined => {
    const inMemory = keys.get(address)
    if (inMemory) return inMemory
    const candidates: { algo: string; pubKey: Uint8Array }[] = [...keys.values()]
    for (const k of Object.values(readStored()?.keys ?? {})) {
      const pubKey = fromBase64(k.pubkey)
      if (pubKey) candidates.push({ algo: k.algo, pubKey })
    }
    for (const c of candidates) {
      const key: KeplrKey = { algo: c.algo, pubKey: c.pubKey, bech32Address: address }
      try {
        if (assertKey(key) === address && c.algo === 'secp256k1') return key
      } catch {
        // not this key
      }
    }
    return undefined
  }

  const getKey = async (chainId: string): Promise<KeplrKey> => {
    const address = sessionAddress(chainId)
    const known = knownKey(address)
    if (known) {
      keys.set(address, known)
      return known
    }
    const result = await call('cosmos_getAccounts', {}, chainId)
    if (!Array.isArray(result)) throw invalidResponse({ cosmos_getAccounts: 'expected an array' })
    const entry = result.find((a) => isRecord(a) && a.address === address) as
      | Record<string, unknown>
      | undefined
    if (!entry) throw invalidResponse({ cosmos_getAccounts: `no entry for the session's address ${address}` })
    const pubKey = fromBase64(entry.pubkey)
    if (!pubKey || typeof entry.algo !== 'string')
      throw invalidResponse({ account: 'expected { algo, pubkey }' })
    const key: KeplrKey = { algo: entry.algo, pubKey, bech32Address: address }
    assertKey(key)
    remember(key)
    return key
  }

  const accounts = async (chainId: string) => {
    const key = await getKey(chainId)
    return [{ address: key.bech32Address, algo: key.algo as 'secp256k1', pubkey: key.pubKey }]
  }

  /** the signer must be the session's account on that chain */
  const requireSigner = (chainId: string, signer: string) => {
    if (signer !== sessionAddress(chainId))
      throw porticoError('INVALID_CAIP', { details: { signer, chainId } })
  }

  const signAmino = async (
    chainId: string,
    signer: string,
    signDoc: StdSignDoc,
  ): Promise<AminoSignResponse> => {
    requireSigner(chainId, signer)
    const result = await call('cosmos_signAmino', { signerAddress: signer, signDoc }, chainId)
    const r = isRecord(result) ? result : {}
    const signed = assertAminoDoc(r.signed)
    const signature = assertStdSignature(r.signature)
    // the wallet may adjust fee and memo (Keplr does); it may not sign another tx
    if (
      signed.chain_id !== signDoc.chain_id ||
      signed.account_number !== signDoc.account_number ||
      signed.sequence !== signDoc.sequence ||
      canonical(signed.msgs) !== canonical(signDoc.msgs)
    )
      throw invalidResponse({ signed: 'not the requested sign doc' })
    return { signed, signature }
  }

  const signDirect = async (
    chainId: string,
    signer: string,
    signDoc: SignDoc,
  ): Promise<DirectSignResponse> => {
    requireSigner(chainId, signer)
    const params = {
      signerAddress: signer,
      signDoc: {
        chainId: signDoc.chainId,
        accountNumber: signDoc.accountNumber.toString(),
        authInfoBytes: toBase64(signDoc.authInfoBytes),
        bodyBytes: toBase64(signDoc.bodyBytes),
      },
    }
    const result = await call('cosmos_signDirect', params, chainId)
    const r = isRecord(result) ? result : {}
    const signature = assertStdSignature(r.signature)
    const s = isRecord(r.signed) ? r.signed : {}
    const bodyBytes = fromBase64(s.bodyBytes)
    const authInfoBytes = fromBase64(s.authInfoBytes)
    const accountNumber = typeof s.accountNumber === 'number' ? String(s.accountNumber) : s.accountNumber
    if (!bodyBytes || !authInfoBytes || typeof accountNumber !== 'string' || !/^[0-9]+$/.test(accountNumber))
      throw invalidResponse({
        signed: 'expected { chainId, accountNumber, authInfoBytes, bodyBytes } (base64)',
      })
    if (s.chainId !== signDoc.chainId || accountNumber !== params.signDoc.accountNumber)
      throw invalidResponse({ signed: 'not the requested chain or account number' })
    return {
      signed: {
        ...signDoc,
        chainId: s.chainId,
        accountNumber: BigInt(accountNumber),
        bodyBytes,
        authInfoBytes,
      },
      signature,
    }
  }

  const wallet: WalletConnectKeplr = {
    session,
    name: 'WalletConnect',
    async enable(chainIds) {
      for (const id of Array.isArray(chainIds) ? chainIds : [chainIds]) requireChain(id)
    },
    getKey,
    getOfflineSigner(chainId) {
      return {
        getAccounts: () => accounts(chainId),
        signAmino: (signer, signDoc) => signAmino(chainId, signer, signDoc),
        signDirect: (signer, signDoc) => signDirect(chainId, signer, signDoc),
      }
    },
    getOfflineSignerOnlyAmino(chainId) {
      return {
        getAccounts: () => accounts(chainId),
        signAmino: (signer, signDoc) => signAmino(chainId, signer, signDoc),
      }
    },
    async signArbitrary(chainId, signer, data) {
      requireSigner(chainId, signer)
      const doc = adr36SignDoc(signer, data)
      const result = await call('cosmos_signAmino', { signerAddress: signer, signDoc: doc }, chainId)
      const r = isRecord(result) ? result : {}
      // ADR-36: the wallet signs exactly this doc; anything else is not the user's message
      if (!sameSignDoc(r.signed, doc))
        throw invalidResponse({ signed: 'not the ADR-36 sign doc of the message' })
      return assertStdSignature(r.signature)
    },
    forget() {
      keys.clear()
      storage?.remove(WALLET_CONNECT_KEYS_STORAGE_KEY)
    },
  }
  // the session ended (either side): its keys are of no use any more
  session.on('disconnect', () => wallet.forget())
  return wallet
}
