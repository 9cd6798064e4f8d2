'use client'

// Languages: a host's own texts over any locale's (`<TextsProvider texts={{ connectWallet: 'Sign in' }}>`
// around PorticoProvider); the locales Portico ships
export {
  type LocaleTexts,
  type PorticoTexts,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  TextsProvider,
  type TextsProviderProps,
} from '@portico/ui'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton.js'
export { PorticoProvider, type PorticoProviderProps } from '../components/PorticoProvider.js'
export { type UseAccountResult, useAccount } from '../hooks/useAccount.js'
export { useDisconnect } from '../hooks/useDisconnect.js'
export { type UseNetworkResult, useNetwork } from '../hooks/useNetwork.js'
export { usePortico } from '../hooks/usePortico.js'
export { usePorticoInstance } from '../hooks/usePorticoInstance.js'
export { usePorticoSelector } from '../hooks/usePorticoSelector.js'
export { useProvider } from '../hooks/useProvider.js'
export { type UseSignInResult, useSignIn } from '../hooks/useSignIn.js'
