/**
 * en-XA, the pseudo-locale: every English text wrapped in ⟦ ⟧ with its letters accented, so a
 * person (or the e2e test that walks every view) sees at once a text that bypasses the
 * catalogue, one that gets cut, or one that was not made for longer languages. Placeholders
 * stay as they are. Its own lazy chunk; a host never loads it unless it asks for `en-XA`. The
 * dialog's texts are its default export; a feature's are made from its English (`pseudoTexts`).
 */
import { DEFAULT_TEXTS } from '../texts/texts.js'

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
}

/** `Get {name}` → `⟦Gét {name}⟧` */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\w+\})/)
  const accented = parts.map((part) =>
    part.startsWith('{') ? part : part.replace(/[aeiouAEIOUcnCN]/g, (ch) => ACCENTED[ch] ?? ch),
  )
  return `⟦${accented.join('')}⟧`
}

/** Every text of a catalogue in the pseudo-locale. */
export function pseudoTexts(english: Readonly<Record<string, string>>): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const [key, text] of Object.entries(english)) texts[key] = pseudoText(text)
  return texts
}

export default pseudoTexts(DEFAULT_TEXTS)
