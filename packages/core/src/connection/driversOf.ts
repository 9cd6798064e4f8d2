import { adapterDriver } from './adapterDriver.js'
import type { ConnectionInternals } from './ConnectionInternals.js'
import type { ConnectorDriver } from './ConnectorDriver.js'
import { walletConnectDriver } from './walletConnectDriver.js'

/**
 * The instance's connector drivers, made once: WalletConnect, then the registered features' (the
 * email feature's embedded wallet: a `drivers` hook), then the adapters' for the rest.
 */
export function driversOf(c: ConnectionInternals): ConnectorDriver[] {
  c.drivers ??= [walletConnectDriver(c), ...c.featureDrivers.map((make) => make(c)), adapterDriver(c)]
  return c.drivers
}

export function driverFor(c: ConnectionInternals, connector: { id: string; type: string }): ConnectorDriver {
  // the adapter driver handles every connector WalletConnect does not
  return driversOf(c).find((d) => d.handles(connector as Parameters<ConnectorDriver['handles']>[0]))!
}
