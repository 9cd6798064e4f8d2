import { followOnrampPurchase, onrampStateOf, resetOnrampPurchase } from '@portico/core/features/onramp'
import { OnrampProgressView } from '@portico/ui/features/onramp'
import { useEffect } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** The purchase in progress, followed until the provider says how it ended (a lazy chunk). */
export default function OnrampProgressRoute({ portico }: RouteProps<'OnrampProgress'>) {
  const s = onrampStateOf(portico)
  const purchase = s.purchase
  useEffect(() => followOnrampPurchase(portico), [portico])
  if (!purchase) return null
  return (
    <OnrampProgressView
      providerName={s.provider?.name ?? 'the provider'}
      status={purchase.status}
      purchaseAmount={purchase.purchaseAmount}
      asset={purchase.asset}
      checkoutUrl={purchase.url}
      popupBlocked={purchase.popupBlocked === true}
      {...(purchase.explorerUrl ? { explorerUrl: purchase.explorerUrl } : {})}
      {...(purchase.txHash ? { txHash: purchase.txHash } : {})}
      onDone={() => {
        resetOnrampPurchase(portico)
        portico.router.reset('Account')
      }}
      onTryAgain={() => {
        resetOnrampPurchase(portico)
        portico.router.replace('Onramp')
      }}
    />
  )
}
