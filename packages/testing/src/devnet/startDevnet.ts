/**
 * Launches one anvil process per EVM chain on 127.0.0.1 and waits until each answers.
 * Our own code rather than `prool` because prool needs Node 22 (see ENVIRONMENT.md) and the job
 * is small: spawn, poll `eth_chainId`, kill on stop and on process exit.
 */
import { createServer } from 'node:net'
import { DEVNET_ACCOUNTS, DEVNET_CHAINS, type DevnetAccount } from '@portico/lab-wallet'
import { killOnExit } from '../process/killOnExit.js'
import { findFreePort } from './findFreePort.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { type AnvilNode, spawnAnvil } from './spawnAnvil.js'

export interface DevnetChainOptions {
  chainId: number
  name?: string
  /** 0 or undefined picks a free port. */
  port?: number
}

export interface StartDevnetOptions {
  /** Default: 31337 "Portico Devnet" and 31338 "Portico Devnet B". */
  chains?: DevnetChainOptions[]
  host?: '127.0.0.1'
  /** Hide anvil's output (default true). When false it is printed with an `[anvil <id>]` prefix. */
  silent?: boolean
  /** How long to wait for every chain to answer (default 15 000 ms). */
  timeoutMs?: number
}

export interface DevnetChain {
  chainId: number
  name: string
  rpcUrl: string
  port: number
}

export interface Devnet {
  chains: DevnetChain[]
  accounts: DevnetAccount[]
  /** Stops every anvil process; safe to call more than once. */
  stop(): Promise<void>
}

const AUTO_PORT_ATTEMPTS = 3

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1'
  const silent = options.silent ?? true
  const timeoutMs = options.timeoutMs ?? 15_000
  const deadline = Date.now() + timeoutMs
  const wanted = validateChains(options.chains ?? DEVNET_CHAINS.map((c) => ({ ...c })))
  const anvil = resolveAnvilBinary()

  const nodes = new Set<AnvilNode>()
  const disposeExitHooks = killOnExit(() => {
    for (const node of nodes) node.killNow()
  })
  const stopAll = async () => {
    await Promise.all([...nodes].map((node) => node.stop()))
    nodes.clear()
    disposeExitHooks()
  }

  const launch = async (chain: DevnetChainOptions, index: number): Promise<DevnetChain> => {
    const name = chain.name ?? DEVNET_CHAINS[index]?.name ?? `Devnet ${chain.chainId}`
    for (let attempt = 1; ; attempt++) {
      const port = chain.port ? chain.port : await findFreePort(host)
      if (chain.port && !(await isPortFree(port, host))) {
        throw new Error(`port ${port} on ${host} is already in use: cannot start chain ${chain.chainId}`)
      }
      const node = spawnAnvil({ anvil, chainId: chain.chainId, port, host, silent })
      nodes.add(node)
      try {
        await node.waitUntilReady(deadline, timeoutMs)
        return { chainId: chain.chainId, name, rpcUrl: node.rpcUrl, port }
      } catch (error) {
        await node.stop()
        nodes.delete(node)
        // An auto-picked port can be taken between our probe and anvil's bind: try another one.
        const retry = !chain.port && node.hasExited() && attempt < AUTO_PORT_ATTEMPTS && Date.now() < deadline
        if (!retry) throw error
      }
    }
  }

  const results = await Promise.allSettled(wanted.map(launch))
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    await stopAll()
    throw failure.reason
  }
  let stopping: Promise<void> | undefined
  return {
    chains: results.map((r) => (r as PromiseFulfilledResult<DevnetChain>).value),
    accounts: DEVNET_ACCOUNTS.map((a) => ({ ...a })),
    stop() {
      stopping ??= stopAll()
      return stopping
    },
  }
}

function validateChains(chains: DevnetChainOptions[]): DevnetChainOptions[] {
  if (chains.length === 0) throw new Error('startDevnet: `chains` must not be empty')
  const ids = new Set<number>()
  const ports = new Set<number>()
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new Error(`startDevnet: invalid chain id ${chain.chainId}`)
    }
    if (ids.has(chain.chainId)) throw new Error(`startDevnet: chain id ${chain.chainId} is listed twice`)
    ids.add(chain.chainId)
    if (chain.port !== undefined && chain.port !== 0) {
      if (!Number.isInteger(chain.port) || chain.port < 1 || chain.port > 65_535) {
        throw new Error(`startDevnet: invalid port ${chain.port}`)
      }
      if (ports.has(chain.port)) throw new Error(`startDevnet: port ${chain.port} is listed twice`)
      ports.add(chain.port)
    }
  }
  return chains
}

function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen({ port, host }, () => server.close(() => resolve(true)))
  })
}
