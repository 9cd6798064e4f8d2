/**
 * A local Solana JSON-RPC endpoint over an in-process LiteSVM ledger, for the lab and the e2e
 * tests. Hand-written because there is no Solana validator on npm (ENVIRONMENT.md): LiteSVM
 * executes real transactions with the real system / SPL token programs, and this file is the
 * thin HTTP front `@solana/kit`'s `createSolanaRpc` needs. No websockets: clients poll
 * `getSignatureStatuses`. Every transaction is final as soon as it is accepted.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { SOLANA_LOCALNET_GENESIS_HASH } from '@portico/lab-wallet/solana'
import {
  type Address,
  address,
  getAddressDecoder,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  type Signature,
} from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { findFreePort } from '../devnet/findFreePort.js'
import { fundSolanaLab, type SolanaLabFunding } from './fundSolanaLab.js'

export interface SolanaRpc {
  url: string
  port: number
  /** what fundSolanaLab created: the wallet, receiver and mint addresses */
  lab: SolanaLabFunding
  svm: LiteSVM
  stop(): Promise<void>
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Params = unknown[]
const b58 = getBase58Decoder()
const b64dec = getBase64Decoder()
const b64enc = getBase64Encoder()
const addrDec = getAddressDecoder()

function u64le(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

function toAddress(v: unknown): Address {
  try {
    return address(String(v))
  } catch {
    throw new RpcError(-32602, `Invalid param: invalid address ${String(v)}`)
  }
}

export function createSolanaRpcHandler(svm: LiteSVM) {
  const statuses = new Map<string, { slot: bigint; err: unknown }>()
  let slot = 1n
  const context = () => ({ slot: Number(slot), apiVersion: '2.2.0' })
  const nextSlot = () => {
    slot += 1n
    svm.warpToSlot(slot)
    svm.expireBlockhash()
  }

  const accountJson = (addr: Address, encoding: string) => {
    const acc = svm.getAccount(addr)
    if (!acc.exists) return null
    const base = {
      executable: acc.executable,
      lamports: Number(acc.lamports),
      owner: acc.programAddress,
      rentEpoch: 0,
      space: acc.data.length,
    }
    if (encoding === 'jsonParsed' && acc.programAddress === TOKEN_PROGRAM_ADDRESS && acc.data.length === 165)
      return { ...base, data: { program: 'spl-token', parsed: parseTokenAccount(acc.data), space: 165 } }
    return { ...base, data: [b64dec.decode(acc.data), 'base64'] }
  }

  const tokenAmount = (data: Uint8Array) => {
    const mint = addrDec.decode(data.subarray(0, 32))
    const mintAcc = svm.getAccount(mint)
    const decimals = mintAcc.exists ? (mintAcc.data[44] ?? 0) : 0
    const amount = u64le(data, 64)
    const ui = Number(amount) / 10 ** decimals
    return { mint, amount: { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) } }
  }

  const parseTokenAccount = (data: Uint8Array) => {
    const { mint, amount } = tokenAmount(data)
    const owner = addrDec.decode(data.subarray(32, 64))
    return {
      type: 'account',
      info: { mint, owner, state: 'initialized', isNative: false, tokenAmount: amount },
    }
  }

  const methods: Record<string, (p: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0-litesvm', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_LOCALNET_GENESIS_HASH,
    getSlot: () => Number(slot),
    getBlockHeight: () => Number(slot),
    getEpochInfo: () => ({
      absoluteSlot: Number(slot),
      blockHeight: Number(slot),
      epoch: 0,
      slotIndex: Number(slot),
      slotsInEpoch: 432_000,
      transactionCount: statuses.size,
    }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: Number(slot) + 150 },
    }),
    isBlockhashValid: () => ({ context: context(), value: true }),
    getFeeForMessage: () => ({ context: context(), value: 5000 }),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: (p) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(p[0])))),
    getBalance: (p) => ({ context: context(), value: Number(svm.getBalance(toAddress(p[0])) ?? 0n) }),
    getAccountInfo: (p) => {
      const cfg = (p[1] ?? {}) as { encoding?: string }
      return { context: context(), value: accountJson(toAddress(p[0]), cfg.encoding ?? 'base64') }
    },
    getMultipleAccounts: (p) => {
      const cfg = (p[1] ?? {}) as { encoding?: string }
      const list = Array.isArray(p[0]) ? p[0] : []
      return {
        context: context(),
        value: list.map((a) => accountJson(toAddress(a), cfg.encoding ?? 'base64')),
      }
    },
    getTokenAccountBalance: (p) => {
      const acc = svm.getAccount(toAddress(p[0]))
      if (!acc.exists || acc.programAddress !== TOKEN_PROGRAM_ADDRESS)
        throw new RpcError(-32602, 'Invalid param: not a Token account')
      return { context: context(), value: tokenAmount(acc.data).amount }
    },
    getTokenAccountsByOwner: (p) => {
      const owner = toAddress(p[0])
      const filter = (p[1] ?? {}) as { mint?: string; programId?: string }
      const cfg = (p[2] ?? {}) as { encoding?: string }
      const mint = filter.mint ? toAddress(filter.mint) : undefined
      const value = svm
        .getProgramAccounts(TOKEN_PROGRAM_ADDRESS)
        .filter((a) => a.data.length === 165 && addrDec.decode(a.data.subarray(32, 64)) === owner)
        .filter((a) => !mint || addrDec.decode(a.data.subarray(0, 32)) === mint)
        .map((a) => ({ pubkey: a.address, account: accountJson(a.address, cfg.encoding ?? 'base64') }))
      return { context: context(), value }
    },
    requestAirdrop: (p) => {
      const result = svm.airdrop(toAddress(p[0]), lamports(BigInt(Number(p[1]))))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new RpcError(-32002, `airdrop failed: ${result?.toString() ?? 'no result'}`)
      const sig = b58.decode(result.signature())
      statuses.set(sig, { slot, err: null })
      nextSlot()
      return sig
    },
    sendTransaction: (p) => {
      const cfg = (p[1] ?? {}) as { encoding?: string }
      if (cfg.encoding && cfg.encoding !== 'base64') throw new RpcError(-32602, 'only base64 is supported')
      let tx: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
      try {
        tx = getTransactionDecoder().decode(b64enc.encode(String(p[0])))
      } catch {
        throw new RpcError(-32602, 'invalid transaction: could not decode')
      }
      const first = Object.values(tx.signatures)[0]
      if (!first) throw new RpcError(-32602, 'invalid transaction: no signature')
      const sig = b58.decode(first) as Signature
      const result = svm.sendTransaction(tx)
      if (result instanceof FailedTransactionMetadata)
        throw new RpcError(-32002, `Transaction simulation failed: ${result.toString()}`)
      statuses.set(sig, { slot, err: null })
      nextSlot()
      return sig
    },
    simulateTransaction: (p) => {
      const cfg = (p[1] ?? {}) as { encoding?: string; sigVerify?: boolean }
      if (cfg.encoding !== 'base64') throw new RpcError(-32602, 'only base64 is supported')
      let tx: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
      try {
        tx = getTransactionDecoder().decode(b64enc.encode(String(p[0])))
      } catch {
        throw new RpcError(-32602, 'invalid transaction: could not decode')
      }
      // like a real node: an unsigned transaction is simulated with sigVerify false
      svm.withSigverify(cfg.sigVerify === true)
      try {
        const result = svm.simulateTransaction(tx)
        const failed = result instanceof FailedTransactionMetadata
        const meta = result.meta()
        return {
          context: context(),
          value: {
            err: failed ? result.toString() : null,
            logs: meta.logs(),
            accounts: null,
            unitsConsumed: Number(meta.computeUnitsConsumed()),
            returnData: null,
          },
        }
      } finally {
        svm.withSigverify(true)
      }
    },
    getSignatureStatuses: (p) => {
      const list = Array.isArray(p[0]) ? p[0] : []
      return {
        context: context(),
        value: list.map((s) => {
          const st = statuses.get(String(s))
          return st
            ? {
                slot: Number(st.slot),
                confirmations: null,
                err: st.err,
                status: { Ok: null },
                confirmationStatus: 'finalized',
              }
            : null
        }),
      }
    },
  }

  return async (body: unknown): Promise<unknown> => {
    if (Array.isArray(body)) return Promise.all(body.map((b) => handleOne(b)))
    return handleOne(body)
  }

  async function handleOne(req: unknown) {
    const { id = null, method, params } = (req ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
    const fn = typeof method === 'string' ? methods[method] : undefined
    if (!fn)
      return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${String(method)}` } }
    try {
      return { jsonrpc: '2.0', id, result: fn(Array.isArray(params) ? params : []) }
    } catch (e) {
      const code = e instanceof RpcError ? e.code : -32603
      return { jsonrpc: '2.0', id, error: { code, message: e instanceof Error ? e.message : String(e) } }
    }
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
}

/** Starts the ledger and its HTTP front on 127.0.0.1, funds the lab accounts and mints the lab token. */
export async function startSolanaRpc(opts: { port?: number } = {}): Promise<SolanaRpc> {
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(10_000n)
  const handle = createSolanaRpcHandler(svm)
  const lab = await fundSolanaLab(svm)
  const port = opts.port || (await findFreePort())
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, CORS).end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = undefined
      }
      const reply =
        body === undefined
          ? Promise.resolve({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
          : handle(body)
      void reply.then((r) => {
        res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(r))
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  let stopped = false
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    lab,
    svm,
    stop: () =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve()
        stopped = true
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
