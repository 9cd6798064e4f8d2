/**
 * The frame's own JSON-RPC to each eip155 network of its configuration (never a URL from the
 * page): viem's public client over its http transport (retries, SPEC §9 timeouts).
 * Node errors become RPC_ERROR with the node's code; an unreachable node is NETWORK_ERROR.
 */
import {
  BaseError,
  type Chain,
  type Client,
  createClient,
  defineChain,
  HttpRequestError,
  http,
  type Transport,
} from 'viem'

/** a bare viem client: actions are imported one by one from viem/actions (tree-shaken) */
export type Eip155Client = Client<Transport, Chain>

import type { FrameNetwork } from '../frameConfig.js'
import { FrameRequestError } from '../frameError.js'
import { TEXTS } from '../texts.js'

export interface Eip155ClientOptions {
  fetch?: typeof fetch
  /** receipt polling (ms) */
  pollingInterval?: number
}

export function chainOf(network: FrameNetwork): Chain {
  return defineChain({
    id: network.chainId ?? 1,
    name: network.caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
  })
}

export function createEip155Clients(options: Eip155ClientOptions = {}) {
  const clients = new Map<string, Eip155Client>()
  return (network: FrameNetwork): Eip155Client => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createClient({
        chain: chainOf(network),
        transport: http(network.rpcUrl, {
          ...(options.fetch ? { fetchFn: options.fetch } : {}),
          retryCount: 2,
        }),
        pollingInterval: options.pollingInterval ?? 1_000,
        // no CCIP-read: a contract must not make the frame fetch URLs of its choosing
        ccipRead: false,
      })
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
}

/** the node's code and short reason from a viem error (the deepest one that has a code) */
export function nodeError(e: unknown): { code: number | undefined; reason: string } {
  if (e instanceof FrameRequestError) return { code: e.rpcCode, reason: e.message }
  if (e instanceof BaseError) {
    let code: number | undefined
    let reason = e.shortMessage
    e.walk((inner) => {
      const c = (inner as { code?: unknown }).code
      if (typeof c === 'number' && code === undefined) code = c
      const details = (inner as { details?: unknown }).details
      if (inner instanceof BaseError && typeof details === 'string' && details) reason = details
      return false
    })
    return { code, reason }
  }
  return { code: undefined, reason: e instanceof Error ? e.message : String(e) }
}

export function toRpcError(e: unknown): FrameRequestError {
  if (e instanceof FrameRequestError) return e
  const isHttp = e instanceof BaseError && e.walk((inner) => inner instanceof HttpRequestError) !== null
  const { code, reason } = nodeError(e)
  if (isHttp && code === undefined) return new FrameRequestError('NETWORK_ERROR', TEXTS.errors.network)
  return new FrameRequestError('RPC_ERROR', (reason || TEXTS.errors.rpc).slice(0, 300), {
    rpcCode: code ?? -32603,
  })
}
