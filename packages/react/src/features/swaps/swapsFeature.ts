import { withOverrides } from '@portico/ui'
import { SWAPS_TEXTS } from '@portico/ui/features/swaps'
import { defineFeature } from '../FeatureDefinition.js'

/** Swap (SPEC §2 feature screen "swaps", §7 convert, §8, §9): two lazy screens. */
export const swapsFeature = defineFeature({
  id: 'swaps',
  routes: {
    Swap: {
      title: ({ overrides }) => withOverrides(SWAPS_TEXTS, overrides)['swaps.title'],
      load: () => import('./SwapRoute.js'),
    },
    SwapSuccess: {
      title: ({ overrides }) => withOverrides(SWAPS_TEXTS, overrides)['swaps.successTitle'],
      hideBack: true,
      load: () => import('./SwapSuccessRoute.js'),
    },
  },
  walletFeature: { id: 'swaps', view: 'Swap', label: (texts) => texts.featureSwaps },
})
