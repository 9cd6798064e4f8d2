/** Deutsch (de): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Namen wählen',
  'names.successTitle': 'Name registriert',
  'names.offer': 'Namen wählen',
  'names.label': 'Name',
  'names.placeholder': 'dein-name',
  'names.rules': 'Buchstaben, Ziffern und Bindestriche, mindestens 4',
  'names.checking': 'Verfügbarkeit wird geprüft…',
  'names.available': '{name} ist verfügbar',
  'names.taken': '{name} ist bereits vergeben',
  'names.suggestions': 'Verfügbare Namen',
  'names.register': 'Registrieren',
  'names.registering': 'Wird registriert…',
  'names.signHint': 'Deine Wallet bittet dich, eine Nachricht zu signieren. Das kostet nichts.',
  'names.registerError': 'Fehler beim Registrieren des Namens {name}',
  'names.success': '{name} ist jetzt der Name deines Kontos',
  'names.done': 'Fertig',
}
export default texts
