/** Français (fr): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Choisir un nom',
  'names.successTitle': 'Nom enregistré',
  'names.offer': 'Choisir un nom',
  'names.label': 'Nom',
  'names.placeholder': 'votre-nom',
  'names.rules': 'Lettres, chiffres et tirets, au moins 4',
  'names.checking': 'Vérification de la disponibilité…',
  'names.available': '{name} est disponible',
  'names.taken': '{name} est déjà pris',
  'names.suggestions': 'Noms disponibles',
  'names.register': 'Enregistrer',
  'names.registering': 'Enregistrement…',
  'names.signHint': 'Votre wallet vous demande de signer un message. Cela ne coûte rien.',
  'names.registerError': 'Erreur lors de l’enregistrement du nom {name}',
  'names.success': '{name} est désormais le nom de votre compte',
  'names.done': 'Terminé',
}
export default texts
