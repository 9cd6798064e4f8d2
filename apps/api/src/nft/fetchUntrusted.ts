/**
 * Fetches a URL named by untrusted data (NFT metadata, images) with limits: http(s) only (also
 * after a redirect, at most 3), a time cap for the whole exchange, a size cap on what is read and
 * again on what it decodes to (gzip, deflate and br bodies are decoded here, any other content
 * coding is refused), and no connection to a private, loopback or link-local address
 * (isPrivateAddress). The address check happens when the connection is made: an IP literal is
 * checked before the request, a name is resolved by the socket's own lookup, which refuses it when
 * any of its addresses is private and hands the connection only addresses it checked (DNS cannot
 * answer differently between the check and the connection: there is one answer), and the
 * connected socket's remote address is checked once more. No keep-alive agent: every request
 * makes its own connection, through that lookup.
 * node:http rather than fetch: fetch cannot be told which address to connect to.
 *
 * Error messages are this file's own words (a status number at most): they end up in the
 * database (`nft_metadata.error`), so nothing the remote side sent may be echoed into them.
 */
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction, type Socket } from 'node:net'
import { pipeline, Transform } from 'node:stream'
import zlib from 'node:zlib'
import { isPrivateAddress } from './isPrivateAddress.js'

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>

export interface FetchLimits {
  maxBytes: number
  timeoutMs: number
  allowPrivateHosts: boolean
  /** how names are resolved (tests give their own DNS); `dns.lookup` by default */
  resolve?: Resolve
}

export class UntrustedFetchError extends Error {}

const MAX_REDIRECTS = 3
const PRIVATE = 'refused: private address'
const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true })

/** the content codings this fetcher decodes */
const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
}

/** a socket lookup that resolves `hostname` and returns only checked addresses */
function checkedLookup(resolve: Resolve, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        if (all.length === 0) return callback(new UntrustedFetchError('no address for the host'), '', 4)
        if (!allowPrivate && all.some((a) => isPrivateAddress(a.address)))
          return callback(new UntrustedFetchError(PRIVATE), '', 4)
        if ((options as { all?: boolean }).all) callback(null, all as never)
        else callback(null, all[0]!.address, all[0]!.family)
      },
      () => callback(new UntrustedFetchError('host not found'), '', 4),
    )
  }
}

/** a fixed description of a socket or stream failure (its code at most, never its text) */
function failure(e: unknown, deadline: AbortSignal, what: string): UntrustedFetchError {
  if (e instanceof UntrustedFetchError) return e
  if (deadline.aborted) return new UntrustedFetchError('timed out')
  const code = (e as { code?: unknown } | null)?.code
  return new UntrustedFetchError(
    typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? `${what} (${code})` : what,
  )
}

function parseUrl(raw: string, base?: URL): URL {
  try {
    return new URL(raw, base)
  } catch {
    throw new UntrustedFetchError('malformed URL')
  }
}

/** a stage that lets at most `maxBytes` through, then fails */
function capped(maxBytes: number): Transform {
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > maxBytes) callback(new UntrustedFetchError(`larger than ${maxBytes} bytes`))
      else callback(null, chunk)
    },
  })
}

/**
 * reads `res` to the end, decoding its content coding; at most `maxBytes` on the wire and at most
 * `maxBytes` decoded (a small compressed body can decode to gigabytes: it is cut off there)
 */
async function readBody(res: http.IncomingMessage, maxBytes: number, deadline: AbortSignal) {
  const codings = String(res.headers['content-encoding'] ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity')
  const decoder = codings.length === 1 ? DECODERS[codings[0]!]?.() : codings.length === 0 ? null : undefined
  if (decoder === undefined) {
    res.destroy()
    throw new UntrustedFetchError('refused content encoding')
  }
  const stages: NodeJS.ReadWriteStream[] = decoder
    ? [capped(maxBytes), decoder, capped(maxBytes)]
    : [capped(maxBytes)]
  const last = stages[stages.length - 1] as Transform
  let undecodable = false
  decoder?.once('error', () => {
    undecodable = true
  })
  pipeline([res, ...stages], () => {})
  const chunks: Buffer[] = []
  try {
    for await (const chunk of last as AsyncIterable<Buffer>) chunks.push(chunk)
  } catch (e) {
    if (e instanceof UntrustedFetchError) throw e
    throw undecodable && !deadline.aborted
      ? new UntrustedFetchError('malformed compressed body')
      : failure(e, deadline, 'reading the body failed')
  } finally {
    res.destroy()
  }
  return Buffer.concat(chunks)
}

export async function fetchUntrusted(
  rawUrl: string,
  limits: FetchLimits,
): Promise<{ body: Buffer; contentType: string }> {
  const deadline = AbortSignal.timeout(limits.timeoutMs)
  const resolve = limits.resolve ?? systemResolve
  let url = parseUrl(rawUrl)
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UntrustedFetchError(`refused scheme ${url.protocol}`)
    if (url.username || url.password) throw new UntrustedFetchError('refused: credentials in the URL')
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    // an IP literal is connected to without a lookup: checked here
    if (isIP(literal) && !limits.allowPrivateHosts && isPrivateAddress(literal))
      throw new UntrustedFetchError(PRIVATE)
    const res = await new Promise<http.IncomingMessage>((resolveRes, reject) => {
      const req = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'GET',
        agent: false,
        lookup: checkedLookup(resolve, limits.allowPrivateHosts),
        signal: deadline,
        headers: {
          accept: 'application/json, image/*;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'portico-api',
        },
      })
      req.once('socket', (socket: Socket) => {
        // the address the socket did connect to, whatever resolved it
        socket.once('connect', () => {
          const remote = socket.remoteAddress ?? ''
          if (!limits.allowPrivateHosts && isPrivateAddress(remote))
            req.destroy(new UntrustedFetchError(PRIVATE))
        })
      })
      req.once('response', resolveRes)
      req.once('error', (e) => reject(failure(e, deadline, 'connection failed')))
      req.end()
    })
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
      res.destroy()
      if (hop >= MAX_REDIRECTS) throw new UntrustedFetchError('too many redirects')
      url = parseUrl(res.headers.location, url)
      continue
    }
    if (res.statusCode !== 200) {
      res.destroy()
      throw new UntrustedFetchError(`HTTP ${Number(res.statusCode) || 'status missing'}`)
    }
    const declared = Number(res.headers['content-length'])
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      res.destroy()
      throw new UntrustedFetchError(`larger than ${limits.maxBytes} bytes`)
    }
    const body = await readBody(res, limits.maxBytes, deadline)
    return { body, contentType: String(res.headers['content-type'] ?? '') }
  }
}
