/** 简体中文 (zh-CN): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': '活动',
  'activity.loading': '正在加载你的活动',
  'activity.empty': '暂无活动',
  'activity.emptyHint': '此账户在 {network} 上的交易将显示在这里。',
  'activity.failed': '无法加载你的活动。',
  'activity.retry': '重试',
  'activity.loadMore': '加载更多',
  'activity.send': '已发送',
  'activity.receive': '已接收',
  'activity.mint': '已铸造',
  'activity.approve': '已批准',
  'activity.execute': '合约调用',
  'activity.to': '发往 {name}',
  'activity.from': '来自 {name}',
  'activity.pending': '待处理',
  'activity.failedStatus': '失败',
}
export default texts
