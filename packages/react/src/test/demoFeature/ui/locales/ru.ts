/** Русский (ru): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': 'Пинг',
  'demo.title': 'Пинг демо',
  'demo.ping': 'Отправить пинг',
  'demo.pings': 'Пинги: {count}',
}
export default texts
