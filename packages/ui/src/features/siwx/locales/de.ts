/** Deutsch (de): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Anmelden',
  'siwx.heading': '{app} möchte, dass du dich anmeldest',
  'siwx.headingNoApp': 'Mit deiner Wallet anmelden',
  'siwx.explain':
    'Signiere eine Nachricht, um zu zeigen, dass dir diese Wallet gehört. Das ist keine Transaktion: Es kostet nichts und bewegt kein Geld.',
  'siwx.account': 'Konto',
  'siwx.network': 'Netzwerk',
  'siwx.required': 'Diese App verlangt eine Anmeldung. Abbrechen trennt deine Wallet.',
  'siwx.sign': 'Signieren',
  'siwx.authenticating': 'Authentifizierung...',
  'siwx.cancel': 'Abbrechen',
  'siwx.declined': 'Signatur abgelehnt',
  'siwx.messageFailed': 'Die Anmeldenachricht konnte nicht erstellt werden',
  'siwx.verifyFailed': 'Die Anmeldung wurde nicht akzeptiert',
}
export default texts
