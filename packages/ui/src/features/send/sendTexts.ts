import { featureTexts } from '../../locales/featureTexts.js'

/** The Send screens' texts (English, the source); a host or locale overrides any key. */
export const SEND_TEXTS = {
  /** its button in the Account view (SPEC §9 wallet features) */
  featureSend: 'Send',
  'send.title': 'Send',
  'send.previewTitle': 'Review',
  'send.successTitle': 'Sent',
  'send.token': 'Token',
  'send.chooseToken': 'Choose a token',
  'send.tokensLoading': 'Loading your balances',
  'send.amount': 'Amount',
  'send.balance': 'Balance: {amount} {symbol}',
  'send.max': 'Max',
  'send.to': 'To',
  'send.toPlaceholder': 'Address or name',
  'send.resolvedTo': '{name} resolves to {address}',
  'send.review': 'Review',
  'send.checking': 'Checking the transfer…',
  'send.youSend': 'You send',
  'send.recipient': 'Recipient',
  'send.network': 'Network',
  'send.networkFee': 'Network fee',
  'send.confirm': 'Send',
  'send.confirmInWallet': 'Confirm in your wallet…',
  'send.declined': 'Signature declined. Nothing was sent.',
  'send.tryAgain': 'Try again',
  'send.edit': 'Edit',
  'send.sentTo': '{amount} {symbol} to {to}',
  'send.confirmed': 'Confirmed on the network',
  'send.viewTransaction': 'View on explorer',
  'send.done': 'Done',
  'send.another': 'Send another',
  'send.reason': 'The network says: {reason}',
} as const
export type SendTexts = Record<keyof typeof SEND_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const sendTexts = featureTexts(SEND_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
