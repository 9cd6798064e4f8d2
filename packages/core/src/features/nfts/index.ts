// @portico/core/features/nfts: the Account's NFTs tab and the NFT detail view.
import './nftsState.js'

export { fetchNfts, nftsStateOf } from './fetchNfts.js'
export { EMPTY_NFTS, type NftsState } from './nftsState.js'
export { type NftItem, type NftsViewModel, selectNft, selectNftsView } from './selectNftsView.js'
