import { featureState } from '@portico/core/internal'

/**
 * Walkthrough step 1 (docs/add-a-feature.md): the demo feature's state slice and its views. In the
 * repository this file is `packages/core/src/features/<f>/<f>State.ts`; inside core the module
 * augmentations below name `'../../store/PorticoState.js'` and `'../../router/views.js'`.
 */
export interface DemoState {
  /** how many times the visitor pinged */
  pings: number
}

export const EMPTY_DEMO: DemoState = Object.freeze({ pings: 0 })

declare module '@portico/core' {
  interface FeatureStates {
    demo?: DemoState
  }
  interface ViewDataMap {
    Demo: undefined
  }
}

/** The demo slice of an instance (`state.features.demo`): `stateOf`, `patch`, `reset`. */
export const demoState = featureState('demo', EMPTY_DEMO)
