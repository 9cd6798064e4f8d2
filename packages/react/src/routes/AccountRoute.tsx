import { selectAccountView } from '@portico/core'
import { type AccountAction, AccountView, useTextOverrides, useTexts } from '@portico/ui'
import { useRegisteredFeatures } from '../features/FeaturesContext.js'
import { AccountTabsPanel } from './AccountTabsPanel.js'
import { copyToClipboard } from './copyToClipboard.js'
import { loadRouteScreen } from './loadRouteScreen.js'
import type { RouteDefinition, RouteProps } from './RouteDefinition.js'
import { useAccountOffers } from './useAccountOffers.js'

/**
 * The Account view: core's view model (selectAccountView) rendered by ui's AccountView, with
 * the wallet features core offers for the active namespace (SPEC §9 order) that are registered
 * in this dialog, and the account's tabs (Tokens, and the registered features' tabs).
 */
export function AccountRoute({ portico, state }: RouteProps<'Account'>) {
  const texts = useTexts()
  const { features, routes } = useRegisteredFeatures()
  const model = selectAccountView(portico, state)
  const registered = model.features.flatMap((id) => {
    const f = features.find((x) => x.walletFeature?.id === id)
    return f?.walletFeature ? [f.walletFeature] : []
  })
  const actions: AccountAction[] = registered.map((w) => ({ id: w.id, label: w.label(texts), icon: w.id }))
  const offers = useAccountOffers(portico, state, features, texts, useTextOverrides())
  const openOffer = (id: string) => offers.find((o) => o.id === id)?.view
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
      onAction={(id) => {
        const w = registered.find((x) => x.id === id)
        if (w) (portico.router.push as (view: string) => void)(w.view)
      }}
      onActionIntent={(id) => {
        // pointing at a feature loads its screen, so the click shows it at once
        const view = registered.find((x) => x.id === id)?.view
        const route = view ? (routes as Record<string, RouteDefinition | undefined>)[view] : undefined
        if (route) void loadRouteScreen(route).catch(() => undefined)
      }}
      offers={offers}
      onOffer={(id) => {
        const view = openOffer(id)
        if (view) (portico.router.push as (view: string) => void)(view)
      }}
      onOfferIntent={(id) => {
        const view = openOffer(id)
        const route = view ? (routes as Record<string, RouteDefinition | undefined>)[view] : undefined
        if (route) void loadRouteScreen(route).catch(() => undefined)
      }}
      tabs={<AccountTabsPanel portico={portico} state={state} showTokens={model.showTokens} />}
    />
  )
}
