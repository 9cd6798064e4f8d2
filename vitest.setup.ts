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
import { afterAll, vi } from 'vitest'

/**
 * Any other lazy import a test left in flight (e.g. `open()` preloads the connection code, a
 * fire-and-forget import) lands before the file's environment is torn down: loaded after it, it
 * fails the whole run with an EnvironmentTeardownError, as a slow CI machine showed for the
 * embedded wallet's tests (reproduced with both cores busy).
 */
afterAll(() => vi.dynamicImportSettled())

vi.mock('./packages/core/src/walletconnect/loadUniversalProvider.ts', () => ({
  loadUniversalProvider: async () => {
    throw new Error('unit tests do not open a WalletConnect relay connection')
  },
}))

await import('./packages/core/src/walletconnect/walletConnectEngine.ts')
