import type { ACTIVITY_TEXTS } from '../features/activity/activityTexts.js'
import type { EMAIL_TEXTS } from '../features/email/emailTexts.js'
import type { NAMES_TEXTS } from '../features/names/namesTexts.js'
import type { NFTS_TEXTS } from '../features/nfts/nftsTexts.js'
import type { ONRAMP_TEXTS } from '../features/onramp/onrampTexts.js'
import type { RECEIVE_TEXTS } from '../features/receive/receiveTexts.js'
import type { SEND_TEXTS } from '../features/send/sendTexts.js'
import type { SIWX_TEXTS } from '../features/siwx/siwxTexts.js'
import type { SWAPS_TEXTS } from '../features/swaps/swapsTexts.js'
import type { DEFAULT_TEXTS } from '../texts/texts.js'

/** Every English text of the dialog and its features (the source every locale translates). */
export type EnglishTexts = typeof DEFAULT_TEXTS &
  typeof SEND_TEXTS &
  typeof RECEIVE_TEXTS &
  typeof ACTIVITY_TEXTS &
  typeof NFTS_TEXTS &
  typeof NAMES_TEXTS &
  typeof SIWX_TEXTS &
  typeof SWAPS_TEXTS &
  typeof ONRAMP_TEXTS &
  typeof EMAIL_TEXTS
export type TextKey = keyof EnglishTexts

/** The `{name}` placeholders of a template literal type: 'Get {name}' → 'name'. */
export type ParamsOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | ParamsOf<Rest>
  : never

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never

/** A translation of `S`: any string that contains every placeholder of `S`. */
export type Translated<S extends string> = [ParamsOf<S>] extends [never]
  ? string
  : UnionToIntersection<ParamsOf<S> extends infer P extends string ? `${string}{${P}}${string}` : never>

type PluralBase<K> = K extends `${infer Base}.other` ? Base : never
/** Plural categories English lacks but other languages use (Intl.PluralRules). */
export type ExtraPluralCategory = 'zero' | 'two' | 'few' | 'many'

/**
 * A locale's catalogue: every English key, each with the same placeholders (checked by the
 * compiler here and exactly by `locales.test.ts`), plus the plural categories its language uses.
 */
export type LocaleTexts = { [K in TextKey]: Translated<EnglishTexts[K]> } & {
  [K in `${PluralBase<TextKey>}.${ExtraPluralCategory}`]?: string
}
