/**
 * The lab mobile wallet's Cosmos key (@cosmjs amino and direct signers over one secp256k1 key),
 * answering the WalletConnect cosmos RPC
 * (https://docs.reown.com/advanced/multichain/rpc-reference/cosmos-rpc):
 * - cosmos_getAccounts → `[{ address, algo, pubkey (base64) }]`
 * - cosmos_signDirect `{ signerAddress, signDoc: { chainId, accountNumber, authInfoBytes, bodyBytes } }`
 *   (string account number, base64 bytes) → `{ signature: StdSignature, signed }` with `signed` in
 *   the same base64 form
 * - cosmos_signAmino `{ signerAddress, signDoc: StdSignDoc }` → `{ signature: StdSignature, signed }`;
 *   an ADR-36 doc (`sign/MsgSignData`, chain id '') is shown as "Sign a Cosmos message: <text>".
 * A sign doc for another chain than the request's is refused (-32602).
 */
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { invalidParams, unsupportedMethod } from '@portico/lab-wallet/internal'
import { fromBase64, type NamespaceSigner, record, text, toBase64 } from './NamespaceSigner.js'

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const MAX_SHOWN = 200

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** the messages of an ADR-36 `signArbitrary` doc, or undefined when `doc` is not one */
function adr36Data(doc: unknown): Uint8Array[] | undefined {
  if (!isRecord(doc) || doc.chain_id !== '' || !Array.isArray(doc.msgs) || doc.msgs.length === 0)
    return undefined
  const out: Uint8Array[] = []
  for (const m of doc.msgs) {
    if (!isRecord(m) || m.type !== 'sign/MsgSignData' || !isRecord(m.value)) return undefined
    const data = m.value.data
    if (typeof data !== 'string' || !BASE64_RE.test(data)) return undefined
    out.push(fromBase64(data))
  }
  return out
}

/** the message as text for the prompt: UTF-8 when it is, else its size */
function shown(bytes: Uint8Array): string {
  let s: string
  try {
    s = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `<${bytes.length} bytes>`
  }
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s
}

function assertAminoDoc(doc: Record<string, unknown>, chainRef: string, method: string): StdSignDoc {
  const fee = doc.fee
  if (
    typeof doc.chain_id !== 'string' ||
    typeof doc.account_number !== 'string' ||
    typeof doc.sequence !== 'string' ||
    typeof doc.memo !== 'string' ||
    !Array.isArray(doc.msgs) ||
    !isRecord(fee) ||
    !Array.isArray(fee.amount) ||
    typeof fee.gas !== 'string'
  )
    throw invalidParams(`${method}: signDoc is not an amino StdSignDoc`)
  // ADR-36 docs carry no chain id; a transaction must be for the request's chain
  if (doc.chain_id !== chainRef && !adr36Data(doc))
    throw invalidParams(`${method}: signDoc.chain_id ${doc.chain_id} is not ${chainRef}`)
  return doc as unknown as StdSignDoc
}

const base64Field = (doc: Record<string, unknown>, key: string, method: string) => {
  const v = text(doc, key, method)
  if (!BASE64_RE.test(v)) throw invalidParams(`${method}: \`${key}\` must be base64`)
  return v
}

export async function cosmosSigner(seed: Uint8Array, prefix = 'cosmos'): Promise<NamespaceSigner> {
  const direct = await DirectSecp256k1Wallet.fromKey(seed, prefix)
  const amino = await Secp256k1Wallet.fromKey(seed, prefix)
  const [account] = await direct.getAccounts()
  if (!account) throw new Error('cosmosSigner: no account')
  return {
    namespace: 'cosmos',
    address: () => account.address,
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    describe(method, params) {
      if (method === 'cosmos_getAccounts') return 'Share your Cosmos account'
      const doc = isRecord(params) ? params.signDoc : undefined
      if (method === 'cosmos_signAmino') {
        const messages = adr36Data(doc)
        if (messages) return `Sign a Cosmos message: ${messages.map(shown).join(' | ')}`
        const msgs = isRecord(doc) && Array.isArray(doc.msgs) ? doc.msgs : []
        const types = msgs.map((m) => (isRecord(m) && typeof m.type === 'string' ? m.type : '?'))
        const chain = isRecord(doc) && typeof doc.chain_id === 'string' ? doc.chain_id : '?'
        return `Sign a Cosmos transaction (amino) on ${chain}: ${types.join(', ') || 'no messages'}`
      }
      if (method === 'cosmos_signDirect') {
        const chain = isRecord(doc) && typeof doc.chainId === 'string' ? doc.chainId : '?'
        return `Sign a Cosmos transaction (direct) on ${chain}`
      }
      return `Cosmos request ${method}`
    },
    async handle(method, params, chainRef) {
      if (method === 'cosmos_getAccounts')
        return [{ address: account.address, algo: account.algo, pubkey: toBase64(account.pubkey) }]
      if (method !== 'cosmos_signAmino' && method !== 'cosmos_signDirect') throw unsupportedMethod(method)
      const p = record(params, method)
      if (text(p, 'signerAddress', method) !== account.address) throw invalidParams('unknown signerAddress')
      const doc = record(p.signDoc, method)
      if (method === 'cosmos_signAmino') {
        const { signed, signature } = await amino.signAmino(
          account.address,
          assertAminoDoc(doc, chainRef, method),
        )
        return { signed, signature }
      }
      const chainId = text(doc, 'chainId', method)
      if (chainId !== chainRef)
        throw invalidParams(`${method}: signDoc.chainId ${chainId} is not ${chainRef}`)
      const accountNumber =
        typeof doc.accountNumber === 'number' ? String(doc.accountNumber) : doc.accountNumber
      if (typeof accountNumber !== 'string' || !/^[0-9]+$/.test(accountNumber))
        throw invalidParams(`${method}: \`accountNumber\` must be a decimal string`)
      const signed = {
        chainId,
        accountNumber,
        authInfoBytes: base64Field(doc, 'authInfoBytes', method),
        bodyBytes: base64Field(doc, 'bodyBytes', method),
      }
      const { signature } = await direct.signDirect(account.address, {
        chainId,
        accountNumber: BigInt(accountNumber),
        bodyBytes: fromBase64(signed.bodyBytes),
        authInfoBytes: fromBase64(signed.authInfoBytes),
      })
      return { signature, signed }
    },
  }
}
