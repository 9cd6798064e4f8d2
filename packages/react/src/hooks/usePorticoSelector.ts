import type { PorticoState } from '@portico/core'
import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react'
import { HydrationStateContext } from '../context/PorticoContext.js'
import { usePorticoInstance } from './usePorticoInstance.js'

const noopSubscribe = () => () => {}

/**
 * Subscribes to one slice of the instance's store with useSyncExternalStore. The selected value
 * is kept while `isEqual` says it did not change, so components re-render only for their slice.
 * Outside a provider it returns `fallback`. On the server and while hydrating it reads the state
 * the server rendered (the provider's hydration state), so the first client render matches the
 * server's HTML whatever the browser restored meanwhile; React then renders the live state.
 */
export function usePorticoSelector<T>(
  selector: (state: PorticoState) => T,
  fallback: T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const portico = usePorticoInstance()
  const last = useRef<{ state: PorticoState; value: T } | null>(null)
  const getSnapshot = useCallback(() => {
    if (!portico) return fallback
    const state = portico.getState()
    const prev = last.current
    if (prev && prev.state === state) return prev.value
    const value = selector(state)
    if (prev && isEqual(prev.value, value)) {
      last.current = { state, value: prev.value }
      return prev.value
    }
    last.current = { state, value }
    return value
  }, [portico, selector, fallback, isEqual])
  const hydration = useContext(HydrationStateContext)
  const serverValue = useMemo(
    () => (hydration ? selector(hydration) : fallback),
    [hydration, selector, fallback],
  )
  const getServerSnapshot = useCallback(
    () => (portico ? serverValue : fallback),
    [portico, serverValue, fallback],
  )
  return useSyncExternalStore(portico ? portico.subscribe : noopSubscribe, getSnapshot, getServerSnapshot)
}

export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
