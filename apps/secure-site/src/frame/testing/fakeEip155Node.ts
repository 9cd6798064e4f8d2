/**
 * Test helper: a JSON-RPC node behind a `fetch` (unit tests only; e2e runs the real devnet).
 * Methods answer from `handlers`, else from sensible defaults of an EIP-1559 chain 31337.
 */
export type RpcHandler = (params: unknown[]) => unknown | Promise<unknown>

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

export function fakeEip155Node(handlers: Record<string, RpcHandler> = {}) {
  const calls: { method: string; params: unknown[] }[] = []
  const defaults: Record<string, RpcHandler> = {
    eth_chainId: () => '0x7a69',
    eth_blockNumber: () => '0x10',
    eth_getTransactionCount: () => '0x5',
    eth_estimateGas: () => '0x5208',
    eth_maxPriorityFeePerGas: () => '0x3b9aca00',
    eth_gasPrice: () => '0x77359400',
    eth_getBlockByNumber: () => ({
      number: '0x10',
      hash: `0x${'11'.repeat(32)}`,
      baseFeePerGas: '0x3b9aca00',
      timestamp: '0x1',
      transactions: [],
    }),
    eth_call: () => '0x',
    eth_sendRawTransaction: () => `0x${'ab'.repeat(32)}`,
  }
  const fetch = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body))
    const one = async (req: { id: number; method: string; params?: unknown[] }) => {
      calls.push({ method: req.method, params: req.params ?? [] })
      const handler = handlers[req.method] ?? defaults[req.method]
      if (!handler)
        return { jsonrpc: '2.0', id: req.id, error: { code: -32601, message: 'method not found' } }
      try {
        return { jsonrpc: '2.0', id: req.id, result: await handler(req.params ?? []) }
      } catch (e) {
        if (e instanceof RpcFailure)
          return { jsonrpc: '2.0', id: req.id, error: { code: e.code, message: e.message, data: e.data } }
        throw e
      }
    }
    const answer = Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body)
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}
