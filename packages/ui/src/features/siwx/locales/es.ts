/** Español (es): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Iniciar sesión',
  'siwx.heading': '{app} quiere que inicies sesión',
  'siwx.headingNoApp': 'Inicia sesión con tu wallet',
  'siwx.explain':
    'Firma un mensaje para demostrar que esta wallet es tuya. No es una transacción: no cuesta nada ni mueve fondos.',
  'siwx.account': 'Cuenta',
  'siwx.network': 'Red',
  'siwx.required': 'Esta app necesita que inicies sesión. Cancelar desconecta tu wallet.',
  'siwx.sign': 'Firmar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.cancel': 'Cancelar',
  'siwx.declined': 'Firma rechazada',
  'siwx.messageFailed': 'No se pudo crear el mensaje de inicio de sesión',
  'siwx.verifyFailed': 'No se aceptó el inicio de sesión',
}
export default texts
