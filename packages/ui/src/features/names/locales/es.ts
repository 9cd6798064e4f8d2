/** Español (es): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Elige un nombre',
  'names.successTitle': 'Nombre registrado',
  'names.offer': 'Elige un nombre',
  'names.label': 'Nombre',
  'names.placeholder': 'tu-nombre',
  'names.rules': 'Letras, dígitos y guiones, al menos 4',
  'names.checking': 'Comprobando disponibilidad…',
  'names.available': '{name} está disponible',
  'names.taken': '{name} ya está en uso',
  'names.suggestions': 'Nombres disponibles',
  'names.register': 'Registrar',
  'names.registering': 'Registrando…',
  'names.signHint': 'Tu wallet te pedirá firmar un mensaje. No cuesta nada.',
  'names.registerError': 'Error al registrar el nombre {name}',
  'names.success': '{name} es ahora el nombre de tu cuenta',
  'names.done': 'Listo',
}
export default texts
