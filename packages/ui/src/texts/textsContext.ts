import { createContext } from 'react'
import type { PorticoTexts } from './texts.js'

/**
 * Holds the merged texts when a `TextsProvider` is present, `null` otherwise. The default
 * is null (not DEFAULT_TEXTS) so the host-page buttons can fall back to their own tiny
 * catalogue without importing the full one.
 */
export const TextsContext = createContext<PorticoTexts | null>(null)
