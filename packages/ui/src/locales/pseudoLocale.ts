/**
 * en-XA, the pseudo-locale: every English text wrapped in ⟦ ⟧ with its letters accented, so a
 * person (or the e2e test that walks every view) sees at once a text that bypasses the
 * catalogue, one that gets cut, or one that was not made for longer languages. Placeholders
 * stay as they are. Its own lazy chunk; a host never loads it unless it asks for `en-XA`.
 */
import { ACTIVITY_TEXTS } from '../features/activity/activityTexts.js'
import { NAMES_TEXTS } from '../features/names/namesTexts.js'
import { NFTS_TEXTS } from '../features/nfts/nftsTexts.js'
import { RECEIVE_TEXTS } from '../features/receive/receiveTexts.js'
import { SEND_TEXTS } from '../features/send/sendTexts.js'
import { SIWX_TEXTS } from '../features/siwx/siwxTexts.js'
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

const texts: Record<string, string> = {}
for (const [key, text] of Object.entries({
  ...DEFAULT_TEXTS,
  ...SEND_TEXTS,
  ...RECEIVE_TEXTS,
  ...ACTIVITY_TEXTS,
  ...NFTS_TEXTS,
  ...NAMES_TEXTS,
  ...SIWX_TEXTS,
}))
  texts[key] = pseudoText(text)
export default texts
