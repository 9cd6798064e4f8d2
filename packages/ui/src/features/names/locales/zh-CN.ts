/** 简体中文 (zh-CN): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': '选择名称',
  'names.successTitle': '名称已注册',
  'names.offer': '选择名称',
  'names.label': '名称',
  'names.placeholder': 'your-name',
  'names.rules': '字母、数字和连字符，至少 4 个',
  'names.checking': '正在检查是否可用…',
  'names.available': '{name} 可用',
  'names.taken': '{name} 已被占用',
  'names.suggestions': '可用名称',
  'names.register': '注册',
  'names.registering': '正在注册…',
  'names.signHint': '钱包会请你签署一条消息，不产生任何费用。',
  'names.registerError': '注册名称 {name} 时出错',
  'names.success': '{name} 现在是你账户的名称',
  'names.done': '完成',
}
export default texts
