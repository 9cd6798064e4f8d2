// app/providers.tsx: Portico lives in the browser, so this file is a client component
'use client'

import { evmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import type { ReactNode } from 'react'
import { mainnet } from 'viem/chains'

const portico = createPortico({
  projectId: 'my-app',
  apiUrl: 'https://api.example.com', // your apps/api
  networks: [mainnet],
  adapters: [evmAdapter()],
})

export function Providers({ children }: { children: ReactNode }) {
  return <PorticoProvider portico={portico}>{children}</PorticoProvider>
}
