/** Português (Brasil) (pt-BR): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Enviar',
  'send.title': 'Enviar',
  'send.previewTitle': 'Revisar',
  'send.successTitle': 'Enviado',
  'send.token': 'Token',
  'send.chooseToken': 'Escolha um token',
  'send.tokensLoading': 'Carregando seus saldos',
  'send.amount': 'Valor',
  'send.balance': 'Saldo: {amount} {symbol}',
  'send.max': 'Máx.',
  'send.to': 'Para',
  'send.toPlaceholder': 'Endereço ou nome',
  'send.resolvedTo': '{name} corresponde a {address}',
  'send.review': 'Revisar',
  'send.checking': 'Verificando a transferência…',
  'send.youSend': 'Você envia',
  'send.recipient': 'Destinatário',
  'send.network': 'Rede',
  'send.networkFee': 'Taxa da rede',
  'send.confirm': 'Enviar',
  'send.confirmInWallet': 'Confirme na sua carteira…',
  'send.declined': 'Assinatura recusada. Nada foi enviado.',
  'send.tryAgain': 'Tentar novamente',
  'send.edit': 'Editar',
  'send.sentTo': '{amount} {symbol} para {to}',
  'send.confirmed': 'Confirmado na rede',
  'send.viewTransaction': 'Ver no explorador',
  'send.done': 'Concluído',
  'send.another': 'Fazer outro envio',
  'send.reason': 'A rede informou: {reason}',
}
export default texts
