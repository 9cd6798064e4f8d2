/**
 * SPEC §3 sign-in message → the text a wallet signs (CAIP-122), per namespace:
 * - eip155: EIP-4361, built by `viem/siwe`'s `createSiweMessage` (EIP-55 address; the text
 *   parses back with `parseSiweMessage`);
 * - solana: the Sign-In-With-Solana text (the layout of wallet-standard `solana:signIn`:
 *   "{domain} wants you to sign in with your Solana account:", the address, the statement
 *   after a blank line when there is one, a blank line, then the fields one per line);
 * - bip122: the same layout with "your Bitcoin account".
 * In both non-EVM texts, as in EIP-4361, `Chain ID:` is the CAIP-2 reference (the namespace is
 * the account word of the first line), so the chain id of the data is rebuilt from the text.
 */
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { ERROR_MESSAGES } from '../errors/errorCatalogue.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { SIWXMessage, SIWXMessageData } from './SIWXConfig.js'
import { type SIWXNamespace, signInMessageDataSchema, signInNamespace } from './signInMessageDataSchema.js'

/** the account word of the first line, per namespace */
export const SIGN_IN_ACCOUNT_WORD: Record<SIWXNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

export function invalidSignInMessage(reason: string, cause?: unknown): PorticoError {
  return new PorticoError('INVALID_OPTIONS', `${ERROR_MESSAGES.INVALID_OPTIONS}: sign-in message ${reason}`, {
    cause,
  })
}

function canonicalTime(v: string | undefined): string | undefined {
  if (v === undefined) return undefined
  const t = Date.parse(v)
  return Number.isFinite(t) ? new Date(t).toISOString() : v
}

/** validated, canonical data (times in toISOString form, an eip155 address EIP-55) */
export function normalizeSignInMessageData(input: SIWXMessageData): SIWXMessageData {
  const ns = signInNamespace(input.chainId)
  let accountAddress = input.accountAddress
  if (ns === 'eip155' && /^0x[0-9a-fA-F]{40}$/.test(accountAddress))
    accountAddress = getAddress(accountAddress)
  // a SIWXMessage is data plus its own toString: the fields are the rest
  const { toString: _text, ...fields } = input as SIWXMessageData & { toString?: unknown }
  const candidate: Record<string, unknown> = {
    ...fields,
    accountAddress,
    issuedAt: canonicalTime(input.issuedAt),
    expirationTime: canonicalTime(input.expirationTime),
    notBefore: canonicalTime(input.notBefore),
  }
  for (const k of Object.keys(candidate)) if (candidate[k] === undefined) delete candidate[k]
  const r = signInMessageDataSchema.safeParse(candidate)
  if (!r.success) {
    const issue = r.error.issues[0]
    throw invalidSignInMessage(
      issue ? `${issue.path.join('.') || 'data'}: ${issue.message}` : 'is invalid',
      r.error,
    )
  }
  return r.data as SIWXMessageData
}

/** the text of already-normalized data */
export function signInMessageText(d: SIWXMessageData): string {
  const ns = signInNamespace(d.chainId) as SIWXNamespace
  const reference = d.chainId.slice(ns.length + 1)
  if (ns === 'eip155')
    return createSiweMessage({
      address: d.accountAddress as `0x${string}`,
      chainId: Number(reference),
      domain: d.domain,
      nonce: d.nonce,
      uri: d.uri,
      version: '1',
      issuedAt: new Date(d.issuedAt),
      ...(d.expirationTime ? { expirationTime: new Date(d.expirationTime) } : {}),
      ...(d.notBefore ? { notBefore: new Date(d.notBefore) } : {}),
      ...(d.requestId ? { requestId: d.requestId } : {}),
      ...(d.resources ? { resources: d.resources } : {}),
      ...(d.statement ? { statement: d.statement } : {}),
    })
  let text = `${d.domain} wants you to sign in with your ${SIGN_IN_ACCOUNT_WORD[ns]} account:\n${d.accountAddress}`
  if (d.statement) text += `\n\n${d.statement}`
  const fields = [
    `URI: ${d.uri}`,
    `Version: ${d.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${d.nonce}`,
    `Issued At: ${d.issuedAt}`,
  ]
  if (d.expirationTime) fields.push(`Expiration Time: ${d.expirationTime}`)
  if (d.notBefore) fields.push(`Not Before: ${d.notBefore}`)
  if (d.requestId) fields.push(`Request ID: ${d.requestId}`)
  if (d.resources) fields.push('Resources:', ...d.resources.map((r) => `- ${r}`))
  return `${text}\n\n${fields.join('\n')}`
}

/** SPEC §3: a sign-in message for these fields; throws a PorticoError when a field breaks a rule */
export function createSignInMessage(data: SIWXMessageData): SIWXMessage {
  const normalized = normalizeSignInMessageData(data)
  const text = signInMessageText(normalized)
  return { ...normalized, toString: () => text }
}
