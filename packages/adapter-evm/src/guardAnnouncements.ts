/**
 * Drops malformed EIP-6963 announcements before wagmi (mipd) sees them. Any extension or page
 * script can dispatch `eip6963:announceProvider` with `detail` null, `{}` or `info` null; mipd
 * would then throw inside `createConfig` (the host page never renders) or in its listener (an
 * uncaught page error). A capture listener on `window` runs before mipd's (capture listeners run
 * first at the target) and stops an event whose detail is not a well-formed provider detail;
 * well-formed ones pass untouched. One guard per window, whatever the number of instances.
 */
const GUARD = Symbol.for('portico.eip6963.guard')

const isText = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max

/** EIP-6963 `EIP6963ProviderDetail`: info { uuid, name, icon, rdns } as strings, a provider with request() */
export function isProviderDetail(detail: unknown): boolean {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null) return false
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  return (
    isText(uuid, 200) &&
    isText(name, 200) &&
    // the icon is a data URI per EIP-6963; large but bounded
    isText(icon, 1_000_000) &&
    isText(rdns, 200) &&
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === 'function'
  )
}

export function guardAnnouncements(
  target: Window | undefined = typeof window === 'undefined' ? undefined : window,
) {
  if (!target || (target as unknown as Record<symbol, boolean>)[GUARD]) return
  ;(target as unknown as Record<symbol, boolean>)[GUARD] = true
  target.addEventListener(
    'eip6963:announceProvider',
    (event) => {
      if (!isProviderDetail((event as CustomEvent).detail)) event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
