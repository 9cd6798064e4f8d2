import { type ReactNode, useContext, useMemo } from 'react'
import { DEFAULT_TEXTS, type PorticoTexts } from './texts.js'
import { TextsContext } from './textsContext.js'

export interface TextsProviderProps {
  /** Overrides for any subset of the catalogue; missing keys keep the default English text. */
  texts?: Partial<PorticoTexts>
  children?: ReactNode
}

/** Gives every view below it the catalogue with the host's overrides applied. */
export function TextsProvider({ texts, children }: TextsProviderProps) {
  const parent = useContext(TextsContext)
  const value = useMemo<PorticoTexts>(() => {
    const merged: PorticoTexts = { ...(parent ?? DEFAULT_TEXTS) }
    for (const [key, text] of Object.entries(texts ?? {})) {
      if (typeof text === 'string' && key in merged) merged[key as keyof PorticoTexts] = text
    }
    return merged
  }, [parent, texts])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}

/** The texts for the current tree: DEFAULT_TEXTS unless a TextsProvider overrides them. */
export function useTexts(): PorticoTexts {
  return useContext(TextsContext) ?? DEFAULT_TEXTS
}
