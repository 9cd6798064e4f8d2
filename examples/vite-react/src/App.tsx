import { ConnectButton, NetworkButton, PorticoProvider, useAccount } from '@portico/react'
import { portico } from './portico'

function Account() {
  const { status, address } = useAccount()
  return <p data-testid="example-account">{address ? `${status} ${address}` : status}</p>
}

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <NetworkButton />
        <ConnectButton />
      </header>
      <main>
        <h1>Vite + React</h1>
        <Account />
      </main>
    </PorticoProvider>
  )
}
