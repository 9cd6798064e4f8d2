import { withOverrides } from '@portico/ui'
import { RECEIVE_TEXTS } from '@portico/ui/features/receive'
import { defineFeature } from '../FeatureDefinition.js'

const load = () => import('./ReceiveRoute.js')

/** Receive (SPEC §2 feature screen "receive"): every namespace whose adapter declares it. */
export const receiveFeature = defineFeature({
  id: 'receive',
  routes: {
    Receive: { title: ({ overrides }) => withOverrides(RECEIVE_TEXTS, overrides)['receive.title'], load },
  },
  walletFeature: { id: 'receive', view: 'Receive', label: (texts) => texts.featureReceive },
})
