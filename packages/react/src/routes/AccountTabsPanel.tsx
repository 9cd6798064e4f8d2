/**
 * The Account view's tabs (SPEC §2 account tabs: Tokens, NFTs, Activity). Tokens is core's (token
 * balances from the blockchain API, with the 'Token Balance Unavailable' toast that core shows on
 * failure); every other tab comes from a registered feature's `accountTab` and shows when core
 * says so (`canShowAccountTab`). A feature tab's panel is a lazy chunk, loaded when it is first
 * selected or pointed at. Also loads the profile name and avatar (identity) into the account state.
 */
import { canShowFeature, type Portico, type PorticoState } from '@portico/core'
import {
  AccountTabs,
  type TokenItem,
  TokensView,
  useLocale,
  useTextOverrides,
  useTexts,
  ViewErrorBoundary,
  ViewLoading,
} from '@portico/ui'
import { useEffect, useState } from 'react'
import type { AccountTabDefinition } from '../features/FeatureDefinition.js'
import { useRegisteredFeatures } from '../features/FeaturesContext.js'
import { useTextsReady } from '../features/useTextsReady.js'
import { loadedScreen, loadRouteScreen, screenError } from './loadRouteScreen.js'

type TabPanel = (p: { portico: Portico; state: PorticoState }) => React.ReactNode

function FeatureTab({
  tab,
  portico,
  state,
}: {
  tab: AccountTabDefinition
  portico: Portico
  state: PorticoState
}) {
  const [attempt, setAttempt] = useState(0)
  const [, rendered] = useState(0)
  const { locale } = useLocale()
  const Panel = loadedScreen(tab, locale) as TabPanel | undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for another load
  useEffect(() => {
    if (loadedScreen(tab, locale)) return
    let alive = true
    const done = () => alive && rendered((n) => n + 1)
    loadRouteScreen(tab, locale).then(done, done)
    return () => {
      alive = false
    }
  }, [tab, locale, attempt])
  return (
    <ViewErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      failed={!Panel && Boolean(screenError(tab))}
    >
      {Panel ? <Panel portico={portico} state={state} /> : <ViewLoading />}
    </ViewErrorBoundary>
  )
}

export function AccountTabsPanel({
  portico,
  state,
  showTokens,
}: {
  portico: Portico
  state: PorticoState
  showTokens: boolean
}) {
  const texts = useTexts()
  const ctx = { locale: useLocale().locale, overrides: useTextOverrides() }
  const { features } = useRegisteredFeatures()
  const ns = state.activeNamespace
  const address = state.accounts[ns]?.address ?? ''
  const network = state.activeNetworks[ns]
  const offered = features.flatMap(({ accountTab: tab, option }) =>
    tab && canShowFeature(portico, state, { ...tab, ...(option ? { option } : {}) }) ? [tab] : [],
  )
  const ready = useTextsReady(offered.map((t) => t.texts))
  const featureTabs = offered.filter((t) => ready(t.texts))
  const tabs = [
    ...(showTokens ? [{ id: 'tokens', label: texts.tabTokens }] : []),
    ...featureTabs.map((t) => ({ id: t.id, label: t.label(ctx) })),
  ]
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const active = tabs.find((t) => t.id === chosen)?.id ?? tabs[0]?.id
  const [tokens, setTokens] = useState<TokenItem[] | 'loading'>('loading')

  // identity for the account, and its token balances while the Tokens tab shows
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the account or its network changes
  useEffect(() => {
    // only a host that configured an API is asked about (no call to a hosted service by default)
    if (!address || !(portico.options.apiUrl || portico.options.blockchainApiUrl)) return
    void portico.getApi().then((api) => api.fetchIdentity())
  }, [portico, address, network])
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the account or its network changes
  useEffect(() => {
    if (active !== 'tokens' || !address) return
    let alive = true
    setTokens('loading')
    void portico.getApi().then(async (api) => {
      const balances = await api.fetchTokenBalances()
      if (!alive) return
      setTokens(
        balances.map((b) => ({
          name: b.name,
          symbol: b.symbol,
          quantity: b.quantity.numeric,
          value: b.value,
          ...(b.iconUrl ? { iconUrl: b.iconUrl } : {}),
        })),
      )
    })
    return () => {
      alive = false
    }
  }, [portico, address, network, active])

  if (!active) return null
  const tab = featureTabs.find((t) => t.id === active)
  return (
    <div style={{ width: '100%' }}>
      <AccountTabs
        tabs={tabs}
        active={active}
        onSelect={setChosen}
        onIntent={(id) => {
          const t = featureTabs.find((x) => x.id === id)
          if (t) void loadRouteScreen(t, ctx.locale).catch(() => undefined)
        }}
      />
      <div className="pt-tab-panel" data-testid="account-tab-panel">
        {tab ? (
          <FeatureTab key={tab.id} tab={tab} portico={portico} state={state} />
        ) : (
          <TokensView tokens={tokens} />
        )}
      </div>
    </div>
  )
}
