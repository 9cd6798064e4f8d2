/** An in-memory sliding-window counter: at most `limit` hits per key in any `windowMs`. */

export interface SlidingWindow {
  /** counts a hit, or refuses it with the seconds until the oldest hit leaves the window */
  take(key: string): { ok: true } | { ok: false; retryAfter: number }
  /** forgets keys with no hit in the window */
  sweep(): void
}

export function createSlidingWindow(opts: {
  limit: number
  windowMs: number
  now: () => number
}): SlidingWindow {
  const hits = new Map<string, number[]>()
  const live = (key: string, now: number) => {
    const list = (hits.get(key) ?? []).filter((t) => t > now - opts.windowMs)
    if (list.length) hits.set(key, list)
    else hits.delete(key)
    return list
  }
  return {
    take(key) {
      const now = opts.now()
      const list = live(key, now)
      if (list.length >= opts.limit) {
        const oldest = list[list.length - opts.limit]!
        return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + opts.windowMs - now) / 1000)) }
      }
      hits.set(key, [...list, now])
      return { ok: true }
    },
    sweep() {
      const now = opts.now()
      for (const key of [...hits.keys()]) live(key, now)
    },
  }
}
