/** 日本語 (ja): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'アクティビティ',
  'activity.loading': 'アクティビティを読み込み中',
  'activity.empty': 'まだアクティビティはありません',
  'activity.emptyHint': '{network} でのこのアカウントの取引がここに表示されます。',
  'activity.failed': 'アクティビティを読み込めませんでした。',
  'activity.retry': '再試行',
  'activity.loadMore': 'さらに読み込む',
  'activity.send': '送信',
  'activity.receive': '受信',
  'activity.mint': 'ミント',
  'activity.approve': '承認',
  'activity.execute': 'コントラクト呼び出し',
  'activity.to': '宛先: {name}',
  'activity.from': '送信元: {name}',
  'activity.pending': '保留中',
  'activity.failedStatus': '失敗',
}
export default texts
