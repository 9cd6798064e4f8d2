/** Русский (ru): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Активность',
  'activity.loading': 'Загрузка активности',
  'activity.empty': 'Пока нет активности',
  'activity.emptyHint': 'Здесь появятся транзакции этого аккаунта в сети {network}.',
  'activity.failed': 'Не удалось загрузить активность.',
  'activity.retry': 'Повторить',
  'activity.loadMore': 'Загрузить ещё',
  'activity.send': 'Отправлено',
  'activity.receive': 'Получено',
  'activity.mint': 'Выпущено',
  'activity.approve': 'Одобрено',
  'activity.execute': 'Вызов контракта',
  'activity.to': 'Кому: {name}',
  'activity.from': 'От: {name}',
  'activity.pending': 'В ожидании',
  'activity.failedStatus': 'Ошибка',
}
export default texts
