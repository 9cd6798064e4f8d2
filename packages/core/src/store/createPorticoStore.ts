import { createStore, type StoreApi } from 'zustand/vanilla'
import type { PorticoState } from './PorticoState.js'

export type PorticoStore = StoreApi<PorticoState>

/** One store per Portico instance: never a module-level singleton (DESIGN "Data flow"). */
export function createPorticoStore(initial: PorticoState): PorticoStore {
  return createStore<PorticoState>()(() => initial)
}
