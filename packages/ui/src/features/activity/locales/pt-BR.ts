/** Português (Brasil) (pt-BR): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Atividade',
  'activity.loading': 'Carregando sua atividade',
  'activity.empty': 'Nenhuma atividade ainda',
  'activity.emptyHint': 'As transações desta conta em {network} aparecerão aqui.',
  'activity.failed': 'Não foi possível carregar sua atividade.',
  'activity.retry': 'Tentar novamente',
  'activity.loadMore': 'Carregar mais',
  'activity.send': 'Enviado',
  'activity.receive': 'Recebido',
  'activity.mint': 'Cunhado',
  'activity.approve': 'Aprovado',
  'activity.execute': 'Chamada de contrato',
  'activity.to': 'Para {name}',
  'activity.from': 'De {name}',
  'activity.pending': 'Pendente',
  'activity.failedStatus': 'Falhou',
}
export default texts
