/** Deutsch (de): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Empfangen',
  'receive.title': 'Empfangen',
  'receive.qrLabel': 'QR-Code deiner Adresse',
  'receive.scanHint': 'Scanne mit einer Wallet oder teile deine Adresse, um auf {network} zu empfangen.',
  'receive.includeNetwork': 'Netzwerk im QR-Code',
  'receive.includeNetworkHint':
    'Für Wallets, die es nicht lesen können, ausschalten: Der QR-Code enthält dann nur die Adresse.',
  'receive.addressLabel': 'Deine Adresse',
  'receive.copy': 'Adresse kopieren',
  'receive.copied': 'Kopiert',
  'receive.networksTitle': 'Diese Adresse empfängt auf',
  'receive.onlyThisNetwork': 'Sende nur auf {network}: Diese Adresse gilt für dieses Netzwerk.',
}
export default texts
