import type { Nft } from '../../api/apiSchemas.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { featureState } from '../featureState.js'

/** The Account's NFTs tab: the account's NFTs on its network, a page at a time. */
export interface NftsState {
  /** lower-case address the list belongs to */
  owner?: string
  network?: CaipNetworkId
  items: Nft[]
  loading: boolean
  started: boolean
  failed: boolean
  /** the cursor of the next page; absent when there is none */
  next?: string
}

export const EMPTY_NFTS: NftsState = Object.freeze({
  items: [],
  loading: false,
  started: false,
  failed: false,
}) as NftsState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    nfts?: NftsState
  }
}

/** The NFT detail view shows one NFT of the list (by chain, contract and token id). */
declare module '../../router/views.js' {
  interface ViewDataMap {
    NftDetail: { chain: string; contract: string; tokenId: string }
  }
}

/** The NFTs slice of an instance (`state.features.nfts`). */
export const nftsState = featureState('nfts', EMPTY_NFTS)
