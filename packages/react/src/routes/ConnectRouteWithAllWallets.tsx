import { ConnectRoute } from './ConnectRoute.js'
import type { RouteProps } from './RouteDefinition.js'

/** The Connect view with its "All Wallets" row when the feature is on and an API is configured. */
export function ConnectRouteWithAllWallets({ portico, state }: RouteProps<'Connect'>) {
  const hasApi = Boolean(portico.options.apiUrl || portico.options.blockchainApiUrl)
  return (
    <ConnectRoute
      portico={portico}
      state={state}
      {...(portico.options.features.allWallets && hasApi
        ? { onAllWallets: () => portico.router.push('AllWallets') }
        : {})}
    />
  )
}
