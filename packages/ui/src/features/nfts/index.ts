'use client'

// @portico/ui/features/nfts: the Account's NFTs tab and the NFT detail view (lazy chunks).
export { NftDetailView, type NftDetailViewProps } from './NftDetailView.js'
export { NftsView, type NftsViewProps, type NftTile } from './NftsView.js'
export { NFTS_TEXTS, type NftsTexts, nftsTexts } from './nftsTexts.js'
