// A server component: @portico/react's buttons are client components ('use client' inside).
import { ConnectButton, NetworkButton } from '@portico/react'
import { Account } from './Account'

export default function Page() {
  return (
    <>
      <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <NetworkButton />
        <ConnectButton />
      </header>
      <main>
        <h1>Next.js App Router</h1>
        <Account />
      </main>
    </>
  )
}
