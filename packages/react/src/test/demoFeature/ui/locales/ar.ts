/** العربية (ar): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': 'بينغ',
  'demo.title': 'أرسل بينغ إلى العرض',
  'demo.ping': 'أرسل بينغ',
  'demo.pings': 'البينغ: {count}',
}
export default texts
