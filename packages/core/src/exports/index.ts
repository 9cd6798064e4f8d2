export type {
  AdapterContext,
  AdapterEvent,
  BalanceResult,
  ConnectResult,
  PorticoAdapter,
} from '../adapters/PorticoAdapter.js'
export type { ApiClientContext } from '../api/apiClientContext.js'
export type { FetchFn } from '../api/apiFetch.js'
export * from '../api/apiSchemas.js'
export { type AnalyticsClient, createAnalyticsClient } from '../api/createAnalyticsClient.js'
export { type BlockchainClient, createBlockchainClient } from '../api/createBlockchainClient.js'
export {
  createExplorerClient,
  type ExplorerClient,
  type GetWalletsParams,
} from '../api/createExplorerClient.js'
export { type ConnectViewWallets, HOSTED_API_URLS, type PorticoApi } from '../api/createPorticoApi.js'
export {
  createWalletListLoader,
  customWalletToItem,
  MOBILE_EXTRA_WALLET_NAMES,
  type WalletListLoader,
  type WalletListState,
} from '../api/createWalletListLoader.js'
export * from '../constants/constants.js'
export type { AlertController } from '../controllers/createAlertController.js'
export type { TrackingEvent } from '../controllers/createEventBus.js'
export { sortConnectors } from '../controllers/sortConnectors.js'
export { createPortico, type Portico } from '../createPortico.js'
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
export { invalidWalletResponse, isWalletRejection, toWalletError } from '../errors/toWalletError.js'
export {
  customWalletSchema,
  networkSchema,
  optionsSchema,
  type PorticoOptions,
  type PorticoOptionsInput,
} from '../options/optionsSchema.js'
export { validateOptions } from '../options/validateOptions.js'
export type { Router } from '../router/createRouter.js'
export { SIGN_IN_VIEWS, VIEWS, type ViewData, type ViewDataMap, type ViewName } from '../router/views.js'
export {
  createMemoryStorage,
  createStorage,
  type KeyValueStorage,
  type PorticoStorage,
} from '../storage/createStorage.js'
export { STORAGE_KEYS } from '../storage/storageKeys.js'
export type { PorticoStore } from '../store/createPorticoStore.js'
export type {
  AlertState,
  ConnectingState,
  PorticoState,
  RouterState,
  ToastState,
  TransitionDirection,
} from '../store/PorticoState.js'
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
export { shortAddress } from '../utils/shortAddress.js'
export { buildSessionNamespaces, type ProposalNamespace } from '../walletconnect/buildSessionNamespaces.js'
export {
  createNamespaceSession,
  type NamespaceSessionDeps,
  type NamespaceSessionInternal,
  type SessionNamespaceData,
} from '../walletconnect/createNamespaceSession.js'
export {
  createWalletConnectController,
  toWalletConnectWallet,
  type WalletConnectConnection,
  type WalletConnectController,
  type WalletConnectState,
  type WalletConnectWallet,
  type WalletConnectWalletInput,
} from '../walletconnect/createWalletConnectController.js'
export {
  type BrowserEnvironment,
  createPairingCache,
  isIosSafari,
  isTelegram,
  type PairingCache,
  pairingTopicOf,
  reusesPairing,
} from '../walletconnect/pairingReuse.js'
export {
  EIP155_SESSION_METHODS,
  SESSION_EVENTS,
  SESSION_METHODS,
} from '../walletconnect/sessionMethods.js'
export type {
  Eip1193Like,
  SessionEventName,
  SessionRequestArguments,
  WalletConnectNamespaceSession,
} from '../walletconnect/WalletConnectSession.js'
export { PUBLIC_RELAY_URL, WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConstants.js'
