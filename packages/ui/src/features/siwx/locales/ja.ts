/** 日本語 (ja): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'サインイン',
  'siwx.heading': '{app} がサインインを求めています',
  'siwx.headingNoApp': 'ウォレットでサインイン',
  'siwx.explain':
    'このウォレットの所有者であることを示すため、メッセージに署名してください。取引ではないため、費用はかからず資金も動きません。',
  'siwx.account': 'アカウント',
  'siwx.network': 'ネットワーク',
  'siwx.required': 'このアプリではサインインが必要です。キャンセルするとウォレットの接続が解除されます。',
  'siwx.sign': '署名',
  'siwx.authenticating': '認証中...',
  'siwx.cancel': 'キャンセル',
  'siwx.declined': '署名が拒否されました',
  'siwx.messageFailed': 'サインインメッセージを作成できませんでした',
  'siwx.verifyFailed': 'サインインが受け付けられませんでした',
}
export default texts
