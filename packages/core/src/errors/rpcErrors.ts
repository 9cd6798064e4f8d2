/** SPEC §8 JSON-RPC / EIP-1193 codes and how to read them off an error. */
/** SPEC §8 JSON-RPC and EIP-1193 codes. */
export const RPC_ERROR_CODES = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  VERSION_UNSUPPORTED: -32006,
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
} as const

/** 5700–5760: capability and bundle errors (EIP-5792). */
export function isCapabilityErrorCode(code: number) {
  return code >= 5700 && code <= 5760
}

/** Walks an error's cause chain for an EIP-1193 / JSON-RPC code. */
export function getRpcCode(e: unknown): number | undefined {
  let cur: unknown = e
  for (let i = 0; i < 8 && cur && typeof cur === 'object'; i++) {
    const c = (cur as { code?: unknown }).code
    if (typeof c === 'number') return c
    cur = (cur as { cause?: unknown }).cause
  }
  return undefined
}

export function isUserRejection(e: unknown) {
  if (getRpcCode(e) === RPC_ERROR_CODES.USER_REJECTED) return true
  let cur: unknown = e
  for (let i = 0; i < 8 && cur && typeof cur === 'object'; i++) {
    if ((cur as { name?: unknown }).name === 'UserRejectedRequestError') return true
    cur = (cur as { cause?: unknown }).cause
  }
  return false
}
