/**
 * What a feature keeps per instance outside the store (a frame, a pending check, the attempt on
 * screen): made on first use for each instance (or its context) and forgotten with it, so two
 * instances on a page never share it. `const attempts = perInstance(() => ({ current: {} }))`.
 */
export function perInstance<T, K extends object = object>(make: (owner: K) => T): (owner: K) => T {
  const made = new WeakMap<K, T>()
  return (owner) => {
    if (made.has(owner)) return made.get(owner) as T
    const value = make(owner)
    made.set(owner, value)
    return value
  }
}
