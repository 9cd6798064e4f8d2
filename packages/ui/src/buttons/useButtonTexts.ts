import { useContext, useMemo } from 'react'
import { BUTTON_TEXTS, type ButtonTexts } from '../texts/buttonTexts.js'
import { TextsContext } from '../texts/textsContext.js'

/** Texts for the host buttons: the TextsProvider's overrides when present, else the small defaults. */
export function useButtonTexts(): ButtonTexts {
  const overrides = useContext(TextsContext)
  return useMemo(() => {
    if (!overrides) return BUTTON_TEXTS
    const merged: ButtonTexts = { ...BUTTON_TEXTS }
    for (const key of Object.keys(BUTTON_TEXTS) as (keyof ButtonTexts)[]) {
      const text = overrides[key]
      if (typeof text === 'string') merged[key] = text
    }
    return merged
  }, [overrides])
}
