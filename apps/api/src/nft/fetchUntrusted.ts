/**
 * Fetches a URL named by untrusted data (NFT metadata, images) with limits: http(s) only (also
 * after a redirect, at most 3), a size cap (the body is cut off and refused past `maxBytes`), a
 * time cap for the whole exchange, and no connection to a private, loopback or link-local address:
 * the host is resolved here, every address it resolves to is checked, and the connection goes to
 * a checked address (so DNS cannot answer differently between the check and the connection).
 * node:http rather than fetch: fetch cannot be told which address to connect to.
 */
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPrivateAddress } from './isPrivateAddress.js'

export interface FetchLimits {
  maxBytes: number
  timeoutMs: number
  allowPrivateHosts: boolean
}

export class UntrustedFetchError extends Error {}

const MAX_REDIRECTS = 3

async function checkedAddress(
  host: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '')
  const all = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true, verbatim: true })
  if (all.length === 0) throw new UntrustedFetchError(`no address for ${host}`)
  if (!allowPrivate)
    for (const a of all)
      if (isPrivateAddress(a.address))
        throw new UntrustedFetchError(`refused: ${host} resolves to a private address`)
  return all[0]!
}

export async function fetchUntrusted(
  rawUrl: string,
  limits: FetchLimits,
): Promise<{ body: Buffer; contentType: string }> {
  const deadline = AbortSignal.timeout(limits.timeoutMs)
  let url = new URL(rawUrl)
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UntrustedFetchError(`refused scheme ${url.protocol}`)
    if (url.username || url.password) throw new UntrustedFetchError('refused: credentials in the URL')
    const target = await Promise.race([
      checkedAddress(url.hostname, limits.allowPrivateHosts),
      new Promise<never>((_, reject) =>
        deadline.addEventListener('abort', () => reject(new UntrustedFetchError('timed out')), {
          once: true,
        }),
      ),
    ])
    const pinned: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) callback(null, [target] as never)
      else callback(null, target.address, target.family)
    }
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'GET',
        lookup: pinned,
        signal: deadline,
        headers: { accept: 'application/json, image/*;q=0.9', 'user-agent': 'portico-api' },
      })
      req.once('response', resolve)
      req.once('error', (e) =>
        reject(deadline.aborted ? new UntrustedFetchError('timed out') : new UntrustedFetchError(String(e))),
      )
      req.end()
    })
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
      res.resume()
      if (hop >= MAX_REDIRECTS) throw new UntrustedFetchError('too many redirects')
      url = new URL(res.headers.location, url)
      continue
    }
    if (res.statusCode !== 200) {
      res.resume()
      throw new UntrustedFetchError(`HTTP ${res.statusCode}`)
    }
    const declared = Number(res.headers['content-length'])
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      res.destroy()
      throw new UntrustedFetchError(`larger than ${limits.maxBytes} bytes`)
    }
    const chunks: Buffer[] = []
    let size = 0
    try {
      for await (const chunk of res as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > limits.maxBytes) {
          res.destroy()
          throw new UntrustedFetchError(`larger than ${limits.maxBytes} bytes`)
        }
        chunks.push(chunk)
      }
    } catch (e) {
      if (e instanceof UntrustedFetchError) throw e
      throw new UntrustedFetchError(deadline.aborted ? 'timed out' : String(e))
    }
    return { body: Buffer.concat(chunks), contentType: String(res.headers['content-type'] ?? '') }
  }
}
