/** 日本語 (ja): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': '名前を選ぶ',
  'names.successTitle': '名前を登録しました',
  'names.offer': '名前を選ぶ',
  'names.label': '名前',
  'names.placeholder': 'your-name',
  'names.rules': '英字、数字、ハイフンで4文字以上',
  'names.checking': '利用可能か確認しています…',
  'names.available': '{name} は利用できます',
  'names.taken': '{name} はすでに使われています',
  'names.suggestions': '利用できる名前',
  'names.register': '登録する',
  'names.registering': '登録しています…',
  'names.signHint': 'ウォレットがメッセージへの署名を求めます。費用はかかりません。',
  'names.registerError': '名前 {name} の登録中にエラーが発生しました',
  'names.success': '{name} がアカウントの名前になりました',
  'names.done': '完了',
}
export default texts
