// A server component: it reads the visitor's Portico cookies, so the first HTML of a returning
// visitor already shows the account (and the browser hydrates it without a mismatch).
import { cookieToInitialState } from '@portico/core'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Portico with Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
