import type { Portico } from '@portico/core'
import { demoState } from './demoState.js'

/** Walkthrough step 1: one action per file, a plain function over the instance (wagmi-style). */
export function pingDemo(portico: Portico): number {
  const pings = demoState.stateOf(portico).pings + 1
  demoState.patch(portico, { pings })
  return pings
}
