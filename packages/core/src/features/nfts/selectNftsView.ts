import type { Nft } from '../../api/apiSchemas.js'
import type { Portico } from '../../portico/Portico.js'
import { explorerAddressUrl } from '../../utils/explorerUrl.js'
import { nftsStateOf } from './fetchNfts.js'

/** An NFT as the views show it (texts untrusted: rendered as text; the image only through <img>). */
export interface NftItem {
  key: string
  chain: string
  contract: string
  tokenId: string
  name: string
  collection: string
  description?: string
  imageUrl?: string
  standard: Nft['standard']
  quantity: string
  /** the collection's page on the network's explorer */
  explorerUrl?: string
}

export interface NftsViewModel {
  items: NftItem[]
  loading: boolean
  empty: boolean
  failed: boolean
  hasMore: boolean
}

function toItem(n: Nft, explorer: (a: string) => string | undefined): NftItem {
  const explorerUrl = explorer(n.contract)
  return {
    key: `${n.chain}:${n.contract.toLowerCase()}:${n.tokenId}`,
    chain: n.chain,
    contract: n.contract,
    tokenId: n.tokenId,
    name: n.name || `#${n.tokenId}`,
    collection: n.collection.name,
    ...(n.description ? { description: n.description } : {}),
    ...(n.imageUrl ? { imageUrl: n.imageUrl } : {}),
    standard: n.standard,
    quantity: n.quantity,
    ...(explorerUrl ? { explorerUrl } : {}),
  }
}

/** The NFTs tab: the account's NFTs on the active network; the server's spam is left out. */
export function selectNftsView(portico: Pick<Portico, 'getState' | 'getActiveNetwork'>): NftsViewModel {
  const s = portico.getState()
  const network = portico.getActiveNetwork(s.activeNamespace)
  const owner = s.accounts[s.activeNamespace]?.address?.toLowerCase()
  const st = nftsStateOf(portico)
  const current = Boolean(network) && st.owner === owner && st.network === network?.caipNetworkId
  const explorer = (a: string) => (network ? explorerAddressUrl(network, a) : undefined)
  const items = current ? st.items.filter((n) => !n.is_spam).map((n) => toItem(n, explorer)) : []
  return {
    items,
    loading: current && st.loading,
    empty: current && st.started && !st.loading && !st.failed && items.length === 0,
    failed: current && st.failed,
    hasMore: current && st.next !== undefined,
  }
}

/** One NFT of the list, for its detail view. */
export function selectNft(
  portico: Pick<Portico, 'getState' | 'getActiveNetwork'>,
  ref: { chain: string; contract: string; tokenId: string },
): NftItem | undefined {
  const key = `${ref.chain}:${ref.contract.toLowerCase()}:${ref.tokenId}`
  return selectNftsView(portico).items.find((i) => i.key === key)
}
