import { BUTTON_TEXTS } from './buttonTexts.js'

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
  installed: 'Installed',
  recent: 'Recent',
  qrCode: 'QR Code',
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
  loadMore: 'Load more',
  walletsLoading: 'Loading wallets',
  walletsLoadFailed: 'Could not load wallets',
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
}

export type PorticoTexts = Record<keyof typeof DEFAULT_TEXTS, string>
export type PorticoTextKey = keyof PorticoTexts

/**
 * Fills `{key}` placeholders. Values are inserted literally (a wallet name containing `$&`
 * or `{x}` stays as it is) and the result is plain text: views render it as a text node.
 */
export function formatText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
