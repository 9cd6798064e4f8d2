import { defineFeature } from '../../../features/FeatureDefinition.js'
import { DemoIcon, demoTexts } from '../ui/index.js'

/**
 * Walkthrough step 3: everything the feature adds to the dialog, in one definition. In the
 * repository: `packages/react/src/features/<f>/<f>Feature.ts`.
 */
export const demoFeature = defineFeature({
  id: 'demo',
  texts: demoTexts,
  option: { flag: 'demo', default: true },
  routes: { Demo: { title: 'demo.title', load: () => import('./DemoRoute.js') } },
  accountAction: {
    view: 'Demo',
    label: 'demo.button',
    icon: DemoIcon,
    // after Send (40)
    place: 50,
    capability: 'receive',
  },
})
