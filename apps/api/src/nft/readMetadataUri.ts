/**
 * Reads a URI an NFT contract or its metadata names: `data:` decoded here (base64 or
 * percent-encoded), `http(s):` through fetchUntrusted (size, time, no private addresses),
 * `ipfs://` through the configured gateway (refused when none is configured); any other scheme
 * is refused. Every answer is capped at `maxBytes`.
 */
import type { ApiConfig } from '../config/apiConfig.js'
import { fetchUntrusted, UntrustedFetchError } from './fetchUntrusted.js'

export type MetadataLimits = Pick<
  ApiConfig,
  'allowPrivateMetadataHosts' | 'ipfsGateway' | 'metadataMaxBytes' | 'metadataTimeoutMs'
>

export async function readMetadataUri(
  uri: string,
  limits: MetadataLimits,
): Promise<{ body: Buffer; contentType: string }> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase()
  if (scheme === 'data') {
    const m = /^data:([^,]*?)(;base64)?,(.*)$/is.exec(uri)
    if (!m) throw new UntrustedFetchError('malformed data: URI')
    let body: Buffer
    try {
      body = m[2] ? Buffer.from(m[3]!, 'base64') : Buffer.from(decodeURIComponent(m[3]!), 'utf8')
    } catch {
      throw new UntrustedFetchError('malformed data: URI')
    }
    if (body.length > limits.metadataMaxBytes)
      throw new UntrustedFetchError(`larger than ${limits.metadataMaxBytes} bytes`)
    return { body, contentType: m[1] || 'text/plain' }
  }
  const fetchLimits = {
    maxBytes: limits.metadataMaxBytes,
    timeoutMs: limits.metadataTimeoutMs,
    allowPrivateHosts: limits.allowPrivateMetadataHosts,
  }
  if (scheme === 'http' || scheme === 'https') return fetchUntrusted(uri, fetchLimits)
  if (scheme === 'ipfs') {
    if (!limits.ipfsGateway) throw new UntrustedFetchError('ipfs: no gateway configured')
    const path = uri.replace(/^ipfs:\/\/(ipfs\/)?/i, '')
    return fetchUntrusted(new URL(path, limits.ipfsGateway.replace(/\/?$/, '/')).toString(), fetchLimits)
  }
  throw new UntrustedFetchError(`refused scheme ${scheme?.slice(0, 20) ?? '(none)'}`)
}
