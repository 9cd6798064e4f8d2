import type { Portico } from '@portico/core'
import { fetchNfts, nftsStateOf } from '@portico/core/features/nfts'

// the NFTs tab needs apiUrl (or blockchainApiUrl): apps/api indexes the collections
export async function myNfts(portico: Portico) {
  await fetchNfts(portico, { reset: true })
  return nftsStateOf(portico).items
}
