/**
 * The wallet actions of the eip155 adapter. A lazy chunk: evmAdapter imports it on the first
 * user action, so viem's call/ABI machinery (getBalance, signMessage) stays out of the host's
 * startup bundle (see `pnpm size`).
 */
import { type PorticoNetwork, porticoError } from '@portico/core'
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
import { toPorticoError, toSwitchChainError } from './toPorticoError.js'

function assertAddress(address: string): Address {
  if (!isAddress(address, { strict: false })) throw porticoError('INVALID_CAIP', { details: { address } })
  return address
}

export async function connectAction(c: Config, connector: Config['connectors'][number], chainId?: number) {
  try {
    const result = await wagmiConnect(c, { connector, ...(chainId !== undefined ? { chainId } : {}) })
    return { address: result.accounts[0], chainId: result.chainId, connectorId: connector.id }
  } catch (e) {
    throw toPorticoError(e, 'AN_ERROR_OCCURRED')
  }
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
