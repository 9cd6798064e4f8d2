import { evmAdapter } from '@portico/adapter-evm'
import { createPortico, setLocale } from '@portico/core'
import { PorticoProvider, TextsProvider } from '@portico/react'
import type { ReactNode } from 'react'
import { mainnet } from 'viem/chains'

export const shop = createPortico({
  projectId: 'my-app',
  networks: [mainnet],
  adapters: [evmAdapter()],
  locale: 'ja', // default: the page's <html lang>, then the browser's languages
})

// live, e.g. from the host's own language switcher; undefined goes back to the page's language
export const toArabic = () => setLocale(shop, 'ar')

// a host's own words win over any locale's
export const Shop = ({ children }: { children: ReactNode }) => (
  <TextsProvider texts={{ connectWallet: 'ログイン' }}>
    <PorticoProvider portico={shop}>{children}</PorticoProvider>
  </TextsProvider>
)
