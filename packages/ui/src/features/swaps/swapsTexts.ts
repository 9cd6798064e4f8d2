import { featureTexts } from '../../locales/featureTexts.js'

/** The Swap screens' texts (English, the source); a host or locale overrides any key. */
export const SWAPS_TEXTS = {
  /** its button in the Account view (SPEC §9 wallet features) */
  featureSwaps: 'Swap',
  'swaps.title': 'Swap',
  'swaps.successTitle': 'Swapped',
  'swaps.youPay': 'You pay',
  'swaps.youReceive': 'You receive',
  'swaps.balance': 'Balance: {amount}',
  'swaps.max': 'Max',
  'swaps.chooseToken': 'Choose a token',
  'swaps.tokensLoading': 'Loading the tokens you can swap',
  'swaps.flip': 'Swap the two tokens',
  'swaps.rate': 'Rate',
  'swaps.priceImpact': 'Price impact',
  'swaps.minimumReceived': 'Minimum received',
  'swaps.maximumPaid': 'Maximum paid',
  'swaps.networkFee': 'Network fee',
  'swaps.slippage': 'Slippage tolerance',
  'swaps.slippageHint': 'From 0.05% to 50%',
  'swaps.quoting': 'Getting the best price…',
  'swaps.enterAmount': 'Enter an amount',
  'swaps.review': 'Swap',
  'swaps.stepApprove': 'Allow {symbol} to be swapped',
  'swaps.stepSwap': 'Swap {from} for {to}',
  'swaps.stepOf': 'Step {n} of {total}',
  'swaps.checking': 'Checking…',
  'swaps.confirmInWallet': 'Confirm in your wallet…',
  'swaps.confirming': 'Waiting for the network…',
  'swaps.unsupported': 'Network not supported for Swaps',
  'swaps.noRoute': 'There is no pool for this pair.',
  'swaps.insufficient': 'Not enough {symbol}.',
  'swaps.highImpact': 'High price impact: you receive much less than the market price.',
  'swaps.priceMoved': 'The price moved: nothing was swapped.',
  'swaps.newQuote': 'Get a new quote',
  'swaps.declined': 'Signature declined. Nothing was swapped.',
  'swaps.failed': 'The swap could not be completed.',
  'swaps.unavailable': 'Swaps are unavailable right now. Try again later.',
  'swaps.tryAgain': 'Try again',
  'swaps.reason': 'The network says: {reason}',
  'swaps.swapped': '{fromAmount} {fromSymbol} for {toAmount} {toSymbol}',
  'swaps.confirmed': 'Confirmed on the network',
  'swaps.viewTransaction': 'View on explorer',
  'swaps.done': 'Done',
  'swaps.another': 'Swap again',
} as const
export type SwapsTexts = Record<keyof typeof SWAPS_TEXTS, string>

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const swapsTexts = featureTexts(SWAPS_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
