// The secure site of Portico's embedded wallet (Node only): its server and what the lab needs.

export { buildFrame } from '../server/buildFrame.js'
export {
  DEFAULT_DATA_DIR,
  DEFAULT_FRAME_DIR,
  DEFAULT_LIMITS,
  type SecureSiteConfig,
  type SecureSiteLimits,
  type SecureSiteNetwork,
} from '../server/config/secureSiteConfig.js'
export { API_PREFIX, createSecureSite, type SecureSite } from '../server/createSecureSite.js'
export {
  FRAME_CONFIG_ELEMENT_ID,
  FRAME_CONFIG_VERSION,
  type FrameConfig,
} from '../server/frame/frameConfig.js'
export { DEV_KEK_ID } from '../server/store/openSiteStorage.js'
export type {
  DeviceRequestRecord,
  EmailUpdateRecord,
  SessionRecord,
  UserRecord,
  WalletAddresses,
  WalletShares,
} from '../server/store/records.js'
export { SITE_MIGRATIONS } from '../server/store/siteMigrations.js'
