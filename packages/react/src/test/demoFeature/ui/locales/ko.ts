/** 한국어 (ko): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': '핑',
  'demo.title': '데모에 핑',
  'demo.ping': '핑 보내기',
  'demo.pings': '핑: {count}',
}
export default texts
