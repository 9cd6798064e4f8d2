/** 简体中文 (zh-CN): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': 'Ping',
  'demo.title': 'Ping 演示',
  'demo.ping': '发送 Ping',
  'demo.pings': 'Ping 次数：{count}',
}
export default texts
