'use client'

// The one client component that owns Portico: the instance lives in the browser.
import type { PorticoInitialState } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import type { ReactNode } from 'react'
import { portico } from './portico'

export function Providers({
  initialState,
  children,
}: {
  initialState: PorticoInitialState | undefined
  children: ReactNode
}) {
  return (
    <PorticoProvider portico={portico} initialState={initialState}>
      {children}
    </PorticoProvider>
  )
}
