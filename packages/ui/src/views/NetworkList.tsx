import type { ChainNamespace } from '@portico/core'
import { useId } from 'react'
import { Data } from '../components/Data.js'
import { NetworkIcon } from '../components/NetworkIcon.js'
import { CheckIcon, SpinnerIcon } from '../icons/icons.js'
import { useTexts } from '../texts/TextsProvider.js'
import type { PorticoTexts } from '../texts/texts.js'
import { handleListKeyDown, NAV_ITEM_ATTR } from '../utils/listNavigation.js'

export interface NetworkItem {
  caipNetworkId: string
  name: string
  imageUrl?: string
  namespace: ChainNamespace
}

export interface NetworkListProps {
  networks: NetworkItem[]
  activeCaipNetworkId?: string
  switchingCaipNetworkId?: string
  disabled?: boolean
  onSelect(caipNetworkId: string): void
}

const NAMESPACE_TEXT: Record<ChainNamespace, keyof PorticoTexts> = {
  eip155: 'namespaceEip155',
  solana: 'namespaceSolana',
  bip122: 'namespaceBip122',
  polkadot: 'namespacePolkadot',
  cosmos: 'namespaceCosmos',
}

/** Groups by namespace, keeping the order of first appearance and the order inside each group. */
function groupByNamespace(networks: NetworkItem[]): [ChainNamespace, NetworkItem[]][] {
  const groups = new Map<ChainNamespace, NetworkItem[]>()
  for (const network of networks) {
    const group = groups.get(network.namespace)
    if (group) group.push(network)
    else groups.set(network.namespace, [network])
  }
  return [...groups]
}

/**
 * Network rows grouped by namespace (with a heading only when there is more than one),
 * the active one marked with a check and `aria-current`, a spinner on the one switching.
 * Arrow keys move between rows across groups.
 */
export function NetworkList({
  networks,
  activeCaipNetworkId,
  switchingCaipNetworkId,
  disabled = false,
  onSelect,
}: NetworkListProps) {
  const texts = useTexts()
  const idPrefix = useId()
  const groups = groupByNamespace(networks)
  const showHeadings = groups.length > 1
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keydown only forwards arrow keys to the row buttons
    <div onKeyDown={handleListKeyDown}>
      {groups.map(([namespace, items]) => {
        const headingId = `${idPrefix}-${namespace}`
        return (
          <section
            key={namespace}
            className="pt-group"
            aria-labelledby={showHeadings ? headingId : undefined}
          >
            {showHeadings ? (
              <h3 id={headingId} className="pt-group-heading">
                {texts[NAMESPACE_TEXT[namespace]]}
              </h3>
            ) : null}
            <ul className="pt-list" aria-label={showHeadings ? undefined : texts.networksLabel}>
              {items.map((network) => {
                const active = network.caipNetworkId === activeCaipNetworkId
                const switching = network.caipNetworkId === switchingCaipNetworkId
                return (
                  <li key={network.caipNetworkId}>
                    <button
                      type="button"
                      className="pt-row pt-row--compact"
                      data-testid={`network-${network.caipNetworkId}`}
                      aria-current={active ? 'true' : undefined}
                      aria-busy={switching ? 'true' : undefined}
                      disabled={disabled}
                      onClick={() => onSelect(network.caipNetworkId)}
                      {...{ [NAV_ITEM_ATTR]: '' }}
                    >
                      <NetworkIcon name={network.name} imageUrl={network.imageUrl} size={32} />
                      <Data className="pt-row-label">{network.name}</Data>
                      {switching ? (
                        <span className="pt-row-end" role="img" aria-label={texts.switching}>
                          <SpinnerIcon className="pt-spinner" />
                        </span>
                      ) : active ? (
                        <span className="pt-row-end">
                          <CheckIcon className="pt-check" />
                        </span>
                      ) : null}
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
