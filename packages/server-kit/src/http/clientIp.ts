/**
 * The client's IP address behind a known number of reverse proxies (the leftmost
 * `X-Forwarded-For` entry is whatever the client wrote there). Each proxy appends the address it
 * received the request from, so only the entries the operator's own proxies wrote can be trusted:
 * counted from the right. With `trustedProxies` = n, the chain is `X-Forwarded-For` entries followed
 * by the socket's peer; the client is the entry n places from its right end (n = 0: the peer, the
 * header is ignored). A client that forges entries only adds them on the left, where nobody looks.
 * When the chain is shorter than the proxies counted (a request that did not pass them all), its
 * leftmost entry is taken; an entry that is not an IP address gives the peer's address.
 */
import { isIP } from 'node:net'

export interface ClientIpInput {
  /** the socket's peer (the nearest proxy, or the client itself) */
  remoteAddress: string | undefined
  /** the `X-Forwarded-For` header (Node joins repeated headers with ", ") */
  forwardedFor: string | undefined | null
  /** how many reverse proxies of the operator's stand in front of the server (0: none) */
  trustedProxies: number
}

/** what `clientIp` gives when nothing names an address (a request made in-process, in tests) */
export const UNKNOWN_IP = 'unknown'

/** an address as one spelling: no port, no brackets, IPv4-mapped IPv6 as IPv4, lower case */
export function normalizeIp(raw: string): string | undefined {
  let text = raw.trim()
  if (!text) return undefined
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  text = text.toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(text)
  if (mapped) text = mapped[1]!
  return isIP(text) ? text : undefined
}

export function clientIp(input: ClientIpInput): string {
  const peer = (input.remoteAddress && normalizeIp(input.remoteAddress)) || UNKNOWN_IP
  const hops = Math.max(0, Math.floor(input.trustedProxies))
  if (hops === 0) return peer
  const entries = (input.forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const chain = [...entries, peer]
  const picked = chain[Math.max(0, chain.length - 1 - hops)]!
  if (picked === peer) return peer
  return normalizeIp(picked) ?? peer
}
