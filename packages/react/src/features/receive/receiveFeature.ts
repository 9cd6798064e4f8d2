import { ReceiveIcon, receiveTexts } from '@portico/ui/features/receive'
import { defineFeature } from '../FeatureDefinition.js'

/** Receive (SPEC §2 feature screen "receive"): every namespace whose adapter declares it. */
export const receiveFeature = defineFeature({
  id: 'receive',
  texts: receiveTexts,
  option: { flag: 'receive', default: true },
  routes: { Receive: { title: 'receive.title', load: () => import('./ReceiveRoute.js') } },
  accountAction: {
    view: 'Receive',
    label: 'featureReceive',
    icon: ReceiveIcon,
    place: 30,
    capability: 'receive',
  },
})
