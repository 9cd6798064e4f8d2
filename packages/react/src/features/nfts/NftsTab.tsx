import { fetchNfts, selectNftsView } from '@portico/core/features/nfts'
import { NftsView } from '@portico/ui/features/nfts'
import { useEffect } from 'react'
import type { AccountTabProps } from '../FeatureDefinition.js'

/** The NFTs tab: core's NFT list and view model, ui's grid (a lazy chunk). */
export default function NftsTab({ portico, state }: AccountTabProps) {
  const ns = state.activeNamespace
  const owner = state.accounts[ns]?.address
  const network = portico.getActiveNetwork(ns)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or network starts over
  useEffect(() => {
    void fetchNfts(portico, { reset: true }).catch(() => undefined)
  }, [portico, owner, network?.caipNetworkId])
  const model = selectNftsView(portico)
  return (
    <NftsView
      items={model.items}
      loading={model.loading}
      empty={model.empty}
      failed={model.failed}
      hasMore={model.hasMore}
      networkName={network?.name ?? ''}
      onOpen={(key) => {
        const n = model.items.find((i) => i.key === key)
        if (n) portico.router.push('NftDetail', { chain: n.chain, contract: n.contract, tokenId: n.tokenId })
      }}
      onLoadMore={() => void fetchNfts(portico).catch(() => undefined)}
      onRetry={() => void fetchNfts(portico, { reset: true }).catch(() => undefined)}
    />
  )
}
