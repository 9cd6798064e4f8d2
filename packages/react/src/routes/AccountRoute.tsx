import { canShowFeature, selectAccountView } from '@portico/core'
import { type AccountAction, AccountView, useLocale, useTextOverrides, useTexts } from '@portico/ui'
import type { FeatureDefinition } from '../features/FeatureDefinition.js'
import { useRegisteredFeatures } from '../features/FeaturesContext.js'
import { useTextsReady } from '../features/useTextsReady.js'
import { AccountTabsPanel } from './AccountTabsPanel.js'
import { copyToClipboard } from './copyToClipboard.js'
import { loadRouteScreen } from './loadRouteScreen.js'
import type { RouteDefinition, RouteProps } from './RouteDefinition.js'
import { useAccountOffers } from './useAccountOffers.js'

type WithAction = FeatureDefinition & { accountAction: NonNullable<FeatureDefinition['accountAction']> }

/**
 * The Account view: core's view model (selectAccountView) rendered by ui's AccountView, with the
 * registered features' buttons (each where its definition places it, when core's canShowFeature
 * says so: its option, the adapter's capability), their offers, and the account's tabs (Tokens,
 * and the registered features' tabs).
 */
export function AccountRoute({ portico, state }: RouteProps<'Account'>) {
  const texts = useTexts()
  const ctx = { locale: useLocale().locale, overrides: useTextOverrides() }
  const { features, routes } = useRegisteredFeatures()
  const model = selectAccountView(portico, state)
  const shown = features
    .filter(
      (f): f is WithAction =>
        f.accountAction !== undefined &&
        canShowFeature(portico, state, { ...f.accountAction, ...(f.option ? { option: f.option } : {}) }),
    )
    .sort((a, b) => a.accountAction.place - b.accountAction.place)
  const ready = useTextsReady(shown.map((f) => f.texts))
  const buttons = shown.filter((f) => ready(f.texts))
  const actions: AccountAction[] = buttons.map((f) => ({
    id: f.id,
    label: f.accountAction.label(ctx),
    icon: f.accountAction.icon,
  }))
  const offers = useAccountOffers(portico, state, features, ctx)
  const viewOf = (id: string) =>
    buttons.find((f) => f.id === id)?.accountAction.view ?? offers.find((o) => o.id === id)?.view
  const open = (id: string) => {
    const view = viewOf(id)
    if (view) (portico.router.push as (view: string) => void)(view)
  }
  // pointing at a feature loads its screen (and its texts), so the click shows it at once
  const preload = (id: string) => {
    const view = viewOf(id)
    const route = view ? (routes as Record<string, RouteDefinition | undefined>)[view] : undefined
    if (route) void loadRouteScreen(route, ctx.locale).catch(() => undefined)
  }
  return (
    <AccountView
      address={model.address}
      {...(model.profileName ? { profileName: model.profileName } : {})}
      {...(model.profileImage ? { profileImage: model.profileImage } : {})}
      balance={model.balance}
      network={{
        name: model.network?.name ?? texts.titleUnsupportedNetwork,
        ...(model.network?.imageUrl ? { imageUrl: model.network.imageUrl } : {}),
      }}
      {...(model.explorerUrl ? { explorerUrl: model.explorerUrl } : {})}
      {...(model.walletName ? { walletName: model.walletName } : {})}
      onCopyAddress={() => copyToClipboard(portico, model.address, 'ADDRESS_COPIED')}
      onDisconnect={() => void portico.disconnect().catch(() => undefined)}
      onOpenNetworks={() => portico.router.push('Networks')}
      actions={actions}
      onAction={open}
      onActionIntent={preload}
      offers={offers}
      onOffer={open}
      onOfferIntent={preload}
      tabs={<AccountTabsPanel portico={portico} state={state} showTokens={model.showTokens} />}
    />
  )
}
