/**
 * SPEC §5 and §8 in one place: error messages, toasts, alerts, tracking events and RPC codes.
 * Texts live here (not in views or throw sites) so they can be translated.
 */
import { PorticoError } from './PorticoError.js'

export const ERROR_MESSAGES = {
  INVALID_CAIP_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CAIP: 'Invalid CAIP Address',
  INVALID_NAME: 'Name must be letters, digits and hyphen only, at least 4 characters',
  INVALID_CHAIN_ID: 'Invalid chainId',
  SIWX_AND_SIWE: 'siweConfig and siwx cannot both be set',
  INVALID_OPTIONS: 'Invalid options',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  NAMESPACE_NOT_CONFIGURED: 'Namespace is not configured. Please call connect() first with namespace config.',
  NO_SESSION: 'Please call connect() before request()',
  NETWORK_NOT_FOUND: 'Network not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  USER_REJECTED: 'User rejected the request',
  NOT_CONNECTED: 'No ActiveCaipAddress found',
  NO_RPC_URL: 'No RPC url provided for chainId',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  AN_ERROR_OCCURRED: 'An error occurred',
  STORAGE_CORRUPT: 'Stored value is invalid',
  WALLET_RESPONSE_INVALID: 'The wallet returned an invalid response',
  METHOD_NOT_ALLOWED: 'method not allowed',
  /** SPEC §5: Solana preflightCommitment outside the allowed list */
  INVALID_PREFLIGHT_COMMITMENT:
    'Invalid preflightCommitment: use processed, confirmed, finalized, recent, single, singleGossip, root or max',
  /** SPEC §5 send rules */
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  TRANSACTION_FAILED: 'The transaction failed',
  TRANSACTION_TIMEOUT: 'The transaction was not confirmed in time',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  /** SPEC §7: non-2xx from the explorer/blockchain API; {n} is the status */
  HTTP_STATUS: 'HTTP status code: {n}',
  API_RESPONSE_INVALID: 'The API returned an invalid response',
  API_UNAVAILABLE: 'The API is unavailable',
  /** SPEC §9: a capability (e.g. balance) the namespace does not support */
  NOT_SUPPORTED_FOR_NAMESPACE: 'Not supported for this namespace',
} as const

export type ErrorCode = keyof typeof ERROR_MESSAGES

/** Throw-site helper: `throw porticoError('NETWORK_NOT_FOUND')`. */
export function porticoError(code: ErrorCode, opts?: ConstructorParameters<typeof PorticoError>[2]) {
  return new PorticoError(code, ERROR_MESSAGES[code], opts)
}

/** SPEC §8 toasts. */
export const TOASTS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  METHOD_NOT_ALLOWED: 'method not allowed',
  ADDRESS_COPIED: 'Address copied',
  LINK_COPIED: 'Link copied',
  NETWORK_SWITCH_FAILED: 'Network switch failed',
} as const
export type ToastKey = keyof typeof TOASTS

/** SPEC §8 alerts: shown only when `debug` is on, each at most once per instance. */
export const ALERTS = {
  NETWORK_NOT_FOUND: { shortMessage: 'Network Not Found', longMessage: 'switch network not found' },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin not allowed or domain not verified: add this origin to your project',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet frame did not load',
  },
  EMBEDDED_WALLET_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Session Expired',
    longMessage: 'Token is not valid yet: check your device time settings',
  },
  INVALID_PROJECT_ID: { shortMessage: 'Invalid Project ID', longMessage: 'The project id is not valid' },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'project id not configured',
  },
} as const
export type AlertKey = keyof typeof ALERTS

/** SPEC §8: provider messages that map to alerts. */
export const PROVIDER_MESSAGE_ALERTS: Record<string, AlertKey> = {
  'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
  'JWT validation error: JWT Token is not yet valid': 'JWT_TOKEN_NOT_VALID',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
}

/** SPEC §8 tracking events (plus the connection events a dialog reports). */
export const TRACKING_EVENTS = [
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
] as const
export type TrackingEventName = (typeof TRACKING_EVENTS)[number]

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
