import { featureTexts } from '@portico/ui'

/**
 * Walkthrough step 2: the feature's English texts (the source) and a lazy chunk per locale in its
 * own `locales/` folder. In the repository: `packages/ui/src/features/<f>/<f>Texts.ts`.
 */
export const DEMO_TEXTS = {
  'demo.button': 'Ping',
  'demo.title': 'Ping the demo',
  'demo.ping': 'Send a ping',
  'demo.pings': 'Pings: {count}',
} as const

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const demoTexts = featureTexts(DEMO_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
