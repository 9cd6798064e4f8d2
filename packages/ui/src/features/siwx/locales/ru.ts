/** Русский (ru): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Вход',
  'siwx.heading': '{app} просит вас войти',
  'siwx.headingNoApp': 'Войдите с помощью кошелька',
  'siwx.explain':
    'Подпишите сообщение, чтобы подтвердить, что этот кошелёк ваш. Это не транзакция: это бесплатно и не перемещает средства.',
  'siwx.account': 'Аккаунт',
  'siwx.network': 'Сеть',
  'siwx.required': 'Этому приложению нужен вход. «Отмена» отключит кошелёк.',
  'siwx.sign': 'Подписать',
  'siwx.authenticating': 'Аутентификация...',
  'siwx.cancel': 'Отмена',
  'siwx.declined': 'Подпись отклонена',
  'siwx.messageFailed': 'Не удалось создать сообщение для входа',
  'siwx.verifyFailed': 'Вход не принят',
}
export default texts
