/** WalletConnect constants: the connector id, the public relay, and what each namespace asks for. */
import type { ChainNamespace } from '../types/chain.js'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLET_CONNECT_NAME = 'WalletConnect'

/** the relay a host gets when it gives a project id and no `relayUrl` */
export const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org'

/** SPEC §7 "Sessions request": the eip155 methods a session proposal asks for */
export const EIP155_SESSION_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
  'wallet_registerOnboarding',
] as const

/** methods per namespace (the WalletConnect namespace RPC references) */
export const SESSION_METHODS: Record<ChainNamespace, readonly string[]> = {
  eip155: EIP155_SESSION_METHODS,
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
  bip122: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
}

export const SESSION_EVENTS: Record<ChainNamespace, readonly string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged', 'chainChanged', 'accountsChanged'],
  polkadot: ['chainChanged', 'accountsChanged'],
  cosmos: ['chainChanged', 'accountsChanged'],
}

/** the method core uses to sign a plain message in a namespace whose adapter takes no session */
export const SIGN_MESSAGE_METHOD: Record<ChainNamespace, string> = {
  eip155: 'personal_sign',
  solana: 'solana_signMessage',
  bip122: 'signMessage',
  polkadot: 'polkadot_signMessage',
  cosmos: 'cosmos_signAmino',
}
