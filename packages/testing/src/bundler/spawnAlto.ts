/**
 * One alto bundler process: its CLI run with the current Node, the tail of its output kept for
 * error messages, a wait until it answers `eth_supportedEntryPoints` with our EntryPoint, a stop.
 * Alto is run as a child process: it has no start/stop API (its package entry just runs the CLI
 * on `process.argv`), and its own process keeps its fastify server, pino and timers out of ours.
 * The environment is scrubbed: no `.env` file, no `ALTO_*` variables, no Sentry DSN, no
 * OpenTelemetry settings, so it talks to nothing but the devnet.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { devNull } from 'node:os'
import { dirname } from 'node:path'
import type { Address, Hex } from 'viem'
import { superviseChild } from '../process/superviseChild.js'

const POLL_MS = 100

export interface AltoProcess {
  readonly url: string
  output(): string
  hasExited(): boolean
  /** Sends SIGTERM synchronously (safe inside a process 'exit' handler). */
  killNow(): void
  /** SIGTERM, then SIGKILL if alto has not exited after a grace period. */
  stop(): Promise<void>
  waitUntilReady(deadline: number, timeoutMs: number): Promise<void>
}

export interface SpawnAltoOptions {
  cli: string
  rpcUrl: string
  entryPoint: Address
  port: number
  executorPrivateKey: Hex
  utilityPrivateKey: Hex
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error'
  silent: boolean
}

export function spawnAlto(opts: SpawnAltoOptions): AltoProcess {
  const args = [
    opts.cli,
    ...['--entrypoints', opts.entryPoint],
    ...['--rpc-url', opts.rpcUrl],
    ...['--port', String(opts.port)],
    ...['--executor-private-keys', opts.executorPrivateKey],
    ...['--utility-private-key', opts.utilityPrivateKey],
    // the full ERC-7562 rules need a tracer anvil does not have
    ...['--safe-mode', 'false'],
    // alto deploys its simulation contracts through the deterministic deployer on startup
    ...['--deploy-simulations-contract', 'true'],
    // the devnet keys are funded up front: no refills, no balance polling
    ...['--refilling-wallets', 'false'],
    ...['--utility-wallet-monitor', 'false'],
    // anvil mines on every transaction: poll often, never trust a stale block number
    ...['--block-time', '400'],
    ...['--block-number-cache-ttl', '0'],
    ...['--min-bundle-interval', '50'],
    ...['--max-bundle-interval', '200'],
    ...['--enable-cors', 'true'],
    ...['--log-level', opts.logLevel],
  ]
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: dirname(opts.cli),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: altoEnvironment(),
  })
  const supervised = superviseChild(child, { prefix: '[alto] ', silent: opts.silent })
  const url = `http://127.0.0.1:${opts.port}`

  return {
    url,
    output: supervised.output,
    hasExited: supervised.hasExited,
    killNow: supervised.killNow,
    stop: supervised.stop,
    async waitUntilReady(deadline, timeoutMs) {
      while (Date.now() < deadline) {
        if (supervised.hasExited()) {
          throw new Error(
            `alto (port ${opts.port}) stopped before it was ready (${supervised.exitDescription()}).\n--- alto output ---\n${supervised.output()}`,
          )
        }
        const entryPoints = await querySupportedEntryPoints(url)
        if (entryPoints?.some((e) => e.toLowerCase() === opts.entryPoint.toLowerCase())) return
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
      throw new Error(
        `alto did not answer eth_supportedEntryPoints on ${url} within ${timeoutMs} ms.\n` +
          `--- alto output ---\n${supervised.output()}`,
      )
    },
  }
}

/** this process's environment minus everything alto (or its Sentry / OpenTelemetry parts) reads */
function altoEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(ALTO_|SENTRY_|OTEL_)/.test(key) || key === 'NODE_OPTIONS') continue
    env[key] = value
  }
  // alto calls dotenv.config(): point it at an empty file instead of a `.env` in some directory
  env.DOTENV_CONFIG_PATH = devNull
  return env
}

async function querySupportedEntryPoints(url: string): Promise<string[] | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return undefined
    const body: unknown = await response.json()
    if (typeof body === 'object' && body !== null && 'result' in body && Array.isArray(body.result)) {
      return body.result.filter((e): e is string => typeof e === 'string')
    }
    return undefined
  } catch {
    return undefined
  }
}
