import type { AlertKey, ErrorCode, ToastKey } from '@portico/core'
import { BUTTON_TEXTS } from './buttonTexts.js'

/** SPEC §8 toasts, by the key core stores (`state.toast.key`). */
export const TOAST_TEXTS = {
  'toast.TOKEN_BALANCE_UNAVAILABLE': 'Token Balance Unavailable',
  'toast.FAILED_TO_FETCH_TRANSACTIONS': 'Failed to fetch transactions',
  'toast.AUTH_INIT_FAILED': 'A problem occurred while trying initialize authentication',
  'toast.SIGNATURE_DECLINED': 'Signature declined',
  'toast.SMART_ACCOUNT_UNSUPPORTED': 'This application might not support Smart Accounts',
  'toast.AUTHENTICATING': 'Authenticating...',
  'toast.METHOD_NOT_ALLOWED': 'method not allowed',
  'toast.ADDRESS_COPIED': 'Address copied',
  'toast.LINK_COPIED': 'Link copied',
  'toast.NETWORK_SWITCH_FAILED': 'Network switch failed',
} as const satisfies Record<`toast.${ToastKey}`, string>

/** SPEC §8 alerts (debug only), title and message by the key core stores. */
export const ALERT_TEXTS = {
  'alert.NETWORK_NOT_FOUND': 'Network Not Found',
  'alert.NETWORK_NOT_FOUND.message': 'switch network not found',
  'alert.INVALID_APP_CONFIGURATION': 'Invalid App Configuration',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Origin not allowed or domain not verified: add this origin to your project',
  'alert.EMBEDDED_WALLET_LOAD_FAILED': 'Network Error - Could not load embedded wallet',
  'alert.EMBEDDED_WALLET_LOAD_FAILED.message': 'The embedded wallet frame did not load',
  'alert.EMBEDDED_WALLET_TIMEOUT': 'Embedded Wallet Request Timed Out',
  'alert.EMBEDDED_WALLET_TIMEOUT.message': 'The embedded wallet did not answer in time',
  'alert.JWT_TOKEN_NOT_VALID': 'Session Expired',
  'alert.JWT_TOKEN_NOT_VALID.message': 'Token is not valid yet: check your device time settings',
  'alert.INVALID_PROJECT_ID': 'Invalid Project ID',
  'alert.INVALID_PROJECT_ID.message': 'The project id is not valid',
  'alert.PROJECT_ID_NOT_CONFIGURED': 'Project ID Not Configured',
  'alert.PROJECT_ID_NOT_CONFIGURED.message': 'project id not configured',
} as const satisfies Record<`alert.${AlertKey}` | `alert.${AlertKey}.message`, string>

