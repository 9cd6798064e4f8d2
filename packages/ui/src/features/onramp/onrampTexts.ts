import { featureTexts } from '../../locales/featureTexts.js'

/** The Buy (onramp) screens' texts (English, the source); a host or locale overrides any key. */
export const ONRAMP_TEXTS = {
  /** its button in the Account view (SPEC §9 wallet features) */
  featureOnramp: 'Buy',
  'onramp.title': 'Buy crypto',
  'onramp.progressTitle': 'Buying',
  'onramp.youPay': 'You pay',
  'onramp.youReceive': 'You receive',
  'onramp.currency': 'Currency',
  'onramp.asset': 'Crypto',
  'onramp.method': 'Payment method',
  'onramp.card': 'Card',
  'onramp.bank': 'Bank transfer',
  'onramp.limits': 'From {min} to {max} {currency}',
  'onramp.belowMin': 'The minimum is {min} {currency}.',
  'onramp.aboveMax': 'The maximum is {max} {currency}.',
  'onramp.loading': 'Loading what you can buy',
  'onramp.quoting': 'Getting a quote…',
  'onramp.providerFee': 'Provider fee',
  'onramp.networkFee': 'Network fee',
  'onramp.subtotal': 'Subtotal',
  'onramp.total': 'Total',
  'onramp.provider': 'With {provider}',
  'onramp.continue': 'Continue with {provider}',
  'onramp.enterAmount': 'Enter an amount',
  'onramp.opening': 'Opening {provider}…',
  'onramp.openAgain': 'Open {provider} again',
  'onramp.inProgress': 'Finish the purchase in the {provider} tab. This screen follows it.',
  'onramp.waiting': 'Waiting for {provider}…',
  'onramp.completed': 'You bought {amount} {asset}',
  'onramp.completedHint': 'It is in your wallet.',
  'onramp.declined': 'You declined the payment. Nothing was charged.',
  'onramp.failed': 'The purchase did not go through. Nothing was charged.',
  'onramp.tryAgain': 'Try again',
  'onramp.done': 'Done',
  'onramp.viewTransaction': 'View on explorer',
  'onramp.unsupported': 'Buying crypto is not available on this network.',
  'onramp.restricted': 'Buying crypto is not available in your region.',
  'onramp.unavailable': 'Buying crypto is unavailable right now. Try again later.',
  'onramp.popupBlocked': 'Your browser blocked the new tab. Open it here:',
  'onramp.offers': 'Provider',
  'onramp.best': 'Best rate',
} as const
export type OnrampTexts = Record<keyof typeof ONRAMP_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const onrampTexts = featureTexts(ONRAMP_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
