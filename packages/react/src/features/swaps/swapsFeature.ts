import { SwapIcon, swapsTexts } from '@portico/ui/features/swaps'
import { defineFeature } from '../FeatureDefinition.js'

/** Swap (SPEC §2 feature screen "swaps", §7 convert, §8, §9): two lazy screens, a button in Account. */
export const swapsFeature = defineFeature({
  id: 'swaps',
  texts: swapsTexts,
  option: { flag: 'swaps', default: true },
  routes: {
    Swap: { title: 'swaps.title', load: () => import('./SwapRoute.js') },
    SwapSuccess: { title: 'swaps.successTitle', hideBack: true, load: () => import('./SwapSuccessRoute.js') },
  },
  accountAction: {
    view: 'Swap',
    label: 'featureSwaps',
    icon: SwapIcon,
    place: 20,
    capability: 'swaps',
    // quotes and routes come from the blockchain API (SPEC §7 convert): none configured, no Swap
    needsApi: true,
  },
})
