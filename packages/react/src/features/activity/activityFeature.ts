import { activityTexts } from '@portico/ui/features/activity'
import { defineFeature } from '../FeatureDefinition.js'

/** Activity (SPEC §2 account tab, §3 history state, §4 history fetch): a lazy tab panel. */
export const activityFeature = defineFeature({
  id: 'activity',
  texts: activityTexts,
  option: { flag: 'history', default: true },
  routes: {},
  accountTab: {
    id: 'activity',
    capability: 'history',
    needsApi: true,
    label: 'activity.tab',
    load: () => import('./ActivityTab.js'),
  },
})
