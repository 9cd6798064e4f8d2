// main.ts of a page without React, bundled by Vite (`npm create vite@latest my-page -- --template vanilla-ts`)
import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { definePorticoElements, mountPortico } from '@portico/html'
import { mainnet } from 'viem/chains'

const portico = createPortico({
  projectId: 'my-app',
  networks: [mainnet],
  adapters: [evmAdapter()],
})

// one dialog for the page (React renders inside, as an implementation detail)
const unmount = mountPortico(portico)
// <portico-connect-button> and <portico-network-button> from now on
definePorticoElements()

// the state, without a framework
portico.subscribe((state) => {
  const account = state.accounts.eip155
  document.title = account?.status === 'connected' ? `Connected: ${account.address}` : 'My page'
})

export { unmount }
