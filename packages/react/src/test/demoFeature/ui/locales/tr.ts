/** Türkçe (tr): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': 'Ping',
  'demo.title': 'Demoya ping at',
  'demo.ping': 'Ping gönder',
  'demo.pings': 'Ping: {count}',
}
export default texts
