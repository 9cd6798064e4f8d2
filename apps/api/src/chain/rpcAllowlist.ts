/**
 * What the RPC proxy forwards: public reads and sending a signed
 * transaction, nothing else. A self-hosted operator may point `rpcUrl` at a real node, whose
 * `admin_*`, `debug_*`, `personal_*`, `miner_*`, `txpool_*` or a devnet's `anvil_*`/`hardhat_*`
 * methods must never be reachable from the internet through us. Everything else is refused per
 * request with JSON-RPC -32601 'method not allowed' (the SPEC §6 text); the rest of a batch goes on.
 */
export const RPC_ALLOWED_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_version',
  'web3_clientVersion',
])

/** the most blocks one `eth_feeHistory` may ask for (geth's limit; viem asks for 4 to 20) */
export const RPC_MAX_FEE_HISTORY_BLOCKS = 1024

/** a block count as geth reads it (hex or decimal): 0x-hex, a decimal string or a non-negative integer */
const quantity = (v: unknown): bigint | undefined => {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? BigInt(v) : undefined
  if (typeof v === 'string' && /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,20})$/.test(v)) return BigInt(v)
  return undefined
}

/**
 * Parameters a node is known to mishandle, checked before they reach it. An `eth_feeHistory`
 * whose block count does not fit 64 bits crashed anvil (a panic, found by the proxy's fuzz test),
 * and a large one makes any node walk that many blocks: one request from anyone could stop the
 * chain behind the proxy.
 */
function invalidParams(method: string, params: unknown): string | undefined {
  if (method !== 'eth_feeHistory') return undefined
  if (!Array.isArray(params) || params.length < 2 || params.length > 3)
    return 'invalid params: eth_feeHistory takes [blockCount, newestBlock, rewardPercentiles?]'
  const count = quantity(params[0])
  if (count === undefined || count < 1n || count > BigInt(RPC_MAX_FEE_HISTORY_BLOCKS))
    return `invalid params: blockCount must be 1 to ${RPC_MAX_FEE_HISTORY_BLOCKS}`
  const percentiles: unknown = params[2]
  if (
    percentiles !== undefined &&
    percentiles !== null &&
    !(
      Array.isArray(percentiles) &&
      percentiles.length <= 100 &&
      percentiles.every(
        (p, i) =>
          typeof p === 'number' && p >= 0 && p <= 100 && (i === 0 || p >= (percentiles[i - 1] as number)),
      )
    )
  )
    return 'invalid params: rewardPercentiles must be at most 100 ascending numbers from 0 to 100'
  return undefined
}

/** the most requests one batch may hold */
export const RPC_MAX_BATCH = 100

interface RpcRequest {
  jsonrpc: '2.0'
  id?: unknown
  method: string
  params?: unknown
}
type RpcError = { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string } }

const rpcError = (id: unknown, code: number, message: string): RpcError => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})
const validId = (id: unknown) => (typeof id === 'string' || typeof id === 'number' || id === null ? id : null)

/** Splits a parsed JSON-RPC body into what may be forwarded and the per-request refusals. */
export function screenRpcBody(
  body: unknown,
): { forward: RpcRequest[]; refused: RpcError[]; batch: boolean } | { invalid: string } {
  const batch = Array.isArray(body)
  const requests: unknown[] = batch ? (body as unknown[]) : [body]
  if (requests.length === 0) return { invalid: 'Invalid request: an empty batch' }
  if (requests.length > RPC_MAX_BATCH)
    return { invalid: `Invalid request: at most ${RPC_MAX_BATCH} requests per batch` }
  const forward: RpcRequest[] = []
  const refused: RpcError[] = []
  for (const r of requests) {
    const req = (typeof r === 'object' && r !== null ? r : {}) as Partial<RpcRequest>
    const id = validId(req.id)
    if (req.jsonrpc !== '2.0' || typeof req.method !== 'string')
      refused.push(rpcError(id, -32600, 'Invalid request'))
    else if (!RPC_ALLOWED_METHODS.has(req.method)) refused.push(rpcError(id, -32601, 'method not allowed'))
    else {
      const invalid = invalidParams(req.method, req.params)
      if (invalid) refused.push(rpcError(id, -32602, invalid))
      else forward.push(req as RpcRequest)
    }
  }
  return { forward, refused, batch }
}
