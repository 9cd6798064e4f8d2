import { useCallback, useState } from 'react'
import { errorText } from './errorText.js'

/**
 * A namespace panel's actions (sign, send): `run` clears the panel's error, runs one, and shows
 * what it threw as the error until the next action starts.
 */
export function usePanelAction() {
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(async (action: () => Promise<void>) => {
    setError(null)
    try {
      await action()
    } catch (e) {
      setError(errorText(e))
    }
  }, [])
  return { error, run }
}
