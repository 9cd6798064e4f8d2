/**
 * A sign-in text (CAIP-122, see createSignInMessage) → its SPEC §3 fields, strictly: the text is
 * split by the line grammar of its namespace (EIP-4361 for eip155, cross-checked with `viem/siwe`'s
 * `parseSiweMessage`; the Sign-In-With-Solana layout for solana and bip122), the fields must pass
 * the rules of `signInMessageDataSchema`, and the text built again from those fields must be the
 * same text byte for byte. So one set of fields has exactly one text: no extra lines, no other
 * spelling of an address or a time, no scheme before the domain, nothing longer than the limits.
 */
import { parseSiweMessage } from 'viem/siwe'
import {
  invalidSignInMessage,
  normalizeSignInMessageData,
  SIGN_IN_ACCOUNT_WORD,
  signInMessageText,
} from './createSignInMessage.js'
import type { SIWXMessage, SIWXMessageData } from './SIWXConfig.js'
import { SIWX_LIMITS, type SIWXNamespace } from './signInMessageDataSchema.js'

const HEADER_RE = /^(\S+) wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/
const NAMESPACE_OF: Record<string, SIWXNamespace> = Object.fromEntries(
  Object.entries(SIGN_IN_ACCOUNT_WORD).map(([ns, word]) => [word, ns as SIWXNamespace]),
)
const FIELD_KEYS = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/** the fields of the lines after the address and statement (in their fixed order) */
function readFields(lines: string[]): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {}
  let i = 0
  for (const [label, key] of FIELD_KEYS) {
    const line = lines[i]
    if (line?.startsWith(`${label}: `)) {
      out[key] = line.slice(label.length + 2)
      i++
    }
  }
  if (lines[i] === 'Resources:') {
    const resources = lines.slice(i + 1)
    if (!resources.every((r) => r.startsWith('- '))) return undefined
    out.resources = resources.map((r) => r.slice(2))
    i = lines.length
  }
  return i === lines.length ? out : undefined
}

function splitSiws(text: string): Record<string, unknown> | undefined {
  const lines = text.split('\n')
  const [, domain, word] = HEADER_RE.exec(lines[0] ?? '') ?? []
  if (!domain || !word || word === 'Ethereum' || lines[2] !== '') return undefined
  const ns = NAMESPACE_OF[word]!
  let rest = lines.slice(3)
  let statement: string | undefined
  if (rest[1] === '') {
    statement = rest[0]
    rest = rest.slice(2)
  }
  const fields = readFields(rest)
  if (!fields || typeof fields.chainId !== 'string') return undefined
  return { ...fields, domain, accountAddress: lines[1], statement, chainId: `${ns}:${fields.chainId}` }
}

function splitSiwe(text: string): Record<string, unknown> | undefined {
  const header = HEADER_RE.exec(text.slice(0, text.indexOf('\n')))
  if (header?.[2] !== 'Ethereum') return undefined
  const m = parseSiweMessage(text)
  if (!m.address || !m.domain || m.chainId === undefined || !m.nonce || !m.uri || !m.version || !m.issuedAt)
    return undefined
  const iso = (d: Date | undefined) => (d && Number.isFinite(d.getTime()) ? d.toISOString() : undefined)
  return {
    chainId: `eip155:${m.chainId}`,
    accountAddress: m.address,
    nonce: m.nonce,
    domain: m.domain,
    uri: m.uri,
    version: m.version,
    issuedAt: iso(m.issuedAt) ?? 'invalid',
    expirationTime: m.expirationTime ? (iso(m.expirationTime) ?? 'invalid') : undefined,
    notBefore: m.notBefore ? (iso(m.notBefore) ?? 'invalid') : undefined,
    requestId: m.requestId,
    resources: m.resources,
    statement: m.statement,
  }
}

/** SPEC §3: the fields of a sign-in text; throws a PorticoError when the text is not one */
export function parseSignInMessage(text: string): SIWXMessage {
  if (typeof text !== 'string' || text.length > SIWX_LIMITS.message)
    throw invalidSignInMessage(`is not text of at most ${SIWX_LIMITS.message} characters`)
  let raw: Record<string, unknown> | undefined
  try {
    raw = text.startsWith('0x') ? undefined : (splitSiwe(text) ?? splitSiws(text))
  } catch (cause) {
    throw invalidSignInMessage('does not follow the CAIP-122 grammar', cause)
  }
  if (!raw) throw invalidSignInMessage('does not follow the CAIP-122 grammar')
  for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k]
  const data = normalizeSignInMessageData(raw as unknown as SIWXMessageData)
  if (signInMessageText(data) !== text)
    throw invalidSignInMessage('is not in its canonical form (spelling, order or spacing of a field)')
  return { ...data, toString: () => text }
}
