// The lab wallet as a browser extension would bring it: a script that runs in the page before the
// host's own scripts (Playwright's addInitScript plays the extension's content script), announces
// an EIP-1193 provider over EIP-6963 and approves every request (no person in this test).
// Bundled in the host from its own install of @portico/lab-wallet (the published package, as a
// host's own tests would use it); a wallet is not part of the host's app.
import { announceLabWallet, createLabWallet, DEVNET_ACCOUNTS } from '@portico/lab-wallet'

declare global {
  interface Window {
    __hostTestWallet?: { chains: { chainId: number; name: string; rpcUrl: string }[] }
  }
}

const config = window.__hostTestWallet
if (config && window.top === window) {
  const wallet = createLabWallet({
    privateKey: (DEVNET_ACCOUNTS[0] as (typeof DEVNET_ACCOUNTS)[number]).privateKey,
    chains: config.chains,
    approval: 'auto-approve',
  })
  announceLabWallet(wallet.provider)
}
