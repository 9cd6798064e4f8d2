import { nftsTexts } from '@portico/ui/features/nfts'
import { defineFeature } from '../FeatureDefinition.js'

/** NFTs (SPEC §2 account tab): a lazy tab panel and a lazy detail view. */
export const nftsFeature = defineFeature({
  id: 'nfts',
  texts: nftsTexts,
  routes: { NftDetail: { title: 'nfts.detailTitle', load: () => import('./NftDetailRoute.js') } },
  accountTab: {
    id: 'nfts',
    capability: 'nfts',
    needsApi: true,
    label: 'nfts.tab',
    load: () => import('./NftsTab.js'),
  },
})
