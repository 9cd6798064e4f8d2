/**
 * SPEC §5 and §8 error messages of thrown errors (developer-facing: `error.message`). What a
 * person reads in the dialog comes from the ui catalogue by the error's `code`, so it can be
 * translated. Toasts, alerts and tracking events are in notices.ts, RPC codes in rpcErrors.ts.
 */

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
  /** SPEC §4: send dispatches by namespace; others are 'Unsupported chain' */
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  /** a recipient that is not an address of the namespace */
  INVALID_ADDRESS: 'Invalid address',
  /** an amount that is not a positive decimal number with at most the token's decimals */
  INVALID_AMOUNT: 'Invalid amount',
  NETWORK_SWITCH_FAILED: 'Network switch failed',
  /** SPEC §5 sign-in rules (signIn() without siwx, network or client; no address is NOT_CONNECTED) */
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
} as const

/**
 * Codes thrown only by code that loads later, which gives their message (so the text stays out of
 * the startup bundle): API_TIMEOUT, an API call that outlived the API timeout (api/apiFetch.ts).
 */
export type LaterErrorCode = 'API_TIMEOUT'

export type ErrorCode = keyof typeof ERROR_MESSAGES | LaterErrorCode

/**
 * The one error class of Portico (DESIGN "Validate at every boundary"): short message,
 * a stable `code`, the original `cause`, optional `details` (e.g. zod issues). Here with the codes
 * it carries, so the class and the catalogue import nothing of each other (no import cycle);
 * PorticoError.ts is its import path.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: ErrorCode
  readonly details?: unknown
  /** JSON-RPC / EIP-1193 code when the error came from a wallet or node */
  readonly rpcCode?: number

  constructor(
    code: ErrorCode,
    message: string,
    opts: { cause?: unknown; details?: unknown; rpcCode?: number } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause })
    this.code = code
    this.details = opts.details
    this.rpcCode = opts.rpcCode
  }
}

export function isPorticoError(e: unknown, code?: ErrorCode): e is PorticoError {
  return e instanceof PorticoError && (code === undefined || e.code === code)
}

/** Throw-site helper: `throw porticoError('NETWORK_NOT_FOUND')` (a LaterErrorCode has no message here). */
export function porticoError(code: ErrorCode, opts?: ConstructorParameters<typeof PorticoError>[2]) {
  return new PorticoError(code, ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], opts)
}
