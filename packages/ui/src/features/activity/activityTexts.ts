import { featureTexts } from '../../locales/featureTexts.js'

/** The Activity tab's texts (English, the source); a host or locale overrides any key. */
export const ACTIVITY_TEXTS = {
  'activity.tab': 'Activity',
  'activity.loading': 'Loading your activity',
  'activity.empty': 'No activity yet',
  'activity.emptyHint': 'Transactions of this account on {network} will show here.',
  'activity.failed': 'Your activity could not be loaded.',
  'activity.retry': 'Try again',
  'activity.loadMore': 'Load more',
  'activity.send': 'Sent',
  'activity.receive': 'Received',
  'activity.mint': 'Minted',
  'activity.approve': 'Approved',
  'activity.execute': 'Contract call',
  'activity.to': 'To {name}',
  'activity.from': 'From {name}',
  'activity.pending': 'Pending',
  'activity.failedStatus': 'Failed',
} as const
export type ActivityTexts = Record<keyof typeof ACTIVITY_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const activityTexts = featureTexts(ACTIVITY_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
