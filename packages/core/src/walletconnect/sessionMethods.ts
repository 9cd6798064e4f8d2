/**
 * What a WalletConnect session proposal asks for, per namespace (methods and events). How a
 * plain message is signed over a session is the adapter's (`PorticoAdapter.walletConnectSign`).
 * Imported only by the lazy WalletConnect chunk (walletConnectEngine.ts,
 * buildSessionNamespaces.ts), never by the startup shell.
 */
import type { ChainNamespace } from '../types/chain.js'

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
