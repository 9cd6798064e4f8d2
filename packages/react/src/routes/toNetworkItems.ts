import type { PorticoNetwork } from '@portico/core'

export function toNetworkItems(networks: readonly PorticoNetwork[]) {
  return networks.map((n) => ({
    caipNetworkId: n.caipNetworkId,
    name: n.name,
    namespace: n.chainNamespace,
    ...(n.assets?.imageUrl ? { imageUrl: n.assets.imageUrl } : {}),
  }))
}
