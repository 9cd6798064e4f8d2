import { featureTexts } from '../../locales/featureTexts.js'

/** The Receive screen's texts (English, the source); a host or locale overrides any key. */
export const RECEIVE_TEXTS = {
  /** its button in the Account view (SPEC §9 wallet features) */
  featureReceive: 'Receive',
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address',
  'receive.scanHint': 'Scan with a wallet, or share your address, to receive on {network}.',
  'receive.includeNetwork': 'Network in the QR code',
  'receive.includeNetworkHint':
    'Turn off for wallets that cannot read it: the QR then holds the bare address.',
  'receive.addressLabel': 'Your address',
  'receive.copy': 'Copy address',
  'receive.copied': 'Copied',
  'receive.networksTitle': 'This address receives on',
  'receive.onlyThisNetwork': 'Send only on {network}: this address is written for that network.',
} as const
export type ReceiveTexts = Record<keyof typeof RECEIVE_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const receiveTexts = featureTexts(RECEIVE_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
