// A plain-HTML host (issue 32): no React in its own code, only @portico/core, an adapter and
// @portico/html. The local parts' addresses come from the test (plainHtml.e2e.test.ts).
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { definePorticoElements, mountPortico } from '@portico/html'

declare global {
  interface Window {
    __plainHtmlEnv: { chainId: number; rpcUrl: string; apiUrl: string; relayUrl: string }
  }
}

const env = window.__plainHtmlEnv
const portico = createPortico({
  projectId: 'plain-html',
  apiUrl: env.apiUrl,
  relayUrl: env.relayUrl,
  networks: [
    {
      id: env.chainId,
      name: 'Plain Devnet',
      caipNetworkId: `eip155:${env.chainId}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [env.rpcUrl] } },
    },
  ],
  adapters: [evmAdapter()],
  metadata: { name: 'Plain page', description: 'A page without React', url: location.origin, icons: [] },
})
mountPortico(portico)
definePorticoElements()
