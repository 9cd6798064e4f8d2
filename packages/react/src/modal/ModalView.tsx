import type { Portico, PorticoState } from '@portico/core'
import {
  AccountView,
  ConnectingView,
  ConnectingWalletConnectView,
  NetworksView,
  UnsupportedChainView,
  useTexts,
} from '@portico/ui'
import { useSyncExternalStore } from 'react'
import { AccountTokens } from './AccountTokens.js'
import { AllWalletsContainer } from './AllWalletsContainer.js'
import { ConnectContainer } from './ConnectContainer.js'
import { toNetworkItems } from './toNetworkItems.js'

/** Maps the current route to its view with props derived from state. */
export function ModalView({ portico, state }: { portico: Portico; state: PorticoState }) {
  const texts = useTexts()
  const ns = state.activeNamespace
  const account = state.accounts[ns]
  switch (state.router.view) {
    case 'Connect':
      return (
        <ConnectContainer
          portico={portico}
          state={state}
          {...(portico.options.features.allWallets && hasApi(portico)
            ? { onAllWallets: () => portico.router.push('AllWallets') }
            : {})}
        />
      )
    case 'AllWallets':
      return <AllWalletsContainer portico={portico} state={state} />
    case 'ConnectingExternal': {
      const connecting = state.connecting
      const connector = state.connectors.find((c) => c.id === connecting?.connectorId)
      return (
        <ConnectingView
          wallet={{
            name: connector?.name ?? texts.titleConnect,
            ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
          }}
          state={connecting?.state ?? 'pending'}
          {...(connecting?.error ? { errorMessage: connecting.error } : {})}
          onRetry={() => void portico.retryConnect()}
        />
      )
    }
    case 'ConnectingWalletConnectBasic':
      return <WalletConnectRoute portico={portico} state={state} />
    case 'Account': {
      const network = portico.getActiveNetwork(ns)
      const explorer = network?.blockExplorers?.default.url
      const accountView = (
        <AccountView
          address={account?.address ?? ''}
          {...(account?.profileName ? { profileName: account.profileName } : {})}
          {...(account?.profileImage ? { profileImage: account.profileImage } : {})}
          balance={
            account?.balanceLoading && account.balance === undefined
              ? 'loading'
              : account?.balance !== undefined && account.balanceSymbol
                ? { formatted: account.balance, symbol: account.balanceSymbol }
                : null
          }
          network={{
            name: network?.name ?? texts.titleUnsupportedNetwork,
            ...(network?.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {}),
          }}
          {...(explorer && account?.address
            ? { explorerUrl: `${explorer.replace(/\/$/, '')}/address/${account.address}` }
            : {})}
          {...(account?.connectedWalletInfo ? { walletName: account.connectedWalletInfo.name } : {})}
          onCopyAddress={() => copy(portico, account?.address, texts.addressCopied)}
          onDisconnect={() => void portico.disconnect().catch(() => undefined)}
          onOpenNetworks={() => portico.router.push('Networks')}
        />
      )
      // SPEC §2 account tabs: Tokens, when an API is configured and the namespace has balances (§9)
      if (!hasApi(portico) || !account?.address || (ns !== 'eip155' && ns !== 'solana')) return accountView
      return (
        <>
          {accountView}
          <AccountTokens portico={portico} address={account.address} network={state.activeNetworks[ns]} />
        </>
      )
    }
    case 'Networks':
      return (
        <NetworksView
          networks={toNetworkItems(portico.options.networks)}
          {...(state.activeNetworks[ns] ? { activeCaipNetworkId: state.activeNetworks[ns] } : {})}
          {...(state.switchingNetwork ? { switchingCaipNetworkId: state.switchingNetwork } : {})}
          disabled={!portico.options.enableNetworkSwitch}
          onSelect={(id) =>
            void portico.switchNetwork(id).then(
              () => {
                if (portico.getState().router.view === 'Networks') portico.router.goBack()
              },
              () => undefined,
            )
          }
        />
      )
    case 'UnsupportedChain':
      return (
        <UnsupportedChainView
          networks={toNetworkItems(portico.options.networks)}
          onSelect={(id) => void portico.switchNetwork(id).catch(() => undefined)}
          onDisconnect={() => void portico.disconnect().catch(() => undefined)}
        />
      )
    default:
      return null
  }
}

function copy(portico: Portico, address: string | undefined, message: string) {
  if (!address) return
  const done = () => portico.showToast(message, 'success')
  const clip = globalThis.navigator?.clipboard
  if (clip) void clip.writeText(address).then(done, done)
  else done()
}

/** The API-backed parts (AllWallets, Tokens) show only when the host configured an API URL. */
function hasApi(portico: Portico) {
  return Boolean(portico.options.apiUrl || portico.options.blockchainApiUrl)
}

const noSubscribe = () => () => {}
const noState = () => undefined

/** ConnectingWalletConnectBasic: the pairing URI of the WalletConnect connector as QR and links */
function WalletConnectRoute({ portico, state }: { portico: Portico; state: PorticoState }) {
  const texts = useTexts()
  const wc = portico.walletConnect
  const wcState = useSyncExternalStore(
    wc?.subscribe ?? noSubscribe,
    wc?.getState ?? noState,
    wc?.getState ?? noState,
  )
  const connecting = state.connecting?.connectorId === wc?.connector.id ? state.connecting : null
  const ua = globalThis.navigator?.userAgent ?? ''
  return (
    <ConnectingWalletConnectView
      {...(wcState?.uri ? { uri: wcState.uri } : {})}
      {...(wcState?.expiresAt ? { expiresAt: wcState.expiresAt } : {})}
      state={connecting?.state ?? 'pending'}
      {...(connecting?.error ? { errorMessage: connecting.error } : {})}
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
      mobile={/Android|iPhone|iPad|iPod/.test(ua)}
      onCopy={(uri) => copy(portico, uri, texts.linkCopied)}
      onRefresh={() => {
        wc?.forgetPairing()
        void portico.retryConnect()
      }}
      onRetry={() => void portico.retryConnect()}
    />
  )
}
