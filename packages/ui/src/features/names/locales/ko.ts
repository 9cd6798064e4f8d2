/** 한국어 (ko): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': '이름 선택',
  'names.successTitle': '이름이 등록되었어요',
  'names.offer': '이름 선택',
  'names.label': '이름',
  'names.placeholder': 'your-name',
  'names.rules': '영문자, 숫자, 하이픈으로 4자 이상',
  'names.checking': '사용 가능 여부를 확인하는 중…',
  'names.available': '{name}을(를) 사용할 수 있어요',
  'names.taken': '{name}은(는) 이미 사용 중이에요',
  'names.suggestions': '사용 가능한 이름',
  'names.register': '등록',
  'names.registering': '등록하는 중…',
  'names.signHint': '지갑에서 메시지 서명을 요청해요. 비용은 들지 않아요.',
  'names.registerError': '이름 {name} 등록 중 오류가 발생했어요',
  'names.success': '이제 {name}이(가) 계정 이름이에요',
  'names.done': '완료',
}
export default texts
