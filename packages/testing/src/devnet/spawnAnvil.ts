/**
 * One anvil process for one chain: spawn it, keep the tail of its output for error messages,
 * wait until it answers `eth_chainId`, stop it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { DEVNET_ACCOUNTS, DEVNET_BALANCE_ETH, DEVNET_MNEMONIC } from '@portico/lab-wallet'
import { superviseChild } from '../process/superviseChild.js'
import type { AnvilCommand } from './resolveAnvilBinary.js'

const POLL_MS = 50

export interface AnvilNode {
  readonly chainId: number
  readonly port: number
  readonly rpcUrl: string
  /** The last few KB of anvil's stdout + stderr. */
  output(): string
  hasExited(): boolean
  /** Sends SIGTERM synchronously (safe inside a process 'exit' handler). */
  killNow(): void
  /** SIGTERM, then SIGKILL if anvil has not exited after a grace period. */
  stop(): Promise<void>
  waitUntilReady(deadline: number, timeoutMs: number): Promise<void>
}

export interface SpawnAnvilOptions {
  anvil: AnvilCommand
  chainId: number
  port: number
  host: string
  silent: boolean
}

export function spawnAnvil({ anvil, chainId, port, host, silent }: SpawnAnvilOptions): AnvilNode {
  const args = [
    ...anvil.prefixArgs,
    '--host',
    host,
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--mnemonic',
    DEVNET_MNEMONIC,
    '--accounts',
    String(DEVNET_ACCOUNTS.length),
    '--balance',
    String(DEVNET_BALANCE_ETH),
  ]
  const child: ChildProcess = spawn(anvil.command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TARGET_TOOL: 'anvil' },
  })
  const supervised = superviseChild(child, { prefix: `[anvil ${chainId}] `, silent })
  const rpcUrl = `http://${host}:${port}`

  return {
    chainId,
    port,
    rpcUrl,
    output: supervised.output,
    hasExited: supervised.hasExited,
    killNow: supervised.killNow,
    stop: supervised.stop,
    async waitUntilReady(deadline, timeoutMs) {
      const expected = `0x${chainId.toString(16)}`
      while (Date.now() < deadline) {
        if (supervised.hasExited()) {
          throw new Error(
            `anvil (chain ${chainId}, port ${port}) stopped before it was ready (${supervised.exitDescription()}).\n--- anvil output ---\n${supervised.output()}`,
          )
        }
        const answer = await queryChainId(rpcUrl)
        if (answer === expected) return
        if (answer !== undefined) {
          throw new Error(
            `${rpcUrl} answered chain id ${answer}, expected ${expected}: is another node on port ${port}?`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
      throw new Error(
        `anvil (chain ${chainId}) did not answer eth_chainId on ${rpcUrl} within ${timeoutMs} ms.\n` +
          `--- anvil output ---\n${supervised.output()}`,
      )
    },
  }
}

async function queryChainId(rpcUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return undefined
    const body: unknown = await response.json()
    if (typeof body === 'object' && body !== null && 'result' in body && typeof body.result === 'string') {
      return body.result
    }
    return undefined
  } catch {
    return undefined
  }
}
