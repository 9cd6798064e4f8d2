import { CardIcon, onrampTexts } from '@portico/ui/features/onramp'
import { defineFeature } from '../FeatureDefinition.js'

/** Buy crypto (SPEC §2 feature screen "onramp", §3 quote, §7, §9): two lazy screens, first in Account. */
export const onrampFeature = defineFeature({
  id: 'onramp',
  texts: onrampTexts,
  option: { flag: 'onramp', default: true },
  routes: {
    Onramp: { title: 'onramp.title', load: () => import('./OnrampRoute.js') },
    OnrampProgress: { title: 'onramp.progressTitle', load: () => import('./OnrampProgressRoute.js') },
  },
  accountAction: {
    view: 'Onramp',
    label: 'featureOnramp',
    icon: CardIcon,
    place: 10,
    capability: 'onramp',
    // the quotes and the checkout session come from the blockchain API: none configured, no Buy
    needsApi: true,
  },
})
