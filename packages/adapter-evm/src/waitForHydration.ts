/**
 * wagmi persists its connections with zustand's `persist`, which hydrates asynchronously.
 * `reconnect()` must not run before that finished, or the late hydration overwrites the
 * restored connection with the stored (partial) one. wagmi's React `Hydrate` does the same.
 */
import type { Config } from '@wagmi/core'

interface PersistApi {
  hasHydrated(): boolean
  rehydrate(): Promise<void> | void
  onFinishHydration(fn: () => void): () => void
}

export async function waitForHydration(config: Config): Promise<void> {
  const persist = (config._internal.store as { persist?: PersistApi }).persist
  if (!persist || persist.hasHydrated()) return
  // ssr configs skip automatic hydration: hydrate now, as wagmi's `hydrate()` does on mount
  if (config._internal.ssr) {
    await persist.rehydrate()
    return
  }
  await new Promise<void>((resolve) => {
    const off = persist.onFinishHydration(() => {
      off()
      resolve()
    })
    if (persist.hasHydrated()) {
      off()
      resolve()
    }
  })
}
