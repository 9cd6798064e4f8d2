/** 한국어 (ko): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: '보내기',
  'send.title': '보내기',
  'send.previewTitle': '검토',
  'send.successTitle': '전송 완료',
  'send.token': '토큰',
  'send.chooseToken': '토큰 선택',
  'send.tokensLoading': '잔액 불러오는 중',
  'send.amount': '금액',
  'send.balance': '잔액: {amount} {symbol}',
  'send.max': '최대',
  'send.to': '받는 주소',
  'send.toPlaceholder': '주소 또는 이름',
  'send.resolvedTo': '{name}의 주소: {address}',
  'send.review': '검토',
  'send.checking': '전송 내용을 확인하는 중…',
  'send.youSend': '보내는 금액',
  'send.recipient': '받는 사람',
  'send.network': '네트워크',
  'send.networkFee': '네트워크 수수료',
  'send.confirm': '보내기',
  'send.confirmInWallet': '지갑에서 확인해 주세요…',
  'send.declined': '서명이 거부되었어요. 아무것도 전송되지 않았어요.',
  'send.tryAgain': '다시 시도',
  'send.edit': '수정',
  'send.sentTo': '{to}에 {amount} {symbol} 전송',
  'send.confirmed': '네트워크에서 확인됨',
  'send.viewTransaction': '탐색기에서 보기',
  'send.done': '완료',
  'send.another': '더 보내기',
  'send.reason': '네트워크 응답: {reason}',
}
export default texts
