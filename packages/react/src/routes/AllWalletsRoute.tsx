/**
 * AllWallets: the registry list of core's wallet-list loader rendered by ui's AllWalletsView.
 * Selecting a wallet connects it when one of the connectors is that wallet (installed); otherwise
 * WalletConnect pairing shown for that wallet (its links) when the instance offers WalletConnect
 * and the wallet has a mobile/desktop/web-app link, else a "Get wallet" page with its links.
 */

import {
  isMobileDevice,
  type Portico,
  type PorticoApi,
  type PorticoState,
  RECENT_PAIRED_PREFIX,
  type WalletListItem,
  type WalletListLoader,
  type WalletListState,
} from '@portico/core'
import { AllWalletsView, type GetWalletInfo, type RegistryWalletItem } from '@portico/ui'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { installedConnectorOf } from './installedConnectorOf.js'
import { useLegalAgreement } from './useLegalAgreement.js'

const EMPTY: WalletListState = {
  wallets: [],
  count: 0,
  page: 0,
  loading: true,
  error: null,
  errorCode: null,
  search: '',
  searching: false,
}
const noopSubscribe = () => () => undefined

export function AllWalletsRoute({ portico, state }: { portico: Portico; state: PorticoState }) {
  const [api, setApi] = useState<{ api: PorticoApi; list: WalletListLoader } | null>(null)
  const [getWallet, setGetWallet] = useState<GetWalletInfo | null>(null)
  // what the visitor typed before the list was ready: searched as soon as it is
  const typed = useRef('')

  useEffect(() => {
    // its wallets pair over WalletConnect: the SDK is prepared while the person looks for one
    void portico.walletConnect?.preload()
    let alive = true
    let list: WalletListLoader | undefined
    void portico.getApi().then((a) => {
      if (!alive) return
      list = a.createWalletList({ isMobile: isMobileDevice() })
      setApi({ api: a, list })
      if (typed.current.trim()) list.setSearch(typed.current)
      else void list.loadMore()
    })
    return () => {
      alive = false
      list?.destroy()
    }
  }, [portico])

  const list = useSyncExternalStore(
    api?.list.subscribe ?? noopSubscribe,
    api?.list.getState ?? (() => EMPTY),
    api?.list.getState ?? (() => EMPTY),
  )

  const [agreed] = useLegalAgreement(portico)
  const { legalCheckbox } = portico.options.features
  const consentNeeded =
    legalCheckbox &&
    !agreed &&
    Boolean(portico.options.termsConditionsUrl || portico.options.privacyPolicyUrl)
  const installedOf = (w: WalletListItem) => installedConnectorOf(state.connectors, w)
  const imageOf = (w: WalletListItem) =>
    w.image_url ?? (api && w.image_id ? api.api.explorer.walletImageUrl(w.image_id) : undefined)

  // recomputed every render: a map over at most a few hundred rows
  const items: RegistryWalletItem[] = list.wallets.map((w) => {
    const image = imageOf(w)
    const tags: RegistryWalletItem['tags'] = []
    if (installedOf(w)) tags.push('installed')
    if (state.recentWalletIds.includes(`${RECENT_PAIRED_PREFIX}${w.id}`)) tags.push('recent')
    return { id: w.id, name: w.name, ...(image ? { imageUrl: image } : {}), tags }
  })

  const select = (id: string) => {
    // SPEC §3 features.legalCheckbox: a host may open All Wallets directly; no connection starts
    // before the person agreed, on Connect where the box is
    if (consentNeeded) return void portico.router.reset('Connect')
    const wallet = list.wallets.find((w) => w.id === id)
    if (!wallet) return
    const connector = installedOf(wallet)
    if (connector) return void portico.connect(connector.id)
    const image = imageOf(wallet)
    // SPEC §3: a wallet with a mobile/desktop/web-app link pairs over WalletConnect, shown for it
    if (portico.walletConnect && (wallet.mobile_link || wallet.desktop_link || wallet.webapp_link))
      return void portico
        .connectWalletConnect({
          id: wallet.id,
          name: wallet.name,
          ...(image ? { imageUrl: image } : {}),
          mobile_link: wallet.mobile_link,
          desktop_link: wallet.desktop_link,
          webapp_link: wallet.webapp_link,
        })
        .catch(() => undefined)
    setGetWallet({
      name: wallet.name,
      ...(image ? { imageUrl: image } : {}),
      links: {
        homepage: wallet.homepage,
        app_store: wallet.app_store,
        play_store: wallet.play_store,
        chrome_store: wallet.chrome_store,
        webapp_link: wallet.webapp_link,
      },
    })
  }

  return (
    <AllWalletsView
      wallets={items}
      hasMore={list.page === 0 || list.wallets.length < list.count}
      loading={list.loading || !api}
      searching={list.searching}
      error={list.error}
      errorCode={list.errorCode}
      search={list.search}
      onSearchChange={(t) => {
        typed.current = t
        api?.list.setSearch(t)
      }}
      onLoadMore={() => void api?.list.loadMore()}
      onRetry={() => void api?.list.retry()}
      onSelect={select}
      getWallet={getWallet}
    />
  )
}
