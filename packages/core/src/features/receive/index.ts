// @portico/core/features/receive: the Receive feature (SPEC §2), a QR of a payment URI.
import './receiveViews.js'

export { paymentUri } from './paymentUri.js'
export { type ReceiveViewModel, selectReceiveView } from './selectReceiveView.js'
