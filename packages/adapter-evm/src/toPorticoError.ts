/**
 * wagmi / viem / wallet errors as PorticoErrors with a catalogue code (DESIGN "one error class
 * with a code"). The original error stays the `cause`, so the EIP-1193 code of a wallet error
 * remains reachable through the cause chain (core's `getRpcCode` / `isUserRejection`).
 */
import {
  type ErrorCode,
  getRpcCode,
  isPorticoError,
  isUserRejection,
  type PorticoError,
  porticoError,
  RPC_ERROR_CODES,
} from '@portico/core'

const BY_NAME: Record<string, ErrorCode> = {
  ProviderNotFoundError: 'CONNECTOR_NOT_FOUND',
  ConnectorNotFoundError: 'CONNECTOR_NOT_FOUND',
  ConnectorNotConnectedError: 'NOT_CONNECTED',
  ConnectorAccountNotFoundError: 'NOT_CONNECTED',
  ChainNotConfiguredError: 'NETWORK_NOT_FOUND',
  UrlRequiredError: 'NO_RPC_URL',
}

function nameChain(e: unknown): string[] {
  const names: string[] = []
  let cur: unknown = e
  for (let i = 0; i < 8 && cur && typeof cur === 'object'; i++) {
    const name = (cur as { name?: unknown }).name
    if (typeof name === 'string') names.push(name)
    cur = (cur as { cause?: unknown }).cause
  }
  return names
}

function shortMessage(e: unknown): string | undefined {
  if (!e || typeof e !== 'object') return undefined
  const m =
    (e as { shortMessage?: unknown; message?: unknown }).shortMessage ?? (e as { message?: unknown }).message
  return typeof m === 'string' ? m : undefined
}

function wrap(code: ErrorCode, cause: unknown): PorticoError {
  const rpcCode = getRpcCode(cause)
  const message = shortMessage(cause)
  return porticoError(code, {
    cause,
    ...(rpcCode !== undefined ? { rpcCode } : {}),
    ...(message ? { details: { message } } : {}),
  })
}

export function toPorticoError(e: unknown, fallback: ErrorCode): PorticoError {
  if (isPorticoError(e)) return e
  if (isUserRejection(e)) return wrap('USER_REJECTED', e)
  for (const name of nameChain(e)) {
    const code = BY_NAME[name]
    if (code) return wrap(code, e)
  }
  return wrap(fallback, e)
}

/**
 * wagmi's injected connector answers 4902 (unrecognized chain) with `wallet_addEthereumChain`,
 * and wraps ANY failure of that second request in a UserRejectedRequestError whose cause is the
 * wallet's error. So: a 4001 whose cause carries another code means adding the chain failed →
 * 'Chain is not supported' (SPEC §8), with the wallet's error as cause (no 4001 in the chain);
 * a 4001 caused by a 4001 (or by an uncoded "user rejected" error) stays a user rejection.
 */
export function toSwitchChainError(e: unknown): PorticoError {
  if (isPorticoError(e)) return e
  if (nameChain(e).includes('ChainNotConfiguredError')) return wrap('NETWORK_NOT_FOUND', e)
  if (isUserRejection(e)) {
    const inner = (e as { cause?: unknown }).cause
    const innerCode = getRpcCode(inner)
    if (innerCode !== undefined && innerCode !== RPC_ERROR_CODES.USER_REJECTED)
      return wrap('CHAIN_NOT_SUPPORTED', inner)
    return wrap('USER_REJECTED', e)
  }
  return wrap('CHAIN_NOT_SUPPORTED', e)
}
