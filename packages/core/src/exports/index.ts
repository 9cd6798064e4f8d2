export type {
  AdapterContext,
  AdapterEvent,
  BalanceResult,
  ConnectResult,
  PorticoAdapter,
} from '../adapters/PorticoAdapter.js'
export * from '../constants/constants.js'
export {
  ALERTS,
  type AlertKey,
  ERROR_MESSAGES,
  type ErrorCode,
  getRpcCode,
  isCapabilityErrorCode,
  isUserRejection,
  PROVIDER_MESSAGE_ALERTS,
  porticoError,
  RPC_ERROR_CODES,
  TOASTS,
  type ToastKey,
  TRACKING_EVENTS,
  type TrackingEventName,
} from '../errors/errorCatalogue.js'
export { isPorticoError, PorticoError } from '../errors/PorticoError.js'
export {
  customWalletSchema,
  networkSchema,
  optionsSchema,
  type PorticoOptions,
  type PorticoOptionsInput,
} from '../options/optionsSchema.js'
export { validateOptions } from '../options/validateOptions.js'
export {
  createMemoryStorage,
  createStorage,
  type KeyValueStorage,
  type PorticoStorage,
} from '../storage/createStorage.js'
export type { AccountState } from '../types/account.js'
export type {
  AccountType,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  PorticoNetwork,
} from '../types/chain.js'
export { CONNECTOR_TYPES, type Connector, type ConnectorType } from '../types/connector.js'
export {
  CHAIN_NAMESPACES,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from '../utils/caip.js'
