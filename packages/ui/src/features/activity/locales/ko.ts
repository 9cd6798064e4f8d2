/** 한국어 (ko): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': '활동',
  'activity.loading': '활동을 불러오는 중',
  'activity.empty': '아직 활동이 없습니다',
  'activity.emptyHint': '{network}에서 이 계정의 거래가 여기에 표시됩니다.',
  'activity.failed': '활동을 불러올 수 없습니다.',
  'activity.retry': '다시 시도',
  'activity.loadMore': '더 보기',
  'activity.send': '보냄',
  'activity.receive': '받음',
  'activity.mint': '민팅됨',
  'activity.approve': '승인됨',
  'activity.execute': '컨트랙트 호출',
  'activity.to': '받는 사람: {name}',
  'activity.from': '보낸 사람: {name}',
  'activity.pending': '대기 중',
  'activity.failedStatus': '실패',
}
export default texts