/** What a person reads for each error code (SPEC §5, §8): a failed connection, a refused send… */
export const ERROR_TEXTS = {
  'error.INVALID_CAIP_ADDRESS': 'Invalid CAIP-10 address',
  'error.INVALID_CAIP_NETWORK_ID': 'Invalid CAIP-2 network id',
  'error.INVALID_CAIP': 'Invalid CAIP Address',
  'error.INVALID_NAME': 'Name must be letters, digits and hyphen only, at least 4 characters',
  'error.INVALID_CHAIN_ID': 'Invalid chainId',
  'error.SIWX_AND_SIWE': 'siweConfig and siwx cannot both be set',
  'error.INVALID_OPTIONS': 'Invalid options',
  'error.ADAPTER_NOT_FOUND': 'Adapter not found',
  'error.NAMESPACE_NOT_CONFIGURED':
    'Namespace is not configured. Please call connect() first with namespace config.',
  'error.NO_SESSION': 'Please call connect() before request()',
  'error.NETWORK_NOT_FOUND': 'Network not found',
  'error.CHAIN_NOT_SUPPORTED': 'Chain is not supported',
  'error.CONNECTOR_NOT_FOUND': 'Address or auth connector not found',
  'error.FAILED_TO_DISCONNECT': 'Failed to disconnect',
  'error.CAIP_NETWORK_UNDEFINED': 'CaipNetwork is undefined',
  'error.USER_REJECTED': 'User rejected the request',
  'error.NOT_CONNECTED': 'No ActiveCaipAddress found',
  'error.NO_RPC_URL': 'No RPC url provided for chainId',
  'error.REQUEST_ABORTED': 'Request was aborted',
  'error.SOMETHING_WENT_WRONG': 'Something went wrong',
  'error.AN_ERROR_OCCURRED': 'An error occurred',
  'error.STORAGE_CORRUPT': 'Stored value is invalid',
  'error.WALLET_RESPONSE_INVALID': 'The wallet returned an invalid response',
  'error.METHOD_NOT_ALLOWED': 'method not allowed',
  'error.INVALID_PREFLIGHT_COMMITMENT':
    'Invalid preflightCommitment: use processed, confirmed, finalized, recent, single, singleGossip, root or max',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'An amount and receiver address are required',
  'error.TOKEN_REQUIRED': 'A token is required',
  'error.TRANSACTION_FAILED': 'The transaction failed',
  'error.TRANSACTION_TIMEOUT': 'The transaction was not confirmed in time',
  'error.INSUFFICIENT_FUNDS': 'Insufficient funds',
  'error.HTTP_STATUS': 'HTTP status code: {n}',
  'error.API_RESPONSE_INVALID': 'The API returned an invalid response',
  'error.API_UNAVAILABLE': 'The API is unavailable',
  'error.API_TIMEOUT': 'The API did not answer in time',
  'error.NOT_SUPPORTED_FOR_NAMESPACE': 'Not supported for this namespace',
  'error.UNSUPPORTED_CHAIN': 'Unsupported chain',
  'error.INVALID_ADDRESS': 'Invalid address',
  'error.INVALID_AMOUNT': 'Invalid amount',
  'error.NETWORK_SWITCH_FAILED': 'Network switch failed',
  'error.SIWX_NOT_ENABLED': 'SIWX is not enabled',
  'error.NO_ACTIVE_NETWORK': 'No ActiveCaipNetwork or client found',
  'error.NO_CONNECTION_CLIENT': 'No ConnectionController client found',
} as const satisfies Record<`error.${ErrorCode}`, string>

/**
 * Every user-facing string of the views (DESIGN "Errors and texts in one place").
 * `{name}`-style placeholders are filled by `formatText`. A host translates by passing a
 * partial override to `<TextsProvider texts={…}>`.
 */
