/**
 * The Solana actions: a lazy chunk (solanaAdapter imports it on first use) so `@solana/kit`
 * and the SPL helpers stay out of the host's startup bundle. RPC through kit's
 * `createSolanaRpc`; transactions are built here, signed (and usually sent) by the wallet
 * through wallet-standard features, and confirmed by polling `getSignatureStatuses`.
 */
import { type BalanceResult, type PorticoNetwork, porticoError, type SIWXMessageData } from '@portico/core'
import {
  type Address,
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase58Decoder,
  getBase64Decoder,
  isAddress,
  type Signature,
  address as toAddress,
} from '@solana/kit'
import { fetchMint } from '@solana-program/token'
import type { IdentifierString } from '@wallet-standard/base'
import type { SolanaSession } from './solanaTypes.js'
import { toSolanaError } from './toSolanaError.js'
import { formatUnits } from './units.js'
import { toRpcCommitment } from './validatePreflightCommitment.js'

export type Rpc = ReturnType<typeof createSolanaRpc>

/** SPEC §5: a recipient must be a base58 address of 32 bytes */
export function isSolanaAddress(value: string): boolean {
  return isAddress(value)
}

export function rpcFor(network: PorticoNetwork): Rpc {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw porticoError('NO_RPC_URL', { details: { caipNetworkId: network.caipNetworkId } })
  return createSolanaRpc(url)
}

export function requireAddress(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value))
    throw porticoError('INVALID_CAIP', { details: { [what]: value } })
  return toAddress(value)
}

export async function getSolBalance(network: PorticoNetwork, owner: string): Promise<BalanceResult> {
  const account = requireAddress(owner, 'address')
  let value: bigint
  try {
    value = (await rpcFor(network).getBalance(account).send()).value
  } catch (e) {
    throw toSolanaError(e)
  }
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}

export async function getTokenBalance(
  network: PorticoNetwork,
  owner: string,
  mint: string,
): Promise<BalanceResult> {
  const o = requireAddress(owner, 'owner')
  const m = requireAddress(mint, 'mint')
  const rpc = rpcFor(network)
  try {
    const { value } = await rpc.getTokenAccountsByOwner(o, { mint: m }, { encoding: 'jsonParsed' }).send()
    const mintInfo = await fetchMint(rpc, m)
    let total = 0n
    for (const a of value) {
      const info = (a.account.data as { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } }).parsed
        ?.info
      const amount = info?.tokenAmount?.amount
      if (typeof amount === 'string' && /^\d+$/.test(amount)) total += BigInt(amount)
    }
    const decimals = mintInfo.data.decimals
    return { value: total, decimals, symbol: '', formatted: formatUnits(total, decimals) }
  } catch (e) {
    throw toSolanaError(e)
  }
}

export async function signMessageAction(s: SolanaSession, message: string): Promise<string> {
  const feature = s.wallet.features['solana:signMessage'] as
    | {
        signMessage(
          ...inputs: { account: unknown; message: Uint8Array }[]
        ): Promise<readonly { signature: Uint8Array }[]>
      }
    | undefined
  if (!feature) throw porticoError('METHOD_NOT_ALLOWED', { details: { feature: 'solana:signMessage' } })
  let out: readonly { signature: Uint8Array }[]
  try {
    out = await feature.signMessage({ account: s.account, message: new TextEncoder().encode(message) })
  } catch (e) {
    throw toSolanaError(e)
  }
  const signature = out?.[0]?.signature
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'signature must be 64 bytes' } })
  return getBase58Decoder().decode(signature)
}

/**
 * Sign In With Solana through the wallet's `solana:signIn` (one approval; the wallet writes the
 * text for these fields); undefined when the wallet has no such feature. The answer is checked:
 * the connected account, a 64-byte signature, a text (core compares its fields with ours).
 */
