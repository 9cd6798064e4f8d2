/** A JSON-RPC call to a solana network's own RPC (from the frame configuration). */
import type { FrameNetwork } from './frameConfig.js'
import { FrameRequestError } from './frameError.js'
import { TEXTS } from './texts.js'

export function createSolanaRpc(fetchFn: typeof fetch = (...a) => fetch(...a)) {
  let id = 0
  return async (network: FrameNetwork, method: string, params: unknown[]): Promise<unknown> => {
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown } }
    try {
      const res = await fetchFn(network.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      body = await res.json()
    } catch {
      throw new FrameRequestError('NETWORK_ERROR', TEXTS.errors.network)
    }
    if (body?.error) {
      const code = typeof body.error.code === 'number' ? body.error.code : -32603
      const message = typeof body.error.message === 'string' ? body.error.message : TEXTS.errors.rpc
      throw new FrameRequestError('RPC_ERROR', message.slice(0, 300), { rpcCode: code })
    }
    return body?.result
  }
}
