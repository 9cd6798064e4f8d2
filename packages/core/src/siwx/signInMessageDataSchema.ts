/**
 * SPEC §3 sign-in message fields (CAIP-122) as a zod schema with bounded sizes, shared by
 * `createSignInMessage` (what a host or server passes) and `parseSignInMessage` (what comes back
 * from a wallet or a client). The rules:
 * - `chainId` is CAIP-2 in one of the three sign-in namespaces (eip155, solana, bip122); an eip155
 *   reference is a decimal chain id;
 * - `accountAddress` is the namespace's: EIP-55 checksummed for eip155 (a lower-case address is
 *   refused, so the signed text names exactly one spelling), base58 of 32 bytes for solana,
 *   bech32 (bc1/tb1/bcrt1) or base58 for bip122;
 * - `domain` is an RFC 3986 authority (host[:port], the regexes of EIP-4361 / viem), `uri` an
 *   http(s) URI whose authority IS `domain` ("Domain and URI are the host page's, never
 *   another origin's");
 * - `nonce` 8–64 letters and digits (EIP-4361: at least 8 alphanumerics);
 * - times are ISO 8601 in their canonical `toISOString()` form (UTC, milliseconds), so a text
 *   round-trips byte for byte;
 * - statement, request id and resources are single-line and bounded (a signed text stays small).
 */
import { z } from 'zod/mini'
import { isBase58 } from '../utils/base58.js'

export const SIWX_NAMESPACES = ['eip155', 'solana', 'bip122'] as const
export type SIWXNamespace = (typeof SIWX_NAMESPACES)[number]

export const SIWX_LIMITS = {
  domain: 255,
  uri: 2048,
  statement: 512,
  requestId: 128,
  resources: 16,
  resource: 512,
  /** the longest sign-in text parsed (what the limits above allow, with room) */
  message: 16_384,
} as const

const DOMAIN_RE =
  /^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+([a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])(:[0-9]{1,5})?$/
const IP_RE =
  /^(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)(:[0-9]{1,5})?$/
const LOCALHOST_RE = /^localhost(:[0-9]{1,5})?$/
const CHAIN_ID_RE = /^(eip155|solana|bip122):([-_a-zA-Z0-9]{1,32})$/
const EVM_ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/
const BECH32_BTC_RE = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
/** one line of printable text: no control characters, line or paragraph separators */
const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u
/** an unpaired UTF-16 surrogate: not text a wallet can show or a server store (found by the api fuzz suite) */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const wellFormed = (v: string) => !LONE_SURROGATE.test(v)

/** the host[:port] rule of EIP-4361 (RFC 3986 authority without userinfo) */
export function isSignInDomain(domain: string): boolean {
  return (
    domain.length <= SIWX_LIMITS.domain &&
    (DOMAIN_RE.test(domain) || IP_RE.test(domain) || LOCALHOST_RE.test(domain))
  )
}

/** an http(s) URI whose authority is `domain` (no userinfo) */
export function isUriOfDomain(uri: string, domain: string): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  // URL drops a default port (https://a:443 → host "a"): compare what the text says, lower-cased
  const authority = /^https?:\/\/([^/?#]*)/i.exec(uri)?.[1]
  return authority !== undefined && authority.toLowerCase() === domain.toLowerCase()
}

function isUri(v: string): boolean {
  if (v.length > SIWX_LIMITS.resource || !/^[a-zA-Z][a-zA-Z0-9+.-]*:[!-~]+$/.test(v)) return false
  try {
    new URL(v)
    return true
  } catch {
    return false
  }
}

/** the CAIP-2 namespace of a sign-in chain id, or undefined */
export function signInNamespace(chainId: string): SIWXNamespace | undefined {
  return CHAIN_ID_RE.exec(chainId)?.[1] as SIWXNamespace | undefined
}

/** is `address` an account address of `namespace` (format only; EIP-55 checked by the caller) */
export function isNamespaceAddress(namespace: SIWXNamespace, address: string): boolean {
  switch (namespace) {
    case 'eip155':
      return EVM_ADDRESS_RE.test(address)
    case 'solana':
      return isBase58(address, 32, 44)
    case 'bip122':
      return BECH32_BTC_RE.test(address) || isBase58(address, 26, 35)
  }
}

const isoTime = z.string().check(
  z.maxLength(30),
  z.refine((v) => {
    const t = Date.parse(v)
    return Number.isFinite(t) && new Date(t).toISOString() === v
  }, 'an ISO 8601 time in toISOString() form'),
)

export const signInMessageDataSchema = z
  .strictObject({
    chainId: z.string().check(
      z.regex(CHAIN_ID_RE, 'a CAIP-2 chain id of eip155, solana or bip122'),
      z.refine((v) => !v.startsWith('eip155:') || /^eip155:[1-9][0-9]{0,15}$/.test(v), 'an eip155 chain id'),
    ),
    accountAddress: z.string().check(z.minLength(1), z.maxLength(128)),
    nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/, '8 to 64 letters and digits')),
    domain: z.string().check(z.refine(isSignInDomain, 'an RFC 3986 authority (host[:port])')),
    uri: z.string().check(z.maxLength(SIWX_LIMITS.uri)),
    version: z.literal('1'),
    issuedAt: isoTime,
    expirationTime: z.optional(isoTime),
    notBefore: z.optional(isoTime),
    requestId: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(SIWX_LIMITS.requestId),
          z.regex(SINGLE_LINE, 'one line'),
          z.refine(wellFormed, 'well-formed text'),
        ),
    ),
    resources: z.optional(
      z
        .array(z.string().check(z.refine(isUri, 'an RFC 3986 URI')))
        .check(z.minLength(1), z.maxLength(SIWX_LIMITS.resources)),
    ),
    statement: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(SIWX_LIMITS.statement),
          z.regex(SINGLE_LINE, 'one line of printable text'),
          z.refine(wellFormed, 'well-formed text'),
        ),
    ),
  })
  .check(
    z.superRefine((d, ctx) => {
      const ns = signInNamespace(d.chainId)
      if (ns && !isNamespaceAddress(ns, d.accountAddress))
        ctx.addIssue({ code: 'custom', path: ['accountAddress'], message: `not an ${ns} address` })
      if (!/^[!-~]+$/.test(d.uri) || !isUriOfDomain(d.uri, d.domain))
        ctx.addIssue({ code: 'custom', path: ['uri'], message: 'an http(s) URI on the domain' })
      if (d.expirationTime && Date.parse(d.expirationTime) <= Date.parse(d.issuedAt))
        ctx.addIssue({ code: 'custom', path: ['expirationTime'], message: 'after issuedAt' })
      if (d.expirationTime && d.notBefore && Date.parse(d.expirationTime) <= Date.parse(d.notBefore))
        ctx.addIssue({ code: 'custom', path: ['expirationTime'], message: 'after notBefore' })
    }),
  )