export async function signInAction(
  s: SolanaSession,
  data: SIWXMessageData,
): Promise<{ message: string; signature: string } | undefined> {
  const feature = s.wallet.features['solana:signIn'] as
    | {
        signIn(
          ...inputs: Record<string, unknown>[]
        ): Promise<
          readonly { account?: { address?: unknown }; signedMessage?: unknown; signature?: unknown }[]
        >
      }
    | undefined
  if (!feature) return undefined
  const reference = data.chainId.slice('solana:'.length)
  let out: Awaited<ReturnType<typeof feature.signIn>>
  try {
    out = await feature.signIn({
      domain: data.domain,
      address: data.accountAddress,
      uri: data.uri,
      version: data.version,
      chainId: reference,
      nonce: data.nonce,
      issuedAt: data.issuedAt,
      ...(data.statement ? { statement: data.statement } : {}),
      ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}),
      ...(data.notBefore ? { notBefore: data.notBefore } : {}),
      ...(data.requestId ? { requestId: data.requestId } : {}),
      ...(data.resources ? { resources: data.resources } : {}),
    })
  } catch (e) {
    throw toSolanaError(e)
  }
  const [first] = out ?? []
  const invalid = (reason: string) => porticoError('WALLET_RESPONSE_INVALID', { details: { reason } })
  if (first?.account?.address !== s.account.address) throw invalid('signIn answered for another account')
  if (!(first.signature instanceof Uint8Array) || first.signature.length !== 64)
    throw invalid('signature must be 64 bytes')
  if (!(first.signedMessage instanceof Uint8Array)) throw invalid('signedMessage must be bytes')
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(first.signedMessage)
  } catch {
    throw invalid('signedMessage must be UTF-8 text')
  }
  return { message, signature: getBase58Decoder().decode(first.signature) }
}

export async function signAndSend(s: SolanaSession, rpc: Rpc, transaction: Uint8Array): Promise<Signature> {
  const chain = s.network.caipNetworkId as IdentifierString
  const features = s.wallet.features as Record<string, unknown>
  const preflightCommitment = toRpcCommitment(s.commitment)
  const andSend = features['solana:signAndSendTransaction'] as
    | { signAndSendTransaction(...i: unknown[]): Promise<readonly { signature: Uint8Array }[]> }
    | undefined
  try {
    if (andSend) {
      const [out] = await andSend.signAndSendTransaction({
        account: s.account,
        transaction,
        chain,
        options: { preflightCommitment },
      })
      if (!(out?.signature instanceof Uint8Array) || out.signature.length !== 64)
        throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'signature must be 64 bytes' } })
      return getBase58Decoder().decode(out.signature) as Signature
    }
    const signOnly = features['solana:signTransaction'] as
      | { signTransaction(...i: unknown[]): Promise<readonly { signedTransaction: Uint8Array }[]> }
      | undefined
    if (!signOnly)
      throw porticoError('METHOD_NOT_ALLOWED', { details: { feature: 'solana:signTransaction' } })
    const [out] = await signOnly.signTransaction({ account: s.account, transaction, chain })
    if (!(out?.signedTransaction instanceof Uint8Array))
      throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no signed transaction' } })
    const wire = getBase64Decoder().decode(out.signedTransaction) as Base64EncodedWireTransaction
    return await rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment }).send()
  } catch (e) {
    throw toSolanaError(e, 'TRANSACTION_FAILED')
  }
}

const RANK = { processed: 0, confirmed: 1, finalized: 2 } as const

export async function waitForConfirmation(rpc: Rpc, signature: Signature, s: SolanaSession): Promise<void> {
  const wanted = RANK[toRpcCommitment(s.commitment)]
  const deadline = Date.now() + s.confirmTimeoutMs
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const st = value[0]
    if (st?.err) throw porticoError('TRANSACTION_FAILED', { details: { signature, err: st.err } })
    const status = st?.confirmationStatus
    if (status && RANK[status] >= wanted) return
    await new Promise((r) => setTimeout(r, 400))
  }
  throw porticoError('TRANSACTION_TIMEOUT', { details: { signature } })
}
