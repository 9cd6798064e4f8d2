/**
 * A real ERC-4337 bundler on 127.0.0.1 for a devnet chain (issue 15): EntryPoint v0.8,
 * Simple7702Account and SimpleAccountFactory deployed at their canonical addresses, then Pimlico's
 * alto (`@pimlico/alto`, run from its CLI as a child process) pointed at the chain. Resolves once
 * the bundler answers `eth_supportedEntryPoints` with the EntryPoint.
 * Our own launcher because alto has only a CLI (see spawnAlto.ts); the bundler's two keys are funded with
 * `anvil_setBalance`, so the chain must be anvil (startDevnet's).
 */
import { type Address, createPublicClient, type Hex, http, keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { findFreePort } from '../devnet/findFreePort.js'
import { killOnExit } from '../process/killOnExit.js'
import { deployAccountAbstractionV08 } from './deployAccountAbstractionV08.js'
import { resolveAltoCli } from './resolveAltoCli.js'
import { type AltoProcess, spawnAlto } from './spawnAlto.js'

export interface StartBundlerOptions {
  /** the devnet chain (anvil) the bundler submits to */
  rpcUrl: string
  /** the chain's id; checked against `eth_chainId` */
  chainId: number
  /** 0 or undefined picks a free port */
  port?: number
  /** signs the bundle transactions; default: a key of the bundler's own, funded on start */
  executorPrivateKey?: Hex
  /** deploys alto's simulation contracts and ours; default: a key of the bundler's own, funded on start */
  utilityPrivateKey?: Hex
  /** Hide alto's output (default true). When false it is printed with an `[alto]` prefix. */
  silent?: boolean
  /** alto's log level (default 'warn'; its output tail is part of every start error) */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
  /** how long to wait for the bundler to answer (default 30 000 ms) */
  timeoutMs?: number
}

export interface Bundler {
  /** the bundler's JSON-RPC endpoint (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, …) */
  url: string
  /** EntryPoint v0.8 (0x4337084D…Ff108) */
  entryPoint: Address
  /** the EIP-7702 delegate, viem's `toSimple7702SmartAccount` default (0xe6Cae83B…8555B) */
  simple7702Implementation: Address
  /** creates counterfactual `SimpleAccount`s for the EntryPoint (0x13E9ed32…E5944) */
  simpleAccountFactory: Address
  /** alto's recent output */
  output(): string
  /** Stops alto; safe to call more than once. The contracts stay on the chain. */
  stop(): Promise<void>
}

/** the bundler's own keys (public: devnet only), different from the devnet accounts others use */
const DEFAULT_EXECUTOR_KEY = keccak256(toHex('portico testing bundler executor'))
const DEFAULT_UTILITY_KEY = keccak256(toHex('portico testing bundler utility'))
const FUND_BELOW = parseEther('100')
const FUND_TO = parseEther('10000')
const AUTO_PORT_ATTEMPTS = 3

export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const timeoutMs = options.timeoutMs ?? 30_000
  const deadline = Date.now() + timeoutMs
  const executorPrivateKey = options.executorPrivateKey ?? DEFAULT_EXECUTOR_KEY
  const utilityPrivateKey = options.utilityPrivateKey ?? DEFAULT_UTILITY_KEY
  if (options.port !== undefined && options.port !== 0) {
    if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65_535) {
      throw new Error(`startBundler: invalid port ${options.port}`)
    }
  }

  const publicClient = createPublicClient({ transport: http(options.rpcUrl) })
  const chainId = await publicClient.getChainId()
  if (chainId !== options.chainId) {
    throw new Error(`startBundler: ${options.rpcUrl} is chain ${chainId}, not ${options.chainId}`)
  }
  for (const key of new Set([executorPrivateKey, utilityPrivateKey])) {
    const address = privateKeyToAccount(key).address
    if ((await publicClient.getBalance({ address })) < FUND_BELOW) {
      await publicClient.request({
        method: 'anvil_setBalance' as never,
        params: [address, toHex(FUND_TO)] as never,
      })
    }
  }
  const contracts = await deployAccountAbstractionV08({
    rpcUrl: options.rpcUrl,
    privateKey: utilityPrivateKey,
  })

  const cli = resolveAltoCli()
  let alto: AltoProcess | undefined
  const disposeExitHook = killOnExit(() => alto?.killNow())
  try {
    for (let attempt = 1; ; attempt++) {
      const port = options.port ? options.port : await findFreePort()
      alto = spawnAlto({
        cli,
        rpcUrl: options.rpcUrl,
        entryPoint: contracts.entryPoint,
        port,
        executorPrivateKey,
        utilityPrivateKey,
        logLevel: options.logLevel ?? 'warn',
        silent: options.silent ?? true,
      })
      try {
        await alto.waitUntilReady(deadline, timeoutMs)
        break
      } catch (error) {
        await alto.stop()
        // An auto-picked port can be taken between our probe and alto's bind: try another one.
        const retry =
          !options.port &&
          /EADDRINUSE/.test(alto.output()) &&
          attempt < AUTO_PORT_ATTEMPTS &&
          Date.now() < deadline
        if (!retry) throw error
      }
    }
  } catch (error) {
    disposeExitHook()
    throw error
  }

  const running = alto
  let stopping: Promise<void> | undefined
  return {
    url: running.url,
    ...contracts,
    output: () => running.output(),
    stop() {
      stopping ??= running.stop().finally(disposeExitHook)
      return stopping
    },
  }
}
