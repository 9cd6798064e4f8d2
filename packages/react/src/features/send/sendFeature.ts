import { SendIcon, sendTexts } from '@portico/ui/features/send'
import { defineFeature } from '../FeatureDefinition.js'

/** Send (SPEC §2 feature screen "send"; §3 send state, §4 send, §5 rules): three lazy screens. */
export const sendFeature = defineFeature({
  id: 'send',
  texts: sendTexts,
  option: { flag: 'send', default: true },
  routes: {
    Send: { title: 'send.title', load: () => import('./SendRoute.js') },
    SendPreview: { title: 'send.previewTitle', load: () => import('./SendPreviewRoute.js') },
    SendSuccess: { title: 'send.successTitle', hideBack: true, load: () => import('./SendSuccessRoute.js') },
  },
  accountAction: { view: 'Send', label: 'featureSend', icon: SendIcon, place: 40, capability: 'send' },
})
