/**
 * wagmi drops EIP-6963 announcements that arrive after `createConfig` but before its storage
 * has hydrated (createConfig's mipd subscriber returns early), and only picks them up at the
 * next announcement. Once hydrated, this adds the wallets that announced in that gap, the same
 * way wagmi's own subscriber does.
 */
import type { Config } from '@wagmi/core'
import { waitForHydration } from './waitForHydration.js'

export function addMissingAnnounced(config: Config): void {
  const mipd = config._internal.mipd
  if (!mipd) return
  const known = new Set<string>()
  for (const c of config.connectors) {
    known.add(c.id)
    if (typeof c.rdns === 'string') known.add(c.rdns)
    else for (const r of c.rdns ?? []) known.add(r)
  }
  const missing = mipd.getProviders().filter((d) => !known.has(d.info.rdns))
  if (missing.length === 0) return
  const { connectors } = config._internal
  const added = missing.map((d) => connectors.setup(connectors.providerDetailToConnector(d)))
  connectors.setState((x) => [...x, ...added])
}

/** Runs `addMissingAnnounced` once the config has hydrated; never throws. */
export async function syncAnnouncedConnectors(config: Config): Promise<void> {
  if (!config._internal.mipd) return
  try {
    await waitForHydration(config)
    addMissingAnnounced(config)
  } catch {
    // discovery is best effort: a wallet that announces again is picked up by wagmi itself
  }
}
