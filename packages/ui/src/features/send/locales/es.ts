/** Español (es): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Enviar',
  'send.title': 'Enviar',
  'send.previewTitle': 'Revisar',
  'send.successTitle': 'Enviado',
  'send.token': 'Token',
  'send.chooseToken': 'Elige un token',
  'send.tokensLoading': 'Cargando tus saldos',
  'send.amount': 'Monto',
  'send.balance': 'Saldo: {amount} {symbol}',
  'send.max': 'Máx.',
  'send.to': 'Para',
  'send.toPlaceholder': 'Dirección o nombre',
  'send.resolvedTo': '{name} corresponde a {address}',
  'send.review': 'Revisar',
  'send.checking': 'Comprobando la transferencia…',
  'send.youSend': 'Envías',
  'send.recipient': 'Destinatario',
  'send.network': 'Red',
  'send.networkFee': 'Comisión de red',
  'send.confirm': 'Enviar',
  'send.confirmInWallet': 'Confirma en tu billetera…',
  'send.declined': 'Firma rechazada. No se envió nada.',
  'send.tryAgain': 'Reintentar',
  'send.edit': 'Editar',
  'send.sentTo': '{amount} {symbol} a {to}',
  'send.confirmed': 'Confirmado en la red',
  'send.viewTransaction': 'Ver en el explorador',
  'send.done': 'Listo',
  'send.another': 'Hacer otro envío',
  'send.reason': 'La red indica: {reason}',
}
export default texts
