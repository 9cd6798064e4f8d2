/** Deutsch (de): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': 'Ping',
  'demo.title': 'Demo anpingen',
  'demo.ping': 'Ping senden',
  'demo.pings': 'Pings: {count}',
}
export default texts
