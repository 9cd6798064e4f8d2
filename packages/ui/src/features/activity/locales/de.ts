/** Deutsch (de): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Aktivität',
  'activity.loading': 'Deine Aktivität wird geladen',
  'activity.empty': 'Noch keine Aktivität',
  'activity.emptyHint': 'Transaktionen dieses Kontos auf {network} erscheinen hier.',
  'activity.failed': 'Deine Aktivität konnte nicht geladen werden.',
  'activity.retry': 'Erneut versuchen',
  'activity.loadMore': 'Mehr laden',
  'activity.send': 'Gesendet',
  'activity.receive': 'Empfangen',
  'activity.mint': 'Geprägt',
  'activity.approve': 'Genehmigt',
  'activity.execute': 'Vertragsaufruf',
  'activity.to': 'An {name}',
  'activity.from': 'Von {name}',
  'activity.pending': 'Ausstehend',
  'activity.failedStatus': 'Fehlgeschlagen',
}
export default texts
