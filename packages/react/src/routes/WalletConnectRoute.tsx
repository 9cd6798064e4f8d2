import { isMobileDevice } from '@portico/core'
import { ConnectingWalletConnectView } from '@portico/ui'
import { useSyncExternalStore } from 'react'
import { copyToClipboard } from './copyToClipboard.js'
import type { RouteProps } from './RouteDefinition.js'

const noSubscribe = () => () => {}
const noState = () => undefined

/** ConnectingWalletConnectBasic: the pairing URI of the WalletConnect connector as QR and links. */
export function WalletConnectRoute({ portico, state }: RouteProps<'ConnectingWalletConnectBasic'>) {
  const wc = portico.walletConnect
  const wcState = useSyncExternalStore(
    wc?.subscribe ?? noSubscribe,
    wc?.getState ?? noState,
    wc?.getState ?? noState,
  )
  const connecting = state.connecting?.connectorId === wc?.connector.id ? state.connecting : null
  return (
    <ConnectingWalletConnectView
      {...(wcState?.uri ? { uri: wcState.uri } : {})}
      {...(wcState?.expiresAt ? { expiresAt: wcState.expiresAt } : {})}
      state={connecting?.state ?? 'pending'}
      {...(connecting?.error ? { errorCode: connecting.error } : {})}
      // a wallet chosen in AllWallets: its name, image and links; else the custom wallets' links
      {...(wcState?.wallet
        ? {
            wallet: {
              name: wcState.wallet.name,
              ...(wcState.wallet.imageUrl ? { imageUrl: wcState.wallet.imageUrl } : {}),
            },
          }
        : {})}
      wallets={wcState?.wallet ? [wcState.wallet] : portico.options.customWallets}
      mobile={isMobileDevice()}
      onCopy={(uri) => copyToClipboard(portico, uri, 'LINK_COPIED')}
      onRefresh={() => {
        wc?.forgetPairing()
        void portico.retryConnect()
      }}
      onRetry={() => void portico.retryConnect()}
    />
  )
}
