import { useContext } from 'react'
import { BUTTON_TEXTS, type ButtonTexts } from '../texts/buttonTexts.js'
import { TextsContext } from '../texts/textsContext.js'

/** Texts for the host buttons: the TextsProvider's when present, else the small defaults. */
export function useButtonTexts(): ButtonTexts {
  return useContext(TextsContext) ?? BUTTON_TEXTS
}
