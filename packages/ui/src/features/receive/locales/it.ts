/** Italiano (it): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Ricevi',
  'receive.title': 'Ricevi',
  'receive.qrLabel': 'Codice QR del tuo indirizzo',
  'receive.scanHint': 'Scansiona con un wallet o condividi il tuo indirizzo per ricevere su {network}.',
  'receive.includeNetwork': 'Rete nel codice QR',
  'receive.includeNetworkHint':
    'Disattiva per i wallet che non riescono a leggerla: il codice QR conterrà solo l’indirizzo.',
  'receive.addressLabel': 'Il tuo indirizzo',
  'receive.copy': 'Copia indirizzo',
  'receive.copied': 'Copiato',
  'receive.networksTitle': 'Questo indirizzo riceve su',
  'receive.onlyThisNetwork': 'Invia solo su {network}: questo indirizzo è pensato per quella rete.',
}
export default texts
