/** Italiano (it): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Scegli un nome',
  'names.successTitle': 'Nome registrato',
  'names.offer': 'Scegli un nome',
  'names.label': 'Nome',
  'names.placeholder': 'il-tuo-nome',
  'names.rules': 'Lettere, cifre e trattini, almeno 4',
  'names.checking': 'Verifica della disponibilità…',
  'names.available': '{name} è disponibile',
  'names.taken': '{name} è già in uso',
  'names.suggestions': 'Nomi disponibili',
  'names.register': 'Registra',
  'names.registering': 'Registrazione…',
  'names.signHint': 'Il tuo wallet ti chiede di firmare un messaggio. Non costa nulla.',
  'names.registerError': 'Errore durante la registrazione del nome {name}',
  'names.success': '{name} è ora il nome del tuo account',
  'names.done': 'Fatto',
}
export default texts
