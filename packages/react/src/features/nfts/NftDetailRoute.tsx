import { selectNft } from '@portico/core/features/nfts'
import { NftDetailView } from '@portico/ui/features/nfts'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** The NFT detail view (a lazy chunk): one NFT of the account's list. */
export default function NftDetailRoute({ portico, data }: RouteProps<'NftDetail'>) {
  const nft = selectNft(portico, data)
  return <NftDetailView {...(nft ? { nft } : {})} />
}
