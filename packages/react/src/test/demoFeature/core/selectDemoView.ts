import type { PorticoState } from '@portico/core'
import { demoState } from './demoState.js'

/** Walkthrough step 1: a selector builds the screen's view model from the state. */
export function selectDemoView(state: PorticoState): { pings: number } {
  return { pings: demoState.stateOf({ getState: () => state }).pings }
}
