import type { PorticoAdapter } from '../adapters/PorticoAdapter.js'
import type { OptionsCheck } from '../options/createOptionsCheck.js'
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { Router } from '../router/createRouter.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { ChainNamespace } from '../types/chain.js'
import type { AlertController } from './createAlertController.js'
import type { EventBus } from './createEventBus.js'
import type { ToastController } from './createToastController.js'

/** What the controllers of one instance share. Built by createPortico. */
export interface PorticoContext {
  options: PorticoOptions
  /** the options' validation (a lazy chunk): at once in development, in idle time in production */
  optionsCheck: OptionsCheck
  store: PorticoStore
  storage: PorticoStorage
  adapters: ReadonlyMap<ChainNamespace, PorticoAdapter>
  router: Router
  toasts: ToastController
  alerts: AlertController
  events: EventBus
}
