/** Português (Brasil) (pt-BR): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Entrar',
  'siwx.heading': '{app} quer que você entre',
  'siwx.headingNoApp': 'Entre com sua carteira',
  'siwx.explain':
    'Assine uma mensagem para provar que esta carteira é sua. Não é uma transação: não custa nada e não move fundos.',
  'siwx.account': 'Conta',
  'siwx.network': 'Rede',
  'siwx.required': 'Este app exige que você entre. Cancelar desconecta sua carteira.',
  'siwx.sign': 'Assinar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.cancel': 'Cancelar',
  'siwx.declined': 'Assinatura recusada',
  'siwx.messageFailed': 'Não foi possível criar a mensagem de login',
  'siwx.verifyFailed': 'O login não foi aceito',
}
export default texts
