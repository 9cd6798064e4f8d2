/** Español (es): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Recibir',
  'receive.title': 'Recibir',
  'receive.qrLabel': 'Código QR de tu dirección',
  'receive.scanHint': 'Escanea con una billetera o comparte tu dirección para recibir en {network}.',
  'receive.includeNetwork': 'Red en el código QR',
  'receive.includeNetworkHint':
    'Desactívalo para billeteras que no pueden leerla: el QR contendrá solo la dirección.',
  'receive.addressLabel': 'Tu dirección',
  'receive.copy': 'Copiar dirección',
  'receive.copied': 'Copiada',
  'receive.networksTitle': 'Esta dirección recibe en',
  'receive.onlyThisNetwork': 'Envía solo en {network}: esta dirección es para esa red.',
}
export default texts
