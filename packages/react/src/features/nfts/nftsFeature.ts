import { withOverrides } from '@portico/ui'
import { NFTS_TEXTS } from '@portico/ui/features/nfts'
import { defineFeature } from '../FeatureDefinition.js'

/** NFTs (SPEC §2 account tab): a lazy tab panel and a lazy detail view. */
export const nftsFeature = defineFeature({
  id: 'nfts',
  routes: {
    NftDetail: {
      title: ({ overrides }) => withOverrides(NFTS_TEXTS, overrides)['nfts.detailTitle'],
      load: () => import('./NftDetailRoute.js'),
    },
  },
  accountTab: {
    id: 'nfts',
    capability: 'nfts',
    label: (overrides) => withOverrides(NFTS_TEXTS, overrides)['nfts.tab'],
    load: () => import('./NftsTab.js'),
  },
})
