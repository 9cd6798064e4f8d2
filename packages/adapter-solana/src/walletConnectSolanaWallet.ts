/**
 * A wallet-standard `Wallet` over the solana namespace of a WalletConnect session, so the
 * adapter's own actions (solanaActions.ts: sign message, sign / sign-and-send transaction)
 * run unchanged over WalletConnect. Hand-written: the session speaks the WalletConnect Solana
 * RPC (https://docs.reown.com/advanced/multichain/rpc-reference, base58 / base64 strings),
 * wallet-standard speaks bytes. A lazy chunk: solanaAdapter imports it in `connectWalletConnect`.
 *
 * Only the methods the wallet approved become features. Every answer is untrusted: signatures
 * must be 64 bytes of base58, transactions must decode, else WALLET_RESPONSE_INVALID.
 */
import {
  type CaipNetworkId,
  getRpcCode,
  isPorticoError,
  porticoError,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'

export interface WalletConnectSolanaWallet {
  wallet: Wallet
  /** stops following the session (the adapter forgets it) */
  dispose(): void
}

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

interface SignInput {
  account: WalletAccount
  transaction: Uint8Array
  chain?: IdentifierString
  options?: { preflightCommitment?: string }
}

/** wallet-standard feature → the WalletConnect method that must be approved for it */
const GATED: Record<string, string> = {
  'solana:signMessage': 'solana_signMessage',
  'solana:signTransaction': 'solana_signTransaction',
  'solana:signAndSendTransaction': 'solana_signAndSendTransaction',
}

/** WalletConnect's blue bridge mark, a plain SVG (wallet-standard wants a data: icon) */
const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/><path d="M9.6 12.2c3.5-3.4 9.3-3.4 12.8 0l.4.4a.4.4 0 0 1 0 .6l-1.5 1.4a.2.2 0 0 1-.3 0l-.6-.6a6.5 6.5 0 0 0-8.8 0l-.6.6a.2.2 0 0 1-.3 0l-1.5-1.4a.4.4 0 0 1 0-.6z" fill="#fff"/></svg>',
)}` as WalletIcon

const invalid = (reason: string) => porticoError('WALLET_RESPONSE_INVALID', { details: { reason } })

/** WalletConnect rejections (5000–5002) and EIP-1193 4001 are the user saying no */
function toSessionError(e: unknown): unknown {
  if (isPorticoError(e)) return e
  const code = getRpcCode(e)
  if (code === 4001 || code === 5000 || code === 5001 || code === 5002)
    return porticoError('USER_REJECTED', {
      // as an EIP-1193 4001 in the cause chain, so `isUserRejection` sees it too
      cause:
        code === 4001
          ? e
          : Object.assign(new Error('User rejected the request', { cause: e }), { code: 4001 }),
      rpcCode: 4001,
    })
  return e
}

function asRecord(answer: unknown, method: string): Record<string, unknown> {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw invalid(`${method}: the answer must be an object`)
  return answer as Record<string, unknown>
}

/** a base58 ed25519 signature from the wallet: exactly 64 bytes */
function signatureBytes(value: unknown, method: string): SignatureBytes {
  let bytes: Uint8Array
  try {
    if (typeof value !== 'string' || value.length === 0) throw new Error('not a string')
    bytes = getBase58Encoder().encode(value) as Uint8Array
  } catch {
    throw invalid(`${method}: signature must be base58`)
  }
  if (bytes.length !== 64) throw invalid(`${method}: signature must be 64 bytes`)
  return bytes as SignatureBytes
}

function decodeTransaction(bytes: Uint8Array, what: string): Transaction {
  try {
    const tx = getTransactionDecoder().decode(bytes)
    if (Object.keys(tx.signatures).length === 0) throw new Error('no signers')
    return tx
  } catch {
    throw invalid(`${what} is not a Solana transaction`)
  }
}

const feePayerOf = (tx: Transaction) => Object.keys(tx.signatures)[0] as keyof Transaction['signatures']

/**
 * The signed wire transaction from a `solana_signTransaction` answer: the wallet's
 * `transaction` (base64) when it sent one, else our transaction with its `signature` in the
 * fee payer's slot.
 */
export function signedTransactionFrom(original: Uint8Array, answer: unknown): Uint8Array {
  const method = 'solana_signTransaction'
  const r = asRecord(answer, method)
  const signature = r.signature === undefined ? undefined : signatureBytes(r.signature, method)
  if (r.transaction !== undefined) {
    if (typeof r.transaction !== 'string') throw invalid(`${method}: transaction must be base64`)
    let bytes: Uint8Array
    try {
      bytes = getBase64Encoder().encode(r.transaction) as Uint8Array
    } catch {
      throw invalid(`${method}: transaction must be base64`)
    }
    const tx = decodeTransaction(bytes, `${method}: transaction`)
    const slot = tx.signatures[feePayerOf(tx)]
    if (slot?.length !== 64 || slot.every((b) => b === 0))
      throw invalid(`${method}: the transaction is not signed by its fee payer`)
    if (signature && getBase58Decoder().decode(slot) !== getBase58Decoder().decode(signature))
      throw invalid(`${method}: signature and transaction disagree`)
    return getTransactionEncoder().encode(tx) as Uint8Array
  }
  if (!signature) throw invalid(`${method}: no signature`)
  const tx = decodeTransaction(original, 'the transaction to sign')
  const signed: Transaction = { ...tx, signatures: { ...tx.signatures, [feePayerOf(tx)]: signature } }
  return getTransactionEncoder().encode(signed) as Uint8Array
}

export function walletConnectSolanaWallet(
  session: WalletConnectNamespaceSession,
  options: {
    /** the adapter's active network (CAIP-2): where requests go and whose address is the account */
    chain(): CaipNetworkId
  },
): WalletConnectSolanaWallet {
  const listeners = new Set<ChangeListener>()
  const approved = () => {
    try {
      return session.methods()
    } catch {
      return []
    }
  }
  const sessionChains = () => {
    try {
      return session.chains() as IdentifierString[]
    } catch {
      return []
    }
  }
  const featureNames = () =>
    Object.keys(features).filter((f) => !GATED[f] || approved().includes(GATED[f])) as IdentifierString[]

  const toAccount = (address: unknown): WalletAccount | undefined => {
    if (typeof address !== 'string') return undefined
    let publicKey: Uint8Array
    try {
      publicKey = getBase58Encoder().encode(address) as Uint8Array
    } catch {
      return undefined
    }
    if (publicKey.length !== 32) return undefined
    return { address, publicKey, chains: sessionChains(), features: featureNames() }
  }
  const currentAccounts = (addresses?: readonly unknown[]): WalletAccount[] => {
    let list: readonly unknown[] = addresses ?? []
    if (!addresses)
      try {
        list = session.addresses(options.chain())
      } catch {
        list = []
      }
    return list.map(toAccount).filter((a): a is WalletAccount => a !== undefined)
  }

  const request = async (method: string, params: unknown, chain?: IdentifierString) => {
    try {
      return await session.request({ method, params }, (chain ?? options.chain()) as CaipNetworkId)
    } catch (e) {
      throw toSessionError(e)
    }
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect() {
        const accounts = currentAccounts()
        if (accounts.length === 0) throw invalid('the session has no Solana account on this chain')
        return { accounts }
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: ChangeListener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const out = []
        for (const { account, message } of inputs) {
          const answer = await request('solana_signMessage', {
            message: getBase58Decoder().decode(message),
            pubkey: account.address,
          })
          const signature = signatureBytes(
            asRecord(answer, 'solana_signMessage').signature,
            'solana_signMessage',
          )
          out.push({ signedMessage: message, signature })
        }
        return out
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: SignInput[]) {
        const out = []
        for (const input of inputs) {
          const answer = await request(
            'solana_signTransaction',
            { transaction: getBase64Decoder().decode(input.transaction) },
            input.chain,
          )
          out.push({ signedTransaction: signedTransactionFrom(input.transaction, answer) })
        }
        return out
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: SignInput[]) {
        const out = []
        for (const input of inputs) {
          const method = 'solana_signAndSendTransaction'
          const preflightCommitment = input.options?.preflightCommitment
          const answer = await request(
            method,
            {
              transaction: getBase64Decoder().decode(input.transaction),
              sendOptions: preflightCommitment ? { preflightCommitment } : {},
            },
            input.chain,
          )
          out.push({ signature: signatureBytes(asRecord(answer, method).signature, method) })
        }
        return out
      },
    },
  }

  const emit = (accounts: readonly WalletAccount[]) => {
    for (const l of [...listeners]) l({ accounts })
  }
  const offs = [
    session.on('accountsChanged', (payload) =>
      emit(currentAccounts(Array.isArray(payload) ? payload : undefined)),
    ),
    session.on('disconnect', () => emit([])),
  ]

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: ICON,
    get chains() {
      return sessionChains()
    },
    get accounts() {
      return currentAccounts()
    },
    get features() {
      const names = new Set<string>(featureNames())
      return Object.fromEntries(Object.entries(features).filter(([k]) => names.has(k))) as Wallet['features']
    },
  }
  return {
    wallet,
    dispose() {
      for (const off of offs.splice(0)) off()
      listeners.clear()
    },
  }
}
