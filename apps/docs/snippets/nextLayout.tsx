// app/layout.tsx: a server component; only the providers and the buttons run in the browser
import { ConnectButton } from '@portico/react'
import type { ReactNode } from 'react'
import { Providers } from './nextProviders'

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <header>
            <ConnectButton />
          </header>
          {children}
        </Providers>
      </body>
    </html>
  )
}
