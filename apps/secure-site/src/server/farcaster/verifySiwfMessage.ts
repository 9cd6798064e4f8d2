/**
 * Checks a Sign In With Farcaster answer as Farcaster's auth-client does, against an ID registry of
 * our choosing (the auth-client reads Farcaster's at its fixed Optimism address, so it cannot check
 * the devnet's): the message is EIP-4361 (viem/siwe) written in its one canonical form (viem's
 * `createSiweMessage` of its own fields gives back the same text: no extra or hidden line, no other
 * spelling of a field, so no other parser can read another domain or URI in it), for exactly this
 * channel's domain, URI, nonce and expiration time (no scheme, Not Before or Request ID: the
 * channel names none), on the registry's chain, issued during the sign-in and not
 * expired, its resources name exactly one `farcaster://fid/<fid>` equal to the posted fid, and it is
 * signed by `custodyOf(fid)`: an EOA (ECDSA recovery, offline) or a contract (ERC-1271 / ERC-6492
 * through viem's public `verifyMessage`). A refusal is a result; an unreachable RPC throws.
 */
import { type Address, isAddressEqual, type PublicClient, parseAbi, verifyMessage, zeroAddress } from 'viem'
import { createSiweMessage, parseSiweMessage, type SiweMessage, validateSiweMessage } from 'viem/siwe'

/** Farcaster's IdRegistry, the one read a verifier needs */
export const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/** how far the app's clock may be from ours (Issued At) */
export const CLOCK_SKEW_MS = 5 * 60_000

export interface SiwfExpectation {
  domain: string
  uri: string
  nonce: string
  /** the chain of the ID registry */
  chainId: number
  /** when the channel was made: a message issued before it is another sign-in's */
  createdAt: number
  /** when the channel ends: the link's `expirationTime`, which the message must carry as it is */
  expiresAt: number
}

export type SiwfVerdict =
  | { ok: true; custody: Address }
  | { ok: false; code: 'FARCASTER_INVALID' | 'FARCASTER_EXPIRED'; message: string }

const refuse = (message: string): SiwfVerdict => ({ ok: false, code: 'FARCASTER_INVALID', message })

export async function verifySiwfMessage(args: {
  client: PublicClient
  idRegistry: Address
  expected: SiwfExpectation
  message: string
  signature: `0x${string}`
  fid: number
  now: number
}): Promise<SiwfVerdict> {
  const { expected, fid, message, signature } = args
  const m = parseSiweMessage(message)
  if (!m.address || !m.domain || !m.uri || !m.nonce || !m.version || m.chainId === undefined || !m.issuedAt)
    return refuse('The message is not a Sign In With Farcaster message (EIP-4361)')
  if (canonical(m) !== message)
    return refuse(
      'The message is not written in the EIP-4361 form (an extra line or another spelling of a field)',
    )
  if (m.domain !== expected.domain)
    return refuse(`The message was signed for ${m.domain}, not for ${expected.domain}`)
  if (m.uri !== expected.uri) return refuse(`The message's URI is ${m.uri}, not ${expected.uri}`)
  if (m.nonce !== expected.nonce)
    return refuse("The message's nonce is not this sign-in's: it was signed for another one")
  // the link names the domain alone; `https://` before it is not what the person was shown
  if (m.scheme !== undefined)
    return refuse(`The message names a scheme (${m.scheme}) the sign-in did not ask for`)
  if (m.chainId !== expected.chainId)
    return refuse(`The message names chain ${m.chainId}; the ID registry is on chain ${expected.chainId}`)
  if (m.expirationTime?.getTime() !== expected.expiresAt)
    return refuse("The message's Expiration Time is not this sign-in's")
  if (m.notBefore !== undefined || m.requestId !== undefined)
    return refuse('The message names a Not Before or Request ID this sign-in did not ask for')
  const time = new Date(args.now)
  if (args.now >= expected.expiresAt)
    return { ok: false, code: 'FARCASTER_EXPIRED', message: 'The signed message has expired: sign in again' }
  if (!validateSiweMessage({ message: m, time }))
    return refuse('The message is malformed or not valid yet (Version, Nonce, Expiration Time, Not Before)')
  const issuedAt = m.issuedAt?.getTime()
  if (
    issuedAt === undefined ||
    Number.isNaN(issuedAt) ||
    issuedAt < expected.createdAt - CLOCK_SKEW_MS ||
    issuedAt > args.now + CLOCK_SKEW_MS
  )
    return refuse("The message's Issued At is outside this sign-in")

  const fids = (m.resources ?? []).filter((r) => r.startsWith('farcaster://fid/'))
  if (fids.length !== 1) return refuse('The message must name exactly one farcaster://fid/ resource')
  if (fids[0] !== `farcaster://fid/${fid}`)
    return refuse(`The message's resources name ${fids[0]}, but fid ${fid} was posted`)

  const custody = await args.client.readContract({
    address: args.idRegistry,
    abi: ID_REGISTRY_ABI,
    functionName: 'custodyOf',
    args: [BigInt(fid)],
  })
  if (isAddressEqual(custody, zeroAddress)) return refuse(`fid ${fid} is not registered in the ID registry`)
  if (!isAddressEqual(m.address, custody))
    return refuse(`The message is from ${m.address}, which is not the custody address of fid ${fid}`)

  const byEoa = await verifyMessage({ address: custody, message, signature }).catch(() => false)
  if (byEoa) return { ok: true, custody }
  // a contract custody (ERC-1271), or a not yet deployed one (ERC-6492)
  const byContract = await args.client.verifyMessage({ address: custody, message, signature })
  if (byContract) return { ok: true, custody }
  return refuse(`The signature is not by the custody address of fid ${fid}`)
}

/** the message viem writes for these fields; undefined when it cannot (an invalid field) */
function canonical(m: Partial<SiweMessage>): string | undefined {
  try {
    return createSiweMessage(m as SiweMessage)
  } catch {
    return undefined
  }
}
