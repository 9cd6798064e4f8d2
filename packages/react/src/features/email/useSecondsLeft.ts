import type { EmailState } from '@portico/core/features/email'
import { useEffect, useState } from 'react'

/** the SPEC §5 cooldown's seconds, counted down once a second while some are left */
export function useSecondsLeft(state: EmailState, left: (s: EmailState, now?: number) => number): number {
  const [, tick] = useState(0)
  const seconds = left(state)
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setInterval(() => tick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [seconds])
  return seconds
}