export const DEFAULT_TEXTS = {
  ...BUTTON_TEXTS,
  // dialog chrome
  close: 'Close',
  back: 'Back',
  dismiss: 'Dismiss',
  // aria-live status line (read by screen readers, not shown)
  statusConnecting: 'Connecting to the wallet…',
  statusConnected: 'Connected as {address}',
  statusDisconnected: 'Not connected',
  // view titles
  titleConnect: 'Connect Wallet',
  titleAccount: 'Account',
  titleNetworks: 'Networks',
  titleSwitchNetwork: 'Switch Network',
  titleUnsupportedNetwork: 'Unsupported network',
  titleAllWallets: 'All Wallets',
  // connect
  walletsLabel: 'Wallets',
  allWallets: 'All Wallets',
  noWallets: 'No wallets found',
  /** the Connect view's registry wallets (featured, recommended) did not load */
  registryWalletsFailed: 'Suggested wallets could not be loaded',
  installed: 'Installed',
  recent: 'Recent',
  qrCode: 'QR Code',
  // SPEC §3 termsConditionsUrl, privacyPolicyUrl, features.legalCheckbox and collapseWallets
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  legalBoth: '{terms} and {privacy}',
  legalNotice: 'By connecting your wallet, you agree to our {documents}',
  legalCheckbox: 'I agree to our {documents}',
  continueWithWallet: 'Continue with a wallet',
  // connecting
  continueIn: 'Continue in {name}',
  acceptRequest: 'Accept connection request in the wallet',
  connectionDeclined: 'Connection declined',
  declinedHint: 'Connection can be declined if a previous request is still active',
  connectionFailed: 'Connection failed',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  // walletconnect
  titleWalletConnect: 'WalletConnect',
  scanWithPhone: 'Scan this QR code with your phone',
  openWalletToConnect: 'Open a wallet to connect',
  qrAlt: 'QR code to connect a wallet with WalletConnect',
  qrLoading: 'Generating QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  pairingExpiresIn: 'Expires in {time}',
  pairingExpired: 'This QR code has expired',
  refreshQr: 'Refresh',
  openIn: 'Open {name}',
  openDesktop: 'Open {name} desktop app',
  openWebApp: 'Open {name} web app',
  // account
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  disconnect: 'Disconnect',
  viewOnExplorer: 'View on explorer',
  connectedWith: 'Connected with {name}',
  balanceLoading: 'Loading balance',
  // networks
  networksLabel: 'Networks',
  switching: 'Switching…',
  unsupportedChainMessage:
    "This app doesn't support your current network. Switch to an available option to continue.",
  namespaceEip155: 'EVM',
  namespaceSolana: 'Solana',
  namespaceBip122: 'Bitcoin',
  namespacePolkadot: 'Polkadot',
  namespaceCosmos: 'Cosmos',
  // all wallets
  searchWallet: 'Search wallet',
  // plural: the variant for Intl.PluralRules' category (see pluralText)
  'walletsFound.one': '{count} wallet found',
  'walletsFound.other': '{count} wallets found',
  loadMore: 'Load more',
  walletsLoading: 'Loading wallets',
  walletsLoadFailed: 'Could not load wallets',
  walletsTimedOut: 'Wallets are taking too long to load',
  getWallet: 'Get {name}',
  walletNotInstalled: '{name} is not installed in this browser. Get it here:',
  walletWebsite: 'Website',
  walletAppStore: 'App Store',
  walletPlayStore: 'Google Play',
  walletChromeStore: 'Chrome Web Store',
  walletWebApp: 'Open web app',
  // account tabs
  tabTokens: 'Tokens',
  accountTabsLabel: 'Account',
  noTokens: 'No tokens yet',
  tokensLoading: 'Loading tokens',
  // the wallet features' row in the Account view (each button's label is its feature's text)
  walletFeaturesLabel: 'Wallet actions',
  featureLoading: 'Loading',
  featureLoadFailed: 'This screen could not be loaded',
  ...TOAST_TEXTS,
  ...ALERT_TEXTS,
  ...ERROR_TEXTS,
} as const

export type PorticoTexts = Record<keyof typeof DEFAULT_TEXTS, string>
export type PorticoTextKey = keyof PorticoTexts

/**
 * Fills `{key}` placeholders. Values are inserted literally (a wallet name containing `$&`
 * or `{x}` stays as it is) and the result is plain text: views render it as a text node.
 */
export function formatText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** A toast's words: the host's own text, or the catalogue's for its key with its parameters. */
export function toastText(
  texts: PorticoTexts,
  toast: { key?: ToastKey; params?: Record<string, string>; text?: string },
): string {
  if (toast.text !== undefined) return toast.text
  return toast.key ? formatText(texts[`toast.${toast.key}`], toast.params ?? {}) : ''
}

/** An error code's words; unknown or missing codes read as 'Something went wrong'. */
export function errorText(
  texts: PorticoTexts,
  code: string | undefined,
  params: Record<string, string> = {},
) {
  const key = `error.${code}` as keyof PorticoTexts
  return formatText(code && key in texts ? texts[key] : texts['error.SOMETHING_WENT_WRONG'], params)
}
