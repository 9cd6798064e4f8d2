/** Português (Brasil) (pt-BR): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Escolha um nome',
  'names.successTitle': 'Nome registrado',
  'names.offer': 'Escolha um nome',
  'names.label': 'Nome',
  'names.placeholder': 'seu-nome',
  'names.rules': 'Letras, dígitos e hifens, pelo menos 4',
  'names.checking': 'Verificando disponibilidade…',
  'names.available': '{name} está disponível',
  'names.taken': '{name} já está em uso',
  'names.suggestions': 'Nomes disponíveis',
  'names.register': 'Registrar',
  'names.registering': 'Registrando…',
  'names.signHint': 'Sua carteira pedirá que você assine uma mensagem. Não custa nada.',
  'names.registerError': 'Erro ao registrar o nome {name}',
  'names.success': '{name} agora é o nome da sua conta',
  'names.done': 'Concluído',
}
export default texts
