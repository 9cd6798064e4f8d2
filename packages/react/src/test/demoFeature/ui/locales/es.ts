/** Español (es): the demo feature, translated from English (walkthrough step 2). */
import type { LocaleTextsOf } from '@portico/ui'
import type { DEMO_TEXTS } from '../demoTexts.js'

const texts: LocaleTextsOf<typeof DEMO_TEXTS> = {
  'demo.button': 'Ping',
  'demo.title': 'Enviar ping a la demo',
  'demo.ping': 'Enviar un ping',
  'demo.pings': 'Pings: {count}',
}
export default texts
