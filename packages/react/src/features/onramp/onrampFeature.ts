import { withOverrides } from '@portico/ui'
import { ONRAMP_TEXTS } from '@portico/ui/features/onramp'
import { defineFeature } from '../FeatureDefinition.js'

/** Buy crypto (SPEC §2 feature screen "onramp", §3 quote, §7, §9): two lazy screens. */
export const onrampFeature = defineFeature({
  id: 'onramp',
  routes: {
    Onramp: {
      title: ({ overrides }) => withOverrides(ONRAMP_TEXTS, overrides)['onramp.title'],
      load: () => import('./OnrampRoute.js'),
    },
    OnrampProgress: {
      title: ({ overrides }) => withOverrides(ONRAMP_TEXTS, overrides)['onramp.progressTitle'],
      load: () => import('./OnrampProgressRoute.js'),
    },
  },
  walletFeature: { id: 'onramp', view: 'Onramp', label: (texts) => texts.featureOnramp },
})
