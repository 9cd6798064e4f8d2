/** Português (Brasil) (pt-BR): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Receber',
  'receive.title': 'Receber',
  'receive.qrLabel': 'Código QR do seu endereço',
  'receive.scanHint': 'Escaneie com uma carteira ou compartilhe seu endereço para receber na rede {network}.',
  'receive.includeNetwork': 'Rede no código QR',
  'receive.includeNetworkHint':
    'Desative para carteiras que não conseguem lê-la: o QR passa a conter só o endereço.',
  'receive.addressLabel': 'Seu endereço',
  'receive.copy': 'Copiar endereço',
  'receive.copied': 'Copiado',
  'receive.networksTitle': 'Este endereço recebe em',
  'receive.onlyThisNetwork': 'Envie somente na rede {network}: este endereço foi criado para essa rede.',
}
export default texts
