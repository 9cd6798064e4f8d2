import { featureTexts } from '../../locales/featureTexts.js'

/** The name screens' texts (English, the source); a host or locale overrides any key. */
export const NAMES_TEXTS = {
  'names.title': 'Choose a name',
  'names.successTitle': 'Name registered',
  'names.offer': 'Choose a name',
  'names.label': 'Name',
  'names.placeholder': 'your-name',
  'names.rules': 'Letters, digits and hyphens, at least 4',
  'names.checking': 'Checking availability…',
  'names.available': '{name} is available',
  'names.taken': '{name} is already taken',
  'names.suggestions': 'Available names',
  'names.register': 'Register',
  'names.registering': 'Registering…',
  'names.signHint': 'Your wallet asks you to sign a message. It costs nothing.',
  'names.registerError': 'Error registering name {name}',
  'names.success': '{name} is now the name of your account',
  'names.done': 'Done',
} as const
export type NamesTexts = Record<keyof typeof NAMES_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const namesTexts = featureTexts(NAMES_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
