// The public API of @portico/core. What only adapters need is on `@portico/core/internal`.
// Actions: plain functions over the instance (wagmi-style), one file each
export { connect } from '../actions/connect.js'
export { connectWalletConnect } from '../actions/connectWalletConnect.js'
export { disconnect } from '../actions/disconnect.js'
export { dismissAlert } from '../actions/dismissAlert.js'
export { fetchBalance } from '../actions/fetchBalance.js'
export { getActiveNetwork } from '../actions/getActiveNetwork.js'
export { getAdapter } from '../actions/getAdapter.js'
export { getApi } from '../actions/getApi.js'
export { getNetworks } from '../actions/getNetworks.js'
export { getProvider } from '../actions/getProvider.js'
export { isUnsupportedNetwork } from '../actions/isUnsupportedNetwork.js'
export { preload } from '../actions/preload.js'
export { retryConnect } from '../actions/retryConnect.js'
export { setLocale } from '../actions/setLocale.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { showToast } from '../actions/showToast.js'
export { signMessage } from '../actions/signMessage.js'
export { switchNetwork } from '../actions/switchNetwork.js'
export { watchEvents } from '../actions/watchEvents.js'
export { ADAPTER_CAPABILITIES, type AdapterCapability } from '../adapters/AdapterCapability.js'
export type {
  AdapterContext,
  AdapterEvent,
  BalanceResult,
  ConnectResult,
  ContractCall,
  PorticoAdapter,
  PreparedCall,
  PreparedTransfer,
  SendResult,
  SignedTransfer,
  StoredConnection,
  TransferParams,
  TransferRequest,
  TransferToken,
  WalletConnectSignRequest,
} from '../adapters/PorticoAdapter.js'
export type { ApiClientContext } from '../api/apiClientContext.js'
export type { FetchFn } from '../api/apiFetch.js'
export * from '../api/apiSchemas.js'
export type { AnalyticsClient } from '../api/createAnalyticsClient.js'
export type { BlockchainClient } from '../api/createBlockchainClient.js'
export type { ExplorerClient, GetWalletsParams } from '../api/createExplorerClient.js'
export { type ConnectViewWallets, HOSTED_API_URLS, type PorticoApi } from '../api/createPorticoApi.js'
export {
  customWalletToItem,
  MOBILE_EXTRA_WALLET_NAMES,
  type WalletListLoader,
  type WalletListState,
} from '../api/createWalletListLoader.js'
export { type SessionMessageFields, type SessionOperation, sessionMessage } from '../api/sessionMessage.js'
export { type BooleanFeatureOption, canShowAccountTab } from '../capabilities/canShowAccountTab.js'
export { canShowFeature, type FeatureGate } from '../capabilities/canShowFeature.js'
export { hasCapability } from '../capabilities/hasCapability.js'
export { selectWalletFeatures, type WalletFeature } from '../capabilities/selectWalletFeatures.js'
export type { StoredConnectionRecord, StoredConnections } from '../connection/storedConnections.js'
export * from '../constants/constants.js'
// SPEC §9 onramp constants: their own module, which only the Buy chunk reads (a constant a lazy
// chunk reads from constants.ts is emitted into every host's startup chunk with that module)
export { ONRAMP_FALLBACK_LIMITS, RESTRICTED_TIMEZONES } from '../constants/onrampConstants.js'
export type { TrackingEvent } from '../controllers/createEventBus.js'
export type { ToastInput } from '../controllers/createToastController.js'
export { createPortico } from '../createPortico.js'
export { ERROR_MESSAGES, type ErrorCode, porticoError } from '../errors/errorCatalogue.js'
export {
  ALERTS,
  type AlertKey,
  PROVIDER_MESSAGE_ALERTS,
  TOASTS,
  type ToastKey,
  TRACKING_EVENTS,
  type TrackingEventName,
} from '../errors/notices.js'
export { isPorticoError, PorticoError } from '../errors/PorticoError.js'
export { getRpcCode, isCapabilityErrorCode, isUserRejection, RPC_ERROR_CODES } from '../errors/rpcErrors.js'
export type { SignInApi, SignInSnapshot } from '../features/siwx/createSignIn.js'
export type { AccountSignIn, SignInError, SignInState, SignInStatus } from '../features/siwx/siwxState.js'
export {
  type CoreFeatureFlags,
  type FeatureOptions,
  type FeatureOptionsInput,
  isFeatureOn,
  type SocialsOption,
} from '../options/featureOptions.js'
export { type ChainLike, fromChain } from '../options/fromChain.js'
export {
  customWalletSchema,
  type NetworkInput,
  networkSchema,
  optionsSchema,
  type PorticoOptions,
  type PorticoOptionsInput,
} from '../options/optionsSchema.js'
export type {
  Portico,
  PorticoDeprecatedMethods,
  PorticoExtensions,
  PorticoInstance,
} from '../portico/Portico.js'
export type { Router } from '../router/createRouter.js'
export type { RouteEntry, ViewData, ViewDataArgs, ViewDataMap, ViewName } from '../router/views.js'
export { type AccountViewModel, selectAccountView } from '../selectors/selectAccountView.js'
export { type ApiSiwxOptions, createApiSiwx, isTokenNotYetValid } from '../siwx/createApiSiwx.js'
export { createSignInMessage } from '../siwx/createSignInMessage.js'
export { parseSignInMessage } from '../siwx/parseSignInMessage.js'
export type { SIWEConfig, SIWECreateMessageArgs, SIWEMessageParams, SIWESession } from '../siwx/SIWEConfig.js'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../siwx/SIWXConfig.js'
export {
  isSignInDomain,
  isUriOfDomain,
  SIWX_LIMITS,
  SIWX_NAMESPACES,
  type SIWXNamespace,
  signInMessageDataSchema,
  signInNamespace,
} from '../siwx/signInMessageDataSchema.js'
export { cookieToInitialState } from '../ssr/cookieToInitialState.js'
export { hydrationState } from '../ssr/hydrationState.js'
export type { PorticoInitialState } from '../ssr/PorticoInitialState.js'
export { cookieStorage } from '../storage/cookieStorage.js'
export { createMemoryStorage, type KeyValueStorage, type PorticoStorage } from '../storage/createStorage.js'
export type { PorticoStore } from '../store/createPorticoStore.js'
export type {
  AlertState,
  AppearanceState,
  ConnectingState,
  FeatureStates,
  PorticoState,
  RouterState,
  TextParams,
  ToastState,
  TransitionDirection,
} from '../store/PorticoState.js'
export { contrastRatio, parseColor, type Rgb } from '../theme/color.js'
export {
  AA_TEXT,
  type ResolvedThemeMode,
  THEME_BASE,
  type ThemeMode,
  type ThemeVariables,
  themeTokens,
} from '../theme/themeTokens.js'
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
export { explorerAddressUrl, explorerTxUrl } from '../utils/explorerUrl.js'
export { isMobileDevice } from '../utils/isMobileDevice.js'
export { formatAmount, parseAmount } from '../utils/units.js'
export type {
  WalletConnectConnection,
  WalletConnectController,
  WalletConnectState,
  WalletConnectWallet,
  WalletConnectWalletInput,
} from '../walletconnect/createWalletConnectController.js'
export type { UniversalProviderLike, UniversalSessionLike } from '../walletconnect/UniversalProviderLike.js'
export type {
  Eip1193Like,
  SessionEventName,
  SessionRequestArguments,
  WalletConnectNamespaceSession,
} from '../walletconnect/WalletConnectSession.js'
export type { LoadProviderOptions, WalletConnectSupport } from '../walletconnect/WalletConnectSupport.js'
export { PUBLIC_RELAY_URL, WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConstants.js'
