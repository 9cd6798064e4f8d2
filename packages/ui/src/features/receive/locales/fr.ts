/** Français (fr): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Recevoir',
  'receive.title': 'Recevoir',
  'receive.qrLabel': 'Code QR de votre adresse',
  'receive.scanHint': 'Scannez avec un portefeuille ou partagez votre adresse pour recevoir sur {network}.',
  'receive.includeNetwork': 'Réseau dans le code QR',
  'receive.includeNetworkHint':
    'Désactivez cette option pour les portefeuilles qui ne savent pas le lire : le code QR contient alors uniquement l’adresse.',
  'receive.addressLabel': 'Votre adresse',
  'receive.copy': 'Copier l’adresse',
  'receive.copied': 'Copiée',
  'receive.networksTitle': 'Cette adresse reçoit sur',
  'receive.onlyThisNetwork': 'Envoyez uniquement sur {network} : cette adresse est prévue pour ce réseau.',
}
export default texts
