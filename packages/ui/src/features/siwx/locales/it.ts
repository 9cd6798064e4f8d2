/** Italiano (it): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Accedi',
  'siwx.heading': '{app} ti chiede di accedere',
  'siwx.headingNoApp': 'Accedi con il tuo wallet',
  'siwx.explain':
    'Firma un messaggio per dimostrare che questo wallet è tuo. Non è una transazione: non costa nulla e non sposta fondi.',
  'siwx.account': 'Account',
  'siwx.network': 'Rete',
  'siwx.required': "Questa app richiede l'accesso. Annulla disconnette il tuo wallet.",
  'siwx.sign': 'Firma',
  'siwx.authenticating': 'Autenticazione...',
  'siwx.cancel': 'Annulla',
  'siwx.declined': 'Firma rifiutata',
  'siwx.messageFailed': 'Impossibile creare il messaggio di accesso',
  'siwx.verifyFailed': "L'accesso non è stato accettato",
}
export default texts
