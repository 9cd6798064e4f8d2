/**
 * Wallets that inject a global instead of announcing themselves (polkadot's
 * `window.injectedWeb3`, Keplr-style `window.keplr`) may arrive after the adapter's setup.
 * This re-runs `rescan` when the page finishes loading and a few times after (0.5, 1, 2, 4 s),
 * then stops; core also asks adapters to `discover()` when the Connect view opens.
 */
const RESCAN_AFTER_MS = [500, 1_000, 2_000, 4_000]

export function watchInjected(rescan: () => void, target: unknown = globalThis): () => void {
  const w = target as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>> & {
    document?: { readyState?: string }
  }
  const timers = RESCAN_AFTER_MS.map((ms) => setTimeout(rescan, ms))
  const onLoad = () => rescan()
  const listens = typeof w.addEventListener === 'function' && w.document?.readyState !== 'complete'
  if (listens) w.addEventListener?.('load', onLoad, { once: true })
  return () => {
    for (const t of timers) clearTimeout(t)
    if (listens) w.removeEventListener?.('load', onLoad)
  }
}
