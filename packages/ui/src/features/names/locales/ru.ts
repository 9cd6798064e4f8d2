/** Русский (ru): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Выберите имя',
  'names.successTitle': 'Имя зарегистрировано',
  'names.offer': 'Выбрать имя',
  'names.label': 'Имя',
  'names.placeholder': 'ваше-имя',
  'names.rules': 'Буквы, цифры и дефисы, не менее 4',
  'names.checking': 'Проверяем доступность…',
  'names.available': '{name} доступно',
  'names.taken': '{name} уже занято',
  'names.suggestions': 'Доступные имена',
  'names.register': 'Зарегистрировать',
  'names.registering': 'Регистрируем…',
  'names.signHint': 'Кошелёк попросит подписать сообщение. Это бесплатно.',
  'names.registerError': 'Ошибка регистрации имени {name}',
  'names.success': '{name} теперь имя вашего аккаунта',
  'names.done': 'Готово',
}
export default texts
