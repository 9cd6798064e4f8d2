/** Español (es): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Actividad',
  'activity.loading': 'Cargando tu actividad',
  'activity.empty': 'Aún no hay actividad',
  'activity.emptyHint': 'Las transacciones de esta cuenta en {network} aparecerán aquí.',
  'activity.failed': 'No se pudo cargar tu actividad.',
  'activity.retry': 'Reintentar',
  'activity.loadMore': 'Cargar más',
  'activity.send': 'Enviado',
  'activity.receive': 'Recibido',
  'activity.mint': 'Acuñado',
  'activity.approve': 'Aprobado',
  'activity.execute': 'Llamada a contrato',
  'activity.to': 'A {name}',
  'activity.from': 'De {name}',
  'activity.pending': 'Pendiente',
  'activity.failedStatus': 'Fallida',
}
export default texts
