/**
 * The Connect view with the SPEC §9 connector order: walletConnect, recent, injected, then the
 * featured registry wallets, custom and external connectors, then the recommended registry
 * wallets. Featured and recommended come from the explorer API (fetched on dialog open, once per
 * instance) and are shown only when the host configured an API and WalletConnect: choosing one
 * pairs over WalletConnect shown for that wallet.
 */
import {
  type ConnectorType,
  type ConnectViewWallets,
  customWalletToItem,
  isMobileDevice,
  type Portico,
  type PorticoApi,
  type PorticoState,
  RECENT_PAIRED_PREFIX,
  WALLETS_FEATURED_DEFAULT,
  WALLETS_RECOMMENDED_PAGE_SIZE,
  type WalletListItem,
} from '@portico/core'
import { ConnectView, type WalletItem } from '@portico/ui'
import { useEffect, useState } from 'react'
import { useRegisteredFeatures } from '../features/FeaturesContext.js'
import { ConnectMethods } from './ConnectMethods.js'
import { useLegalAgreement } from './useLegalAgreement.js'
import { useRecentRegistryWallets } from './useRecentRegistryWallets.js'

type Tag = 'installed' | 'recent' | 'walletconnect'
const REGISTRY_PREFIX = 'registry-'
/** the host's `customWallets` (SPEC §3): rows that pair over WalletConnect, like registry wallets */
const CUSTOM_PREFIX = 'custom-'
/** connector types of the sections before "featured" (walletConnect, recent, injected) */
const BEFORE_FEATURED = new Set(['WALLET_CONNECT', 'INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

export function ConnectRoute({
  portico,
  state,
  onAllWallets,
}: {
  portico: Portico
  state: PorticoState
  onAllWallets?: () => void
}) {
  const [registry, setRegistry] = useState<{ api?: PorticoApi; wallets: ConnectViewWallets } | null>(null)
  /** a new fetch after a failure (Try again): the answer of an earlier one is dropped */
  const [attempt, setAttempt] = useState(0)
  const enabled = Boolean(portico.options.apiUrl && portico.walletConnect)
  const connectors = state.connectors
  const { features } = useRegisteredFeatures()
  const hasMethods = features.some((f) => f.connectMethod?.show(portico))
  const [agreed, setAgreed] = useLegalAgreement(portico)
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options
  // SPEC §3 Recent: a wallet paired over WalletConnect (registry or custom) is remembered as
  // `wc:<its id>` (core's RECENT_PAIRED_PREFIX); any other recent id is a connector's
  const customById = new Map(portico.options.customWallets.map((w) => [w.id, customWalletToItem(w)]))
  // SPEC §3 customWallets pair over WalletConnect with their own links: listed when they have one.
  // An id the host also features is the featured registry wallet's
  const featuredIds = new Set(portico.options.featuredWalletIds)
  const listableCustom = (w: WalletListItem) =>
    Boolean(w.mobile_link || w.desktop_link || w.webapp_link) && !featuredIds.has(w.id)
  const recentPairedIds = portico.walletConnect
    ? [
        ...new Set(
          state.recentWalletIds
            .filter((id) => id.startsWith(RECENT_PAIRED_PREFIX))
            .map((id) => id.slice(RECENT_PAIRED_PREFIX.length)),
        ),
      ]
    : []
  const isCustomRow = (id: string) => {
    const own = customById.get(id)
    return Boolean(own && listableCustom(own))
  }
  const recentRegistry = useRecentRegistryWallets(
    portico,
    recentPairedIds.filter((id) => !isCustomRow(id)),
    enabled,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what asks for a new fetch
  useEffect(() => {
    if (!enabled) return
    let alive = true
    void portico
      .getApi()
      .then(async (api) => ({ api, wallets: await api.connectViewWallets({ isMobile: isMobileDevice() }) }))
      .then(
        (r) => alive && setRegistry(r),
        // the API clients' chunk did not load: no registry wallets, said so (never skeletons forever)
        () =>
          alive && setRegistry({ wallets: { featured: [], recommended: [], errorCode: 'API_UNAVAILABLE' } }),
      )
    return () => {
      alive = false
    }
  }, [portico, enabled, attempt])
  const retryRegistry = () => {
    setRegistry(null)
    setAttempt((n) => n + 1)
  }

  const imageOf = (w: WalletListItem) =>
    w.image_url ??
    (registry?.api && w.image_id ? registry.api.explorer.walletImageUrl(w.image_id) : undefined)
  /** the rows that pair over WalletConnect, by row id: registry and custom wallets */
  const paired = new Map<string, WalletListItem>()
  const toItem =
    (prefix: string) =>
    (w: WalletListItem): WalletItem => {
      const image = imageOf(w)
      paired.set(`${prefix}${w.id}`, w)
      return {
        id: `${prefix}${w.id}`,
        name: w.name,
        type: 'EXTERNAL',
        ...(image ? { imageUrl: image } : {}),
        ...(state.recentWalletIds.includes(`${RECENT_PAIRED_PREFIX}${w.id}`)
          ? { tags: ['recent' as const] }
          : {}),
      }
    }
  const items: WalletItem[] = connectors.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type as ConnectorType,
    ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}),
    tags: tagsOf(c.id, c.type, state.recentWalletIds),
  }))
  // installed wallets (an extension may announce itself after the fetch) are not listed twice
  const seen = new Set(connectors.map((c) => c.explorerId).filter(Boolean))
  const rdns = new Set(connectors.map((c) => c.rdns).filter(Boolean))
  const fresh = (w: WalletListItem) =>
    !seen.has(w.id) && !(w.rdns && rdns.has(w.rdns)) && Boolean(seen.add(w.id))
  // while the registry loads, skeleton rows hold the places its wallets will take: rows above
  // them (the installed wallets a person may already point at) never move when they arrive
  const loading = enabled && !registry
  const placeholders = (prefix: string, n: number): WalletItem[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}${i}`,
      name: '',
      type: 'EXTERNAL',
      placeholder: true,
    }))
  /** a recent row's entry in `recentWalletIds`, to keep the recent rows newest first */
  const recentEntryOf = new Map<string, string>()
  const recentPaired = recentPairedIds.flatMap((id): WalletItem[] => {
    let rows: WalletItem[] = []
    if (isCustomRow(id)) rows = [customById.get(id)!].filter(fresh).map(toItem(CUSTOM_PREFIX))
    else if (enabled && !recentRegistry) {
      // its place is held, and it is kept out of the lists below until the registry describes it
      seen.add(id)
      rows = placeholders(`recent-${id}-`, 1)
    } else if (recentRegistry)
      rows = recentRegistry.filter((w) => w.id === id && fresh(w)).map(toItem(REGISTRY_PREFIX))
    for (const r of rows) recentEntryOf.set(r.id, `${RECENT_PAIRED_PREFIX}${id}`)
    return rows
  })
  const featured = loading
    ? placeholders('featured-', Math.min(portico.options.featuredWalletIds.length, WALLETS_FEATURED_DEFAULT))
    : (registry?.wallets.featured ?? []).filter(fresh).map(toItem(REGISTRY_PREFIX))
  // SPEC §3 customWallets, in the §9 "custom" place (the featured check is known before the
  // registry answers, so no row appears and then goes)
  const custom = portico.walletConnect
    ? [...customById.values()].filter((w) => listableCustom(w) && fresh(w)).map(toItem(CUSTOM_PREFIX))
    : []
  const recommended = loading
    ? placeholders('recommended-', WALLETS_RECOMMENDED_PAGE_SIZE)
    : (registry?.wallets.recommended ?? []).filter(fresh).map(toItem(REGISTRY_PREFIX))
  let at = connectors.findIndex((c) => !BEFORE_FEATURED.has(c.type) && !state.recentWalletIds.includes(c.id))
  if (at < 0) at = items.length
  // the recent wallets paired over WalletConnect join the recent connectors (core sorts those right
  // after WalletConnect)
  let recentAt = connectors.findIndex(
    (c) => c.type !== 'WALLET_CONNECT' && !state.recentWalletIds.includes(c.id),
  )
  if (recentAt < 0 || recentAt > at) recentAt = at
  // the recent rows, connectors and paired wallets alike, newest first
  const head = items.slice(0, recentAt)
  const rank = (row: WalletItem) => {
    const i = state.recentWalletIds.indexOf(recentEntryOf.get(row.id) ?? row.id)
    return i < 0 ? Number.MAX_SAFE_INTEGER : i
  }
  const recent = [...head.filter((i) => i.type !== 'WALLET_CONNECT'), ...recentPaired].sort(
    (a, b) => rank(a) - rank(b),
  )
  // SPEC §9 connector order: walletConnect, recent, injected, featured, custom, external, recommended
  const wallets = [
    ...head.filter((i) => i.type === 'WALLET_CONNECT'),
    ...recent,
    ...items.slice(recentAt, at),
    ...featured,
    ...custom,
    ...items.slice(at),
    ...recommended,
  ]

  const select = (id: string) => {
    const w = paired.get(id)
    // the WalletConnect row pairs for no wallet in particular: a wallet chosen before (then left)
    // must not name the QR view or be remembered as the recent one
    if (!w && id === portico.walletConnect?.connector.id)
      return void portico.connectWalletConnect().catch(() => undefined)
    if (!w) return void portico.connect(id)
    const image = imageOf(w)
    void portico
      .connectWalletConnect({
        id: w.id,
        name: w.name,
        ...(image ? { imageUrl: image } : {}),
        mobile_link: w.mobile_link,
        desktop_link: w.desktop_link,
        webapp_link: w.webapp_link,
      })
      .catch(() => undefined)
  }

  // WalletConnect's SDK is prepared on intent only: pointing at or focusing its row, a registry
  // wallet's (they pair over it) or All Wallets (a list of such wallets)
  const prepareWalletConnect = () => void portico.walletConnect?.preload()
  const intent = (id: string) => {
    if (id === portico.walletConnect?.connector.id || paired.has(id)) prepareWalletConnect()
  }
  return (
    <ConnectView
      {...(hasMethods ? { methods: <ConnectMethods portico={portico} state={state} /> } : {})}
      legal={{
        links: { termsUrl: termsConditionsUrl, privacyUrl: privacyPolicyUrl },
        checkbox: portico.options.features.legalCheckbox,
        agreed,
        onAgree: setAgreed,
      }}
      collapseWallets={portico.options.features.collapseWallets}
      wallets={wallets}
      onSelect={select}
      onIntent={intent}
      {...(onAllWallets ? { onAllWallets, onAllWalletsIntent: prepareWalletConnect } : {})}
      {...(registry?.wallets.errorCode ? { onRetryRegistry: retryRegistry } : {})}
    />
  )
}

export function tagsOf(id: string, type: string, recent: string[]): Tag[] {
  const tags: Tag[] = []
  if (recent.includes(id)) tags.push('recent')
  if (type === 'ANNOUNCED' || type === 'INJECTED') tags.push('installed')
  if (type === 'WALLET_CONNECT') tags.push('walletconnect')
  return tags
}
