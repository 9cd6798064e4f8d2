import { adapterDriver } from './adapterDriver.js'
import type { ConnectorDriver } from './ConnectorDriver.js'
import type { ConnectionInternals } from './createConnectionController.js'
import { embeddedDriver } from './embeddedDriver.js'
import { walletConnectDriver } from './walletConnectDriver.js'

/** The instance's connector drivers, made once: WalletConnect, the embedded wallet, adapters for the rest. */
export function driversOf(c: ConnectionInternals): ConnectorDriver[] {
  c.drivers ??= [walletConnectDriver(c), embeddedDriver(c), adapterDriver(c)]
  return c.drivers
}

export function driverFor(c: ConnectionInternals, connector: { id: string; type: string }): ConnectorDriver {
  // the adapter driver handles every connector WalletConnect does not
  return driversOf(c).find((d) => d.handles(connector as Parameters<ConnectorDriver['handles']>[0]))!
}
