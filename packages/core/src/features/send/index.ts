// @portico/core/features/send: the Send feature (SPEC §3 send state, §4 send, §5 send rules).

export { type SendTokenView, type SendViewModel, selectSendView } from './selectSendView.js'
export {
  confirmSend,
  loadSendTokens,
  previewSend,
  resetSend,
  selectSendToken,
  sendFormProblem,
  sendStateOf,
  setSendAmount,
  setSendMax,
  setSendReceiver,
} from './sendFlow.js'
export type { SendProblem, SendState, SendToken } from './sendState.js'
export { EMPTY_SEND } from './sendState.js'
export { type SendTransactionParams, sendTransaction } from './sendTransaction.js'
