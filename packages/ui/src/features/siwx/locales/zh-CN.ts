/** 简体中文 (zh-CN): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': '登录',
  'siwx.heading': '{app} 请你登录',
  'siwx.headingNoApp': '使用钱包登录',
  'siwx.explain': '签署一条消息以证明此钱包归你所有。这不是交易：不收取任何费用，也不会转移资金。',
  'siwx.account': '账户',
  'siwx.network': '网络',
  'siwx.required': '此应用要求登录。取消将断开钱包连接。',
  'siwx.sign': '签名',
  'siwx.authenticating': '正在验证...',
  'siwx.cancel': '取消',
  'siwx.declined': '签名已拒绝',
  'siwx.messageFailed': '无法创建登录消息',
  'siwx.verifyFailed': '登录未被接受',
}
export default texts
