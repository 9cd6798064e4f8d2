// @portico/core/internal: what adapter packages (and Portico's own packages) share, as wagmi's
// internal exports. Not covered by semver: it changes with the adapter contract.
export type {
  AdapterKit,
  AdapterParts,
  CallsPart,
  Connected,
  KitAccount,
  SendPart,
  WalletEntry,
  WalletSource,
} from '../adapters/AdapterParts.js'
export { defineAdapter } from '../adapters/defineAdapter.js'
export { createAnalyticsClient } from '../api/createAnalyticsClient.js'
export { createBlockchainClient } from '../api/createBlockchainClient.js'
export { createExplorerClient } from '../api/createExplorerClient.js'
export { createWalletListLoader } from '../api/createWalletListLoader.js'
export { sortConnectors } from '../controllers/sortConnectors.js'
export { invalidWalletResponse, isWalletRejection, toWalletError } from '../errors/toWalletError.js'
export {
  type FeatureState,
  featureState,
  type StateReader,
  type StateWriter,
} from '../features/featureState.js'
export { connectorsEmitter } from '../internal/connectorsEmitter.js'
export {
  type ConnectAttempts,
  type ConnectCall,
  createConnectAttempts,
} from '../internal/createConnectAttempts.js'
export { followRegistrations, type WalletRegistry } from '../internal/followRegistrations.js'
export { followSession, type SessionFollower } from '../internal/followSession.js'
export { requireNetwork } from '../internal/requireNetwork.js'
export { requireSetup } from '../internal/requireSetup.js'
export { waitFor } from '../internal/waitFor.js'
export { walletConnector } from '../internal/walletConnector.js'
export { watchInjected } from '../internal/watchInjected.js'
export { validateOptions } from '../options/validateOptions.js'
export type { CoreFeature } from '../portico/CoreFeature.js'
export type {
  FeatureContext,
  /** @deprecated the feature context is `FeatureContext` (`featureContextOf(portico)`) */
  FeatureContext as PorticoInternal,
} from '../portico/FeatureContext.js'
export { createStorage } from '../storage/createStorage.js'
export { base58, isBase58 } from '../utils/base58.js'
export { buildSessionNamespaces, type ProposalNamespace } from '../walletconnect/buildSessionNamespaces.js'
export {
  createNamespaceSession,
  type NamespaceSessionDeps,
  type NamespaceSessionInternal,
  type SessionNamespaceData,
} from '../walletconnect/createNamespaceSession.js'
export { createWalletConnectController } from '../walletconnect/createWalletConnectController.js'
export {
  type BrowserEnvironment,
  createPairingCache,
  isIosSafari,
  isTelegram,
  type PairingCache,
  pairingTopicOf,
  reusesPairing,
} from '../walletconnect/pairingReuse.js'
export { EIP155_SESSION_METHODS, SESSION_EVENTS, SESSION_METHODS } from '../walletconnect/sessionMethods.js'
export { toWalletConnectWallet } from '../walletconnect/toWalletConnectWallet.js'
