import {
  fetchOnrampQuote,
  loadOnramp,
  onrampLimitsOf,
  onrampStateOf,
  setOnrampAmount,
  setOnrampAsset,
  setOnrampCurrency,
  setOnrampMethod,
  setOnrampProvider,
  startOnrampCheckout,
} from '@portico/core/features/onramp'
import { OnrampView } from '@portico/ui/features/onramp'
import { useEffect, useState } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'
import { openCheckoutTab } from './openCheckoutTab.js'

const QUOTE_DEBOUNCE_MS = 300

/** Buy crypto: core's onramp flow, ui's view (a lazy chunk). */
export default function OnrampRoute({ portico, state }: RouteProps<'Onramp'>) {
  const ns = state.activeNamespace
  const owner = state.accounts[ns]?.address
  const network = state.activeNetworks[ns]
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on account or network change
  useEffect(() => {
    void loadOnramp(portico)
  }, [portico, owner, network])
  const s = onrampStateOf(portico)
  const [opening, setOpening] = useState(false)
  // a quote when the amount, currency, method or asset changes (after the typing pause)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs of a quote restart the timer
  useEffect(() => {
    if (!s.amount || !s.asset) return
    const timer = setTimeout(() => void fetchOnrampQuote(portico), QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [portico, s.amount, s.currency, s.method, s.asset])
  const quote =
    s.quote && s.quote.for === `${s.amount}|${s.currency}|${s.method}|${s.asset}` ? s.quote : undefined
  return (
    <OnrampView
      loading={s.loading}
      providerName={s.provider?.name ?? 'the provider'}
      currencies={s.currencies.map((c) => c.id)}
      currency={s.currency}
      method={s.method}
      assets={s.assets}
      {...(s.asset ? { asset: s.asset } : {})}
      amount={s.amount}
      limits={onrampLimitsOf(s)}
      {...(quote ? { quote } : {})}
      {...(quote && s.offers
        ? {
            offers: s.offers.map((o) => ({
              id: o.provider.id,
              name: o.provider.name,
              receive: o.quote.purchaseAmount,
              fee: o.quote.coinbaseFee,
            })),
          }
        : {})}
      {...(s.provider ? { providerId: s.provider.id } : {})}
      onProvider={(id) => setOnrampProvider(portico, id)}
      quoting={s.quoting}
      opening={opening}
      {...(s.problem ? { problem: s.problem } : {})}
      onCurrency={(id) => setOnrampCurrency(portico, id)}
      onMethod={(m) => setOnrampMethod(portico, m)}
      onAsset={(a) => setOnrampAsset(portico, a)}
      onAmount={(v) => setOnrampAmount(portico, v)}
      onContinue={() => {
        // the tab is opened within the click (a browser blocks one opened after an await)
        const tab = openCheckoutTab()
        setOpening(true)
        void startOnrampCheckout(portico, { popupBlocked: tab.blocked }).then((url) => {
          setOpening(false)
          tab.go(url)
        })
      }}
    />
  )
}
