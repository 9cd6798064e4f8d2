import type { DEFAULT_TEXTS } from '../texts/texts.js'

/** The dialog's own English texts (the source the central locale files translate). */
export type EnglishTexts = typeof DEFAULT_TEXTS
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
 * A locale's translation of an English catalogue `E` (declared `as const`): every key, each with
 * the same placeholders (checked by the compiler here and exactly by `locales.test.ts`), plus the
 * plural categories its language uses. A feature's `locales/<tag>.ts` is a
 * `LocaleTextsOf<typeof ITS_TEXTS>`, the central `locales/<tag>.ts` a `LocaleTexts`.
 */
export type LocaleTextsOf<E extends Readonly<Record<string, string>>> = {
  [K in keyof E]: E[K] extends string ? Translated<E[K]> : never
} & {
  [K in `${PluralBase<keyof E>}.${ExtraPluralCategory}`]?: string
}

/** A locale's catalogue of the dialog's own texts (each feature's are in its folder). */
export type LocaleTexts = LocaleTextsOf<EnglishTexts>
