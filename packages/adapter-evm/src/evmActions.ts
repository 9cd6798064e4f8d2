/**
 * The wallet actions of the eip155 adapter. A lazy chunk: evmAdapter imports it on the first
 * user action, so viem's call/ABI machinery (getBalance, signMessage) stays out of the host's
 * startup bundle (see `pnpm size`).
 */
import { type PorticoNetwork, porticoError } from '@portico/core'
import type { ConnectAttempts } from '@portico/core/internal'
import {
  type Config,
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

function assertAddress(address: string): Address {
  if (!isAddress(address, { strict: false })) throw porticoError('INVALID_CAIP', { details: { address } })
  return address
}

export { createConnectAttempts } from '@portico/core/internal'
export { dropConnection }

type Connector = Config['connectors'][number]
/** the connectors whose wagmi `connecting` message clears their mark, per adapter */
const heard = new WeakMap<ConnectAttempts, WeakSet<Connector>>()

/**
 * wagmi's connect, as one of the adapter's `attempts` (issue 27): an answer that comes after the
 * person left the attempt (`signal` aborted, nobody asking the same wallet again) is refused —
 * `refuse` takes it back out of wagmi (dropConnection) unless that wallet is the connection core
 * follows; the account watcher has already kept it from core — and the call rejects with
 * REQUEST_ABORTED.
 */
export async function connectAction(
  c: Config,
  connector: Connector,
  chainId: number | undefined,
  attempts: ConnectAttempts,
  signal: AbortSignal | undefined,
  refuse: (uid: string) => void,
) {
  if (signal?.aborted) throw porticoError('REQUEST_ABORTED')
  // a host's own wagmi code asking this wallet again makes its answers count again
  const mine = heard.get(attempts) ?? new WeakSet()
  heard.set(attempts, mine)
  if (!mine.has(connector)) {
    mine.add(connector)
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
    refuse(connector.uid)
    throw porticoError('REQUEST_ABORTED')
  }
  return answer
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
