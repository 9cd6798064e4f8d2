import { withOverrides } from '@portico/ui'
import { ACTIVITY_TEXTS } from '@portico/ui/features/activity'
import { defineFeature } from '../FeatureDefinition.js'

/** Activity (SPEC §2 account tab, §3 history state, §4 history fetch): a lazy tab panel. */
export const activityFeature = defineFeature({
  id: 'activity',
  routes: {},
  accountTab: {
    id: 'activity',
    capability: 'history',
    option: 'history',
    label: (overrides) => withOverrides(ACTIVITY_TEXTS, overrides)['activity.tab'],
    load: () => import('./ActivityTab.js'),
  },
})
