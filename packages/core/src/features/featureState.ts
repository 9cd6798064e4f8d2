import type { PorticoStore } from '../store/createPorticoStore.js'
import type { FeatureStates, PorticoState } from '../store/PorticoState.js'

/** Something that reads an instance's state: the instance, or `{ getState }` over a snapshot. */
export type StateReader = { getState(): PorticoState }
/** Something that writes an instance's state: the instance, or its context. */
export type StateWriter = { store: PorticoStore }

/** A feature's state slice in one instance's store (`state.features[key]`). */
export interface FeatureState<S> {
  /** the slice as it is, or its empty value before the first write */
  stateOf(portico: StateReader): S
  /** merges `next` into the slice */
  patch(portico: StateWriter, next: Partial<S>): void
  /** the empty value again, with `next` over it */
  reset(portico: StateWriter, next?: Partial<S>): void
}

/**
 * The one way a feature keeps state (docs/architecture.md "Feature modules"): its slice of
 * `state.features`, typed by the feature's declaration merging into `FeatureStates`, kept in the
 * instance's own store (two instances on a page never share it). A feature's module makes it once:
 * `const sendState = featureState('send', EMPTY_SEND)`.
 */
export function featureState<K extends keyof FeatureStates>(
  key: K,
  empty: NonNullable<FeatureStates[K]>,
): FeatureState<NonNullable<FeatureStates[K]>> {
  type S = NonNullable<FeatureStates[K]>
  const stateOf = (portico: StateReader): S => portico.getState().features[key] ?? empty
  const write = ({ store }: StateWriter, value: S) =>
    store.setState({ features: { ...store.getState().features, [key]: value } })
  return {
    stateOf,
    patch: (portico, next) => write(portico, { ...stateOf(portico.store), ...next }),
    reset: (portico, next) => write(portico, { ...empty, ...next }),
  }
}
