/** Italiano (it): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Attività',
  'activity.loading': 'Caricamento della tua attività',
  'activity.empty': 'Ancora nessuna attività',
  'activity.emptyHint': 'Le transazioni di questo account su {network} appariranno qui.',
  'activity.failed': 'Impossibile caricare la tua attività.',
  'activity.retry': 'Riprova',
  'activity.loadMore': 'Carica altro',
  'activity.send': 'Inviato',
  'activity.receive': 'Ricevuto',
  'activity.mint': 'Coniato',
  'activity.approve': 'Approvato',
  'activity.execute': 'Chiamata a contratto',
  'activity.to': 'A {name}',
  'activity.from': 'Da {name}',
  'activity.pending': 'In sospeso',
  'activity.failedStatus': 'Non riuscita',
}
export default texts
