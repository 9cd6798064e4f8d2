/**
 * Read calls the lab wallet does not answer itself go to the current chain's node through viem's
 * HTTP transport, which checks the JSON-RPC envelope and turns `error` members into errors that
 * carry the node's code. No retries: the dapp sees the node's answer as-is.
 */
import { http } from 'viem'
import { toProviderRpcError } from './ProviderRpcError.js'

type RequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>

export function createRpcForwarder(): (rpcUrl: string, method: string, params: unknown) => Promise<unknown> {
  const transports = new Map<string, RequestFn>()
  return async (rpcUrl, method, params) => {
    let request = transports.get(rpcUrl)
    if (!request) {
      const transport = http(rpcUrl, { retryCount: 0, timeout: 20_000 })({})
      request = transport.request as RequestFn
      transports.set(rpcUrl, request)
    }
    try {
      return await request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }
}
