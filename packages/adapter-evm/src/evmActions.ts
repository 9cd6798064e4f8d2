/**
 * The wallet actions of the eip155 adapter. A lazy chunk: evmAdapter imports it on the first
 * user action, so viem's call/ABI machinery (getBalance, signMessage) stays out of the host's
 * startup bundle (see `pnpm size`).
 */
import { type PorticoNetwork, porticoError } from '@portico/core'
import { type ConnectAttempts, createConnectAttempts } from '@portico/core/internal'
import {
  type Config,
  getConnection,
  readContract,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  getBalance as wagmiGetBalance,
  signMessage as wagmiSignMessage,
  switchChain as wagmiSwitchChain,
} from '@wagmi/core'
import { type Address, erc20Abi, formatUnits, isAddress } from 'viem'
import { assertSignature } from './assertSignature.js'
import { dropConnection } from './dropConnection.js'
import { toPorticoError, toSwitchChainError } from './toPorticoError.js'
import { toConnectResult } from './watchAccountEvents.js'

function assertAddress(address: string): Address {
  if (!isAddress(address, { strict: false })) throw porticoError('INVALID_CAIP', { details: { address } })
  return address
}

type Connector = Config['connectors'][number]

/** An adapter's connect calls, and what it does with a wallet the person left */
export interface LeftWallets {
  attempts: ConnectAttempts
  /**
   * takes a wallet the person left out of wagmi (dropConnection) and says so; never the wallet of
   * the connection core follows (`followed`)
   */
  refuse(c: Config, uid: string, followed: string | undefined): boolean
  /** the connectors whose wagmi `connecting` message clears their mark */
  heard: WeakSet<Connector>
}

export function leftWallets(): LeftWallets {
  const attempts = createConnectAttempts()
  return {
    attempts,
    heard: new WeakSet(),
    refuse(c, uid, followed) {
      if (!attempts.isAbandoned(uid) || c.connectors.find((x) => x.uid === uid)?.id === followed) return false
      dropConnection(c, uid, followed)
      return true
    },
  }
}

/**
 * wagmi's connect, as one of the adapter's calls: an answer that comes after the
 * person left the attempt (`signal` aborted, nobody asking the same wallet again) is refused —
 * taken back out of wagmi unless that wallet is the connection core follows; the account watcher
 * has already kept it from core — and the call rejects with REQUEST_ABORTED.
 */
export async function connectAction(
  c: Config,
  connector: Connector,
  chainId: number | undefined,
  left: LeftWallets,
  signal: AbortSignal | undefined,
  followed: () => string | undefined,
) {
  if (signal?.aborted) throw porticoError('REQUEST_ABORTED')
  const { attempts } = left
  // a host's own wagmi code asking this wallet again makes its answers count again
  if (!left.heard.has(connector)) {
    left.heard.add(connector)
    connector.emitter.on('message', (m) => {
      if (m.type === 'connecting') attempts.clear(connector.uid)
    })
  }
  const call = attempts.start(connector.uid, signal)
  // left while the wallet's prompt is open: wagmi's status goes back to what its connection is
  // (it says 'connecting' until the wallet answers, which may be never)
  const onAbort = () => {
    if (call.abandoned())
      c.setState((x) =>
        x.status === 'connecting' ? { ...x, status: x.current ? 'connected' : 'disconnected' } : x,
      )
  }
  signal?.addEventListener('abort', onAbort, { once: true })
  let answer: { address: string; chainId: number; connectorId: string }
  try {
    const result = await wagmiConnect(c, { connector, ...(chainId !== undefined ? { chainId } : {}) })
    answer = { address: result.accounts[0], chainId: result.chainId, connectorId: connector.id }
  } catch (e) {
    throw toPorticoError(e, 'AN_ERROR_OCCURRED')
  } finally {
    signal?.removeEventListener('abort', onAbort)
    call.end()
  }
  if (call.abandoned()) {
    left.refuse(c, connector.uid, followed())
    throw porticoError('REQUEST_ABORTED')
  }
  return answer
}

/** the adapter's connect: the connection there is when it is the wallet asked for, else connectAction */
export async function connectTo(
  c: Config,
  connectorId: string,
  chainId: number | undefined,
  left: LeftWallets,
  signal: AbortSignal | undefined,
  followed: () => string | undefined,
) {
  const connector = c.connectors.find((x) => x.id === connectorId)
  if (!connector) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
  const current = getConnection(c)
  if (current.status === 'connected' && current.connector.uid === connector.uid)
    return toConnectResult(current)!
  return connectAction(c, connector, chainId, left, signal, followed)
}

/** the EIP-1193 provider of the connected wallet (undefined when none is connected) */
export async function connectedProvider(c: Config): Promise<unknown> {
  const current = getConnection(c)
  return current.status === 'connected' ? current.connector.getProvider() : undefined
}

export async function disconnectAction(c: Config, silently: (fn: () => Promise<void>) => Promise<void>) {
  try {
    await silently(() => wagmiDisconnect(c))
  } catch (e) {
    throw toPorticoError(e, 'FAILED_TO_DISCONNECT')
  }
}

export async function switchChainAction(c: Config, chainId: number) {
  try {
    await wagmiSwitchChain(c, { chainId })
  } catch (e) {
    throw toSwitchChainError(e)
  }
}

export async function getBalanceAction(c: Config, address: string, chainId: number, network: PorticoNetwork) {
  const account = assertAddress(address)
  let value: bigint
  try {
    value = (await wagmiGetBalance(c, { address: account, chainId })).value
  } catch (e) {
    throw toPorticoError(e, 'AN_ERROR_OCCURRED')
  }
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}

export async function signMessageAction(c: Config, message: string, address: string) {
  const account = assertAddress(address)
  let signature: unknown
  try {
    signature = await wagmiSignMessage(c, { message, account })
  } catch (e) {
    throw toPorticoError(e, 'AN_ERROR_OCCURRED')
  }
  return assertSignature(signature)
}

/** ERC-20 balance, decimals and symbol read from the token contract (capability `tokenBalance`). */
export async function getTokenBalanceAction(c: Config, address: string, token: string, chainId: number) {
  const account = assertAddress(address)
  const contract = assertAddress(token)
  try {
    const [value, decimals, symbol] = await Promise.all([
      readContract(c, {
        chainId,
        address: contract,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
      readContract(c, { chainId, address: contract, abi: erc20Abi, functionName: 'decimals' }),
      readContract(c, { chainId, address: contract, abi: erc20Abi, functionName: 'symbol' }),
    ])
    return { value, decimals, symbol: String(symbol).slice(0, 16), formatted: formatUnits(value, decimals) }
  } catch (e) {
    throw toPorticoError(e, 'AN_ERROR_OCCURRED')
  }
}
