import { featureTexts } from '../../locales/featureTexts.js'

/** The sign-in screen's texts (English, the source); a host or locale overrides any key. */
export const SIWX_TEXTS = {
  'siwx.title': 'Sign in',
  'siwx.heading': '{app} wants you to sign in',
  'siwx.headingNoApp': 'Sign in with your wallet',
  'siwx.explain':
    'Sign a message to prove that you own this wallet. It is not a transaction: it costs nothing and moves no funds.',
  'siwx.account': 'Account',
  'siwx.network': 'Network',
  'siwx.required': 'This app needs you to sign in. Cancel disconnects your wallet.',
  'siwx.sign': 'Sign',
  'siwx.authenticating': 'Authenticating...',
  'siwx.cancel': 'Cancel',
  'siwx.declined': 'Signature declined',
  'siwx.messageFailed': 'The sign-in message could not be created',
  'siwx.verifyFailed': 'The sign-in was not accepted',
} as const
export type SiwxTexts = Record<keyof typeof SIWX_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const siwxTexts = featureTexts(SIWX_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
