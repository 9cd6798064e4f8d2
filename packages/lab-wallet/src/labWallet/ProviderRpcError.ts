/**
 * EIP-1193 errors: an `Error` with a numeric `code` (and optional `data`), the shape wagmi and
 * viem's `custom` transport map to their own error classes (4001 → UserRejectedRequestError, …).
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested method and/or account has not been authorized by the user.')
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}`)
export const providerDisconnected = () =>
  new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')
export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(4902, 'Unrecognized chain ID', { chainId: chainIdHex })
export const invalidParams = (detail: string) => new ProviderRpcError(-32602, `Invalid params: ${detail}`)
export const chainNotSupported = () => new ProviderRpcError(-32603, 'Chain is not supported')

/** Turns anything thrown by viem or the node into a ProviderRpcError, keeping its code if it has one. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let cur: unknown = error
  for (let i = 0; i < 8 && cur && typeof cur === 'object'; i++) {
    const { code, data } = cur as { code?: unknown; data?: unknown }
    if (typeof code === 'number' && Number.isInteger(code)) {
      return new ProviderRpcError(code, shortMessage(cur) ?? shortMessage(error) ?? 'Request failed', data)
    }
    cur = (cur as { cause?: unknown }).cause
  }
  return new ProviderRpcError(-32603, shortMessage(error) ?? 'Internal error')
}

function shortMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { shortMessage: short, details, message } = error as Record<string, unknown>
  // viem's RpcRequestError keeps the node's own message in `details`.
  if (typeof details === 'string' && details) return details
  if (typeof short === 'string' && short) return short
  if (typeof message === 'string' && message) return message
  return undefined
}
