/**
 * Unit and component tests never reach a WalletConnect relay: core's universal-provider loader
 * is replaced by one that fails, so the dialog's WalletConnect preload (createPortico, on the
 * Connect view) ends quietly. Tests that exercise WalletConnect mock the loader themselves
 * (packages/core/src/walletconnect/walletConnect.test.ts, which overrides this one); the real
 * SDK runs in the e2e tests over the local relay.
 *
 * The WalletConnect engine (the lazy chunk the preload imports) is loaded here, before the tests:
 * a preload started by a test's last `open()` would otherwise still be loading modules when
 * vitest tears the file's environment down (EnvironmentTeardownError).
 */
import { vi } from 'vitest'

vi.mock('./packages/core/src/walletconnect/loadUniversalProvider.ts', () => ({
  loadUniversalProvider: async () => {
    throw new Error('unit tests do not open a WalletConnect relay connection')
  },
}))

await import('./packages/core/src/walletconnect/walletConnectEngine.ts')
