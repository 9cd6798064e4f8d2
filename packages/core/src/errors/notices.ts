/**
 * SPEC §8 notices: the toasts and alerts the dialog shows (their keys; the words are in the ui
 * catalogue, English here for reference and for the developer console), the provider messages
 * that map to alerts, and the tracking events.
 */
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
  'SEND_ERROR',
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
