/** Français (fr): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Activité',
  'activity.loading': 'Chargement de votre activité',
  'activity.empty': 'Aucune activité pour le moment',
  'activity.emptyHint': 'Les transactions de ce compte sur {network} s’afficheront ici.',
  'activity.failed': 'Impossible de charger votre activité.',
  'activity.retry': 'Réessayer',
  'activity.loadMore': 'Charger plus',
  'activity.send': 'Envoyé',
  'activity.receive': 'Reçu',
  'activity.mint': 'Frappé',
  'activity.approve': 'Approuvé',
  'activity.execute': 'Appel de contrat',
  'activity.to': 'À {name}',
  'activity.from': 'De {name}',
  'activity.pending': 'En attente',
  'activity.failedStatus': 'Échec',
}
export default texts
