import { withOverrides } from '@portico/ui'
import { SEND_TEXTS } from '@portico/ui/features/send'
import { defineFeature } from '../FeatureDefinition.js'

const loadForm = () => import('./SendRoute.js')

/** Send (SPEC §2 feature screen "send"; §3 send state, §4 send, §5 rules): three lazy screens. */
export const sendFeature = defineFeature({
  id: 'send',
  routes: {
    Send: { title: ({ overrides }) => withOverrides(SEND_TEXTS, overrides)['send.title'], load: loadForm },
    SendPreview: {
      title: ({ overrides }) => withOverrides(SEND_TEXTS, overrides)['send.previewTitle'],
      load: () => import('./SendPreviewRoute.js'),
    },
    SendSuccess: {
      title: ({ overrides }) => withOverrides(SEND_TEXTS, overrides)['send.successTitle'],
      hideBack: true,
      load: () => import('./SendSuccessRoute.js'),
    },
  },
  walletFeature: { id: 'send', view: 'Send', label: (texts) => texts.featureSend },
})
