/** Français (fr): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Envoyer',
  'send.title': 'Envoyer',
  'send.previewTitle': 'Vérifier',
  'send.successTitle': 'Envoyé',
  'send.token': 'Jeton',
  'send.chooseToken': 'Choisissez un jeton',
  'send.tokensLoading': 'Chargement de vos soldes',
  'send.amount': 'Montant',
  'send.balance': 'Solde : {amount} {symbol}',
  'send.max': 'Max',
  'send.to': 'À',
  'send.toPlaceholder': 'Adresse ou nom',
  'send.resolvedTo': '{name} correspond à {address}',
  'send.review': 'Vérifier',
  'send.checking': 'Vérification du transfert…',
  'send.youSend': 'Vous envoyez',
  'send.recipient': 'Destinataire',
  'send.network': 'Réseau',
  'send.networkFee': 'Frais de réseau',
  'send.confirm': 'Envoyer',
  'send.confirmInWallet': 'Confirmez dans votre portefeuille…',
  'send.declined': 'Signature refusée. Rien n’a été envoyé.',
  'send.tryAgain': 'Réessayer',
  'send.edit': 'Modifier',
  'send.sentTo': '{amount} {symbol} à {to}',
  'send.confirmed': 'Confirmé sur le réseau',
  'send.viewTransaction': 'Voir dans l’explorateur',
  'send.done': 'Terminé',
  'send.another': 'Nouvel envoi',
  'send.reason': 'Réponse du réseau : {reason}',
}
export default texts
