/**
 * How core gets WalletConnect's universal provider: the host passes `walletConnect()` from
 * `@portico/walletconnect` (the `walletConnect` option), which loads the SDK. Core never imports
 * `@walletconnect/*` itself, so a host with browser wallets only installs none of it
 * (docs/architecture.md, "Packaging").
 */
import type { UniversalProviderLike } from './UniversalProviderLike.js'

export interface LoadProviderOptions {
  projectId: string
  relayUrl: string
  /**
   * the relay is the host's own (not WalletConnect's public one): Verify is turned off, as its
   * server only attests origins for the public relay network and its iframe would stall each connect
   */
  selfHostedRelay: boolean
  metadata: { name: string; description: string; url: string; icons: string[] }
  storagePrefix: string
}

/** the `walletConnect` option: what `walletConnect()` of `@portico/walletconnect` returns */
export interface WalletConnectSupport {
  /** loads and initialises the universal provider (a lazy chunk: called on preload, connect or restore) */
  loadProvider(opts: LoadProviderOptions): Promise<UniversalProviderLike>
}
