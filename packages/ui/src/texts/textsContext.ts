import { createContext } from 'react'

/**
 * The texts a host (or, later, a locale) gives over the English defaults: every key of the
 * catalogue and of the features' own catalogues. `null` without a TextsProvider, so the
 * host-page buttons fall back to their own tiny catalogue without importing the full one.
 */
export const TextsContext = createContext<Readonly<Record<string, string>> | null>(null)
