/**
 * The dialog root (a lazy chunk): reads the instance's state and renders the current route of
 * the route table (core's views + the registered features). All behaviour lives in core; all
 * markup in ui; this file only wires them.
 */
import { type Portico, type PorticoState, type RouteEntry, themeTokens } from '@portico/core'
import {
  formatText,
  PorticoDialog,
  type PorticoTexts,
  prepareDialogStyles,
  shortAddress,
  useLocale,
  useTextOverrides,
  useTexts,
} from '@portico/ui'
import { useMemo, useSyncExternalStore } from 'react'
import type { FeatureDefinition } from '../features/FeatureDefinition.js'
import { FeaturesContext } from '../features/FeaturesContext.js'
import { FEATURES } from '../features/index.js'
import { buildRouteTable } from '../routes/buildRouteTable.js'
import { CORE_ROUTES } from '../routes/coreRoutes.js'
import type { RouteDefinition, RouteProps } from '../routes/RouteDefinition.js'
import { useResolvedThemeMode } from '../theme/useResolvedThemeMode.js'
import { ModalView } from './ModalView.js'

/** work the first open should not pay for, done when the chunk loads (in idle time) */
export function prepare() {
  prepareDialogStyles()
}

export interface PorticoModalProps {
  portico: Portico
  /** the registered features (default: FEATURES); tests register their own */
  features?: readonly FeatureDefinition[]
}

export default function PorticoModal({ portico, features = FEATURES }: PorticoModalProps) {
  const state = useSyncExternalStore(portico.subscribe, portico.getState, portico.getState)
  const texts = useTexts()
  const overrides = useTextOverrides()
  const registered = useMemo(() => ({ features, routes: buildRouteTable(CORE_ROUTES, features) }), [features])
  const { router } = state
  const entry: RouteEntry = router.history[router.history.length - 1] ?? { view: 'Connect' }
  const route = registered.routes[entry.view] as RouteDefinition | undefined
  const { locale, dir } = useLocale()
  const title =
    route?.title({ portico, state, data: entry.data as RouteProps['data'], texts, overrides, locale }) ?? ''
  const canGoBack = router.history.length > 1 && !route?.hideBack
  const { themeMode, themeVariables } = state.appearance
  const mode = useResolvedThemeMode(themeMode)
  const tokens = useMemo(() => themeTokens(themeVariables, mode), [themeVariables, mode])
  return (
    <FeaturesContext.Provider value={registered}>
      <PorticoDialog
        open={state.open}
        title={typeof title === 'string' ? title : title.data}
        titleIsData={typeof title !== 'string'}
        onClose={() => portico.close()}
        {...(canGoBack ? { onBack: () => portico.router.goBack() } : {})}
        closeDisabled={portico.router.isCloseDisabled()}
        themeMode={mode}
        themeVariables={tokens}
        lang={locale}
        dir={dir}
        status={statusLine(state, texts)}
        direction={router.direction}
        viewKey={`${router.view}:${router.history.length}`}
        toast={state.toast}
        alert={state.alert}
        onDismissAlert={() => portico.dismissAlert()}
      >
        <ModalView portico={portico} state={state} routes={registered.routes} />
      </PorticoDialog>
    </FeaturesContext.Provider>
  )
}

function statusLine(state: PorticoState, texts: PorticoTexts): string {
  const account = state.accounts[state.activeNamespace]
  if (state.connecting?.state === 'pending') return texts.statusConnecting
  if (state.connecting?.state === 'declined') return texts.connectionDeclined
  if (account?.status === 'connected' && account.address)
    return formatText(texts.statusConnected, { address: shortAddress(account.address) })
  return texts.statusDisconnected
}
