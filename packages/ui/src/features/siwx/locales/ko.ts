/** 한국어 (ko): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': '로그인',
  'siwx.heading': '{app}에서 로그인을 요청해요',
  'siwx.headingNoApp': '지갑으로 로그인',
  'siwx.explain':
    '이 지갑의 소유자임을 증명하려면 메시지에 서명하세요. 거래가 아니므로 비용이 들지 않고 자금도 이동하지 않아요.',
  'siwx.account': '계정',
  'siwx.network': '네트워크',
  'siwx.required': '이 앱은 로그인이 필요해요. 취소하면 지갑 연결이 해제돼요.',
  'siwx.sign': '서명',
  'siwx.authenticating': '인증 중...',
  'siwx.cancel': '취소',
  'siwx.declined': '서명이 거부되었어요',
  'siwx.messageFailed': '로그인 메시지를 만들 수 없어요',
  'siwx.verifyFailed': '로그인이 승인되지 않았어요',
}
export default texts
