/**
 * Every English text of the dialog and its features in one object: the source each locale
 * translates (checked by locales.test.ts) and the pseudo-locale accents. A new feature adds its
 * catalogue here (and its type to LocaleTexts.ts); the dialog itself never imports this (each
 * feature's texts stay in its own lazy chunk).
 */
import { ACTIVITY_TEXTS } from '../features/activity/activityTexts.js'
import { EMAIL_TEXTS } from '../features/email/emailTexts.js'
import { NAMES_TEXTS } from '../features/names/namesTexts.js'
import { NFTS_TEXTS } from '../features/nfts/nftsTexts.js'
import { ONRAMP_TEXTS } from '../features/onramp/onrampTexts.js'
import { RECEIVE_TEXTS } from '../features/receive/receiveTexts.js'
import { SEND_TEXTS } from '../features/send/sendTexts.js'
import { SIWX_TEXTS } from '../features/siwx/siwxTexts.js'
import { SWAPS_TEXTS } from '../features/swaps/swapsTexts.js'
import { DEFAULT_TEXTS } from '../texts/texts.js'

export const ENGLISH_TEXTS: Readonly<Record<string, string>> = {
  ...DEFAULT_TEXTS,
  ...SEND_TEXTS,
  ...RECEIVE_TEXTS,
  ...ACTIVITY_TEXTS,
  ...NFTS_TEXTS,
  ...NAMES_TEXTS,
  ...SIWX_TEXTS,
  ...SWAPS_TEXTS,
  ...ONRAMP_TEXTS,
  ...EMAIL_TEXTS,
}
