/** Italiano (it): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Invia',
  'send.title': 'Invia',
  'send.previewTitle': 'Riepilogo',
  'send.successTitle': 'Inviato',
  'send.token': 'Token',
  'send.chooseToken': 'Scegli un token',
  'send.tokensLoading': 'Caricamento dei tuoi saldi',
  'send.amount': 'Importo',
  'send.balance': 'Saldo: {amount} {symbol}',
  'send.max': 'Max',
  'send.to': 'A',
  'send.toPlaceholder': 'Indirizzo o nome',
  'send.resolvedTo': '{name} corrisponde a {address}',
  'send.review': 'Controlla',
  'send.checking': 'Verifica del trasferimento…',
  'send.youSend': 'Invii',
  'send.recipient': 'Destinatario',
  'send.network': 'Rete',
  'send.networkFee': 'Commissione di rete',
  'send.confirm': 'Invia',
  'send.confirmInWallet': 'Conferma nel tuo wallet…',
  'send.declined': 'Firma rifiutata. Non è stato inviato nulla.',
  'send.tryAgain': 'Riprova',
  'send.edit': 'Modifica',
  'send.sentTo': '{amount} {symbol} a {to}',
  'send.confirmed': 'Confermato sulla rete',
  'send.viewTransaction': 'Visualizza nell’explorer',
  'send.done': 'Fine',
  'send.another': 'Nuovo invio',
  'send.reason': 'Risposta della rete: {reason}',
}
export default texts
